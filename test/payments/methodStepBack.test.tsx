// Going back to the method step from the verification step shows the numbers as the customer typed them, so a
// change of mind about one digit needs no retyping of the rest; they stay out of the store and the log.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoBillingAccount } from '../support/demo';
import { payToVerification, renderPayment } from '../support/paymentScreen';

describe('back to the payment method', () => {
  jest.setTimeout(30_000);

  it('keeps the bank routing and account numbers typed, and never puts them in the store', async () => {
    const user = userEvent.setup();
    const { store } = renderPayment(demoBillingAccount(26145), []);
    const amount = await screen.findByLabelText(/Payment amount/, {}, { timeout: 10_000 });
    await user.clear(amount);
    await user.type(amount, '50.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Bank account/ }));
    await user.type(screen.getByLabelText(/Routing number/), '021000021');
    await user.type(screen.getByLabelText(/^Account number/), '987654321012');
    // Back to the amount step before continuing: still kept.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText<HTMLInputElement>(/Routing number/)).toHaveValue('021000021');
    expect(screen.getByLabelText<HTMLInputElement>(/^Account number/)).toHaveValue('987654321012');
    expect(JSON.stringify(store.getState())).not.toContain('987654321012');
  });

  it('shows the card as typed after Change payment method on the verification step', async () => {
    const user = userEvent.setup();
    renderPayment(demoBillingAccount(26145), []);
    await payToVerification(user, '50.00');
    await user.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/Card number/)).value.replace(/\D/g, '')).toBe('4111111111111111');
    expect(screen.getByLabelText<HTMLInputElement>(/Expiration date/)).toHaveValue('12/39');
  });
});
