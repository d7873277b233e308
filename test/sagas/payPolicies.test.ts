import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { push } from 'connected-react-router';
import { paymentsSaga, startOf, submitPaymentSaga } from '../../sagas/payments';
import { appActions } from '../../src/shell/catalogue';
import { paymentsActions } from '../../src/payments/catalogue';
import { paymentsReducer, initialPaymentsState, type PaymentsState } from '../../src/payments/slice';
import { billingReducer, initialBillingState } from '../../src/billing/slice';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { fakeServices, fail, ok } from '../support/fakeServices';
import { paymentPageAt } from '../support/paymentPages';

// Paying by policy: several policies in one payment (/paypolicies) and one policy (/{policyNumber}/...).

const reducer = combineReducers({ payments: paymentsReducer, billing: billingReducer, flags: flagsReducer });
const method = { kind: 'bank' as const, label: 'JPMorgan Chase checking', lastFour: '1012', holderName: 'Daniel Whitaker', expiry: null };
const receipt = {
  confirmationNumber: 'CM0123456789',
  accountNumber: 'N4820015',
  amountCents: 1700,
  method,
  postedOn: '2026-11-22',
  remainingBalanceCents: 10000,
};
const parts = [
  { policyNumber: 'H8Q3R5-2002' as never, amountCents: 1000 },
  { policyNumber: 'C4M7X2-1001' as never, amountCents: 700 },
];

const twoPolicies: PaymentsState = {
  ...initialPaymentsState,
  door: 'policies',
  accountNumber: 'N4820015',
  side: 'mutual',
  amountCents: 1700,
  policies: parts,
  method: { token: 'tok_1', summary: method },
};
const state = (payments: PaymentsState) => ({ payments, billing: initialBillingState, flags: initialFlagsState });
const paymentBodies = (services: ReturnType<typeof fakeServices>) =>
  services.sent.filter((s) => s.name === 'submitPayment').map((s) => [s.request.body, s.request.idempotencyKey]);

describe('a payment of several policies', () => {
  it("sends one request with each policy's part under one idempotency key, and confirms", async () => {
    const services = fakeServices({ gateway: () => ok(receipt) });
    const { storeState } = await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state(twoPolicies))
      .put(
        paymentsActions.paymentIntentCreated({
          key: 'id-1',
          accountNumber: 'N4820015' as never,
          amountCents: 1700,
          token: 'tok_1',
          policies: parts,
        }),
      )
      .put(push('/billing/makeapayment/confirmation'))
      .run();
    expect(paymentBodies(services)).toEqual([[{ accountNumber: 'N4820015', amountCents: 1700, token: 'tok_1', policies: parts }, 'id-1']]);
    expect(storeState.payments.receipt).toEqual(receipt);
  });

  it("retries a network failure with the same key, and makes a new key when a policy's part changes", async () => {
    const services = fakeServices({ gateway: () => fail(0, 'network_error', 'offline') });
    const { storeState: failed } = await expectSaga(submitPaymentSaga, services).withReducer(reducer, state(twoPolicies)).run();
    expect(failed.payments).toMatchObject({ failure: { kind: 'technical' }, intent: { key: 'id-1', policies: parts } });

    const retried = fakeServices({ gateway: () => ok(receipt) });
    await expectSaga(submitPaymentSaga, retried).withReducer(reducer, state(failed.payments)).run();
    expect(paymentBodies(retried)).toEqual([[expect.objectContaining({ policies: parts }), 'id-1']]);

    const changed = { ...failed.payments, amountCents: 1600, policies: [parts[0], { ...parts[1], amountCents: 600 }] } as PaymentsState;
    const anew = fakeServices({ gateway: () => ok(receipt) });
    anew.ids.newId(); // this services' next id is id-2, so a reused id-1 would show
    // The old intent (key id-1) is replaced by a new one: a new intent is announced with the new parts.
    await expectSaga(submitPaymentSaga, anew)
      .withReducer(reducer, state(changed))
      .put.like({
        action: {
          type: paymentsActions.paymentIntentCreated.type,
          payload: { key: 'id-2', amountCents: 1600, policies: changed.policies },
        },
      })
      .run();
    expect(paymentBodies(anew)).toEqual([[expect.objectContaining({ amountCents: 1600, policies: changed.policies }), 'id-2']]);
  });

  it('ends the intent on a decline: the next attempt is a new payment', async () => {
    const services = fakeServices({
      gateway: () => fail(402, 'payment_declined', 'Your payment method was declined. Please use another payment method.'),
    });
    const { storeState } = await expectSaga(submitPaymentSaga, services).withReducer(reducer, state(twoPolicies)).run();
    expect(storeState.payments).toMatchObject({ intent: null, failure: { kind: 'declined' }, policies: parts });
  });

  it('moves from the amount to the method step under the per-policy address', async () => {
    const onePolicy = { ...initialPaymentsState, door: 'policy' as const, policyNumber: 'L-204518736' };
    await expectSaga(paymentsSaga, fakeServices())
      .withReducer(reducer, state(onePolicy))
      .dispatch(
        paymentsActions.amountSubmitted({
          accountNumber: 'N7310042' as never,
          side: 'life',
          amountCents: 4050,
          policies: [{ policyNumber: 'L-204518736' as never, amountCents: 4050 }],
        }),
      )
      .put(push('/billing/makeapayment/L-204518736/method'))
      .silentRun(250);
  });

  it('starts a payment of several policies at /paypolicies, with the amount step at that address', async () => {
    const { storeState } = await expectSaga(paymentsSaga, fakeServices())
      .withReducer(reducer, state(initialPaymentsState))
      .dispatch(
        appActions.pageViewed({
          route: 'makeAPayment',
          page: 'Make a payment',
          category: 'billing',
          path: '/billing/makeapayment/paypolicies',
          hasHash: false,
        }),
      )
      .put(paymentsActions.paymentStarted({ accountNumber: null, door: 'policies' }))
      .dispatch(paymentsActions.stepRequested({ step: 'amount' }))
      .put(push('/billing/makeapayment/paypolicies'))
      .silentRun(250);
    expect(storeState.payments.door).toBe('policies');
  });
});

