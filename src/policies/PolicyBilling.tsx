import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { formatCents } from '../shared/money';
import { formatIsoDate } from '../shared/format';
import { balanceLabel, planLabel } from '../shared/billingLabels';
import type { PolicySummary } from '../contract/policies';
import type { PaymentPlanOption } from '../contract/policyBilling';
import { selectPolicyBilling, selectPolicyBillingFailed, selectRentersBalance } from './selectors';
import { DetailTable, Facts, Loading, PolicyNumber } from '../ui';
import { billingRoutes, paymentRoutes } from '../shared/routes';

const billingUnavailable = 'We could not load the billing of this policy. Please try again later.';

function PlanChoices({ options }: { options: readonly PaymentPlanOption[] }) {
  return (
    <DetailTable
      caption="What each other payment plan would bill for the rest of the term"
      rowKey={(o) => o.plan}
      rows={options}
      columns={[
        { heading: 'Plan', cell: (o) => planLabel(o.plan) },
        { heading: 'Installments to bill', cell: (o) => String(o.installmentCount) },
        { heading: 'First installment', cell: (o) => formatCents(o.firstInstallmentCents) },
        { heading: 'Fee each', cell: (o) => formatCents(o.feeCents) },
        {
          heading: 'Total',
          cell: (o) => `${formatCents(o.totalCents)}${o.discountCents > 0 ? `, saving ${formatCents(o.discountCents)}` : ''}`,
        },
      ]}
    />
  );
}

/** The policy's payment plan: the plan, its installments to come, and the other plans it could change to. */
function PaymentPlan({ policyNumber }: { policyNumber: string }) {
  const plans = useSelector(selectPolicyBilling(policyNumber));
  const failed = useSelector(selectPolicyBillingFailed(policyNumber));
  if (!plans) return failed ? <p>{billingUnavailable}</p> : <Loading label="Loading the payment plan" />;
  if (!plans.currentPlan) return <p>This policy is no longer billed.</p>;
  const next = plans.upcoming[0];
  return (
    <>
      <Facts
        facts={[
          ['Payment plan', planLabel(plans.currentPlan)],
          [
            'Next installment',
            next ? `${formatCents(next.amountCents + next.feeCents)} due ${formatIsoDate(next.dueDate)}` : 'None left this term',
          ],
          ['Installments left this term', String(plans.upcoming.length)],
        ]}
      />
      {plans.options.length > 0 && (
        <>
          <h3>Other payment plans</h3>
          <PlanChoices options={plans.options} />
          <p>
            <Link to={billingRoutes.changePaymentPlan.to({ policyNumber, step: 'select-payment-plan' })}>
              Change the payment plan of policy <PolicyNumber>{policyNumber}</PolicyNumber>
            </Link>
          </p>
        </>
      )}
    </>
  );
}

/** A renters policy's own balance on the billing account. */
function RentersBalanceFacts({ policyNumber }: { policyNumber: string }) {
  const balance = useSelector(selectRentersBalance(policyNumber));
  const failed = useSelector(selectPolicyBillingFailed(policyNumber));
  if (!balance) return failed ? <p>{billingUnavailable}</p> : <Loading label="Loading the renters balance" />;
  return (
    <>
      <Facts
        facts={[
          ['Balance', balanceLabel(balance.balanceCents)],
          [
            'Amount due',
            balance.dueDate
              ? `${formatCents(balance.amountDueCents)} by ${formatIsoDate(balance.dueDate)}`
              : formatCents(balance.amountDueCents),
          ],
          ...(balance.accountNumber ? [['Billing account', balance.accountNumber] as const] : []),
        ]}
      />
      {balance.amountDueCents > 0 && (
        <p>
          <Link to={paymentRoutes.makeAPaymentForPolicy.to({ policyNumber, step: 'amount' })}>Pay the renters balance</Link>
        </p>
      )}
    </>
  );
}

/** The billing sections of a policy's overview. */
export function PolicyBilling({ summary }: { summary: PolicySummary }) {
  return (
    <>
      {summary.lineOfBusiness === 'renters' && (
        <section className="detail-section" aria-labelledby="policy-renters-balance">
          <h2 id="policy-renters-balance">Renters balance</h2>
          <RentersBalanceFacts policyNumber={summary.policyNumber} />
        </section>
      )}
      <section className="detail-section" aria-labelledby="policy-payment-plan">
        <h2 id="policy-payment-plan">Payment plan</h2>
        <PaymentPlan policyNumber={summary.policyNumber} />
      </section>
    </>
  );
}
