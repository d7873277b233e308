import { PageHeading } from '../../ui';
import { engagementMessages } from '../../validation/messages';

/** What the insurer's mobile app does, and where to get it. */
export default function MobileAppInfoPage() {
  return (
    <div className="mobile-app-info">
      <PageHeading>Our mobile app</PageHeading>
      <p>{engagementMessages.mobileAppIntro}</p>
      <ul>
        {engagementMessages.mobileAppFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p>{engagementMessages.mobileAppStores}</p>
    </div>
  );
}
