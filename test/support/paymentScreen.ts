import { createElement, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { onLocationChanged, routerMiddleware } from 'connected-react-router';
import { all, call } from 'redux-saga/effects';
import { createPortalStore } from '../../src/app/store';
import { createRootReducer, type RootState } from '../../src/app/reducers';
import { billingActions } from '../../src/billing/catalogue';
import { paymentsSaga } from '../../sagas/payments';
import type { BillingAccount } from '../../src/contract/billing';
import type { Services } from '../../src/services/types';
import { fakeServices, fail, ok } from './fakeServices';
import { everyAreaStarted, sessionKnownSignedIn } from './areas';

// A billing page (Make a payment unless told) drawn by the portal's own routes over the real store, with only the payments saga running:
// the card is tokenized as Visa 1111, and each submission gets the next scripted answer.

export const visa = { kind: 'card', label: 'Visa', lastFour: '1111', holderName: 'Daniel R Whitaker', expiry: '12/39' } as const;

/** The gateway's receipt of a card payment on mutual.customer's account. */
export const receiptOf = (amountCents: number, remainingBalanceCents: number) => ({
  confirmationNumber: 'CM0123456789',
  accountNumber: 'N4820015',
  amountCents,
  method: visa,
  postedOn: '2026-11-22',
  remainingBalanceCents,
});

type Answer = 'network-failure' | ReturnType<typeof ok> | ReturnType<typeof fail>;

export function renderPayment(
  account: BillingAccount | BillingAccount[],
  submitAnswers: Answer[],
  path = '/billing/makeapayment/amount',
  /** Answers of other calls (by endpoint name), e.g. the schedule of a payment on a later date. */
  otherAnswers: Record<string, Answer> = {},
) {
  (globalThis as { __DEV_PAGES__?: boolean }).__DEV_PAGES__ = false;
  const { PortalRoutes } = require('../../src/app/Routes') as typeof import('../../src/app/Routes');
  const services = fakeServices({
    session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: null },
    gateway: (endpoint) => {
      if (endpoint.name === 'tokenizePaymentMethod') return ok({ token: 'tok_1', method: visa });
      if (endpoint.name === 'submitPayment') return submitAnswers.shift() ?? 'network-failure';
      return otherAnswers[endpoint.name] ?? fail(404, 'not_found', 'no script');
    },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
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
  store.dispatch(everyAreaStarted());
  store.dispatch(sessionKnownSignedIn());
  store.dispatch(billingActions.accountsLoaded({ accounts: [account].flat() }));
  render(
    createElement(Provider, {
      store,
      children: createElement(Router, {
        history,
        children: createElement(Suspense, { fallback: 'Loading', children: createElement(PortalRoutes) }),
      }),
    }),
  );
  const submitted = () => services.sent.filter((s) => s.name === 'submitPayment');
  const submittedKeys = () => submitted().map((s) => s.request.idempotencyKey);
  return { store, history, services, submitted, submittedKeys };
}

/** Types the amount and a Visa card, and stops on the verification step. */
export async function payToVerification(user: ReturnType<typeof userEvent.setup>, dollars: string) {
  const amount = await screen.findByLabelText(/Payment amount/, {}, { timeout: 10_000 });
  await user.clear(amount);
  await user.type(amount, dollars);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: 'Debit or credit card' }));
  await user.type(screen.getByLabelText(/Name on card/), 'Daniel R Whitaker');
  await user.type(screen.getByLabelText(/Card number/), '4111111111111111');
  await user.type(screen.getByLabelText(/Expiration date/), '12/39');
  await user.type(screen.getByLabelText(/Security code/), '737');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: 'Submit payment' });
}
