import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'react-router-dom';
import { Loading, PageHeading, PhoneLink, RadioGroupField } from '../ui';
import { phones } from '../../config/product';
import { claimMessages } from '../validation/messages';
import { lineOfBusinessLabels } from '../policies/lineOfBusiness';
import { selectPoliciesStateField, selectPolicyDetails, selectPolicyDetailsStatus } from '../policies/selectors';
import { selectParty } from '../profile/selectors';
import { fnolPath, type FnolAnswers, type FnolStep } from '../shared/claimFiling';
import { fnolQuestions, type FnolQuestionStep as QuestionStepName } from '../validation/questions/fnolQuestions';
import { fnolRoutes } from '../shared/routes';
import { claimsActions } from './catalogue';
import { vehicleName } from './labels';
import { declareFlowForms, QuestionStepForm, type ChooserProps, type Choosers } from './questionForm';
import { FlowProgress } from './questionReview';
import { selectFilingPolicies, selectFnolField, selectFnolFlags } from './selectors';

/** Every step's form is one form of the log: the sensitive answers of its table masked. */
const formOf = declareFlowForms(fnolQuestions, () => 'claimFiling');

const now = () => new Date();

function PolicyChoice(field: ChooserProps) {
  const policies = useSelector(selectFilingPolicies);
  const status = useSelector(selectPoliciesStateField('status'));
  if (status === 'idle' && policies.length === 0) return <Loading label="Loading your policies" />;
  const options = policies.map((p) => ({
    value: p.policyNumber,
    label: `${lineOfBusinessLabels[p.lineOfBusiness]} policy ${p.policyNumber}: ${p.description}`,
  }));
  return (
    <>
      {options.length === 0 && (
        <p>
          {claimMessages.noPolicyToFile} <PhoneLink phone={phones.claims} />.
        </p>
      )}
      <RadioGroupField {...field} options={options} />
    </>
  );
}

/** The chosen policy's vehicles (its details are loaded when the step opens). */
function VehicleChoice(field: ChooserProps) {
  const policyNumber = useSelector(selectFnolField('answers')).policyNumber ?? '';
  const vehicles = useSelector(selectPolicyDetails(policyNumber))?.vehicles;
  const status = useSelector(selectPolicyDetailsStatus(policyNumber));
  // Never a spinner that cannot end: no policy chosen, or its details refused or out of reach, is said.
  if (!vehicles && (policyNumber === '' || status === 'failed' || status === 'notFound'))
    return (
      <p role="alert">
        {claimMessages.vehiclesUnavailable} <PhoneLink phone={phones.claims} />.
      </p>
    );
  if (!vehicles) return <Loading label="Loading your vehicles" />;
  const options = vehicles.map((v) => ({ value: v.vehicleId, label: vehicleName(v) }));
  return <RadioGroupField {...field} options={options} />;
}

const choosers: Choosers = { policy: PolicyChoice, vehicle: VehicleChoice };

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

/** A step that asks questions: the step indicator, its heading, the questions the answers so far lead to. */
export function FnolQuestionStep({ step }: { step: QuestionStepName }) {
  const dispatch = useDispatch();
  const answers = useKnownAnswers(step);
  const refused = useSelector(selectFnolField('refused'));
  const flags = useSelector(selectFnolFlags);
  const path = fnolPath(answers, flags);
  // A step the answers so far do not lead to (an address typed by hand) goes back to the start.
  if (!path.includes(step)) return <Redirect to={fnolRoutes.fnolStep.to({ step: 'intro' })} />;
  const previous = path[path.indexOf(step) - 1] ?? 'intro';
  const spec = fnolQuestions.steps[step];
  return (
    <>
      <FlowProgress table={fnolQuestions} step={step} />
      <PageHeading>{spec.heading}</PageHeading>
      <QuestionStepForm
        step={spec}
        answers={answers}
        form={formOf(step)}
        idPrefix="fnol-"
        serverError={refused?.step === step ? { field: refused.field, message: refused.message } : null}
        onAnswered={(stepAnswers) => dispatch(claimsActions.fnolStepAnswered({ step, answers: stepAnswers }))}
        back={<Link to={fnolRoutes.fnolStep.to({ step: previous })}>Back</Link>}
        choosers={choosers}
        now={now}
      />
    </>
  );
}
