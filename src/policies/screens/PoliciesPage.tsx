import { useSelector } from 'react-redux';
import { Link, NavLink, useRouteMatch } from 'react-router-dom';
import { GeneralApiError, PageHeading, Loading } from '../../ui';
import { formatCents, formatIsoDate } from '../../shared/format';
import type { PolicySummary } from '../../contract/policies';
import { lineOfBusinessLabels, policyStatusLabels } from '../lineOfBusiness';
import { selectActivePolicies, selectArchivedPolicies, selectPoliciesState, selectPolicySummaries } from '../selectors';
import { Facts } from './PolicyFacts';
import '../policies.scss';

const views = {
  '/policies': { heading: 'Your policies', select: selectPolicySummaries, empty: 'You have no policies with us yet.' },
  '/policies/active': { heading: 'Active policies', select: selectActivePolicies, empty: 'You have no active policies.' },
  '/policies/archived': {
    heading: 'Archived policies',
    select: selectArchivedPolicies,
    empty: 'You have no expired or cancelled policies.',
  },
} as const;

export function PolicyListNavigation() {
  return (
    <nav aria-label="Policy lists">
      <ul className="sub-nav">
        <li>
          <NavLink exact to="/policies">
            All
          </NavLink>
        </li>
        <li>
          <NavLink exact to="/policies/active">
            Active
          </NavLink>
        </li>
        <li>
          <NavLink exact to="/policies/archived">
            Archived
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function PolicyItem({ policy }: { policy: PolicySummary }) {
  return (
    <li className="policy-item">
      <h2>
        <Link to={`/policies/${policy.policyNumber}/overview`}>
          {lineOfBusinessLabels[policy.lineOfBusiness]} policy {policy.policyNumber}
        </Link>
      </h2>
      <p>{policy.description}</p>
      <Facts
        facts={[
          ['Status', policyStatusLabels[policy.status]],
          ['Term', `${formatIsoDate(policy.effectiveDate)} – ${formatIsoDate(policy.expirationDate)}`],
          ['Premium', formatCents(policy.premiumCents)],
          ['Side', policy.side === 'life' ? 'Life' : 'Property and casualty'],
        ]}
      />
    </li>
  );
}

/** Every policy of the signed-in party (mutual and life); active and archived (expired, cancelled) ones apart. */
export default function PoliciesPage() {
  const { path } = useRouteMatch();
  const view = views[path as keyof typeof views] ?? views['/policies'];
  const state = useSelector(selectPoliciesState);
  const policies = useSelector(view.select);
  return (
    <div className="policies">
      <PageHeading>{view.heading}</PageHeading>
      <PolicyListNavigation />
      {state.status === 'idle' && <Loading label="Loading your policies" />}
      {state.status === 'failed' && <GeneralApiError />}
      {state.status === 'loaded' && policies.length === 0 && <p>{view.empty}</p>}
      {policies.length > 0 && (
        <ul className="policy-list">
          {policies.map((p) => (
            <PolicyItem key={p.policyNumber} policy={p} />
          ))}
        </ul>
      )}
    </div>
  );
}
