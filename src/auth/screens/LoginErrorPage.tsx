import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { AlertBanner, PageHeading } from '../../ui';
import { selectAuthField } from '../selectors';
import { shellRoutes } from '../../shared/routes';

export default function LoginErrorPage() {
  const failure = useSelector(selectAuthField('failure'));
  return (
    <div className="login">
      <PageHeading>We couldn't finish logging you in</PageHeading>
      <AlertBanner
        type="error"
        heading="Your login could not be completed"
        subtext="It may have taken too long, or the link was used twice. Please log in again."
      />
      {failure && <p className="login__detail">Details: {failure}</p>}
      <p>
        <Link to={shellRoutes.login.to({})}>Log in again</Link>
      </p>
    </div>
  );
}
