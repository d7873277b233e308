import type { OnboardingProgress, OnboardingStep } from '../contract/esign';
import { onboardingRoutes } from '../shared/routes/onboarding';

// The order of onboarding and where each step lives: the one rule the saga (resuming) and the screens (the step
// indicator, the account landing's "Finish setting up") read.

export const stepLabels: Record<OnboardingStep, string> = {
  welcome: 'Welcome',
  esign: 'Sign your documents',
  payment: 'First payment',
  paperless: 'Paperless',
  notifications: 'Notifications',
  autoPay: 'Automatic payments',
  uploadDocuments: 'Upload documents',
};

/** The address of a step for this customer's onboarding (paperless names the new policy's account). */
export function addressOfStep(step: OnboardingStep, progress: OnboardingProgress): string {
  switch (step) {
    case 'welcome':
      return onboardingRoutes.onboarding.to({});
    case 'paperless':
      return progress.accountNumber
        ? onboardingRoutes.onboardingPaperless.to({ quadrantName: 'mutual', accountNumber: progress.accountNumber })
        : onboardingRoutes.onboardingStep.to({ step: 'notifications' });
    case 'uploadDocuments':
      return onboardingRoutes.onboardingStep.to({ step: 'upload-documents' });
    default:
      return onboardingRoutes.onboardingStep.to({ step });
  }
}

/** The steps still to do, in order. */
export const unfinishedSteps = (progress: OnboardingProgress): OnboardingStep[] =>
  progress.steps.filter((s) => s.outcome === null).map((s) => s.step);

/** Where a returning customer resumes: the first unfinished step, or the end when none is left. */
export function resumeAddress(progress: OnboardingProgress): string {
  const [next] = unfinishedSteps(progress);
  return next ? addressOfStep(next, progress) : onboardingRoutes.onboardingStep.to({ step: 'complete' });
}

/** Whether an address is one of onboarding's pages (a side trip's way back must lead into onboarding). */
export const isOnboardingAddress = (address: string): boolean =>
  Object.values(onboardingRoutes).some((route) => route.match(address) !== null);
