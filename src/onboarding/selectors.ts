import { createSelector } from 'reselect';
import { fieldSelector } from '../bus/fieldSelector';
import type { OnboardingState } from './slice';
import { resumeAddress, unfinishedSteps } from './steps';

interface WithOnboarding {
  onboarding: OnboardingState;
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
/** The page shown is the one a sign-in just landed on. */
export const selectSignInLanded = (state: WithOnboarding) => state.onboarding.signInLanding === 'landed';
const selectPaymentFromOnboarding = (state: WithOnboarding) => state.onboarding.paymentFromOnboarding;
/**
 * The way back into onboarding from the confirmation of a first payment begun there: the next unfinished step, once
 * the gateway has recorded the payment step (null otherwise).
 */
export const selectOnboardingReturn = createSelector(selectOnboardingProgress, selectPaymentFromOnboarding, (progress, fromOnboarding) =>
  fromOnboarding && progress && !progress.completed && progress.steps.some((s) => s.step === 'payment' && s.outcome !== null)
    ? resumeAddress(progress)
    : null,
);
