import { useDispatch, useSelector } from 'react-redux';
import { inactivity } from '../../config/product';
import { authActions } from '../auth/catalogue';
import { Button, Dialog } from '../ui';
import { engagementMessages } from '../validation/messages';
import { engagementActions } from './catalogue';
import { selectEngagementField } from './selectors';

/** The warning before the inactivity sign-out: stay signed in, or sign out now. */
export function InactivityWarning() {
  const dispatch = useDispatch();
  const signOutAt = useSelector(selectEngagementField('signOutAt'));
  if (signOutAt === null) return null;
  const stay = () => dispatch(engagementActions.staySignedInRequested());
  const minutes = Math.round((inactivity.signOutAfterMs - inactivity.warningAfterMs) / 60000);
  return (
    <Dialog heading={engagementMessages.warningHeading} onClose={stay}>
      <p>{engagementMessages.warningBody(minutes)}</p>
      <div className="dialog__actions">
        <Button onClick={stay}>{engagementMessages.staySignedIn}</Button>
        <Button variant="secondary" onClick={() => dispatch(authActions.signOutRequested())}>
          {engagementMessages.signOutNow}
        </Button>
      </div>
    </Dialog>
  );
}
