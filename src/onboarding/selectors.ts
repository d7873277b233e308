import { createSelector } from 'reselect';
import { fieldSelector } from '../bus/fieldSelector';
import type { OnboardingState } from './slice';
import { unfinishedSteps } from './steps';

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