describe('which address starts a fresh payment', () => {
  const inProgress = (over: Partial<PaymentsState>): PaymentsState => ({ ...initialPaymentsState, amountCents: 500, ...over });

  it.each([
    ['the bare address', '/billing/makeapayment', initialPaymentsState, { accountNumber: null, door: 'account' }],
    [
      '/paypolicies from another door',
      '/billing/makeapayment/paypolicies',
      inProgress({ door: 'account' }),
      { accountNumber: null, door: 'policies' },
    ],
    [
      '/paypolicies after a confirmed payment',
      '/billing/makeapayment/paypolicies',
      inProgress({ door: 'policies', receipt: receipt as never }),
      { accountNumber: null, door: 'policies' },
    ],
    [
      "a policy's singlepay, even of the policy in progress",
      '/billing/makeapayment/C4M7X2-1001/singlepay',
      inProgress({ door: 'policy', policyNumber: 'C4M7X2-1001' }),
      { accountNumber: null, door: 'policy', policyNumber: 'C4M7X2-1001' },
    ],
    [
      'a step of another policy',
      '/billing/makeapayment/H8Q3R5-2002/verification',
      inProgress({ door: 'policy', policyNumber: 'C4M7X2-1001' }),
      { accountNumber: null, door: 'policy', policyNumber: 'H8Q3R5-2002' },
    ],
  ])('%s starts one', (_label, path, payments, start) => {
    expect(startOf(paymentPageAt(path), payments)).toEqual(start);
  });

  it.each([
    ['a step of the account payment', '/billing/makeapayment/method', inProgress({ door: 'account' })],
    ['/paypolicies back from verification', '/billing/makeapayment/paypolicies', inProgress({ door: 'policies' })],
    [
      'a step of the policy in progress',
      '/billing/makeapayment/C4M7X2-1001/verification',
      inProgress({ door: 'policy', policyNumber: 'C4M7X2-1001' }),
    ],
    [
      "the bare address after the account landing's link started that account's payment",
      '/billing/makeapayment',
      { ...initialPaymentsState, accountNumber: 'N7310042', door: 'account' as const },
    ],
  ])('%s continues the payment in progress', (_label, path, payments) => {
    expect(startOf(paymentPageAt(path), payments)).toBeNull();
  });
});
