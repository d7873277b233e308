import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { fnolRoutes, policyRoutes } from '../../shared/routes';
import { GeneralApiError, PartyLoadError, PageHeading, Loading, PolicyNumber } from '../../ui';
import { selectMobileApp } from '../../shell/selectors';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import { selectProfileField } from '../../profile/selectors';
import { selectActivePolicies, selectArchivedPolicies, selectPoliciesStateField, selectPolicySummaries } from '../../policies/selectors';
import { lineOfBusinessLabels, policyStatusLabels } from '../../policies/lineOfBusiness';
import type { PolicySummary } from '../../contract/policies';
import type { BillingAccount } from '../../contract/billing';
import { selectBillingField } from '../../billing/selectors';
import { paymentsActions } from '../../payments/catalogue';
import { paymentRoutes } from '../../shared/routes';
import { balanceLabel, dueDateLabel, sideLabels } from '../../shared/billingLabels';
import { ClaimList } from '../../claims/ClaimList';
import { selectClaimsStateField, selectRecentClaims } from '../../claims/selectors';
import { OfferSlot } from '../../offers/OfferSlot';
import { FinishSettingUp } from '../../onboarding/FinishSettingUp';
import { selectOnboardingField, selectOnboardingProgress, selectSignInLanded } from '../../onboarding/selectors';

function PolicyCard({ policy }: { policy: PolicySummary }) {
  const label = lineOfBusinessLabels[policy.lineOfBusiness];
  return (
    <li className="policy-card">
      <h3 className="policy-card__title">{label} policy</h3>
      <p className="policy-card__description">{policy.description}</p>
      <dl className="policy-card__facts">
        <div>
          <dt>Policy number</dt>
          <dd>
            <PolicyNumber>{policy.policyNumber}</PolicyNumber>
          </dd>
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

/** One billing account's amount due and due date (overdue once passed), with the way to pay it. */
function DueCard({ account }: { account: BillingAccount }) {
  const dispatch = useDispatch();
  const payThisAccount = () => dispatch(paymentsActions.paymentStarted({ accountNumber: account.accountNumber, door: 'account' }));
  return (
    <li className="policy-card">
      <h3 className="policy-card__title">
        {sideLabels[account.side]} account {account.accountNumber}
      </h3>
      <dl className="policy-card__facts">
        <div>
          <dt>Amount due</dt>
          <dd>{balanceLabel(account.amountDueCents)}</dd>
        </div>
        <div>
          <dt>Due date</dt>
          <dd className={account.overdue ? 'status status--overdue' : undefined}>{dueDateLabel(account)}</dd>
        </div>
      </dl>
      {account.amountDueCents > 0 && (
        <p className="policy-card__action">
          <Link className="button button--primary" to={paymentRoutes.makeAPayment.to({})} onClick={payThisAccount}>
            Make a payment<span className="visually-hidden"> on account {account.accountNumber}</span>
          </Link>
        </p>
      )}
    </li>
  );
}

/** What is due on each billing account: the first thing a customer comes to do. */
function WhatIsDue() {
  const status = useSelector(selectBillingField('status'));
  const accounts = useSelector(selectBillingField('accounts'));
  if (status !== 'loaded' || accounts.length === 0) return null;
  return (
    <section className="policy-group" aria-labelledby="account-what-is-due">
      <h2 id="account-what-is-due" className="policy-group__heading">
        Bills and payments
      </h2>
      <ul className="policy-group__list">
        {accounts.map((a) => (
          <DueCard key={a.accountNumber} account={a} />
        ))}
      </ul>
    </section>
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

/** The account landing: who is signed in, what is due and how to pay it, and a summary of each policy. */
export default function AccountPage() {
  const party = useSelector(selectProfileField('party'));
  const status = useSelector(selectProfileField('status'));
  const policiesStatus = useSelector(selectPoliciesStateField('status'));
  const summary = useSelector(selectPolicySummaries);
  const active = useSelector(selectActivePolicies);
  const archived = useSelector(selectArchivedPolicies);
  const mobileApp = useSelector(selectMobileApp);
  const recentClaims = useSelector(selectRecentClaims);
  const recentClaimsStatus = useSelector(selectClaimsStateField('recentStatus'));
  const name = party ? `${party.firstName} ${party.lastName}` : null;
  // Just signed in: the onboarding still to finish, if any, is shown instead of the account (sagas/onboarding.ts).
  const landing = useSelector(selectSignInLanded);
  const onboardingStatus = useSelector(selectOnboardingField('status'));
  const onboarding = useSelector(selectOnboardingProgress);
  const intoOnboarding = onboardingStatus === 'idle' || (onboarding !== null && !onboarding.completed);
  if (landing && intoOnboarding) return <Loading label="Loading your account" />;
  return (
    <div className="account">
      <PageHeading>{name ? `Welcome, ${name}` : 'Your account'}</PageHeading>
      {status === 'failed' && <PartyLoadError mobileApp={mobileApp} />}
      <FinishSettingUp />
      <OfferSlot slot="accountBanner" />
      <OfferSlot slot="accountModal" />
      {policiesStatus === 'idle' && <Loading label="Loading your policies" />}
      {policiesStatus === 'failed' && <GeneralApiError />}
      {policiesStatus === 'loaded' && summary.length === 0 && <p>You have no policies with us yet.</p>}
      <WhatIsDue />
      <PolicyGroup heading="Property and casualty policies" policies={active.filter((p) => p.side === 'mutual')} />
      <PolicyGroup heading="Life policies" policies={active.filter((p) => p.side === 'life')} />
      {archived.length > 0 && (
        <p>
          Expired and cancelled policies are under <Link to={policyRoutes.policiesArchived.to({})}>Archived policies</Link>.
        </p>
      )}
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
