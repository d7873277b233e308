// The first payment begun from onboarding (a side trip carrying its way back): its confirmation leads back to the
// onboarding step it left; a payment made from billing keeps the usual ways on.
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

  it('begun from onboarding, offers "Continue setting up your account" back to the payment step', async () => {
    const user = userEvent.setup();
    const { store, history } = renderPayment(account, [ok(receipt)]);
    store.dispatch(onboardingActions.progressLoaded({ onboarding: progressWith({ welcome: 'done', esign: 'done' }) }));
    store.dispatch(onboardingActions.sideTripBegun({ returnTo: '/onboarding/payment', category: 'billing' }));
    await payToVerification(user, '149.05');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    await screen.findByText('Thank you. Your payment was received.');
    const back = await screen.findByRole('link', { name: onboardingMessages.continueSettingUp });
    expect(back).toHaveAttribute('href', '/onboarding/payment');
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
