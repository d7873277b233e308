import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { push } from 'connected-react-router';
import { findBill } from '../../sagas/guestPay';
import { submitPaymentSaga, tokenizeMethod } from '../../sagas/payments';
import { guestPayActions } from '../../src/guestPay/catalogue';
import { guestPayReducer } from '../../src/guestPay/slice';
import { paymentsActions } from '../../src/payments/catalogue';
import { paymentsReducer, initialPaymentsState } from '../../src/payments/slice';
import { billingReducer } from '../../src/billing/slice';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { fakeServices, fail, ok } from '../support/fakeServices';

const reducer = combineReducers({ payments: paymentsReducer, billing: billingReducer, flags: flagsReducer, guestPay: guestPayReducer });
const initial = () => reducer(undefined, { type: '@@init' });
const bill = {
  grant: 'gpg_secret',
  expiresAt: '2026-11-22T12:00:00Z',
  accountNumber: 'N7310042',
  side: 'life',
  amountDueCents: 4050,
  dueDate: '2026-12-01',
} as const;
const search = { lineOfBusiness: 'life', policyNumber: 'L-204518736', dateOfBirth: '1985-09-30' } as const;
const method = { kind: 'bank' as const, label: 'JPMorgan Chase checking', lastFour: '1012', holderName: 'Pat Guest', expiry: null };
const receipt = {
  confirmationNumber: 'CM0123456789',
  accountNumber: 'N7310042',
  amountCents: 4050,
  method,
  postedOn: '2026-11-22',
  remainingBalanceCents: 0,
};

describe('finding a bill as a guest', () => {
  it('keeps the grant for the payment (not in the guest pay state) and goes to the life amount step', async () => {
    const services = fakeServices({ gateway: () => ok(bill) });
    const { storeState } = await expectSaga(findBill, services, guestPayActions.billSearchSubmitted({ search }))
      .withReducer(reducer, initial())
      .put(guestPayActions.billFound(bill as never))
      .put(push('/pay-as-guest/life-amount'))
      .run();
    expect(services.sent).toEqual([{ name: 'findGuestBill', request: { params: undefined, body: search, idempotencyKey: undefined } }]);
    expect(storeState.payments).toMatchObject({ accountNumber: 'N7310042', side: 'life', guestGrant: 'gpg_secret', intent: null });
    expect(JSON.stringify(storeState.guestPay)).not.toContain('gpg_secret');
  });

  it('shows the one refusal message and stays on the step', async () => {
    const message = "We couldn't find a bill that matches what you entered. Please check your details and try again.";
    const services = fakeServices({ gateway: () => fail(404, 'not_found', message) });
    const { storeState } = await expectSaga(findBill, services, guestPayActions.billSearchSubmitted({ search }))
      .withReducer(reducer, initial())
      .put(guestPayActions.billSearchFailed({ status: 404, message }))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
    expect(storeState.guestPay).toMatchObject({ searching: false, searchError: message, bill: null });
  });
});

describe('a guest pays through the payments saga, carrying the grant', () => {
  const withBill = () => {
    const state = reducer(initial(), guestPayActions.billFound(bill as never));
    return reducer(state, paymentsActions.amountSubmitted({ accountNumber: 'N7310042' as never, side: 'life', amountCents: 4050 }));
  };

  it('tokenizes with the grant and moves to the review step (make-payment)', async () => {
    const services = fakeServices({ gateway: () => ok({ token: 'tok_g', method }) });
    const details = {
      kind: 'bank' as const,
      routingNumber: '021000021',
      accountNumber: '987654321012',
      accountType: 'checking' as const,
      holderName: 'Pat Guest',
    };
    await expectSaga(tokenizeMethod, services, paymentsActions.methodSubmitted({ details }))
      .withReducer(reducer, withBill())
      .put(push('/pay-as-guest/make-payment'))
      .run();
    expect(services.sent[0]?.request.body).toEqual({ ...details, guestGrant: 'gpg_secret' });
  });

  it('submits with one key and the grant, and confirms under the guest address', async () => {
    const services = fakeServices({ gateway: () => ok(receipt) });
    const ready = reducer(withBill(), paymentsActions.methodTokenized({ token: 'tok_g', method }));
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, ready)
      .put(paymentsActions.paymentSubmitted({ key: 'id-1', receipt: receipt as never }))
      .put(push('/pay-as-guest/confirmation'))
      .run();
    expect(services.sent[0]?.request).toEqual({
      params: undefined,
      body: { accountNumber: 'N7310042', amountCents: 4050, token: 'tok_g', guestGrant: 'gpg_secret' },
      idempotencyKey: 'id-1',
    });
  });

  it('retries a network failure with the same key', async () => {
    let attempt = 0;
    const services = fakeServices({ gateway: () => (attempt++ === 0 ? 'network-failure' : ok(receipt)) });
    const ready = reducer(withBill(), paymentsActions.methodTokenized({ token: 'tok_g', method }));
    const first = await expectSaga(submitPaymentSaga, services).withReducer(reducer, ready).run();
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, first.storeState as typeof ready)
      .put(paymentsActions.paymentSubmitted({ key: 'id-1', receipt: receipt as never }))
      .run();
    expect(services.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1', 'id-1']);
  });

  it('shows the outage message when the gateway refuses inside its window, keeping the form', async () => {
    const services = fakeServices({ gateway: () => fail(409, 'billing_outage', 'Online payments are temporarily unavailable. ...') });
    const ready = reducer(withBill(), paymentsActions.methodTokenized({ token: 'tok_g', method }));
    const { storeState } = await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, ready)
      .put(paymentsActions.paymentBlockedByOutage({ outage: 'lifeBilling' }))
      .run();
    expect(storeState.payments).toMatchObject({
      blockedBy: 'lifeBilling',
      submitting: false,
      amountCents: 4050,
      method: { token: 'tok_g' },
      receipt: null,
    });
  });

  it('sends nothing inside the life billing outage window (the saga decides by the clock)', async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const flags = {
      ...initialFlagsState,
      config: {
        ...initialFlagsState.config,
        outages: { ...initialFlagsState.config.outages, lifeBilling: { start: '2026-11-22T09:00:00Z', end: '2026-11-22T11:00:00Z' } },
      },
    };
    const ready = { ...reducer(withBill(), paymentsActions.methodTokenized({ token: 'tok_g', method })), flags };
    const services = fakeServices({ gateway: () => ok(receipt), now });
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, ready)
      .put(paymentsActions.paymentBlockedByOutage({ outage: 'lifeBilling' }))
      .run();
    expect(services.sent).toEqual([]);
  });
});

it('starts over on the bare address: no grant, no amount', () => {
  const state = reducer(reducer(initial(), guestPayActions.billFound(bill as never)), guestPayActions.guestPayStarted());
  expect(state.payments).toEqual({ ...initialPaymentsState });
  expect(state.guestPay.bill).toBeNull();
});
