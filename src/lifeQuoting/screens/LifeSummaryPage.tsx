import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Redirect } from 'react-router-dom';
import { AlertBanner, Button, Form, MaskedTextField, PhoneLink, PageHeading, TextField } from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { lifeContact } from '../../validation/quoting';
import { formatCents } from '../../shared/money';
import { phones } from '../../../config/product';
import { lifeQuotingActions } from '../catalogue';
import { selectLifeQuotingField } from '../selectors';
import { quotingRoutes } from '../../shared/routes/quoting';
import { ReferralForm } from '../../quoting/screens/ReferralForm';
import { EmailQuoteForm } from '../../quoting/screens/EmailQuoteForm';
import { formatIsoDate } from '../../shared/format';

const applicationForm = declareForm('lifeApplication', ['phone', 'email']);

interface ContactValues {
  phone: string;
  email: string;
}

/** /quoting/life/summary: premiums per term, and starting the application with how a life specialist reaches the applicant. */
export default function LifeSummaryPage() {
  const dispatch = useDispatch();
  const log = useFormLog(applicationForm);
  // The term of the Apply button that submitted the form (each row's button submits the same contact fields).
  const term = useRef<number | null>(null);
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
      <Form<ContactValues>
        idPrefix="life-application"
        initialValues={{ phone: '', email: '' }}
        rules={quote.applicationStarted ? {} : lifeContact}
        onSubmit={(values) => {
          const termYears = term.current ?? quote.selectedTermYears;
          if (termYears !== null)
            dispatch(lifeQuotingActions.applicationRequested({ termYears, phone: values.phone, email: values.email.trim() }));
        }}
        {...log}
      >
        {!quote.applicationStarted && (
          <fieldset className="life-application__contact">
            <legend>How can a life specialist reach you?</legend>
            <MaskedTextField name="phone" label="Phone number" mask="phone" width="medium" autoComplete="tel-national" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
          </fieldset>
        )}
        <table className="quote-table">
          <caption>
            Term life, {formatCents(quote.coverageAmountCents)} of coverage. Saved until {formatIsoDate(quote.expiresOn)}.
          </caption>
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
                      type="submit"
                      variant={p.termYears === quote.selectedTermYears ? 'primary' : 'secondary'}
                      processing={submitting}
                      onClick={() => (term.current = p.termYears)}
                    >
                      Apply for {p.termYears} years
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Form>
      {!quote.applicationStarted && (
        <>
          <EmailQuoteForm quoteId={quote.quoteId} initialEmail="" line="life" />
          <ReferralForm quoteId={quote.quoteId} line="life" />
        </>
      )}
    </div>
  );
}
