import { useDispatch, useSelector } from 'react-redux';
import { Redirect } from 'react-router-dom';
import { AlertBanner, Button, PhoneLink, PageHeading } from '../../ui';
import { formatCents } from '../../shared/format';
import { phones } from '../../../config/product';
import { lifeQuotingActions } from '../catalogue';
import { selectLifeQuotingField } from '../selectors';
import { quotingRoutes } from '../../shared/routes';

/** /quoting/life/summary: premiums per term, and starting the application. */
export default function LifeSummaryPage() {
  const dispatch = useDispatch();
  const quote = useSelector(selectLifeQuotingField('quote'));
  const submitting = useSelector(selectLifeQuotingField('submitting'));
  const error = useSelector(selectLifeQuotingField('error'));
  if (!quote || quote.knockout) return <Redirect to={quotingRoutes.lifeQuote.to({})} />;
  return (
    <div className="life-summary">
      <PageHeading>Your life quote</PageHeading>
      {error && <AlertBanner type="error" heading="We couldn't start your application" subtext={error} />}
      {quote.applicationStarted && (
        <AlertBanner
          type="success"
          heading="Your application is started"
          subtext={
            <>
              A life specialist will call you to finish your {quote.selectedTermYears}-year term application. Questions? Call{' '}
              <PhoneLink phone={phones.lifeQuote} />.
            </>
          }
        />
      )}
      <table className="quote-table">
        <caption>Term life, {formatCents(quote.coverageAmountCents)} of coverage</caption>
        <thead>
          <tr>
            <th scope="col">Term</th>
            <th scope="col">Monthly</th>
            <th scope="col">Yearly</th>
            <th scope="col">
              <span className="visually-hidden">Apply</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.premiums.map((p) => (
            <tr key={p.termYears} className={p.termYears === quote.selectedTermYears ? 'quote-table__selected' : undefined}>
              <th scope="row">{p.termYears} years</th>
              <td>{formatCents(p.monthlyPremiumCents)}</td>
              <td>{formatCents(p.annualPremiumCents)}</td>
              <td>
                {!quote.applicationStarted && (
                  <Button
                    variant={p.termYears === quote.selectedTermYears ? 'primary' : 'secondary'}
                    processing={submitting}
                    onClick={() => dispatch(lifeQuotingActions.applicationRequested({ termYears: p.termYears }))}
                  >
                    Apply for {p.termYears} years
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
