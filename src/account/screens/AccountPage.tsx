import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { fnolRoutes } from '../../shared/routes';
import { GeneralApiError, PartyLoadError, PageHeading, Loading } from '../../ui';
import { selectMobileApp } from '../../app/selectors';
import { formatCents, formatIsoDate } from '../../shared/format';
import { selectProfileField } from '../../profile/selectors';
import { selectPoliciesStateField, selectPolicySummaries } from '../../policies/selectors';
import { lineOfBusinessLabels, policyStatusLabels } from '../../policies/lineOfBusiness';
import type { PolicySummary } from '../../contract/policies';
import { ClaimList } from '../../claims/ClaimList';
import { selectClaimsStateField, selectRecentClaims } from '../../claims/selectors';

function PolicyCard({ policy }: { policy: PolicySummary }) {
  const label = lineOfBusinessLabels[policy.lineOfBusiness];
  return (
    <li className="policy-card">
      <h3 className="policy-card__title">{label} policy</h3>
      <p className="policy-card__description">{policy.description}</p>
      <dl className="policy-card__facts">
        <div>
          <dt>Policy number</dt>
          <dd>{policy.policyNumber}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status status--${policy.status}`}>{policyStatusLabels[policy.status]}</span>
          </dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>
            {formatIsoDate(policy.effectiveDate)} – {formatIsoDate(policy.expirationDate)}
          </dd>
        </div>
        <div>
          <dt>Premium</dt>
          <dd>{formatCents(policy.premiumCents)}</dd>
        </div>
        {policy.accountNumber && (
          <div>
            <dt>Account</dt>
            <dd>{policy.accountNumber}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function PolicyGroup({ heading, policies }: { heading: string; policies: readonly PolicySummary[] }) {
  if (policies.length === 0) return null;
  return (
    <section className="policy-group" aria-label={heading}>
      <h2 className="policy-group__heading">{heading}</h2>
      <ul className="policy-group__list">
        {policies.map((p) => (
          <PolicyCard key={p.policyNumber} policy={p} />
        ))}
      </ul>
    </section>
  );
}

/** The account landing: who is signed in, and a summary of each policy. */
export default function AccountPage() {
  const party = useSelector(selectProfileField('party'));
  const status = useSelector(selectProfileField('status'));
  const policiesStatus = useSelector(selectPoliciesStateField('status'));
  const summary = useSelector(selectPolicySummaries);
  const mobileApp = useSelector(selectMobileApp);
  const recentClaims = useSelector(selectRecentClaims);
  const recentClaimsStatus = useSelector(selectClaimsStateField('recentStatus'));
  const name = party ? `${party.firstName} ${party.lastName}` : null;
  return (
    <div className="account">
      <PageHeading>{name ? `Welcome, ${name}` : 'Your account'}</PageHeading>
      {status === 'failed' && <PartyLoadError mobileApp={mobileApp} />}
      {policiesStatus === 'idle' && <Loading label="Loading your policies" />}
      {policiesStatus === 'failed' && <GeneralApiError />}
      {policiesStatus === 'loaded' && summary.length === 0 && <p>You have no policies with us yet.</p>}
      <PolicyGroup heading="Property and casualty policies" policies={summary.filter((p) => p.side === 'mutual')} />
      <PolicyGroup heading="Life policies" policies={summary.filter((p) => p.side === 'life')} />
      {recentClaimsStatus === 'loaded' && recentClaims.length > 0 && (
        <section className="policy-group" aria-labelledby="account-recent-claims">
          <h2 id="account-recent-claims" className="policy-group__heading">
            Recent claims
          </h2>
          <ClaimList claims={recentClaims} headingLevel={3} />
          <p>
            <Link to={fnolRoutes.fnolStep.to({ step: 'intro' })}>Report a claim</Link>
          </p>
        </section>
      )}
    </div>
  );
}
