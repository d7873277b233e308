import { Link } from 'react-router-dom';
import { PageHeading } from '../ui';
import { shellRoutes } from '../shared/routes';

export default function NotFoundPage() {
  return (
    <div className="not-found">
      <PageHeading>We can't find that page</PageHeading>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to={shellRoutes.account.to({})}>Go to your account</Link>
      </p>
    </div>
  );
}
