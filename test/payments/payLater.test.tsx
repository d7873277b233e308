// Pay now or on a later date: the verification step of Make a payment offers the choice; a later date is sent to the
// schedule call (never to the payment call) and the confirmation says the payment is scheduled, for that date.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scheduledPaymentMessages } from '../../src/validation/messages';
import { addCalendarDays, businessToday, formatEntryDate } from '../../src/validation/dates';
import { ok } from '../support/fakeServices';
import { latestPayOn } from '../../src/payments/paymentAccount';
import { demoBillingAccount } from '../support/demo';
import { payToVerification, renderPayment, visa } from '../support/paymentScreen';

// Dates from today's (US Eastern): the bill falls due in ten days, the payment is scheduled for five days from now.
const today = businessToday(new Date());
const dueDate = addCalendarDays(today, 10);
const payOn = addCalendarDays(today, 5);
const withDueDate = (due: string, overdue = false) => {
  const base = demoBillingAccount(54818);
  return { ...base, dueDate: due, overdue, policies: base.policies.map((p) => ({ ...p, dueDate: due, overdue })) };
};
const account = withDueDate(dueDate);
const scheduled = {
  scheduledPaymentId: 'sp-1',
  accountNumber: account.accountNumber,
  amountCents: 20000,
  policies: null,
  payOn,
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
    expect(screen.getByText(scheduledPaymentMessages.dateHint(formatEntryDate(dueDate)!))).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(scheduledPaymentMessages.dateLabel.replace(/[()]/g, '.'))), formatEntryDate(payOn)!);
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    expect(submittedKeys()).toEqual([]);
    const sent = services.sent.filter((s) => s.name === 'schedulePayment');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.request.body).toEqual({
      accountNumber: account.accountNumber,
      amountCents: 20000,
      token: 'tok_1',
      payOn,
    });
    expect(await screen.findByText(scheduledPaymentMessages.confirmationHeading)).toBeInTheDocument();
  });

  it.each([
    ['overdue', withDueDate(addCalendarDays(today, -3), true)],
    ['due today', withDueDate(today)],
  ])('offers no later date when the bill is %s: the payment is made now', async (_, due) => {
    const user = userEvent.setup();
    renderPayment(due, []);
    await payToVerification(user, '200.00');
    expect(screen.getByRole('button', { name: 'Submit payment' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: scheduledPaymentMessages.payLater })).not.toBeInTheDocument();
  });
});

describe('the last date a payment may be scheduled for', () => {
  const twoPolicies = {
    ...account,
    policies: [
      { ...account.policies[0]!, policyNumber: 'C4M7X2-1001', dueDate: addCalendarDays(today, 4) },
      { ...account.policies[0]!, policyNumber: 'H7K2M9-5521', dueDate: addCalendarDays(today, 20) },
    ],
  } as typeof account;
  it("is the account's due date, or of the policies paid the earliest of theirs", () => {
    expect(latestPayOn(twoPolicies, null, today)).toBe(dueDate);
    expect(latestPayOn(twoPolicies, [{ policyNumber: 'H7K2M9-5521', amountCents: 100 }] as never, today)).toBe(addCalendarDays(today, 20));
    expect(latestPayOn(twoPolicies, [{ policyNumber: 'C4M7X2-1001' }, { policyNumber: 'H7K2M9-5521' }] as never, today)).toBe(
      addCalendarDays(today, 4),
    );
  });
  it('is none when nothing is due, or the due date is today or past', () => {
    expect(latestPayOn({ ...account, dueDate: null }, null, today)).toBeNull();
    expect(latestPayOn(account, null, dueDate)).toBeNull();
  });
});
