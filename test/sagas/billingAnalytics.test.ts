import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { all, call } from 'redux-saga/effects';
import { analyticsSaga } from '../../sagas/analytics';
import { billingSaga } from '../../sagas/billing';
import { paymentsSaga } from '../../sagas/payments';
import { analyticsReducer, type DataLayer } from '../../src/analytics/slice';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { billingActions } from '../../src/billing/catalogue';
import { billingReducer, initialBillingState } from '../../src/billing/slice';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { paymentsActions } from '../../src/payments/catalogue';
import { paymentsReducer, initialPaymentsState } from '../../src/payments/slice';
import type { BillingAccount } from '../../src/contract/billing';
import type { Services } from '../../src/services/types';
import { storageKeys } from '../../config/product';
import { fakeServices, fail, ok, type GatewayScript } from '../support/fakeServices';

// The billing group of the analytics data layer (billingLOB, current and selected plan) and the API
// outcome messages of the billing calls, as the data layer holds them after the real sagas ran.

const reducer = combineReducers({
  analytics: analyticsReducer,
  billing: billingReducer,
  payments: paymentsReducer,
  flags: flagsReducer,
  auth: authReducer,
});
const initial = {
  analytics: analyticsReducer(undefined, { type: '@@init' }),
  billing: initialBillingState,
  payments: initialPaymentsState,
  flags: initialFlagsState,
  auth: { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer' },
};
const account = {
  accountNumber: 'N4820015',
  side: 'mutual',
  balanceCents: 40000,
  amountDueCents: 40000,
  dueDate: '2026-12-01',
  autopay: null,
  policies: [
    { policyNumber: 'C4M7X2-1001', lineOfBusiness: 'auto', plan: 'monthly', amountDueCents: 26145, nextInstallment: null },
    { policyNumber: 'H8Q3R5-2002', lineOfBusiness: 'home', plan: 'quarterly', amountDueCents: 13855, nextInstallment: null },
  ],
} as unknown as BillingAccount;
const schedule = {
  policyNumber: 'C4M7X2-1001',
  currentPlan: 'monthly',
  plan: 'semiannual',
  discountCents: 6000,
  totalCents: 114000,
  installments: [{ dueDate: '2027-05-01', amountCents: 114000, feeCents: 0, discountCents: 6000 }],
};
const visa = { kind: 'card', label: 'Visa', lastFour: '1111', holderName: 'Daniel R Whitaker', expiry: '12/39' };

function* billingSagas(services: Services) {
  yield all([call(analyticsSaga, services), call(billingSaga, services), call(paymentsSaga, services)]);
}

/** Dispatches each action in turn; a number waits that many milliseconds (for an answer to arrive). */
async function run(gateway: GatewayScript, ...actions: ({ type: string } | number)[]) {
  const services = fakeServices({ gateway });
  let saga = expectSaga(billingSagas, services)
    .withReducer(reducer, initial as never)
    .dispatch(billingActions.accountsLoaded({ accounts: [account] }));
  for (const action of actions) saga = typeof action === 'number' ? saga.delay(action) : saga.dispatch(action);
  const { storeState } = await saga.silentRun(250);
  const layer = storeState.analytics as DataLayer;
  return { layer, stored: JSON.parse(services.session.get(storageKeys.analytics) ?? 'null') as DataLayer };
}

describe('the billing group of the data layer', () => {
  it('names every line of business and current plan of the loaded accounts, with no plan selected', async () => {
    const { layer, stored } = await run(() => ok({}));
    expect(layer.billing).toEqual({
      billingLOB: 'auto,home',
      billingCurrentPaymentPlan: 'monthly,quarterly',
      billingSelectedPaymentPlan: '',
    });
    expect(stored.billing).toEqual(layer.billing);
  });

  it('narrows to the policy whose plan is being changed: its line of business, its plan now and the plan chosen', async () => {
    const { layer, stored } = await run(
      () => ok(schedule),
      billingActions.paymentPlanSelected({ policyNumber: 'C4M7X2-1001', plan: 'semiannual' }),
    );
    expect(layer.billing).toEqual({ billingLOB: 'auto', billingCurrentPaymentPlan: 'monthly', billingSelectedPaymentPlan: 'semiannual' });
    expect(layer.message).toEqual({
      messageID: 'previewPaymentPlan',
      messageType: 'successful',
      messageDescription: 'previewPaymentPlan successful',
    });
    expect(stored.billing).toEqual(layer.billing);
  });

  it('shows the new plan as current once the change is made, with a successful message', async () => {
    const { layer } = await run(
      () => ok(schedule),
      billingActions.paymentPlanSelected({ policyNumber: 'C4M7X2-1001', plan: 'semiannual' }),
      billingActions.paymentPlanChangeRequested(),
    );
    expect(layer.billing).toEqual({
      billingLOB: 'auto',
      billingCurrentPaymentPlan: 'semiannual',
      billingSelectedPaymentPlan: 'semiannual',
    });
    expect(layer.message).toEqual({
      messageID: 'changePaymentPlan',
      messageType: 'successful',
      messageDescription: 'changePaymentPlan successful',
    });
  });

  it('records a refused plan change as an unsuccessful message and keeps the plan as it was', async () => {
    const refusal = 'That is already the payment plan of this policy. Please choose another plan.';
    const { layer } = await run(
      (e) => (e.name === 'changePaymentPlan' ? fail(400, 'bad_request', refusal) : ok(schedule)),
      billingActions.paymentPlanSelected({ policyNumber: 'C4M7X2-1001', plan: 'semiannual' }),
      billingActions.paymentPlanChangeRequested(),
    );
    expect(layer.message).toEqual({ messageID: 'changePaymentPlan', messageType: 'unsuccessful', messageDescription: refusal });
    expect(layer.billing.billingCurrentPaymentPlan).toBe('monthly');
  });

  it('names the policies paid when paying by policy, with no plan selected', async () => {
    const { layer } = await run(
      () => ok({}),
      paymentsActions.amountSubmitted({
        accountNumber: 'N4820015' as never,
        side: 'mutual',
        amountCents: 13855,
        policies: [{ policyNumber: 'H8Q3R5-2002' as never, amountCents: 13855 }],
      }),
    );
    expect(layer.billing).toEqual({ billingLOB: 'home', billingCurrentPaymentPlan: 'quarterly', billingSelectedPaymentPlan: '' });
  });
});

describe('API outcome messages of payments and automatic payments', () => {
  const payThrough = (answer: ReturnType<GatewayScript>) =>
    run(
      (e) => (e.name === 'tokenizePaymentMethod' ? ok({ token: 'tok_1', method: visa }) : answer),
      paymentsActions.amountSubmitted({ accountNumber: 'N4820015' as never, side: 'mutual', amountCents: 5000 }),
      paymentsActions.methodSubmitted({
        details: { kind: 'card', cardNumber: '4111111111111111', expiry: '12/39', securityCode: '737', holderName: 'Daniel R Whitaker' },
      }),
      20,
      paymentsActions.paymentSubmitRequested({}),
    );

  it('a payment taken: submitPayment successful, and the card number nowhere in the data layer', async () => {
    const { layer, stored } = await payThrough(
      ok({
        confirmationNumber: 'CM0123456789',
        accountNumber: 'N4820015',
        amountCents: 5000,
        method: visa,
        postedOn: '2026-11-22',
        remainingBalanceCents: 35000,
      }),
    );
    expect(layer.message).toEqual({
      messageID: 'submitPayment',
      messageType: 'successful',
      messageDescription: 'submitPayment successful',
    });
    expect(layer.billing).toEqual({
      billingLOB: 'auto,home',
      billingCurrentPaymentPlan: 'monthly,quarterly',
      billingSelectedPaymentPlan: '',
    });
    expect(JSON.stringify([layer, stored])).not.toMatch(/4111111111111111|"737"/);
  });

  it('a declined payment: submitPayment unsuccessful with the decline', async () => {
    const { layer } = await payThrough(fail(402, 'payment_declined', 'Your payment was declined.'));
    expect(layer.message).toEqual({
      messageID: 'submitPayment',
      messageType: 'unsuccessful',
      messageDescription: 'Your payment was declined.',
    });
  });

  it('automatic payments: enrollAutopay successful, or unsuccessful when the gateway cannot be reached', async () => {
    const chosen = billingActions.autopayReviewed({ accountNumber: 'N4820015', methodId: 'PM-1' });
    const done = await run(
      () => ok({ accountNumber: 'N4820015', method: { ...visa, methodId: 'PM-1' } }),
      chosen,
      billingActions.autopaySubmitRequested(),
    );
    expect(done.layer.message).toEqual({
      messageID: 'enrollAutopay',
      messageType: 'successful',
      messageDescription: 'enrollAutopay successful',
    });
    const lost = await run(() => 'network-failure', chosen, billingActions.autopaySubmitRequested());
    expect(lost.layer.message).toEqual({
      messageID: 'enrollAutopay',
      messageType: 'unsuccessful',
      messageDescription: 'The gateway could not be reached.',
    });
  });
});
