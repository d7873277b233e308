import { IdCardsPanel } from '../IdCardsPanel';
import '../../policies/policies.scss';
import { PageHeading } from '../../ui';

/** Every ID card of the party (/documents/id-cards). */
export default function IdCardsPage() {
  return (
    <div className="id-cards">
      <PageHeading>ID cards</PageHeading>
      <IdCardsPanel scope="all" />
    </div>
  );
}
