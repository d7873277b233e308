import { useDispatch, useSelector } from 'react-redux';
import { inactivity } from '../../../config/product';
import { AlertBanner, Button, PageHeading } from '../../ui';
import { authActions } from '../../auth/catalogue';
import { engagementMessages } from '../../validation/messages';
import { selectEngagementField } from '../selectors';

/** The timeout page (an outside page): signed out after inactivity, and the way back to where the customer was. */
export default function TimeoutPage() {
  const dispatch = useDispatch();
  const returnTo = useSelector(selectEngagementField('timedOutFrom'));
  return (
    <div className="login">
      <PageHeading>Session timed out</PageHeading>
      <AlertBanner
        type="info"
        heading={engagementMessages.timedOutHeading}
        subtext={engagementMessages.timedOutBody(inactivity.signOutAfterMs / 60000)}
      />
      <Button onClick={() => dispatch(authActions.signInRequested({ returnTo }))}>{engagementMessages.logInAgain}</Button>
    </div>
  );
}
