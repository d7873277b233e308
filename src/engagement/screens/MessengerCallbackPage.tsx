import { Loading, PageHeading } from '../../ui';
import { engagementMessages } from '../../validation/messages';

/** Back from signing in for the claim messenger: the saga moves on to the claim's messages. */
export default function MessengerCallbackPage() {
  return (
    <div>
      <PageHeading>Returning to your messages</PageHeading>
      <Loading label={engagementMessages.returningToMessages} />
    </div>
  );
}
