import { useSelector } from 'react-redux';
import { GeneralApiError, Loading } from '../../ui';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import type { RentersBalance } from '../../contract/policyBilling';
import { selectAccountLedger, selectBillingField } from '../selectors';
import { scheduledPaymentMessages } from '../../validation/messages';
import { selectRentersBalance } from '../../policies/selectors';
import { balanceLabel, installmentStateLabels, methodLabel } from '../../shared/billingLabels';
import type { AccountLedger } from '../slice';

// Reads of an account's ledger beside its transactions: the payment schedule (installments) on the
// overview, backbills and canceled payments on the history, and a renters policy's balance.

interface SectionProps {
  accountNumber: string;
}

/** A titled table of one ledger read, or its loading or failure state. */
function LedgerTable<K extends 'installments' | 'canceledPayments' | 'backbills'>({
  accountNumber,
  read,
  call,
  rows,
  ...shown
}: SectionProps & {
  read: K;
  call: string;
  title: string;
  head: readonly string[];
  empty: string;
  rows: (items: NonNullable<AccountLedger[K]>) => LedgerRow[];
}) {
  const ledger = useSelector(selectAccountLedger(accountNumber));
  const items = ledger[read];
  return (
    <LedgerSection
      {...shown}
      accountNumber={accountNumber}
      id={`${read}-${accountNumber}`}
      failed={ledger.failed.includes(call)}
      rows={items === null ? null : rows(items as NonNullable<AccountLedger[K]>)}
    />
  );
}

interface LedgerRow {
  key: string;
  cells: readonly string[];
}

/** A titled table of an account's rows (null while loading), or why there are none. */
function LedgerSection({
  accountNumber,
  id,
  title,
  head,
  empty,
  failed,
  rows,
}: SectionProps & { id: string; title: string; head: readonly string[]; empty: string; failed: boolean; rows: LedgerRow[] | null }) {
  return (
    <section className="billing-ledger" aria-labelledby={id}>
      <h3 id={id} className="billing-ledger__title">
        {title}
        <span className="visually-hidden"> of account {accountNumber}</span>
      </h3>
      {failed ? (
        <GeneralApiError headingLevel={4} />
      ) : rows === null ? (
        <Loading label={`Loading ${title.toLowerCase()}`} />
      ) : rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className="billing-table">
          <caption className="visually-hidden">
            {title} of account {accountNumber}
          </caption>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.cells[0]}</th>
                {row.cells.slice(1).map((cell, i) => (
                  <td key={head[i + 1]} data-label={head[i + 1]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The account's payments on a later date still to come: in the ledger as scheduled, not paid (the money moves on
 * their date). Nothing is shown when none is scheduled.
 */
export function ScheduledLedger({ accountNumber }: SectionProps) {
  const scheduled = useSelector(selectBillingField('scheduled'));
  const coming = scheduled.items.filter((p) => p.accountNumber === accountNumber && p.status === 'scheduled');
  if (scheduled.status !== 'failed' && coming.length === 0) return null;
  return (
    <LedgerSection
      accountNumber={accountNumber}
      id={`scheduled-${accountNumber}`}
      title={scheduledPaymentMessages.scheduledHeading}
      head={['Payment date', 'Amount', 'Payment method', 'Status']}
      empty={scheduledPaymentMessages.noneScheduled}
      failed={scheduled.status === 'failed'}
      rows={coming.map((p) => ({
        key: p.scheduledPaymentId,
        cells: [formatIsoDate(p.payOn), formatCents(p.amountCents), methodLabel(p.method), scheduledPaymentMessages.statusLabels[p.status]],
      }))}
    />
  );
}

export const PaymentSchedule = ({ accountNumber }: SectionProps) => (
  <LedgerTable
    accountNumber={accountNumber}
    read="installments"
    call="billingInstallments"
    title="Payment schedule"
    empty="No installments are scheduled."
    head={['Due date', 'Policy', 'Amount', 'Status']}
    rows={(items) =>
      items.map((i) => ({
        key: `${i.policyNumber}-${i.sequence}`,
        cells: [formatIsoDate(i.dueDate), i.policyNumber, formatCents(i.amountCents + i.feeCents), installmentStateLabels[i.status]],
      }))
    }
  />
);

export const Backbills = ({ accountNumber }: SectionProps) => (
  <LedgerTable
    accountNumber={accountNumber}
    read="backbills"
    call="billingBackbill"
    title="Backbills"
    empty="No backbills on this account."
    head={['Billed on', 'Policy', 'Period covered', 'Reason', 'Amount']}
    rows={(items) =>
      items.map((b) => ({
        key: b.backbillId,
        cells: [
          formatIsoDate(b.postedOn),
          b.policyNumber,
          `${formatIsoDate(b.periodStart)} to ${formatIsoDate(b.periodEnd)}`,
          b.reason,
          formatCents(b.amountCents),
        ],
      }))
    }
  />
);

export const CanceledPayments = ({ accountNumber }: SectionProps) => (
  <LedgerTable
    accountNumber={accountNumber}
    read="canceledPayments"
    call="billingCanceledPayments"
    title="Canceled payments"
    empty="No canceled payments on this account."
    head={['Canceled on', 'Confirmation number', 'Paid on', 'Payment method', 'Amount']}
    rows={(items) =>
      items.map((p) => ({
        key: p.confirmationNumber,
        cells: [
          formatIsoDate(p.canceledOn),
          p.confirmationNumber,
          formatIsoDate(p.paidOn),
          methodLabel(p.method),
          formatCents(p.amountCents),
        ],
      }))
    }
  />
);

const rentersLine = (b: RentersBalance) =>
  `Renters policy ${b.policyNumber}: balance ${balanceLabel(b.balanceCents)}, ${formatCents(b.amountDueCents)} due${b.dueDate ? ` ${formatIsoDate(b.dueDate)}` : ' now'}`;

/** The balance of a renters policy (from the renters balance call), once it has arrived. */
export function RentersBalanceLine({ policyNumber }: { policyNumber: string }) {
  const balance = useSelector(selectRentersBalance(policyNumber));
  return balance ? <p className="billing-renters-balance">{rentersLine(balance)}</p> : null;
}
