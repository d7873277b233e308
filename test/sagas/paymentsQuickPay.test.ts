/**
 * @jest-environment jsdom
 */
// The quick payment of the amount due: /billing/makeapayment/paymentmodal (from the billing overview) and
// /billing/makeapayment/quickpay/paymentmodal (from a quick-pay link). Routes and sagas in node terms, and the
// dialog rendered through the portal's own route table in jsdom (this file runs in jsdom for that part).
import '../support/dom';
import { createElement, Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { combineReducers, type Middleware } from 'redux';
import { push, routerMiddleware } from 'connected-react-router';
import { expectSaga } from 'redux-saga-test-plan';
import { paymentsSaga } from '../../sagas/payments';
import { matchPortalRoute } from '../../src/shared/routes';
import { createRootReducer } from '../../src/app/reducers';
import { billingActions } from '../../src/billing/catalogue';
import { billingReducer, initialBillingState } from '../../src/billing/slice';
import { paymentsActions } from '../../src/payments/catalogue';
import { paymentsReducer, initialPaymentsState } from '../../src/payments/slice';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { quickPayLinkPath, quickPayPath, stepPath } from '../../src/payments/steps';
import type { BillingAccount } from '../../src/contract/billing';
import { everyAreaStarted, sessionKnownSignedIn } from '../support/areas';
import { fakeServices } from '../support/fakeServices';

(globalThis as { __DEV_PAGES__?: boolean }).__DEV_PAGES__ = false;

const policy = {
  policyNumber: 'A1B2C3-1234',
  lineOfBusiness: 'auto',
  plan: 'monthly',
  amountDueCents: 12345,
  amountDueLines: [],
  nextInstallment: null,
  escrowMortgagee: null,
};
const mutual = {
  accountNumber: 'N1000001',
  side: 'mutual',
  balanceCents: 50000,
  amountDueCents: 12345,
  dueDate: '2026-12-01',
  policies: [policy],
  autopay: null,
} as unknown as BillingAccount;
const life = {
  ...mutual,
  accountNumber: 'N2000002',
  side: 'life',
  amountDueCents: 4200,
  policies: [{ ...policy, policyNumber: 'L-123456789', lineOfBusiness: 'life', amountDueCents: 4200 }],
} as unknown as BillingAccount;

describe('the quick payment addresses', () => {
  it('are routes of Make a payment under their own page names, not the not-found page', () => {
    expect(matchPortalRoute(quickPayPath)).toMatchObject({
      key: 'makeAPayment',
      page: 'Pay amount due',
      category: 'billing',
      access: 'customer',
    });
    expect(matchPortalRoute(quickPayLinkPath)).toMatchObject({
      key: 'makeAPayment',
      page: 'Quick pay',
      category: 'billing',
      access: 'customer',
    });
    expect(matchPortalRoute('/billing/makeapayment/paypolicies').page).toBe('Make a payment: Amount');
    expect(matchPortalRoute('/billing/makeapayment/A1B2C3-1234/singlepay').key).toBe('makeAPaymentForPolicy');
    expect(matchPortalRoute('/billing/makeapayment/quickpay/nosuchstep').key).toBe('notFound');
  });

  it('keep the amount step in the dialog and the later steps at the account addresses', () => {
    const quick = { guestGrant: null, side: 'mutual' as const, door: 'quick' as const };
    expect(stepPath(quick, 'amount')).toBe(quickPayPath);
    expect(stepPath(quick, 'method')).toBe('/billing/makeapayment/method');
    expect(stepPath(quick, 'confirmation')).toBe('/billing/makeapayment/confirmation');
  });
});

describe('the quick payment saga', () => {
  const reducer = combineReducers({ payments: paymentsReducer, billing: billingReducer, flags: flagsReducer });
  const state = { payments: initialPaymentsState, billing: initialBillingState, flags: initialFlagsState };

  it('goes from the dialog to the method step, and Change amount comes back to the dialog', async () => {
    const { storeState } = await expectSaga(paymentsSaga, fakeServices())
      .withReducer(reducer, state)
      .dispatch(paymentsActions.paymentStarted({ accountNumber: 'N1000001' as never, door: 'quick' }))
      .dispatch(paymentsActions.amountSubmitted({ accountNumber: 'N1000001' as never, side: 'mutual', amountCents: 12345 }))
      .dispatch(paymentsActions.stepRequested({ step: 'amount' }))
      .put(push('/billing/makeapayment/method'))
      .put(push(quickPayPath))
      .silentRun(250);
    expect(storeState.payments).toMatchObject({ door: 'quick', accountNumber: 'N1000001', amountCents: 12345, policyNumber: null });
  });
});

function renderAt(path: string, accounts: BillingAccount[] = [mutual]) {
  // Routes.tsx reads a build flag at import time; it is required once the flag is set.
  const { PortalRoutes } = require('../../src/app/Routes') as typeof import('../../src/app/Routes');
  const history = createMemoryHistory({ initialEntries: ['/billing/overview', path], initialIndex: 1 });
  const dispatched: UnknownAction[] = [];
  const store = configureStore({
    reducer: createRootReducer(history),
    middleware: (d) =>
      d({ thunk: false, serializableCheck: false, immutableCheck: false })
        .concat((() => (next: (action: unknown) => unknown) => (action: unknown) => {
          dispatched.push(action as UnknownAction);
          return next(action);
        }) as Middleware)
        // As the portal's store has it: a screen's move (useGoTo) goes through the bus to the history.
        .concat(routerMiddleware(history)),
  });
  store.dispatch(everyAreaStarted());
  store.dispatch(sessionKnownSignedIn());
  store.dispatch(billingActions.accountsLoaded({ accounts }));
  render(
    createElement(Provider, {
      store,
      children: createElement(Router, {
        history,
        children: createElement(Suspense, { fallback: 'Loading', children: createElement(PortalRoutes) }),
      }),
    }),
  );
  return { history, store, dispatched };
}

describe('the quick payment dialog', () => {
  it.each([[quickPayPath], [quickPayLinkPath]])('%s opens the quick payment over the billing overview', async (path) => {
    renderAt(path);
    const dialog = await screen.findByRole('dialog', { name: 'Pay amount due' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByText(/page not found/i)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Pay amount due' })).toHaveFocus());
    expect(screen.getByLabelText('Payment amount')).toHaveValue('123.45');
    expect(dialog).toHaveTextContent('Property and casualty account N1000001');
    // The billing overview is behind it, out of reach while the dialog is open.
    const overview = screen.getByRole('heading', { level: 1, name: 'Billing', hidden: true }).closest('.quick-pay__overview');
    expect(overview).toHaveAttribute('inert');
  });

  it("opens from the billing overview's Pay amount due button, which only shows while something is due", async () => {
    const { history } = renderAt('/billing/overview');
    act(() => history.push('/billing/overview'));
    await userEvent.click(await screen.findByRole('link', { name: /^Pay amount due/ }, { timeout: 10_000 }));
    expect(history.location.pathname).toBe(quickPayPath);
    await screen.findByRole('dialog', { name: 'Pay amount due' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Pay amount due' })).toHaveFocus());
  });

  it('offers no Pay amount due button when nothing is due', async () => {
    renderAt('/billing/overview', [{ ...mutual, amountDueCents: 0 } as BillingAccount]);
    await screen.findByRole('heading', { level: 1, name: 'Billing' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: /^Pay amount due/ })).not.toBeInTheDocument();
  });

  it('starts a quick payment of the account with the amount due on Continue', async () => {
    const { dispatched } = renderAt(quickPayPath);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const payment = dispatched.filter((a) => a.type.startsWith('payments/'));
    expect(payment).toEqual([
      paymentsActions.paymentStarted({ accountNumber: 'N1000001' as never, door: 'quick' }),
      paymentsActions.amountSubmitted({ accountNumber: 'N1000001' as never, side: 'mutual', amountCents: 12345 }),
    ]);
  });

  it('fills in the amount due of the account chosen when several are due', async () => {
    renderAt(quickPayPath, [mutual, life]);
    await userEvent.click(await screen.findByRole('radio', { name: /Life account N2000002/ }));
    await waitFor(() => expect((screen.getByLabelText('Payment amount') as HTMLInputElement).value).toMatch(/^42(\.00)?$/));
  });

  it('checks the amount like Make a payment does', async () => {
    const { dispatched } = renderAt(quickPayPath);
    await userEvent.clear(await screen.findByLabelText('Payment amount'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(dispatched.some((a) => a.type === paymentsActions.amountSubmitted.type)).toBe(false);
  });

  it('closes to the billing overview with Escape or the Close button', async () => {
    const first = renderAt(quickPayPath);
    await screen.findByRole('dialog', { name: 'Pay amount due' });
    await userEvent.keyboard('{Escape}');
    expect(first.history.location.pathname).toBe('/billing/overview');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('.quick-pay')).toBeNull());
    expect(document.querySelector('[inert]')).toBeNull();
    act(() => first.history.push(quickPayLinkPath));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(first.history.location.pathname).toBe('/billing/overview');
  });
});
