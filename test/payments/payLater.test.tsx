// Pay now or on a later date: the verification step of Make a payment offers the choice; a later date is sent to the
// schedule call (never to the payment call) and the confirmation says the payment is scheduled, for that date.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scheduledPaymentMessages } from '../../src/validation/messages';
import { ok } from '../support/fakeServices';
import { demoBillingAccount } from '../support/demo';
import { payToVerification, renderPayment, visa } from '../support/paymentScreen';

const account = demoBillingAccount(54818);
const scheduled = {
  scheduledPaymentId: 'sp-1',
  accountNumber: account.accountNumber,
  amountCents: 20000,
  policies: null,
  payOn: '2026-12-04',
  method: visa,
  status: 'scheduled',
  reason: null,
  confirmationNumber: null,
  changeable: true,
};

describe('paying on a later date', () => {
  jest.setTimeout(30_000);

  it('schedules the payment for the date typed and confirms it as scheduled', async () => {
    const user = userEvent.setup();
    const { history, services, submittedKeys } = renderPayment(account, [], undefined, { schedulePayment: ok(scheduled) });
    await payToVerification(user, '200.00');
    expect(screen.getByRole('radio', { name: scheduledPaymentMessages.payNow })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: scheduledPaymentMessages.payLater }));
    // A later date must be given, as a real date.
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect((await screen.findAllByText('Missing required field')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(new RegExp(scheduledPaymentMessages.dateLabel.replace(/[()]/g, '.'))), '12/04/2026');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    expect(submittedKeys()).toEqual([]);
    const sent = services.sent.filter((s) => s.name === 'schedulePayment');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.request.body).toEqual({
      accountNumber: account.accountNumber,
      amountCents: 20000,
      token: 'tok_1',
      payOn: '2026-12-04',
    });
    expect(await screen.findByText(scheduledPaymentMessages.confirmationHeading)).toBeInTheDocument();
  });
});
