import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { GeneralApiError, PageHeading, Loading, PolicyNumber } from '../../ui';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import { lineOfBusinessLabels } from '../../policies/lineOfBusiness';
import type { AmountDueLine, BillingAccount, BillingPolicy } from '../../contract/billing';
import { selectTotalDueCents, selectBillingField } from '../selectors';
import { balanceLabel, dueDateLabel, installmentStateLabels, methodLabel, planLabel, sideLabels } from '../../shared/billingLabels';
import { BillingNav } from '../BillingNav';
import { paymentRoutes, billingRoutes } from '../../shared/routes';
import { PaymentSchedule, RentersBalanceLine } from './LedgerSections';
import { ScheduledPayments } from './ScheduledPayments';

/** Who pays the policy's next installment: the customer (how much, when) or the mortgagee through escrow. */
function nextInstallmentLabel(p: BillingPolicy): string {
  if (p.nextInstallment)
    return `${formatCents(p.nextInstallment.amountCents + p.nextInstallment.feeCents)} on ${formatIsoDate(p.nextInstallment.dueDate)}`;
  return p.escrowMortgagee ? `${installmentStateLabels.escrow} (${p.escrowMortgagee})` : 'None scheduled';
}

const lineLabel = (line: AmountDueLine) =>
  `${line.description}, due ${dueDateLabel(line)}: ${formatCents(line.amountCents)}${
    line.amountCents < line.billedCents ? ` left of ${formatCents(line.billedCents)}` : ''
  }`;

/** The bills a policy's amount due is made of, line by line, whenever it is more (or less) than one whole installment. */
function AmountDueLines({ policy }: { policy: BillingPolicy }) {
  const lines = policy.amountDueLines;
  const [only] = lines;
  if (!only || (lines.length === 1 && only.amountCents === only.billedCents)) return null;
  return (
    <ul className="billing-due-lines" aria-label={`Amount due of policy ${policy.policyNumber}, bill by bill`}>
      {lines.map((line) => (
        <li key={`${line.description}-${line.dueDate}`}>{lineLabel(line)}</li>
      ))}
    </ul>
  );
}

function AccountCard({ account }: { account: BillingAccount }) {
  const headingId = `billing-account-${account.accountNumber}`;
  return (
    <section className="billing-account" aria-labelledby={headingId}>
      <h2 id={headingId} className="billing-account__title">
        {sideLabels[account.side]} account {account.accountNumber}
      </h2>
      <dl className="billing-account__facts">
        <div>
          <dt>Amount due</dt>
          <dd className="billing-account__due">{formatCents(account.amountDueCents)}</dd>
        </div>
        <div>
          <dt>Due date</dt>
          <dd className={account.overdue ? 'billing-account__overdue' : undefined}>{dueDateLabel(account)}</dd>
        </div>
        <div>
          <dt>Account balance</dt>
          <dd>{balanceLabel(account.balanceCents)}</dd>
        </div>
        <div>
          <dt>Automatic payments</dt>
          <dd>{account.autopay ? `On, from ${methodLabel(account.autopay)}` : 'Off'}</dd>
        </div>
      </dl>
      <table className="billing-table">
        <caption className="visually-hidden">Policies billed to account {account.accountNumber}</caption>
        <thead>
          <tr>
            <th scope="col">Policy</th>
            <th scope="col">Payment plan</th>
            <th scope="col">Amount due</th>
            <th scope="col">Next installment</th>
          </tr>
        </thead>
        <tbody>
          {account.policies.map((p) => (
            <tr key={p.policyNumber}>
              <th scope="row">
                {lineOfBusinessLabels[p.lineOfBusiness]} <PolicyNumber>{p.policyNumber}</PolicyNumber>
              </th>
              <td data-label="Payment plan">
                {planLabel(p.plan)}
                {p.lineOfBusiness !== 'life' && (
                  <>
                    {' '}
                    <Link className="site-link" to={billingRoutes.changePaymentPlan.to({ policyNumber: p.policyNumber })}>
                      Change plan<span className="visually-hidden"> of policy {p.policyNumber}</span>
                    </Link>
                  </>
                )}
              </td>
              <td data-label="Amount due">
                {formatCents(p.amountDueCents)}
                {p.dueDate && ` due ${dueDateLabel(p)}`}
                <AmountDueLines policy={p} />
                {p.amountDueCents > 0 && (
                  <>
                    {' '}
                    <Link
                      className="site-link"
                      to={paymentRoutes.makeAPaymentForPolicy.to({ policyNumber: p.policyNumber, step: 'singlepay' })}
                    >
                      Pay this policy<span className="visually-hidden"> ({p.policyNumber})</span>
                    </Link>
                  </>
                )}
              </td>
              <td data-label="Next installment">{nextInstallmentLabel(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {account.policies
        .filter((p) => p.lineOfBusiness === 'renters')
        .map((p) => (
          <RentersBalanceLine key={p.policyNumber} policyNumber={p.policyNumber} />
        ))}
      <PaymentSchedule accountNumber={account.accountNumber} />
      <p className="billing-actions">
        <Link className="button button--primary" to={paymentRoutes.makeAPayment.to({})}>
          Make a payment
        </Link>
        {account.policies.filter((p) => p.amountDueCents > 0).length > 1 && (
          <Link className="site-link" to={paymentRoutes.makeAPayment.to({ step: 'paypolicies' })}>
            Pay several policies
          </Link>
        )}
        <Link className="site-link" to={billingRoutes.billingTransactions.to({})}>
          View transactions
        </Link>
      </p>
    </section>
  );
}

/** The billing centre: each billing account's amount due, due date, plan per policy. */
export default function BillingOverviewPage() {
  const status = useSelector(selectBillingField('status'));
  const accounts = useSelector(selectBillingField('accounts'));
  const totalDue = useSelector(selectTotalDueCents);
  return (
    <div className="billing">
      <PageHeading>Billing</PageHeading>
      <BillingNav />
      {status === 'idle' && <Loading label="Loading your bills" />}
      {status === 'failed' && <GeneralApiError />}
      {status === 'loaded' && accounts.length === 0 && <p>You have no billing accounts with us yet.</p>}
      {totalDue > 0 && (
        <p className="billing-quick-pay">
          <Link className="button button--primary" to={paymentRoutes.makeAPayment.to({ step: 'paymentmodal' })}>
            Pay amount due<span className="visually-hidden"> ({formatCents(totalDue)})</span>
          </Link>
        </p>
      )}
      {accounts.map((a) => (
        <AccountCard key={a.accountNumber} account={a} />
      ))}
      <ScheduledPayments />
    </div>
  );
}
