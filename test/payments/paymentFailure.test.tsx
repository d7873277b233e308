// A payment whose submission fails for a technical reason (network or server, outcome unknown): the
// customer stays on the verification step with every entry kept, reads the technical-submission message
// of section 8, and a resubmit (straight away, or after going back through the steps) sends the same
// idempotency key, so the gateway takes the money at most once.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorCatalogue, paymentMessages } from '../../src/validation/messages';
import { fail, ok } from '../support/fakeServices';
import { demoBillingAccount } from '../support/demo';
import { payToVerification, receiptOf, renderPayment } from '../support/paymentScreen';

const account = demoBillingAccount(26145);
const receipt = receiptOf(5000, 21145);

/** The alert that carries the technical-submission message of section 8. */
const technicalAlert = async () => (await screen.findByText(errorCatalogue.technicalSubmission())).closest('[role="alert"]');

/** What the verification step shows of the customer's entries. */
function expectEntriesShown() {
  expect(screen.getByText('Property and casualty account N4820015')).toBeInTheDocument();
  expect(screen.getByText('$50.00')).toBeInTheDocument();
  expect(screen.getByText(/Visa.*1111/)).toBeInTheDocument();
  expect(screen.getByText('Daniel R Whitaker')).toBeInTheDocument();
}

describe('a technical failure of the payment submission', () => {
  jest.setTimeout(30_000);

  it('keeps every entry, shows the technical-submission message, and resubmits with the same key', async () => {
    const user = userEvent.setup();
    const { store, history, submittedKeys } = renderPayment(account, ['network-failure', ok(receipt)]);
    await payToVerification(user, '50.00');

    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    const alert = await technicalAlert();
    expect(alert).toHaveTextContent(errorCatalogue.technicalProblem);
    expect(alert).toHaveTextContent(errorCatalogue.technicalSubmission());
    expect(alert).not.toHaveTextContent(errorCatalogue.billingPayment.heading);
    expect(history.location.pathname).toBe('/billing/makeapayment/verification');
    expectEntriesShown();
    expect(screen.getByRole('button', { name: 'Submit payment' })).toBeEnabled();
    const [firstKey] = submittedKeys();
    expect(firstKey).toBeDefined();

    // Back to the amount step: the account and amount are still filled in; the same method can be used again.
    await user.click(screen.getByRole('button', { name: 'Change amount' }));
    // (the currency mask shows 50.00 as 50)
    expect((await screen.findByLabelText<HTMLInputElement>(/Payment amount/)).value).toMatch(/^50(\.00)?$/);
    expect(screen.getByRole('radio', { name: /N4820015/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/You chose Visa.*1111/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this payment method' }));
    await screen.findByRole('button', { name: 'Submit payment' });
    expectEntriesShown();

    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    expect(await screen.findByText('CM0123456789', { selector: 'dd' })).toBeInTheDocument();
    expect(submittedKeys()).toEqual([firstKey, firstKey]);
    // The card number and security code reached no state.
    expect(JSON.stringify(store.getState())).not.toMatch(/4111111111111111|"737"/);
  });

  it('a second technical failure keeps the same key again', async () => {
    const user = userEvent.setup();
    const { submittedKeys } = renderPayment(account, ['network-failure', fail(503, 'unavailable', 'Service unavailable')]);
    await payToVerification(user, '50.00');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await technicalAlert();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    });
    await waitFor(() => expect(submittedKeys()).toHaveLength(2));
    expect(new Set(submittedKeys()).size).toBe(1);
    expect(await technicalAlert()).toHaveTextContent(errorCatalogue.technicalProblem);
    expectEntriesShown();
  });
});

describe('a declined payment method', () => {
  jest.setTimeout(30_000);

  it('says one thing to do, use another payment method, and takes focus from the Submit payment button', async () => {
    const user = userEvent.setup();
    renderPayment(account, [fail(402, 'payment_declined', paymentMessages.declined)]);
    await payToVerification(user, '50.00');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));

    const alert = await screen.findByRole('alert', { name: errorCatalogue.billingPayment.heading });
    expect(alert).toHaveTextContent(paymentMessages.declined);
    // Not also "resubmit": the same method would be declined again.
    expect(alert).not.toHaveTextContent(/resubmit/i);
    expect(screen.queryByText(/resubmit/i)).not.toBeInTheDocument();
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Change payment method' })).toBeEnabled();
  });
});
