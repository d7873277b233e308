// The first payment begun from onboarding: its confirmation leads back into onboarding, at the next unfinished step
// (once the gateway has recorded the payment step); a payment made from billing keeps the usual ways on.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onboardingActions } from '../../src/onboarding/catalogue';
import { onboardingSteps, type OnboardingProgress, type StepOutcome } from '../../src/contract/esign';
import { onboardingMessages } from '../../src/validation/messages';
import { ok } from '../support/fakeServices';
import { demoBillingAccount } from '../support/demo';
import { payToVerification, receiptOf, renderPayment } from '../support/paymentScreen';

const account = demoBillingAccount(14905);
const receipt = receiptOf(14905, 0);
const progressWith = (finished: Partial<Record<string, StepOutcome>>): OnboardingProgress => ({
  policyNumber: 'P7D4W2-4001' as OnboardingProgress['policyNumber'],
  accountNumber: 'N6158804',
  steps: onboardingSteps.map((step) => ({ step, outcome: finished[step] ?? null })),
  completed: false,
});

describe('the confirmation of a first payment', () => {
  jest.setTimeout(30_000);

  it('begun from onboarding, offers "Continue setting up your account" at the next unfinished step', async () => {
    const user = userEvent.setup();
    const { store, history } = renderPayment(account, [ok(receipt)]);
    store.dispatch(onboardingActions.progressLoaded({ onboarding: progressWith({ welcome: 'done', esign: 'done' }) }));
    store.dispatch(onboardingActions.firstPaymentBegun());
    await payToVerification(user, '149.05');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    await screen.findByText('Thank you. Your payment was received.');
    // Until the gateway has recorded the payment step, the way back would lead to the payment step again.
    expect(screen.queryByRole('link', { name: onboardingMessages.continueSettingUp })).toBeNull();
    store.dispatch(
      onboardingActions.stepFinished({ step: 'payment', onboarding: progressWith({ welcome: 'done', esign: 'done', payment: 'done' }) }),
    );
    const back = await screen.findByRole('link', { name: onboardingMessages.continueSettingUp });
    expect(back).toHaveAttribute('href', '/onboarding/paperless-preferences/mutual/N6158804');
    expect(screen.getByRole('link', { name: 'Back to billing' })).toBeInTheDocument();
  });

  it('made from billing, keeps the usual ways on', async () => {
    const user = userEvent.setup();
    const { store, history } = renderPayment(account, [ok(receipt)]);
    store.dispatch(onboardingActions.progressLoaded({ onboarding: progressWith({ welcome: 'done', esign: 'done', payment: 'done' }) }));
    await payToVerification(user, '149.05');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    await screen.findByRole('link', { name: 'Back to billing' });
    expect(screen.queryByRole('link', { name: onboardingMessages.continueSettingUp })).toBeNull();
  });
});
