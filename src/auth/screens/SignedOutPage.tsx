import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { AlertBanner, PageHeading } from '../../ui';
import { selectAuthField } from '../selectors';
import { shellRoutes } from '../../shared/routes';

const notices = {
  customer: { heading: 'You have signed out', subtext: 'Thank you for visiting. Close your browser if you share this device.' },
  expired: { heading: 'For your security, you were signed out', subtext: 'Your session ended. Please log in again to continue.' },
  passwordChanged: {
    heading: 'Your password was changed',
    subtext: 'For your security, you were logged out everywhere. Please log in again with your new password.',
  },
  loginIdChanged: {
    heading: 'Your login ID was changed',
    subtext: 'For your security, you were logged out everywhere. Please log in again with your new login ID.',
  },
} as const;

/** After signing out, or when the session ended (forced logout). */
export default function SignedOutPage() {
  const signedOutReason = useSelector(selectAuthField('signedOutReason'));
  const notice = notices[signedOutReason ?? 'expired'];
  return (
    <div className="login">
      <PageHeading>Signed out</PageHeading>
      <AlertBanner type={signedOutReason === 'expired' ? 'info' : 'success'} heading={notice.heading} subtext={notice.subtext} />
      <p>
        <Link to={shellRoutes.login.to({})}>Log in again</Link>
      </p>
    </div>
  );
}
