import { createSelector } from 'reselect';
import { fieldSelector } from '../bus/fieldSelector';
import type { OnboardingState } from './slice';
import type { AuthState } from '../auth/slice';
import { onboardingSteps, type OnboardingStep } from '../contract/esign';
import { unfinishedSteps } from './steps';

interface WithOnboarding {
  onboarding: OnboardingState;
}

interface WithAuth {
  auth: AuthState;
}

const selectOnboardingState = (state: WithOnboarding) => state.onboarding;
export const selectOnboardingField = fieldSelector(selectOnboardingState);
export const selectOnboardingProgress = (state: WithOnboarding) => state.onboarding.progress;
/** What is left of an open onboarding (empty when there is none or it is complete). */
export const selectStepsLeft = createSelector(selectOnboardingProgress, (progress) =>
  progress && !progress.completed ? unfinishedSteps(progress) : [],
);
/** The signing view of the envelope shown. */
export const selectSigning = (state: WithOnboarding) => state.onboarding.signing;
/** The page shown is the one a sign-in just landed on (the shell's model: src/auth/slice.ts). */
export const selectSignInLanded = (state: WithAuth) => state.auth.signInLanding === 'landed';
/** The onboarding step a side trip under way leads back to when it ends (null: none, or no onboarding in this store). */
export const selectSideTripReturn = (state: Partial<WithOnboarding>) => state.onboarding?.sideTrip?.returnTo ?? null;
/** Which steps of the step indicator are done: declined and skipped ones are not. */
export const selectStepsDone = createSelector(selectOnboardingProgress, (progress) =>
  onboardingSteps.map((step) => progress?.steps.some((s) => s.step === step && s.outcome === 'done') ?? false),
);
/** Whether the step has an outcome already (done, skipped or declined). */
export const selectStepFinished = (step: OnboardingStep) => (state: WithOnboarding) =>
  state.onboarding.progress?.steps.some((s) => s.step === step && s.outcome !== null) ?? false;
