import type { Action } from 'redux';
import { call, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { push } from 'connected-react-router';
import { appActions } from '../src/shell/catalogue';
import { KeptPayment, guestPaymentActions, paymentsActions, type PaymentIntent } from '../src/payments/catalogue';
import { authActions } from '../src/auth/catalogue';
import { storageKeys } from '../config/product';
import { schedulePayment, submitPayment, type PaymentToken } from '../src/contract/payments';
import { tokenizeInstrument } from './instruments';
import { selectFlagsState } from '../src/flags/selectors';
import { isOutageActive } from '../src/shared/outages';
import { selectPayments } from '../src/payments/selectors';
import type { PaymentsState } from '../src/payments/slice';
import type { FlagsState } from '../src/flags/slice';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { stepPath, type PaymentStep } from '../src/payments/steps';
import { callEndpoint, type ApiResult } from './api';
import { failureOf, intentFor } from './intent';
import type { ParamsOf } from '../src/shared/route';
import { entering, enteringSaga } from './entering';
import { paymentRoutes } from '../src/shared/routes/payments';
import { readKept } from './session';

/** Moves to a step of the payment in progress, under the customer's or the guest's addresses. */
function* goToStep(step: PaymentStep) {
  const payments: PaymentsState = yield select(selectPayments);
  yield put(push(stepPath(payments, step)));
}

/** Whether each billing outage window holds the time now (the clock is a service, so tests pick the instant). */
export function* checkOutages(services: Services) {
  const now: number = yield call([services.clock, services.clock.now]);
  const flags: FlagsState = yield select(selectFlagsState);
  const result = {
    billing: isOutageActive(flags.config.outages.billing, now),
    lifeBilling: isOutageActive(flags.config.outages.lifeBilling, now),
    checkedAt: now,
  };
  yield put(paymentsActions.outageChecked(result));
  return result;
}

/** A payment answered for certain: taken now (its receipt) or scheduled for a later date. */
const done = (payments: PaymentsState) => payments.receipt !== null || payments.scheduled !== null;

type Start = ActionOf<typeof paymentsActions.paymentStarted>['payload'];

/** A payment of one account just started by a link naming it (the account landing's Make a payment), no amount yet. */
const startedForAccount = (payments: PaymentsState) =>
  payments.door === 'account' &&
  payments.accountNumber !== null &&
  payments.amountCents === null &&
  payments.receipt === null &&
  payments.scheduled === null &&
  payments.guestGrant === null;

/** The payment page entered: the account's (at its step, if any) or a policy's, with the parameters of its route. */
export type PaymentPage =
  ParamsOf<(typeof paymentRoutes.makeAPayment)['path']> | ParamsOf<(typeof paymentRoutes.makeAPaymentForPolicy)['path']>;

/**
 * Which fresh payment a payment page starts, if any: the bare address, /paypolicies and /{policyNumber}/singlepay
 * always do (unless /paypolicies continues its own payment, or the bare address follows a link that started the
 * payment of one account); a step address of another policy than the payment
 * in progress does too. Other step addresses continue the payment in progress (the quick payment's dialog
 * starts its own when it opens).
 */
export function startOf(page: PaymentPage, payments: PaymentsState, returning = false): Start | null {
  // Back, Forward or a reload to a step of the payment in progress continues it, the amount typed kept.
  if (returning && payments.amountCents !== null && !done(payments) && payments.guestGrant === null) return null;
  if (!('policyNumber' in page)) {
    if (page.step === undefined) return startedForAccount(payments) ? null : { accountNumber: null, door: 'account' };
    if (page.step !== 'paypolicies') return null;
    return payments.door === 'policies' && !done(payments) ? null : { accountNumber: null, door: 'policies' };
  }
  const continues = payments.door === 'policy' && payments.policyNumber === page.policyNumber && page.step !== 'singlepay';
  return continues ? null : { accountNumber: null, door: 'policy', policyNumber: page.policyNumber };
}

/** A payment's page: the payment it starts, if any, and the outage check. */
function* enterPayment(services: Services, page: PaymentPage) {
  const payments: PaymentsState = yield select(selectPayments);
  const returning: boolean = yield select(arrivedByHistory);
  const start = startOf(page, payments, returning);
  if (start) yield put(paymentsActions.paymentStarted(start));
  yield call(checkOutages, services);
}

export const onEntering = entering(paymentRoutes, { makeAPayment: enterPayment, makeAPaymentForPolicy: enterPayment });

/** Whether this page was reached by Back, Forward or a reload rather than by a link. */
const arrivedByHistory = (state: { router?: { action?: string } }) => state.router?.action === 'POP';

/**
 * What this tab keeps of the payment in progress (KeptPayment): a guest's reload keeps only the confirmation,
 * since the guest's grant is never kept; a payment not begun keeps nothing.
 */
export function keptOf(payments: PaymentsState): KeptPayment | null {
  const { accountNumber, side, amountCents, door, policyNumber, policies, method, intent, receipt } = payments;
  if (payments.guestGrant !== null)
    return receipt
      ? { accountNumber, side, amountCents: null, door, policyNumber: null, policies: null, method: null, intent: null, receipt }
      : null;
  if (accountNumber === null && receipt === null) return null;
  const kept = { accountNumber, side, amountCents, door, policyNumber, policies: policies && [...policies], method, intent, receipt };
  return payments.scheduled ? { ...kept, scheduled: payments.scheduled } : kept;
}

function* keepPayment(services: Services) {
  const payments: PaymentsState = yield select(selectPayments);
  const kept = keptOf(payments);
  if (kept) yield call([services.session, services.session.set], storageKeys.paymentInProgress, JSON.stringify(kept));
  else yield call([services.session, services.session.remove], storageKeys.paymentInProgress);
}

/**
 * After a reload: the payment in progress in this tab comes back before its page is first drawn, as the payments
 * area starts (its chunk arrives with the first route that needs it, after the page load's `app/started`).
 */
export function* resumePayment(services: Services) {
  const kept = yield* readKept(services, KeptPayment, storageKeys.paymentInProgress);
  if (kept) yield put(paymentsActions.paymentResumed(kept));
}

function* onAmountSubmitted() {
  yield call(goToStep, 'method');
}

function* onStepRequested(action: ActionOf<typeof paymentsActions.stepRequested>) {
  yield call(goToStep, action.payload.step);
}

/** What a guest sends in place of a customer's token (nothing for a signed-in customer). */
const grantOf = (payments: PaymentsState) => (payments.guestGrant === null ? {} : { guestGrant: payments.guestGrant });

export function* tokenizeMethod(services: Services, action: ActionOf<typeof paymentsActions.methodSubmitted>) {
  const payments: PaymentsState = yield select(selectPayments);
  const result: ApiResult<PaymentToken> = yield call(tokenizeInstrument, services, action.payload.details, grantOf(payments));
  if (!result.ok) {
    yield put(paymentsActions.methodTokenizeFailed({ status: result.status, message: result.message }));
    return;
  }
  yield put(paymentsActions.methodTokenized(result.value));
  yield call(goToStep, 'verification');
}

/**
 * Submits the payment of the verification step. The intent gets its idempotency key here, once; a
 * retry, a second click or a resubmit after a network failure finds the same intent and sends the same
 * key, so the gateway takes the money at most once. An active outage window stops it before any call.
 */
export function* submitPaymentSaga(services: Services) {
  const payments: PaymentsState = yield select(selectPayments);
  if (!payments.accountNumber || payments.amountCents === null || !payments.method) return;
  const outages: { billing: boolean; lifeBilling: boolean } = yield call(checkOutages, services);
  const outage = payments.side === 'life' ? 'lifeBilling' : 'billing';
  if (outages[outage]) {
    yield put(paymentsActions.paymentBlockedByOutage({ outage }));
    return;
  }
  const content = {
    accountNumber: payments.accountNumber as PaymentIntent['accountNumber'],
    amountCents: payments.amountCents,
    token: payments.method.token,
    ...(payments.policies ? { policies: [...payments.policies] } : {}),
    ...(payments.creditAccepted ? { creditAccepted: true } : {}),
    ...(payments.payOn !== null && payments.guestGrant === null ? { payOn: payments.payOn as NonNullable<PaymentIntent['payOn']> } : {}),
  };
  const intent: PaymentIntent = yield* intentFor(services, payments.intent, content, paymentsActions.paymentIntentCreated);
  if (intent.payOn !== undefined) {
    yield call(schedulePaymentSaga, services, intent, outage);
    return;
  }
  const { key, ...body } = intent;
  const result = yield* callEndpoint(services, submitPayment, {
    body: { ...body, ...grantOf(payments) },
    idempotencyKey: key,
    actionName: 'submitPayment',
  });
  if (result.ok) {
    // Balances and histories changed: cached queries are stale.
    yield call([services.queries, services.queries.clear]);
    yield put(paymentsActions.paymentSubmitted({ key, receipt: result.value }));
    yield call(goToStep, 'confirmation');
  } else if (result.error === 'billing_outage') {
    // The gateway's own outage check (its clock) refused it: no money moved, a later try is a new payment.
    yield put(paymentsActions.paymentBlockedByOutage({ outage }));
  } else {
    yield put(paymentsActions.paymentFailed({ key, failure: failureOf(result), status: result.status, message: result.message }));
  }
}

/**
 * Schedules the payment of the verification step for the later date chosen, with the intent's one key: the gateway
 * keeps it and takes it on that date (a refusal of the date says why, in the gateway's words).
 */
export function* schedulePaymentSaga(services: Services, intent: PaymentIntent, outage: 'billing' | 'lifeBilling') {
  const { key, creditAccepted: _credit, payOn, ...body } = intent as PaymentIntent & { creditAccepted?: boolean };
  const result = yield* callEndpoint(services, schedulePayment, {
    body: { ...body, payOn: payOn! },
    idempotencyKey: key,
    actionName: 'schedulePayment',
  });
  if (result.ok) {
    // The billing centre lists scheduled payments: cached queries are stale.
    yield call([services.queries, services.queries.clear]);
    yield put(paymentsActions.paymentScheduled({ key, scheduled: result.value }));
    yield call(goToStep, 'confirmation');
  } else if (result.error === 'billing_outage') {
    yield put(paymentsActions.paymentBlockedByOutage({ outage }));
  } else {
    yield put(paymentsActions.paymentFailed({ key, failure: failureOf(result), status: result.status, message: result.message }));
  }
}

/** The area's slice joins the state at its `app/domainsStarted`: the payment kept in this tab comes back right after. */
function* resumeOnAreaStart(services: Services) {
  yield take((action: Action) => appActions.domainsStarted.match(action) && action.payload.domains.includes('payments'));
  yield call(resumePayment, services);
}

export function* paymentsSaga(services: Services) {
  yield fork(resumeOnAreaStart, services);
  yield takeEvery(
    [
      paymentsActions.paymentStarted.type,
      paymentsActions.amountSubmitted.type,
      paymentsActions.methodTokenized.type,
      paymentsActions.paymentIntentCreated.type,
      paymentsActions.paymentSubmitted.type,
      paymentsActions.paymentScheduled.type,
      paymentsActions.paymentFailed.type,
      guestPaymentActions.billFound.type,
      guestPaymentActions.guestPayStarted.type,
      authActions.signedOut.type,
    ],
    keepPayment,
    services,
  );
  yield enteringSaga(services, onEntering, { every: true });
  yield takeEvery(paymentsActions.amountSubmitted.type, onAmountSubmitted);
  yield takeEvery(paymentsActions.stepRequested.type, onStepRequested);
  yield takeLatest(paymentsActions.methodSubmitted.type, tokenizeMethod, services);
  // A second click while the first submission runs is ignored; the key would be the same anyway.
  yield takeLeading(paymentsActions.paymentSubmitRequested.type, submitPaymentSaga, services);
}
