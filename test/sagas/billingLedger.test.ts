import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { loadBilling } from '../../sagas/billing';
import { appActions } from '../../src/shell/catalogue';
import { billingActions } from '../../src/billing/catalogue';
import { billingReducer } from '../../src/billing/slice';
import { selectAccountLedger } from '../../src/billing/selectors';
import { policiesActions } from '../../src/policies/catalogue';
import { policiesReducer } from '../../src/policies/slice';
import { selectRentersBalance } from '../../src/policies/selectors';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { fakeServices, fail, ok, type GatewayScript } from '../support/fakeServices';

// Which ledger reads each billing screen loads, and how their answers and failures land in the store.

const reducer = combineReducers({ billing: billingReducer, policies: policiesReducer, auth: authReducer });
const signedIn = { auth: { ...initialAuthState, status: 'signedIn' as const, loginId: 'both.customer' } };
const account = {
  accountNumber: 'N5093327',
  side: 'mutual',
  balanceCents: 9000,
  amountDueCents: 9000,
  creditCents: 0,
  dueDate: '2026-12-01',
  overdue: false,
  autopay: null,
  policies: [
    {
      policyNumber: 'R2T9K4-3003',
      lineOfBusiness: 'renters',
      plan: 'annual',
      amountDueCents: 0,
      dueDate: null,
      overdue: false,
      nextInstallment: null,
      amountDueLines: [],
      escrowMortgagee: null,
    },
    {
      policyNumber: 'M5V8N1-3004',
      lineOfBusiness: 'motorcycle',
      plan: 'semiannual',
      amountDueCents: 9000,
      dueDate: '2026-12-01',
      overdue: false,
      nextInstallment: null,
      amountDueLines: [],
      escrowMortgagee: null,
    },
  ],
};
const installment = {
  policyNumber: 'M5V8N1-3004',
  sequence: 2,
  dueDate: '2027-01-05',
  amountCents: 32100,
  feeCents: 0,
  discountCents: 0,
  status: 'scheduled',
};
const backbill = {
  backbillId: 'BB-M5V8N1-3004-1',
  policyNumber: 'M5V8N1-3004',
  reason: 'Rider added',
  periodStart: '2026-09-08',
  periodEnd: '2026-11-10',
  postedOn: '2026-11-10',
  amountCents: 4218,
};
const canceled = {
  confirmationNumber: 'CM1234567890',
  amountCents: 5350,
  paidOn: '2026-10-23',
  canceledOn: '2026-10-25',
  method: { kind: 'bank', label: 'Fifth Third checking', lastFour: '4321' },
};
const renters = {
  policyNumber: 'R2T9K4-3003',
  accountNumber: 'N5093327',
  balanceCents: 0,
  amountDueCents: 0,
  dueDate: null,
  nextInstallment: null,
};

const answers: Record<string, unknown> = {
  billingAccounts: { accounts: [account] },
  billingTransactions: { transactions: [] },
  billingInstallments: { installments: [installment] },
  billingBackbill: { backbills: [backbill] },
  billingCanceledPayments: { payments: [canceled] },
  rentersBalance: renters,
  scheduledPayments: { scheduledPayments: [] },
};
const script: GatewayScript = (e) => ok(answers[e.name] ?? {});
const viewed = (route: string) => appActions.pageViewed({ route, page: 'Billing', category: 'billing', path: '/billing', hasHash: false });

it("the overview loads each account's installments and each renters policy's balance", async () => {
  const services = fakeServices({ gateway: script });
  const { storeState } = await expectSaga(loadBilling, services, viewed('billingOverview'))
    .withReducer(reducer, signedIn as never)
    .put(billingActions.installmentsLoaded({ accountNumber: 'N5093327', installments: [installment] as never }))
    .put(policiesActions.rentersBalanceLoaded({ balance: renters as never }))
    .run();
  expect(services.sent.map((s) => s.name).sort()).toEqual([
    'billingAccounts',
    'billingInstallments',
    'rentersBalance',
    'scheduledPayments',
  ]);
  expect(services.sent.find((s) => s.name === 'rentersBalance')?.request.params).toEqual({ policyNumber: 'R2T9K4-3003' });
  expect(selectAccountLedger('N5093327')(storeState).installments).toEqual([installment]);
  expect(selectRentersBalance('R2T9K4-3003')(storeState)).toEqual(renters);
});

it("the transaction history loads each account's backbills, canceled payments and payments still scheduled beside its transactions", async () => {
  const services = fakeServices({ gateway: script });
  const { storeState } = await expectSaga(loadBilling, services, viewed('billingTransactions'))
    .withReducer(reducer, signedIn as never)
    .run();
  expect(services.sent.map((s) => s.name).sort()).toEqual([
    'billingAccounts',
    'billingBackbill',
    'billingCanceledPayments',
    'billingTransactions',
    'scheduledPayments',
  ]);
  expect(services.sent.find((s) => s.name === 'billingBackbill')?.request.params).toEqual({ accountNumber: 'N5093327' });
  const ledger = selectAccountLedger('N5093327')(storeState);
  expect(ledger).toMatchObject({ backbills: [backbill], canceledPayments: [canceled], installments: null, failed: [] });
});

it('a failed read is recorded per call, and the others still arrive', async () => {
  const services = fakeServices({
    gateway: (e, r) => (e.name === 'billingBackbill' ? fail(500, 'internal_error', 'broken') : script(e, r)),
  });
  const { storeState } = await expectSaga(loadBilling, services, viewed('billingTransactions'))
    .withReducer(reducer, signedIn as never)
    .put(billingActions.ledgerLoadFailed({ call: 'billingBackbill', accountNumber: 'N5093327', message: 'broken' }))
    .run();
  expect(selectAccountLedger('N5093327')(storeState)).toMatchObject({
    failed: ['billingBackbill'],
    canceledPayments: [canceled],
    backbills: null,
  });
});

it('a renters balance that cannot be loaded is left out', async () => {
  const services = fakeServices({ gateway: (e, r) => (e.name === 'rentersBalance' ? 'network-failure' : script(e, r)) });
  const { storeState } = await expectSaga(loadBilling, services, viewed('billing'))
    .withReducer(reducer, signedIn as never)
    .put(policiesActions.policyBillingLoadFailed({ policyNumber: 'R2T9K4-3003', message: 'The gateway could not be reached.' }))
    .run();
  expect(selectRentersBalance('R2T9K4-3003')(storeState)).toBeNull();
});

it("the quick payment dialog (over the overview) loads the overview's installments too", async () => {
  const services = fakeServices({ gateway: script });
  await expectSaga(
    loadBilling,
    services,
    appActions.pageViewed({
      route: 'makeAPayment',
      page: 'Quick pay',
      category: 'billing',
      path: '/billing/makeapayment/quickpay/paymentmodal',
      hasHash: false,
    }),
  )
    .withReducer(reducer, signedIn as never)
    .put(billingActions.installmentsLoaded({ accountNumber: 'N5093327', installments: [installment] as never }))
    .run();
  const plain = fakeServices({ gateway: script });
  await expectSaga(
    loadBilling,
    plain,
    appActions.pageViewed({
      route: 'makeAPayment',
      page: 'Make a payment',
      category: 'billing',
      path: '/billing/makeapayment/method',
      hasHash: false,
    }),
  )
    .withReducer(reducer, signedIn as never)
    .run();
  expect(plain.sent.map((s) => s.name)).toEqual(['billingAccounts']);
});
