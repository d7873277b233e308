// The billing centre's scheduled payments: listed with their state; cancelling asks first, Keep payment keeps it; a
// change sends the amount, date and saved method chosen.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingActions } from '../../src/billing/catalogue';
import { scheduledPaymentMessages as messages } from '../../src/validation/messages';
import { demoBillingAccount } from '../support/demo';
import { renderPayment, visa } from '../support/paymentScreen';

const account = demoBillingAccount();
const coming = {
  scheduledPaymentId: 'sp-1',
  accountNumber: account.accountNumber,
  amountCents: 2500,
  policies: null,
  payOn: '2026-12-04',
  method: visa,
  status: 'scheduled',
  reason: null,
  confirmationNumber: null,
  changeable: true,
};
const failed = { ...coming, scheduledPaymentId: 'sp-2', status: 'failed', reason: 'declined', changeable: false };

describe('scheduled payments in the billing centre', () => {
  jest.setTimeout(30_000);

  it('lists them, asks before cancelling, and cancels only on confirmation', async () => {
    const user = userEvent.setup();
    const { store } = renderPayment(account, [], '/billing/overview');
    act(() => void store.dispatch(billingActions.scheduledPaymentsLoaded({ scheduledPayments: [coming, failed] as never })));
    const section = await screen.findByRole('region', { name: messages.scheduledHeading }, { timeout: 10_000 });
    expect(section).toHaveTextContent(messages.failureReasons.declined);
    expect(within(section).getAllByRole('button', { name: /^Cancel payment/ })).toHaveLength(1);
    await user.click(within(section).getByRole('button', { name: /^Cancel payment/ }));
    const question = screen.getByText(messages.cancelConfirm('$25.00', '12/04/2026'));
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(store.getState().billing.scheduled.busy).toBe(false);
    await user.click(within(section).getByRole('button', { name: /^Cancel payment/ }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(store.getState().billing.scheduled.busy).toBe(true);
  });

  it('changes the amount and the date', async () => {
    const user = userEvent.setup();
    const { store } = renderPayment(account, [], '/billing/overview');
    act(() => void store.dispatch(billingActions.scheduledPaymentsLoaded({ scheduledPayments: [coming] as never })));
    await user.click(await screen.findByRole('button', { name: /^Edit/ }, { timeout: 10_000 }));
    const amount = screen.getByLabelText(/Payment amount/);
    await user.clear(amount);
    await user.type(amount, '30.00');
    const date = screen.getByLabelText(/Payment date/);
    await user.clear(date);
    await user.type(date, '12/05/2026');
    const dispatched: unknown[] = [];
    const unsubscribe = store.subscribe(() => dispatched.push(store.getState().billing.scheduled.busy));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    unsubscribe();
    expect(store.getState().billing.scheduled.busy).toBe(true);
    expect(dispatched).toContain(true);
  });
});
