import { useSelector } from 'react-redux';
import { AlertBanner, GeneralApiError, PageHeading, Loading } from '../../ui';
import { formatIsoDate } from '../../shared/format';
import { selectStatements } from '../selectors';
import { BillingNav } from '../BillingNav';

/** Billing statements as PDFs, each opened through a short-lived link the gateway signs for this customer. */
export default function StatementsPage() {
  const statements = useSelector(selectStatements);
  return (
    <div className="billing">
      <PageHeading>Statements</PageHeading>
      <BillingNav />
      <p className="billing-intro">Your monthly billing statements. Each opens as a PDF in a new tab.</p>
      {statements.status === 'idle' && <Loading label="Loading your statements" />}
      {statements.status === 'failed' && <GeneralApiError />}
      {statements.linkError && <GeneralApiError />}
      {statements.status === 'loaded' && statements.items.length === 0 && <AlertBanner type="info" heading="You have no statements yet." />}
      {statements.items.length > 0 && (
        <ul className="billing-list">
          {statements.items.map((s) => {
            const period = `${formatIsoDate(s.periodStart)} to ${formatIsoDate(s.periodEnd)}`;
            const url = statements.links[s.statementId];
            return (
              <li key={s.statementId}>
                <span>
                  <strong>Statement for {period}</strong>
                  <span className="billing-list__meta">
                    Account {s.accountNumber}, due {formatIsoDate(s.dueDate)}
                  </span>
                </span>
                {url ? (
                  <a className="button button--secondary" href={url} target="_blank" rel="noopener noreferrer">
                    Open PDF
                    <span className="visually-hidden">
                      {' '}
                      statement for {period}, account {s.accountNumber} (opens in a new tab)
                    </span>
                  </a>
                ) : (
                  <span className="billing-list__meta">Preparing link</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
