import { Link } from 'react-router-dom';
import { SystemError, PageHeading } from '../../ui';

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
