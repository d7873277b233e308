// What onboarding shows comes from its real state: a declined e-sign step is not completed on the step indicator,
// and the account landing's "Finish setting up" is gone once every step is finished.
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import { FinishSettingUp } from '../../src/onboarding/FinishSettingUp';
import { OnboardingStepIndicator } from '../../src/onboarding/OnboardingStepIndicator';
import { initialOnboardingState, onboardingReducer } from '../../src/onboarding/slice';
import { onboardingActions } from '../../src/onboarding/catalogue';
import { onboardingSteps, type OnboardingProgress, type StepOutcome } from '../../src/contract/esign';
import { onboardingMessages } from '../../src/validation/messages';

const progressWith = (finished: Partial<Record<string, StepOutcome>>): OnboardingProgress => ({
  policyNumber: 'P7D4W2-4001' as OnboardingProgress['policyNumber'],
  accountNumber: 'N6158804',
  steps: onboardingSteps.map((step) => ({ step, outcome: finished[step] ?? null })),
  completed: false,
});

function renderWith(progress: OnboardingProgress, view: JSX.Element) {
  const store = configureStore({
    reducer: combineReducers({ onboarding: onboardingReducer }),
    preloadedState: { onboarding: initialOnboardingState },
  });
  store.dispatch(onboardingActions.progressLoaded({ onboarding: progress }));
  return render(
    <Provider store={store}>
      <MemoryRouter>{view}</MemoryRouter>
    </Provider>,
  );
}

const segment = (label: string) =>
  screen.getByText((_, element) => element?.classList.contains('step-indicator__label') === true && element.textContent === label);

describe('the onboarding step indicator', () => {
  it('marks a declined e-sign step not completed, and a signed one completed', () => {
    const { unmount } = renderWith(progressWith({ welcome: 'done', esign: 'declined' }), <OnboardingStepIndicator step="payment" />);
    expect(segment('Sign your documents not completed')).toBeInTheDocument();
    expect(segment('Welcome completed')).toBeInTheDocument();
    unmount();
    renderWith(progressWith({ welcome: 'done', esign: 'done' }), <OnboardingStepIndicator step="payment" />);
    expect(segment('Sign your documents completed')).toBeInTheDocument();
  });
});

describe("the account landing's Finish setting up", () => {
  it('lists what is left while steps are open', () => {
    renderWith(progressWith({ welcome: 'done', esign: 'done' }), <FinishSettingUp />);
    expect(screen.getByRole('heading', { name: onboardingMessages.finishSettingUp })).toBeInTheDocument();
    expect(screen.getByText(onboardingMessages.stepsLeft(5))).toBeInTheDocument();
  });

  it('shows nothing once every step is signed, done or skipped', () => {
    const all = Object.fromEntries(onboardingSteps.map((s) => [s, s === 'esign' ? 'done' : 'skipped'])) as Record<string, StepOutcome>;
    const { container } = renderWith(progressWith(all), <FinishSettingUp />);
    expect(container).toBeEmptyDOMElement();
  });
});
