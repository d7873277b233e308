import { Link } from 'react-router-dom';
import { PageHeading } from '../../ui';

export default function NotFoundPage() {
  return (
    <div className="not-found">
      <PageHeading>We can't find that page</PageHeading>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/account">Go to your account</Link>
      </p>
    </div>
  );
}
