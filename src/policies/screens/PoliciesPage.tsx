import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { GeneralApiError, PageHeading, Loading, PolicyNumber, Facts } from '../../ui';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import type { PolicySummary } from '../../contract/policies';
import { lineOfBusinessLabels, policyStatusLabels } from '../lineOfBusiness';
import { selectActivePolicies, selectArchivedPolicies, selectPolicySummaries, selectPoliciesStateField } from '../selectors';
import '../policies.scss';
import { policyRoutes } from '../../shared/routes';

/** The three lists, by route, in the order of their navigation. */
const views = [
  {
    route: policyRoutes.policies,
    link: 'All',
    heading: 'Your policies',
    select: selectPolicySummaries,
    empty: 'You have no policies with us yet.',
  },
  {
    route: policyRoutes.policiesActive,
    link: 'Active',
    heading: 'Active policies',
    select: selectActivePolicies,
    empty: 'You have no active policies.',
  },
  {
    route: policyRoutes.policiesArchived,
    link: 'Archived',
    heading: 'Archived policies',
    select: selectArchivedPolicies,
    empty: 'You have no expired or cancelled policies.',
  },
] as const;

export function PolicyListNavigation() {
  return (
    <nav aria-label="Policy lists">
      <ul className="sub-nav">
        {views.map((v) => (
          <li key={v.route.key}>
            <NavLink exact to={v.route.to({})}>
              {v.link}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PolicyItem({ policy }: { policy: PolicySummary }) {
  return (
    <li className="policy-item">
      <h2>
        <Link to={policyRoutes.policyOverview.to({ policyNumber: policy.policyNumber })}>
          {lineOfBusinessLabels[policy.lineOfBusiness]} policy <PolicyNumber>{policy.policyNumber}</PolicyNumber>
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
  const { pathname } = useLocation();
  const view = views.find((v) => v.route.match(pathname) !== null) ?? views[0];
  const status = useSelector(selectPoliciesStateField('status'));
  const policies = useSelector(view.select);
  return (
    <div className="policies">
      <PageHeading>{view.heading}</PageHeading>
      <PolicyListNavigation />
      {status === 'idle' && <Loading label="Loading your policies" />}
      {status === 'failed' && <GeneralApiError />}
      {status === 'loaded' && policies.length === 0 && <p>{view.empty}</p>}
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
