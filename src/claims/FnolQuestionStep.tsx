import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'react-router-dom';
import {
  Button,
  CheckboxGroupField,
  DateField,
  Form,
  Loading,
  MaskedTextField,
  PageHeading,
  RadioGroupField,
  StepIndicator,
  TextAreaField,
  TextField,
} from '../ui';
import { declareForm } from '../forms/registry';
import { useFormLog } from '../forms/useFormLog';
import { lineOfBusinessLabels } from '../policies/lineOfBusiness';
import { selectPoliciesStateField, selectPolicyDetails } from '../policies/selectors';
import { selectParty } from '../profile/selectors';
import { fnolFreeText, fnolPath, type FnolAnswers, type FnolStep } from '../shared/claimFiling';
import { fnolRoutes } from '../shared/routes';
import type { Rules } from '../validation/validators';
import { claimsActions } from './catalogue';
import {
  answersOf,
  filingParts,
  formValuesOf,
  partOf,
  questionsOf,
  type questionSteps,
  ruleOf,
  vehicleName,
  type Question,
  type StepValues,
} from './fnolQuestions';
import { selectFilingPolicies, selectFnolField, selectFnolFlags } from './selectors';

/** Every step's form is one form of the log: its free text (and contact details) masked. */
export const fnolForm = declareForm('claimFiling', fnolFreeText);

const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const now = () => new Date();

function PolicyChoice({ question }: { question: Question }) {
  const policies = useSelector(selectFilingPolicies);
  const status = useSelector(selectPoliciesStateField('status'));
  if (status === 'idle' && policies.length === 0) return <Loading label="Loading your policies" />;
  const options = policies.map((p) => ({
    value: p.policyNumber,
    label: `${lineOfBusinessLabels[p.lineOfBusiness]} policy ${p.policyNumber}: ${p.description}`,
  }));
  return <RadioGroupField name={question.answer} label={question.label} hint={question.hint} options={options} />;
}

/** The chosen policy's vehicles (its details are loaded when the step opens). */
function VehicleChoice({ question }: { question: Question }) {
  const policyNumber = useSelector(selectFnolField('answers')).policyNumber ?? '';
  const vehicles = useSelector(selectPolicyDetails(policyNumber))?.vehicles;
  if (!vehicles) return <Loading label="Loading your vehicles" />;
  const options = vehicles.map((v) => ({ value: v.vehicleId, label: vehicleName(v) }));
  return <RadioGroupField name={question.answer} label={question.label} hint={question.hint} options={options} />;
}

/** The field that asks a question, by its shape. */
function QuestionField({ question: q }: { question: Question }) {
  const common = { name: q.answer, label: q.label, hint: q.hint, optional: q.optional };
  switch (q.shape) {
    case 'yesNo':
      return <RadioGroupField {...common} options={yesNoOptions} inline />;
    case 'choice':
      return <RadioGroupField {...common} options={q.options ?? []} />;
    case 'choices':
      return <CheckboxGroupField {...common} options={q.options ?? []} />;
    case 'policy':
      return <PolicyChoice question={q} />;
    case 'vehicle':
      return <VehicleChoice question={q} />;
    case 'date':
      return <DateField {...common} />;
    case 'text':
      return <TextField {...common} />;
    case 'longText':
      return <TextAreaField {...common} rows={5} />;
    case 'towAmount':
      return <MaskedTextField {...common} mask="towAmount" width="short" />;
    case 'phone':
      return <MaskedTextField {...common} mask="phone" width="medium" />;
    case 'email':
      return <TextField {...common} type="email" autoComplete="email" />;
  }
}

/** The contact step offers the party's primary phone and email until the customer gives others. */
function useKnownAnswers(step: FnolStep): FnolAnswers {
  const answers = useSelector(selectFnolField('answers'));
  const party = useSelector(selectParty);
  return useMemo(() => {
    if (step !== 'contact-information' || !party) return answers;
    const phone = party.phones.find((p) => p.primary) ?? party.phones[0];
    const email = party.emails.find((e) => e.primary) ?? party.emails[0];
    return { ...(phone ? { phone: phone.number } : {}), ...(email ? { email: email.address } : {}), ...answers };
  }, [step, answers, party]);
}

/** A step that asks questions: the step indicator, the questions, Continue and Back. */
export function FnolQuestionStep({ step }: { step: keyof typeof questionSteps }) {
  const dispatch = useDispatch();
  const answers = useKnownAnswers(step);
  const spec = questionsOf(step, answers);
  const refused = useSelector(selectFnolField('refused'));
  const flags = useSelector(selectFnolFlags);
  const formLog = useFormLog(fnolForm);
  const path = fnolPath(answers, flags);
  const initialValues = useMemo(() => formValuesOf(spec, answers), [spec, answers]);
  const rules = useMemo(() => Object.fromEntries(spec.questions.map((q) => [q.answer, ruleOf(q, now)])) as Rules<StepValues>, [spec]);
  // A step the answers so far do not lead to (an address typed by hand) goes back to the start.
  if (!path.includes(step)) return <Redirect to={fnolRoutes.fnolStep.to({ step: 'intro' })} />;
  const previous = path[path.indexOf(step) - 1] ?? 'intro';
  const serverError = refused?.step === step ? { field: refused.field, message: refused.message } : null;
  const submit = (values: StepValues) => {
    dispatch(claimsActions.fnolStepAnswered({ step, answers: answersOf(spec, values) }));
  };
  return (
    <>
      <StepIndicator steps={filingParts} current={partOf(step)} />
      <PageHeading>{spec.heading}</PageHeading>
      <Form<StepValues>
        idPrefix="fnol-"
        rules={rules}
        initialValues={initialValues}
        serverError={serverError}
        onSubmit={submit}
        {...formLog}
      >
        {spec.questions.map((q) => (
          <QuestionField key={q.answer} question={q} />
        ))}
        <div className="form-actions">
          <Button type="submit">Continue</Button>
          <Link to={fnolRoutes.fnolStep.to({ step: previous })}>Back</Link>
        </div>
      </Form>
    </>
  );
}
