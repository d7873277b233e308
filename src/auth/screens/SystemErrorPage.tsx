import { Link } from 'react-router-dom';
import { SystemError, PageHeading } from '../../ui';
import { shellRoutes } from '../../shared/routes';

export default function SystemErrorPage() {
  return (
    <div className="login">
      <PageHeading>System error</PageHeading>
      <SystemError />
      <p>
        <Link to={shellRoutes.login.to({})}>Try logging in again</Link>
      </p>
    </div>
  );
}
