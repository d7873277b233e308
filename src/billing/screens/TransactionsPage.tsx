import { useDispatch, useSelector } from 'react-redux';
import { GeneralApiError, PageHeading, Loading } from '../../ui';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import { billingActions, type TransactionFilter } from '../catalogue';
import { selectFilteredTransactions, selectTransactionFilter, selectBillingField } from '../selectors';
import { sideLabels, transactionKindLabels } from '../../shared/billingLabels';
import { BillingNav } from '../BillingNav';
import { Backbills, CanceledPayments, ScheduledLedger } from './LedgerSections';

const filters: { value: TransactionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'charges', label: 'Charges and fees' },
  { value: 'payments', label: 'Payments' },
];

/** Transaction history of each billing account, filterable by kind. */
export default function TransactionsPage() {
  const dispatch = useDispatch();
  const billingStatus = useSelector(selectBillingField('status'));
  const filter = useSelector(selectTransactionFilter);
  const accounts = useSelector(selectFilteredTransactions);
  return (
    <div className="billing">
      <PageHeading>Transactions</PageHeading>
      <BillingNav />
      <div className="billing-filter" role="group" aria-label="Show transactions">
        {filters.map((f) => (
          <button
            key={f.value}
            type="button"
            className="button button--secondary"
            aria-pressed={filter === f.value}
            onClick={() => dispatch(billingActions.transactionsFiltered({ filter: f.value }))}
          >
            {f.label}
          </button>
        ))}
      </div>
      {billingStatus === 'idle' && <Loading label="Loading your transactions" />}
      {billingStatus === 'failed' && <GeneralApiError />}
      {accounts.map(({ account, status, items }) => (
        <section key={account.accountNumber} className="billing-account" aria-labelledby={`tx-${account.accountNumber}`}>
          <h2 id={`tx-${account.accountNumber}`} className="billing-account__title">
            {sideLabels[account.side]} account {account.accountNumber}
          </h2>
          {status === 'loading' && <Loading label="Loading transactions" />}
          {status === 'failed' && <GeneralApiError />}
          {status === 'loaded' && items.length === 0 && <p>No transactions to show.</p>}
          {items.length > 0 && (
            <table className="billing-table">
              <caption className="visually-hidden">Transactions of account {account.accountNumber}</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                  <th scope="col">Policy</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {items.map((t) => (
                  <tr key={t.id}>
                    <th scope="row">{formatIsoDate(t.postedOn)}</th>
                    <td data-label="Type">{transactionKindLabels[t.kind]}</td>
                    <td data-label="Description">{t.description}</td>
                    <td data-label="Policy">{t.policyNumber ?? 'Account'}</td>
                    <td data-label="Amount" className="billing-table__amount">
                      {formatCents(t.amountCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <ScheduledLedger accountNumber={account.accountNumber} />
          <Backbills accountNumber={account.accountNumber} />
          <CanceledPayments accountNumber={account.accountNumber} />
        </section>
      ))}
    </div>
  );
}
