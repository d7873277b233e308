import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { push } from 'connected-react-router';
import { submitAutopay, submitPlanChange } from '../../sagas/billing';
import { billingActions } from '../../src/billing/catalogue';
import { billingReducer, initialBillingState, type BillingState } from '../../src/billing/slice';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { fakeServices, fail, ok, type GatewayScript } from '../support/fakeServices';

// Automatic payments and payment plan changes carry one idempotency key per intent, created by the saga
// once and kept in the store, so a retry after a network failure cannot change anything twice.

const reducer = combineReducers({ billing: billingReducer, auth: authReducer });
const signedIn = { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer' };
const method = { methodId: 'PM-1', kind: 'card', label: 'Visa', lastFour: '1111', holderName: 'Daniel R Whitaker', expiry: '12/39' };
const schedule = {
  policyNumber: 'C4M7X2-1001',
  currentPlan: 'monthly',
  plan: 'semiannual',
  discountCents: 6000,
  totalCents: 114000,
  installments: [{ dueDate: '2027-05-01', amountCents: 114000, feeCents: 0, discountCents: 6000 }],
};
const autopayChosen = (methodId: string | null, intent: BillingState['autopay']['intent'] = null) => ({
  auth: signedIn,
  billing: {
    ...initialBillingState,
    autopay: { ...initialBillingState.autopay, choice: { accountNumber: 'N4820015', methodId }, busy: true, intent },
  },
});
const planChosen = (intent: BillingState['planChange']['intent'] = null) => ({
  auth: signedIn,
  billing: {
    ...initialBillingState,
    planChange: {
      ...initialBillingState.planChange,
      choice: { policyNumber: 'C4M7X2-1001', plan: 'semiannual' as const },
      busy: true,
      intent,
      preview: schedule,
    },
  },
});

/** Runs a saga from a state, returning the store after it and the keys the gateway received. */
async function run(saga: typeof submitAutopay, state: object, gateway: GatewayScript, ids = fakeServices({ gateway })) {
  const { storeState } = await expectSaga(saga, ids)
    .withReducer(reducer, state as never)
    .run();
  return { state: storeState as { billing: BillingState }, keys: ids.sent.map((s) => s.request.idempotencyKey), services: ids };
}

describe('automatic payments change: one idempotency key per intent', () => {
  it('creates the key once, announces it before the call, and sends it with the enrolment', async () => {
    const services = fakeServices({ gateway: () => ok({ accountNumber: 'N4820015', method }) });
    const { storeState } = await expectSaga(submitAutopay, services)
      .withReducer(reducer, autopayChosen('PM-1') as never)
      .put(billingActions.autopayIntentCreated({ key: 'id-1', accountNumber: 'N4820015', methodId: 'PM-1' }))
      .put(billingActions.autopayChanged({ accountNumber: 'N4820015', method } as never))
      .put(push('/billing/autopay/confirmation'))
      .run();
    expect(services.sent).toMatchObject([{ name: 'enrollAutopay', request: { idempotencyKey: 'id-1', body: { methodId: 'PM-1' } } }]);
    // Answered for certain: the next change is a new intent.
    expect(storeState.billing.autopay.intent).toBeNull();
  });

  it('cancels with its own key', async () => {
    const { keys, services } = await run(submitAutopay, autopayChosen(null), () => ok({ accountNumber: 'N4820015', method: null }));
    expect(services.sent[0]?.name).toBe('cancelAutopay');
    expect(keys).toEqual(['id-1']);
  });

  it('keeps the key after a network failure and sends the same key again on retry, then completes', async () => {
    const first = await run(submitAutopay, autopayChosen('PM-1'), () => 'network-failure');
    expect(first.state.billing.autopay.intent).toEqual({ key: 'id-1', accountNumber: 'N4820015', methodId: 'PM-1' });
    expect(first.state.billing.autopay.error).toBe('The gateway could not be reached.');

    // The customer reviews the same choice again and resubmits: no new key is made.
    const reviewed = reducer(first.state as never, billingActions.autopayReviewed({ accountNumber: 'N4820015', methodId: 'PM-1' }));
    const services = fakeServices({ gateway: () => ok({ accountNumber: 'N4820015', method }) });
    await expectSaga(submitAutopay, services)
      .withReducer(reducer, reviewed as never)
      .not.put.actionType(billingActions.autopayIntentCreated.type)
      .put(billingActions.autopayChanged({ accountNumber: 'N4820015', method } as never))
      .run();
    expect(services.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1']);
  });

  it('a server error (5xx) also leaves the outcome unknown and keeps the key', async () => {
    const { state } = await run(submitAutopay, autopayChosen('PM-1'), () => fail(503, 'unavailable', 'try later'));
    expect(state.billing.autopay.intent?.key).toBe('id-1');
  });

  it('a refusal ends the intent: the next attempt gets a new key', async () => {
    const services = fakeServices({ gateway: () => fail(404, 'not_found', 'We could not find that payment method.') });
    const { storeState } = await expectSaga(submitAutopay, services)
      .withReducer(reducer, autopayChosen('PM-9') as never)
      .put(
        billingActions.autopayChangeFailed({
          key: 'id-1',
          failure: 'rejected',
          status: 404,
          message: 'We could not find that payment method.',
        }),
      )
      .not.put(push('/billing/autopay/confirmation'))
      .run();
    expect(storeState.billing.autopay.intent).toBeNull();
    expect(storeState.billing.autopay.error).toBe('We could not find that payment method.');
  });

  it('another choice after a network failure is a new intent with a new key', async () => {
    const kept = { key: 'id-7', accountNumber: 'N4820015', methodId: 'PM-1' };
    const { keys } = await run(submitAutopay, autopayChosen('PM-2', kept), () =>
      ok({ accountNumber: 'N4820015', method: { ...method, methodId: 'PM-2' } }),
    );
    expect(keys).toEqual(['id-1']);
  });

  it('folding the log rebuilds the kept intent, so a resubmit after replay reuses the key', () => {
    const log = [
      billingActions.autopayReviewed({ accountNumber: 'N4820015', methodId: 'PM-1' }),
      billingActions.autopaySubmitRequested(),
      billingActions.autopayIntentCreated({ key: 'k-123456789', accountNumber: 'N4820015', methodId: 'PM-1' }),
      billingActions.autopayChangeFailed({
        key: 'k-123456789',
        failure: 'technical',
        status: null,
        message: 'The gateway could not be reached.',
      }),
    ];
    const state = log.reduce((s, a) => billingReducer(s, a), initialBillingState);
    expect(state.autopay.intent?.key).toBe('k-123456789');
  });
});

describe('payment plan change: one idempotency key per intent', () => {
  it('creates the key once and sends it with the change', async () => {
    const services = fakeServices({ gateway: () => ok(schedule) });
    await expectSaga(submitPlanChange, services)
      .withReducer(reducer, planChosen() as never)
      .put(billingActions.paymentPlanIntentCreated({ key: 'id-1', policyNumber: 'C4M7X2-1001', plan: 'semiannual' }))
      .put(billingActions.paymentPlanChanged({ schedule } as never))
      .put(push('/billing/change-payment-plan/C4M7X2-1001/confirmation-payment-plan'))
      .run();
    expect(services.sent).toMatchObject([
      {
        name: 'changePaymentPlan',
        request: { idempotencyKey: 'id-1', params: { policyNumber: 'C4M7X2-1001' }, body: { plan: 'semiannual' } },
      },
    ]);
  });

  it('retries after a network failure with the same key, even after the plan is previewed again', async () => {
    const first = await run(submitPlanChange, planChosen(), () => 'network-failure');
    expect(first.state.billing.planChange.intent).toEqual({ key: 'id-1', policyNumber: 'C4M7X2-1001', plan: 'semiannual' });
    const again = reducer(first.state as never, billingActions.paymentPlanSelected({ policyNumber: 'C4M7X2-1001', plan: 'semiannual' }));
    const second = await run(submitPlanChange, again, () => ok(schedule));
    expect(second.keys).toEqual(['id-1']);
    expect(second.state.billing.planChange.outcome).toEqual(schedule);
    expect(second.state.billing.planChange.intent).toBeNull();
  });

  it('a refusal (same plan) ends the intent and stays on review', async () => {
    const services = fakeServices({
      gateway: () => fail(400, 'bad_request', 'That is already the payment plan of this policy. Please choose another plan.'),
    });
    const { storeState } = await expectSaga(submitPlanChange, services)
      .withReducer(reducer, planChosen() as never)
      .put(
        billingActions.paymentPlanChangeFailed({
          key: 'id-1',
          failure: 'rejected',
          status: 400,
          message: 'That is already the payment plan of this policy. Please choose another plan.',
        }),
      )
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
    expect(storeState.billing.planChange.intent).toBeNull();
  });

  it('a key reused for another change (409 different request) is a refusal, not a retry', async () => {
    const { state } = await run(submitPlanChange, planChosen({ key: 'id-5', policyNumber: 'C4M7X2-1001', plan: 'semiannual' }), () =>
      fail(409, 'idempotency_conflict', 'This idempotency key was already used for a different request.'),
    );
    expect(state.billing.planChange.intent).toBeNull();
    expect(state.billing.planChange.error).toContain('different request');
  });
});
