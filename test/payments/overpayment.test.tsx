// Paying more than is due (1,000 on $548.18): the verification step says so and takes the money only once
// the customer confirms that the extra becomes a credit; the confirmation shows the credit as a credit,
// never as a negative balance.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentMessages } from '../../src/validation/messages';
import { ok } from '../support/fakeServices';
import { demoBillingAccount } from '../support/demo';
import { payToVerification, receiptOf, renderPayment } from '../support/paymentScreen';

const account = demoBillingAccount(54818);
const receipt = receiptOf(100000, -45182);

describe('a payment above the amount due', () => {
  jest.setTimeout(30_000);

  it('is taken only after the customer confirms the extra becomes a credit, and the credit reads as a credit', async () => {
    const user = userEvent.setup();
    const { history, submitted, submittedKeys } = renderPayment(account, [ok(receipt)]);
    await payToVerification(user, '1000.00');
    expect(screen.getByText(paymentMessages.overpaymentNotice('$1,000.00', '$548.18'))).toBeInTheDocument();
    const confirm = screen.getByRole('checkbox', { name: paymentMessages.overpaymentConfirm('$451.82') });

    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect((await screen.findAllByText(paymentMessages.overpaymentNotConfirmed)).length).toBeGreaterThan(0);
    expect(submittedKeys()).toEqual([]);

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    expect(submittedKeys()).toHaveLength(1);
    // The gateway takes it only because the request says the customer confirmed (test/server/payments.test.ts).
    expect(submitted()[0]!.request.body).toMatchObject({ amountCents: 100000, creditAccepted: true });
    expect(await screen.findByText('Credit $451.82')).toBeInTheDocument();
    expect(screen.queryByText(/-\$/)).not.toBeInTheDocument();
  });

  it('asks nothing more when the amount is at most the amount due', async () => {
    const user = userEvent.setup();
    const { history, submitted, submittedKeys } = renderPayment(account, [
      ok({ ...receipt, amountCents: 54818, remainingBalanceCents: 0 }),
    ]);
    await payToVerification(user, '548.18');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    expect(submittedKeys()).toHaveLength(1);
    expect(submitted()[0]!.request.body).not.toHaveProperty('creditAccepted');
  });
});
