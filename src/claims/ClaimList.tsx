import { Link } from 'react-router-dom';
import type { ClaimSummary } from '../contract/claims';
import { formatIsoDate } from '../shared/format';
import { claimRoutes } from '../shared/routes';
import { lineOfBusinessLabels } from '../policies/lineOfBusiness';
import { Facts } from '../ui';
import { claimStatusLabels, claimTypeLabel } from './labels';
import '../policies/policies.scss';

/** Claim files as the claims centre and the account landing list them: file number, line, loss date, status. */
export function ClaimList({ claims, headingLevel = 2 }: { claims: readonly ClaimSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="policy-list">
      {claims.map((c) => (
        <li key={c.fileNumber} className="policy-item">
          <Heading>
            <Link to={claimRoutes.claimOverview.to({ fileNumber: c.fileNumber })}>
              {lineOfBusinessLabels[c.lineOfBusiness]} claim {c.fileNumber}
            </Link>
          </Heading>
          <p>{c.summary}</p>
          <Facts
            facts={[
              ['File number', c.fileNumber],
              ['Line of business', lineOfBusinessLabels[c.lineOfBusiness]],
              ['Loss date', formatIsoDate(c.lossDate)],
              [
                'Status',
                <span className={`status status--${c.status === 'open' ? 'active' : 'expired'}`}>{claimStatusLabels[c.status]}</span>,
              ],
              ['Kind of loss', claimTypeLabel(c.claimType)],
              ...(c.unreadMessages > 0 ? [['New messages', String(c.unreadMessages)] as const] : []),
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
