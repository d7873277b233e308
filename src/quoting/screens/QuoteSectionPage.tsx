import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Redirect, useParams } from 'react-router-dom';
import { AlertBanner, Button, Form, StepIndicator, PageHeading } from '../../ui';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import { selectFlag } from '../../flags/selectors';
import { QuoteType, quoteSectionsOf, type QuoteSectionName } from '../../contract/quoting';
import { quotingActions } from '../catalogue';
import { previousPath, quoteTypeNames, sectionBySlug, sectionNames, sectionPath, stepNamesOf } from '../flow';
import { sectionForms, type FormValues } from '../sectionForms';
import { selectQuotingField, selectQuote } from '../selectors';
import { sectionFields } from './SectionFields';
import NotFoundPage from '../../shell/NotFoundPage';
import { useGoTo } from '../../shell/BusLink';
import { EmailQuoteForm } from './EmailQuoteForm';

/** Each section's form, declared once: dates of birth never reach the log unmasked. */
const sectionLogForms = Object.fromEntries(
  (Object.keys(sectionForms) as QuoteSectionName[]).map((section) => [
    section,
    declareForm(`quote-${section}`, section === 'customer' ? ['dateOfBirth'] : section === 'driver' ? ['drivers[*].dateOfBirth'] : []),
  ]),
) as Record<QuoteSectionName, string>;

const now = () => new Date();

function SectionForm({ quoteType, section }: { quoteType: QuoteType; section: QuoteSectionName }) {
  const dispatch = useDispatch();
  const goTo = useGoTo();
  const quote = useSelector(selectQuotingField('quote'));
  const drafts = useSelector(selectQuotingField('drafts'));
  const submitting = useSelector(selectQuotingField('submitting'));
  const error = useSelector(selectQuotingField('error'));
  const baseAddress = useSelector(selectQuotingField('baseAddress'));
  const tcpa = useSelector(selectFlag('TempEnableTCPACheckbox'));
  const drivingHistoryV2 = useSelector(selectFlag('TempEnableDrivingHistoryV2'));
  const formLog = useFormLog(sectionLogForms[section]);
  const spec = sectionForms[section];
  const sameQuote = quote?.quoteType === quoteType ? quote : null;
  const draft = drafts[section];
  // The address given on an earlier quote in this tab is offered, not asked again.
  const known = useMemo(() => ({ ...(baseAddress ? { address: baseAddress } : {}), ...sameQuote?.sections }), [sameQuote, baseAddress]);
  const initialValues = useMemo(() => draft ?? spec.initial(known, quoteType), [draft, spec, known, quoteType]);
  const steps = stepNamesOf(quoteType);
  const Fields = sectionFields[section];

  const submit = (values: FormValues) => {
    dispatch(quotingActions.sectionSubmitted({ quoteType, section, values: spec.toBody(values, quoteType) }));
  };
  const back = (values: FormValues) => {
    dispatch(quotingActions.sectionDrafted({ section, values }));
    goTo(previousPath(quoteType, section));
  };

  return (
    <>
      <StepIndicator steps={steps} current={quoteSectionsOf[quoteType].indexOf(section) + 1} />
      {error && <AlertBanner type="error" heading="We couldn't save this step" subtext={error} />}
      <Form<FormValues>
        key={section}
        onSubmit={submit}
        validate={(values) => spec.validate(values, now, quoteType, drivingHistoryV2)}
        initialValues={initialValues}
        idPrefix={`quote-${section}-`}
        {...formLog}
      >
        {({ form }) => (
          <>
            <Fields quoteType={quoteType} tcpa={tcpa} drivingHistoryV2={drivingHistoryV2} />
            <div className="quote-actions">
              <Button variant="secondary" onClick={() => back(form.getState().values)}>
                Back
              </Button>
              <Button type="submit" processing={submitting}>
                Continue
              </Button>
            </div>
          </>
        )}
      </Form>
    </>
  );
}

/** /quoting/{quoteTypePrefix}/{section}: one step of an online quote. */
export default function QuoteSectionPage() {
  const { quoteTypePrefix, section: slug } = useParams<{ quoteTypePrefix: string; section: string }>();
  const quote = useSelector(selectQuote);
  const section = sectionBySlug(slug);
  if (!QuoteType.is(quoteTypePrefix) || !section || !quoteSectionsOf[quoteTypePrefix].includes(section)) return <NotFoundPage />;
  // Every later section needs the quote the customer section starts.
  if (section !== 'customer' && quote?.quoteType !== quoteTypePrefix) return <Redirect to={sectionPath(quoteTypePrefix, 'customer')} />;
  return (
    <div className="quote-step">
      <PageHeading>
        {quoteTypeNames[quoteTypePrefix]} quote: {sectionNames[section]}
      </PageHeading>
      <SectionForm quoteType={quoteTypePrefix} section={section} />
      {/* A quote started is saved at every step: it can be e-mailed from here to finish later. */}
      {section !== 'customer' && quote && (
        <EmailQuoteForm quoteId={quote.quoteId} initialEmail={quote.sections.customer?.email ?? ''} unfinished />
      )}
    </div>
  );
}
