import { useSelector } from 'react-redux';
import { GeneralApiError } from '../../ui';
import { DocumentLinks } from '../../documents/DocumentList';
import { formatCents } from '../../shared/money';
import { formatEasternInstant, formatIsoDate } from '../../shared/format';
import type { Endorsement } from '../../contract/selfService';
import { selfServiceMessages } from '../../validation/messages';
import { selectPolicyChanges } from '../selectors';

/** What a change did to the premium for the rest of the term, in words. */
export function premiumChangeText(cents: number): string {
  if (cents === 0) return 'No premium change';
  return cents > 0
    ? `Premium up ${formatCents(cents)} for the rest of the term`
    : `Premium down ${formatCents(-cents)} for the rest of the term`;
}

function Change({ change }: { change: Endorsement }) {
  const title = `Amended declarations, ${formatIsoDate(change.effectiveDate)}`;
  return (
    <li>
      <span>
        <strong>{change.description}</strong>
        <br />
        <span className="document-list__meta">Effective {formatIsoDate(change.effectiveDate)}</span>
        <br />
        <span className="document-list__meta">
          {premiumChangeText(change.premiumChangeCents)}; new term premium {formatCents(change.newPremiumCents)}
        </span>
        <br />
        <span className="document-list__meta">
          Requested by {change.requestedBy}, {formatEasternInstant(change.requestedAt)}
        </span>
      </span>
      <DocumentLinks documentId={change.documentId} title={title} />
    </li>
  );
}

/** The changes made to a policy, newest first, each with its amended declarations page (on the policy's overview). */
export function PolicyChanges({ policyNumber }: { policyNumber: string }) {
  const changes = useSelector(selectPolicyChanges(policyNumber));
  if (!changes) return null;
  return (
    <section className="detail-section" aria-labelledby="policy-changes">
      <h2 id="policy-changes">Changes</h2>
      {changes.status === 'failed' && <GeneralApiError />}
      {changes.status === 'loaded' && changes.endorsements.length === 0 && <p>{selfServiceMessages.noChanges}</p>}
      {changes.endorsements.length > 0 && (
        <ul className="document-list policy-changes">
          {changes.endorsements.map((e) => (
            <Change key={e.endorsementId} change={e} />
          ))}
        </ul>
      )}
    </section>
  );
}
