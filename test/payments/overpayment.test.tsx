// Paying more than is due (1,000 on $548.18): the verification step says so and takes the money only once
// the customer confirms that the extra becomes a credit; the confirmation shows the credit as a credit,
// never as a negative balance.
import { createElement, Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
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
import { paymentMessages } from '../../src/validation/messages';
import type { BillingAccount } from '../../src/contract/billing';
import type { Services } from '../../src/services/types';
import { fakeServices, fail, ok } from '../support/fakeServices';

(globalThis as { __DEV_PAGES__?: boolean }).__DEV_PAGES__ = false;

const account = {
  accountNumber: 'N4820015',
  side: 'mutual',
  balanceCents: 54818,
  amountDueCents: 54818,
  creditCents: 0,
  dueDate: '2026-12-01',
  overdue: false,
  autopay: null,
  policies: [
    {
      policyNumber: 'C4M7X2-1001',
      lineOfBusiness: 'auto',
      plan: 'monthly',
      amountDueCents: 54818,
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
  amountCents: 100000,
  method: visa,
  postedOn: '2026-11-22',
  remainingBalanceCents: -45182,
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

async function payToVerification(user: ReturnType<typeof userEvent.setup>, dollars: string) {
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

describe('a payment above the amount due', () => {
  jest.setTimeout(30_000);

  it('is taken only after the customer confirms the extra becomes a credit, and the credit reads as a credit', async () => {
    const user = userEvent.setup();
    const { history, submittedKeys } = renderPayment([ok(receipt)]);
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
    expect(await screen.findByText('Credit $451.82')).toBeInTheDocument();
    expect(screen.queryByText(/-\$/)).not.toBeInTheDocument();
  });

  it('asks nothing more when the amount is at most the amount due', async () => {
    const user = userEvent.setup();
    const { history, submittedKeys } = renderPayment([ok({ ...receipt, amountCents: 54818, remainingBalanceCents: 0 })]);
    await payToVerification(user, '548.18');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment/confirmation'));
    expect(submittedKeys()).toHaveLength(1);
  });
});
