import { useDispatch, useSelector } from 'react-redux';
import { declareFlowForms, QuestionStepForm } from '../../claims/questionForm';
import { guestClaimQuestions, type GuestQuestionStep } from '../../validation/questions/guestClaimQuestions';
import type { GuestFnolAnswers } from '../../shared/guestClaimFiling';
import { guestClaimsActions } from '../catalogue';
import { BackLink } from './filingProgress';
import { selectGuestClaimsField } from '../selectors';

// The question steps of reporting a claim without logging in (a chunk of their own, input masks and all): each a
// form of its table's step, whose answers go to the saga, which keeps them and decides the next step.

/** Each step's form, declared once with the sensitive answers its table names. */
const formOf = declareFlowForms(guestClaimQuestions, (step) => `guestClaim-${step}`);

/** The form of a question step. */
export function AnswerStepForm({ step, answers }: { step: GuestQuestionStep; answers: GuestFnolAnswers }) {
  const dispatch = useDispatch();
  const refused = useSelector(selectGuestClaimsField('refused'));
  return (
    <QuestionStepForm
      step={guestClaimQuestions.steps[step]}
      answers={answers}
      form={formOf(step)}
      idPrefix={`guest-claim-${step}`}
      serverError={refused?.step === step ? { field: refused.field, message: refused.message } : null}
      onAnswered={(stepAnswers) => void dispatch(guestClaimsActions.guestFnolStepAnswered({ step, answers: stepAnswers }))}
      back={<BackLink step={step} />}
    />
  );
}
