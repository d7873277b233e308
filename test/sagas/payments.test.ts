import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { push } from 'connected-react-router';
import { checkOutages, submitPaymentSaga, tokenizeMethod } from '../../sagas/payments';
import { paymentsActions } from '../../src/payments/catalogue';
import { paymentsReducer, initialPaymentsState, type PaymentsState } from '../../src/payments/slice';
import { billingReducer, initialBillingState } from '../../src/billing/slice';
import { flagsReducer, initialFlagsState, type FlagsState } from '../../src/flags/slice';
import { apiActions } from '../../src/api/catalogue';
import { fakeServices, fail, ok, type GatewayScript } from '../support/fakeServices';

const reducer = combineReducers({ payments: paymentsReducer, billing: billingReducer, flags: flagsReducer });
const method = { kind: 'bank' as const, label: 'JPMorgan Chase checking', lastFour: '1012', holderName: 'Daniel Whitaker', expiry: null };
const receipt = {
  confirmationNumber: 'CM0123456789',
  accountNumber: 'N4820015',
  amountCents: 2500,
  method,
  postedOn: '2026-11-22',
  remainingBalanceCents: 10000,
};

const ready: PaymentsState = {
  ...initialPaymentsState,
  accountNumber: 'N4820015',
  side: 'mutual',
  amountCents: 2500,
  method: { token: 'tok_1', summary: method },
};
const withOutage = (window: { start: string | null; end: string | null }): FlagsState => ({
  ...initialFlagsState,
  config: { ...initialFlagsState.config, outages: { ...initialFlagsState.config.outages, billing: window } },
});
const state = (payments: PaymentsState = ready, flags: FlagsState = initialFlagsState) => ({
  payments,
  billing: initialBillingState,
  flags,
});

const paymentCalls = (services: ReturnType<typeof fakeServices>) => services.sent.filter((s) => s.name === 'submitPayment');

