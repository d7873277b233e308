import { PageHeading } from '../../app/PageHeading';
import { IdCardsPanel } from '../IdCardsPanel';
import '../../policies/policies.scss';

/** Every ID card of the party (/documents/id-cards). */
export default function IdCardsPage() {
  return (
    <div className="id-cards">
      <PageHeading>ID cards</PageHeading>
      <IdCardsPanel scope="all" />
    </div>
  );
}
