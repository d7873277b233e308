import { useSelector } from 'react-redux';
import { onboardingSteps, type OnboardingStep } from '../contract/esign';
import { StepIndicator } from '../ui';
import { selectStepsDone } from './selectors';
import { stepLabels } from './steps';

/** Onboarding's place: the step shown, and which steps are done (a declined or skipped step is not completed). */
export function OnboardingStepIndicator({ step }: { step: OnboardingStep }) {
  const done = useSelector(selectStepsDone);
  return <StepIndicator steps={onboardingSteps.map((s) => stepLabels[s])} current={onboardingSteps.indexOf(step) + 1} done={done} />;
}