describe('submitting a payment', () => {
  it('creates one idempotency key for the intent, sends it, and confirms the payment', async () => {
    const services = fakeServices({ gateway: () => ok(receipt) });
    const { storeState } = await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state())
      .put(paymentsActions.paymentIntentCreated({ key: 'id-1', accountNumber: 'N4820015' as never, amountCents: 2500, token: 'tok_1' }))
      .put(apiActions.callSucceeded({ actionName: 'submitPayment', key: 'id-1' }))
      .put(paymentsActions.paymentSubmitted({ key: 'id-1', receipt: receipt as never }))
      .put(push('/billing/makeapayment/confirmation'))
      .run();
    expect(paymentCalls(services)).toEqual([
      {
        name: 'submitPayment',
        request: { params: undefined, body: { accountNumber: 'N4820015', amountCents: 2500, token: 'tok_1' }, idempotencyKey: 'id-1' },
      },
    ]);
    expect(storeState.payments.receipt).toEqual(receipt);
  });

  it('keeps the intent after a network failure, and the retry sends the same key', async () => {
    let attempt = 0;
    const script: GatewayScript = () => (attempt++ === 0 ? 'network-failure' : ok(receipt));
    const services = fakeServices({ gateway: script });
    const first = await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state())
      .put.like({ action: { type: paymentsActions.paymentFailed.type, payload: { key: 'id-1', failure: 'technical', status: null } } })
      .run();
    expect(first.storeState.payments.intent?.key).toBe('id-1');
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, first.storeState as ReturnType<typeof state>)
      .not.put.actionType(paymentsActions.paymentIntentCreated.type)
      .put(paymentsActions.paymentSubmitted({ key: 'id-1', receipt: receipt as never }))
      .run();
    expect(paymentCalls(services).map((c) => c.request.idempotencyKey)).toEqual(['id-1', 'id-1']);
  });

  it('treats a server error or a still-running first request as an unknown outcome and keeps the key', async () => {
    for (const answer of [
      fail(500, 'internal_error', 'x'),
      fail(409, 'idempotency_conflict', 'A request with this idempotency key is still being processed. Try again in a moment.'),
    ]) {
      const services = fakeServices({ gateway: () => answer });
      const { storeState } = await expectSaga(submitPaymentSaga, services)
        .withReducer(reducer, state())
        .put.like({ action: { type: paymentsActions.paymentFailed.type, payload: { failure: 'technical' } } })
        .run();
      expect(storeState.payments.intent?.key).toBe('id-1');
    }
  });

  it('ends the intent on a decline, so a new attempt (another method) gets a new key', async () => {
    let attempt = 0;
    const services = fakeServices({
      gateway: () =>
        attempt++ === 0
          ? fail(402, 'payment_declined', 'Your payment method was declined. Please use another payment method.')
          : ok(receipt),
    });
    const declined = await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state())
      .put(
        paymentsActions.paymentFailed({
          key: 'id-1',
          failure: 'declined',
          status: 402,
          message: 'Your payment method was declined. Please use another payment method.',
        }),
      )
      .run();
    expect(declined.storeState.payments).toMatchObject({
      intent: null,
      failure: { kind: 'declined' },
      amountCents: 2500,
      method: ready.method,
    });
    const next = paymentsReducer(declined.storeState.payments, paymentsActions.methodTokenized({ token: 'tok_2', method }));
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, { ...(declined.storeState as ReturnType<typeof state>), payments: next })
      .put(paymentsActions.paymentIntentCreated({ key: 'id-2', accountNumber: 'N4820015' as never, amountCents: 2500, token: 'tok_2' }))
      .run();
  });

  it('makes a new key when the customer changes the amount after a failure', async () => {
    const services = fakeServices({ gateway: () => ok(receipt) });
    const changed = {
      ...ready,
      amountCents: 3000,
      intent: { key: 'old-key', accountNumber: 'N4820015' as never, amountCents: 2500, token: 'tok_1' },
    };
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state(changed))
      .put.like({ action: { type: paymentsActions.paymentIntentCreated.type, payload: { key: 'id-1', amountCents: 3000 } } })
      .run();
  });

  it("refuses to send inside the billing outage window, and sends at the window's end", async () => {
    const window = { start: '2026-11-22T14:00:00Z', end: '2026-11-22T15:00:00Z' };
    const inside = fakeServices({ now: Date.parse('2026-11-22T14:59:59.999Z'), gateway: () => ok(receipt) });
    await expectSaga(submitPaymentSaga, inside)
      .withReducer(reducer, state(ready, withOutage(window)))
      .put(paymentsActions.paymentBlockedByOutage({ outage: 'billing' }))
      .run();
    expect(paymentCalls(inside)).toEqual([]);
    const atStart = fakeServices({ now: Date.parse(window.start), gateway: () => ok(receipt) });
    await expectSaga(submitPaymentSaga, atStart)
      .withReducer(reducer, state(ready, withOutage(window)))
      .put(paymentsActions.paymentBlockedByOutage({ outage: 'billing' }))
      .run();
    const atEnd = fakeServices({ now: Date.parse(window.end), gateway: () => ok(receipt) });
    await expectSaga(submitPaymentSaga, atEnd)
      .withReducer(reducer, state(ready, withOutage(window)))
      .put.actionType(paymentsActions.paymentSubmitted.type)
      .run();
    const justBefore = fakeServices({ now: Date.parse(window.start) - 1, gateway: () => ok(receipt) });
    await expectSaga(submitPaymentSaga, justBefore)
      .withReducer(reducer, state(ready, withOutage(window)))
      .put.actionType(paymentsActions.paymentSubmitted.type)
      .run();
  });

  it('lets a life payment through a billing outage (life billing has its own window)', async () => {
    const services = fakeServices({ now: Date.parse('2026-11-22T14:30:00Z'), gateway: () => ok(receipt) });
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state({ ...ready, side: 'life' }, withOutage({ start: '2026-11-22T14:00:00Z', end: '2026-11-22T15:00:00Z' })))
      .put.actionType(paymentsActions.paymentSubmitted.type)
      .run();
  });

  it('reports the outage windows as checked now', async () => {
    const services = fakeServices({ now: Date.parse('2026-11-22T14:30:00Z') });
    await expectSaga(checkOutages, services)
      .withReducer(reducer, state(ready, withOutage({ start: '2026-11-22T14:00:00Z', end: '2026-11-22T15:00:00Z' })))
      .put(paymentsActions.outageChecked({ billing: true, lifeBilling: false, checkedAt: Date.parse('2026-11-22T14:30:00Z') }))
      .run();
  });
});

describe('tokenizing a payment method', () => {
  const details = {
    kind: 'card' as const,
    cardNumber: '4111111111111111',
    expiry: '12/39',
    securityCode: '737',
    holderName: 'Daniel Whitaker',
  };

  it('exchanges the typed card for a token and moves to verification', async () => {
    const services = fakeServices({
      gateway: () => ok({ token: 'tok_9', method: { ...method, kind: 'card', label: 'Visa', lastFour: '1111', expiry: '12/39' } }),
    });
    const { storeState } = await expectSaga(tokenizeMethod, services, paymentsActions.methodSubmitted({ details }))
      .withReducer(reducer, state())
      .put.actionType(paymentsActions.methodTokenized.type)
      .put(push('/billing/makeapayment/verification'))
      .run();
    expect(JSON.stringify(storeState)).not.toContain('4111111111111111');
    expect(JSON.stringify(storeState)).not.toContain('737');
  });

  it('reports a refused method and stays on the step', async () => {
    const services = fakeServices({ gateway: () => fail(400, 'bad_request', 'Please enter a valid card number') });
    await expectSaga(tokenizeMethod, services, paymentsActions.methodSubmitted({ details }))
      .withReducer(reducer, state())
      .put(paymentsActions.methodTokenizeFailed({ status: 400, message: 'Please enter a valid card number' }))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
  });
});
