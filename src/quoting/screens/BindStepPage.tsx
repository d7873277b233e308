import { useDispatch, useSelector } from 'react-redux';
import { Redirect, useParams } from 'react-router-dom';
import { AlertBanner, Button, Form, RadioGroupField, StepIndicator, PageHeading } from '../../ui';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import { bindStepNames, bindSteps, lenderStep, type BindStep } from '../../../config/rating/bindSteps';
import { questionsOf } from '../../../config/rating/bindQuestions';
import { quotingActions } from '../catalogue';
import { bindLineOf, bindStepBySlug, quoteTypeNames, resumePathOf, summaryPath } from '../flow';
import { selectQuotingField } from '../selectors';
import { validateValues } from '../../validation/validators';
import { choice } from '../../validation/quoting';
import { useQuoteOfRoute } from './useQuoteOfRoute';
import { LenderFields, lenderErrors, lenderSensitiveFields, toLenderAnswer } from './LenderFields';
import { quotingRoutes } from '../../shared/routes/quoting';

const bindForm = declareForm('quote-bind', lenderSensitiveFields);
const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** What the quote says back in the bind steps, so the customer confirms rather than re-enters it. */
function Recap({ step }: { step: BindStep }) {
  const quote = useSelector(selectQuotingField('quote'));
  const s = quote?.sections;
  if (step === 'policyOwners' && s?.customer)
    return (
      <p>
        Policy owner: {s.customer.firstName} {s.customer.lastName}, {s.customer.email}
      </p>
    );
  if (step === 'drivers')
    return (
      <ul>
        {s?.driver?.drivers.map((d) => (
          <li key={`${d.firstName}${d.lastName}`}>
            {d.firstName} {d.lastName}, licensed in {d.licenseState}
          </li>
        ))}
      </ul>
    );
  if (step === 'vehicles')
    return (
      <ul>
        {s?.vehicle?.vehicles.map((v) => (
          <li key={v.vin}>
            {v.year} {v.make} {v.model} (VIN {v.vin})
          </li>
        ))}
      </ul>
    );
  if ((step === 'tenants' || step === 'homeowners' || step === 'mortgage') && s?.address)
    return (
      <p>
        Home insured: {s.address.line1}, {s.address.city}, {s.address.state} {s.address.zip}
      </p>
    );
  return null;
}

/** /quoting/{quoteTypePrefix}/bind/{step}: one bind step's questions. */
export default function BindStepPage() {
  const dispatch = useDispatch();
  const { step: slug } = useParams<{ step: string }>();
  const { quoteType, quote } = useQuoteOfRoute();
  const submitting = useSelector(selectQuotingField('submitting'));
  const error = useSelector(selectQuotingField('error'));
  const formLog = useFormLog(bindForm);
  const step = bindStepBySlug(slug);
  const line = quoteType && bindLineOf(quoteType);
  if (!quoteType || !line || !step || !bindSteps[line].includes(step)) return <Redirect to={quotingRoutes.quoteStart.to({})} />;
  if (!quote) return <Redirect to={summaryPath(quoteType)} />;
  // Bound or knocked out while on this step: the saga is taking the customer on.
  if (quote.status !== 'quoted') return <Redirect to={resumePathOf(quote)} />;
  if (!quote.allowBind) return <Redirect to={summaryPath(quoteType)} />;
  const questions = questionsOf(line, step);
  const steps = bindSteps[line].map((s) => bindStepNames[s]);
  const rules = Object.fromEntries(questions.map((q) => [q.code, choice]));
  const asksLender = step === lenderStep;
  const validate = (values: Record<string, string>) => ({ ...validateValues(rules, values), ...(asksLender ? lenderErrors(values) : {}) });
  const submit = (values: Record<string, string>) => {
    const answers = Object.fromEntries(questions.map((q) => [q.code, values[q.code] === 'yes']));
    if (!asksLender) {
      dispatch(quotingActions.bindStepSubmitted({ step, answers }));
      return;
    }
    const { hasMortgage, lenders } = toLenderAnswer(values);
    dispatch(quotingActions.bindStepSubmitted({ step, answers: { ...answers, hasMortgage }, lenders }));
  };
  return (
    <div className="quote-step">
      <PageHeading>
        {quoteTypeNames[quoteType]} bind: {bindStepNames[step]}
      </PageHeading>
      <StepIndicator steps={steps} current={bindSteps[line].indexOf(step) + 1} />
      {error && <AlertBanner type="error" heading="We couldn't save this step" subtext={error} />}
      <Recap step={step} />
      <Form<Record<string, string>> key={step} onSubmit={submit} validate={validate} idPrefix={`bind-${step}-`} {...formLog}>
        {questions.map((q) => (
          <RadioGroupField key={q.code} name={q.code} label={q.question} options={yesNo} inline />
        ))}
        {asksLender && <LenderFields />}
        <Button type="submit" processing={submitting}>
          {bindSteps[line].indexOf(step) === bindSteps[line].length - 1 ? 'Buy my policy' : 'Continue'}
        </Button>
      </Form>
    </div>
  );
}
