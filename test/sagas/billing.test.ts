import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { loadBilling } from '../../sagas/billing';
import { appActions } from '../../src/shell/catalogue';
import { billingActions } from '../../src/billing/catalogue';
import { billingReducer } from '../../src/billing/slice';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { apiActions } from '../../src/api/catalogue';
import { fakeServices, fail, ok } from '../support/fakeServices';
import { demoBillingAccount } from '../support/demo';

const reducer = combineReducers({ billing: billingReducer, auth: authReducer });
const signedIn = { auth: { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer' } };
const account = demoBillingAccount();
const transaction = {
  id: 1,
  postedOn: '2026-11-11',
  kind: 'charge',
  description: 'Installment 3, monthly plan',
  amountCents: 26145,
  policyNumber: 'C4M7X2-1001',
  confirmationNumber: null,
};
const viewed = (route: string) => appActions.pageViewed({ route, page: 'Billing', category: 'billing', path: '/billing', hasHash: false });

describe('loading billing on a page view', () => {
  it('loads the accounts on the billing overview, recording the outcome message', async () => {
    const services = fakeServices({ gateway: () => ok({ accounts: [account] }) });
    const { storeState } = await expectSaga(loadBilling, services, viewed('billingOverview'))
      .withReducer(reducer, { ...signedIn } as never)
      .put(apiActions.callSucceeded({ actionName: 'billingAccounts' }))
      .put(billingActions.accountsLoaded({ accounts: [account] as never }))
      .run();
    expect(storeState.billing.status).toBe('loaded');
    // Then the account's payment schedule (test/sagas/billingLedger.test.ts) and the payments on a later date.
    expect(services.sent.map((s) => s.name)).toEqual(['billingAccounts', 'billingInstallments', 'scheduledPayments']);
  });

  it("also loads each account's transactions on the transactions page", async () => {
    const services = fakeServices({
      gateway: (e) => (e.name === 'billingAccounts' ? ok({ accounts: [account] }) : ok({ transactions: [transaction] })),
    });
    await expectSaga(loadBilling, services, viewed('billingTransactions'))
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.transactionsLoaded({ accountNumber: 'N4820015', transactions: [transaction] as never }))
      .run();
    expect(services.sent[1]?.request.params).toEqual({ accountNumber: 'N4820015' });
  });

  it('marks the accounts failed on a gateway error', async () => {
    const services = fakeServices({ gateway: () => fail(500, 'internal_error', 'broken') });
    await expectSaga(loadBilling, services, viewed('billing'))
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.accountsLoadFailed({ message: 'broken' }))
      .run();
  });

  it('does nothing on other pages', async () => {
    const services = fakeServices();
    await expectSaga(loadBilling, services, viewed('claims'))
      .withReducer(reducer, { ...signedIn } as never)
      .not.put.actionType(billingActions.accountsLoaded.type)
      .run();
    expect(services.sent).toEqual([]);
  });
});
