// A payment whose submission fails for a technical reason (network or server, outcome unknown): the
// customer stays on the verification step with every entry kept, reads the technical-submission message
// of section 8, and a resubmit (straight away, or after going back through the steps) sends the same
// idempotency key, so the gateway takes the money at most once.
import { createElement, Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { onLocationChanged, routerMiddleware } from 'connected-react-router';
import { all, call } from 'redux-saga/effects';
import { createPortalStore } from '../../src/app/store';
import { createRootReducer, type RootState } from '../../src/app/reducers';
import { billingActions } from '../../src/billing/catalogue';
import { paymentsSaga } from '../../sagas/payments';
import { errorCatalogue, paymentMessages } from '../../src/validation/messages';
import type { BillingAccount } from '../../src/contract/billing';
import type { Services } from '../../src/services/types';
import { fakeServices, fail, ok } from '../support/fakeServices';

(globalThis as { __DEV_PAGES__?: boolean }).__DEV_PAGES__ = false;

const account = {
  accountNumber: 'N4820015',
  side: 'mutual',
  balanceCents: 26145,
  amountDueCents: 26145,
  creditCents: 0,
  dueDate: '2026-12-01',
  overdue: false,
  autopay: null,
  policies: [
    {
      policyNumber: 'C4M7X2-1001',
      lineOfBusiness: 'auto',
      plan: 'monthly',
      amountDueCents: 26145,
      dueDate: '2026-12-01',
      overdue: false,
      nextInstallment: null,
    },
  ],
} as unknown as BillingAccount;
const visa = { kind: 'card', label: 'Visa', lastFour: '1111', holderName: 'Daniel R Whitaker', expiry: '12/39' };
const receipt = {
  confirmationNumber: 'CM0123456789',
  accountNumber: 'N4820015',
  amountCents: 5000,
  method: visa,
  postedOn: '2026-11-22',
  remainingBalanceCents: 21145,
};

function renderPayment(submitAnswers: ('network-failure' | ReturnType<typeof ok> | ReturnType<typeof fail>)[]) {
  const { PortalRoutes } = require('../../src/app/Routes') as typeof import('../../src/app/Routes');
  const services = fakeServices({
    session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: null },
    gateway: (endpoint) => {
      if (endpoint.name === 'tokenizePaymentMethod') return ok({ token: 'tok_1', method: visa });
      if (endpoint.name === 'submitPayment') return submitAnswers.shift() ?? 'network-failure';
      return fail(404, 'not_found', 'no script');
    },
  });
  const history = createMemoryHistory({ initialEntries: ['/billing/makeapayment/amount'] });
  function* onlyPayments(s: Services) {
    yield all([call(paymentsSaga, s)]);
  }
  const { store } = createPortalStore<RootState>({
    router: routerMiddleware(history),
    reducer: createRootReducer(history),
    services,
    rootSaga: onlyPayments,
    logStorage: { read: () => [], write: () => undefined },
  });
  store.dispatch(onLocationChanged(history.location, 'POP', true) as never);
  store.dispatch(billingActions.accountsLoaded({ accounts: [account] }));
  render(
    createElement(Provider, {
      store,
      children: createElement(Router, {
        history,
        children: createElement(Suspense, { fallback: 'Loading', children: createElement(PortalRoutes) }),
      }),
    }),
  );
  const submittedKeys = () => services.sent.filter((s) => s.name === 'submitPayment').map((s) => s.request.idempotencyKey);
  return { store, history, services, submittedKeys };
}

async function payToVerification(user: ReturnType<typeof userEvent.setup>) {
  const amount = await screen.findByLabelText(/Payment amount/, {}, { timeout: 10_000 });
  await user.clear(amount);
  await user.type(amount, '50.00');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: 'Debit or credit card' }));
  await user.type(screen.getByLabelText(/Name on card/), 'Daniel R Whitaker');
  await user.type(screen.getByLabelText(/Card number/), '4111111111111111');
  await user.type(screen.getByLabelText(/Expiration date/), '12/39');
  await user.type(screen.getByLabelText(/Security code/), '737');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: 'Submit payment' });
}

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
    const { store, history, submittedKeys } = renderPayment(['network-failure', ok(receipt)]);
    await payToVerification(user);

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
    const { submittedKeys } = renderPayment(['network-failure', fail(503, 'unavailable', 'Service unavailable')]);
    await payToVerification(user);
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
    renderPayment([fail(402, 'payment_declined', paymentMessages.declined)]);
    await payToVerification(user);
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
