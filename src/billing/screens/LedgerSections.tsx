import { useSelector } from 'react-redux';
import { GeneralApiError, Loading } from '../../ui';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import type { RentersBalance } from '../../contract/policyBilling';
import { selectAccountLedger } from '../selectors';
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
  title,
  head,
  rows,
  empty,
}: SectionProps & {
  read: K;
  call: string;
  title: string;
  head: readonly string[];
  empty: string;
  rows: (items: NonNullable<AccountLedger[K]>) => { key: string; cells: readonly string[] }[];
}) {
  const ledger = useSelector(selectAccountLedger(accountNumber));
  const items = ledger[read];
  const headingId = `${read}-${accountNumber}`;
  return (
    <section className="billing-ledger" aria-labelledby={headingId}>
      <h3 id={headingId} className="billing-ledger__title">
        {title}
        <span className="visually-hidden"> of account {accountNumber}</span>
      </h3>
      {ledger.failed.includes(call) ? (
        <GeneralApiError headingLevel={4} />
      ) : items === null ? (
        <Loading label={`Loading ${title.toLowerCase()}`} />
      ) : items.length === 0 ? (
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
            {rows(items as NonNullable<AccountLedger[K]>).map((row) => (
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
