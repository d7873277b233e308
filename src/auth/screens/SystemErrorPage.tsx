import { Link } from 'react-router-dom';
import { SystemError } from '../../ui';
import { PageHeading } from '../../app/PageHeading';

export default function SystemErrorPage() {
  return (
    <div className="login">
      <PageHeading>System error</PageHeading>
      <SystemError />
      <p>
        <Link to="/login">Try logging in again</Link>
      </p>
    </div>
  );
}
