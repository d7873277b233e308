import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { push } from 'connected-react-router';
import { billingActions, type AutopayIntent, type PaymentPlanIntent, type ScheduledPaymentIntent } from '../src/billing/catalogue';
import { selectBilling } from '../src/billing/selectors';
import type { BillingState } from '../src/billing/slice';
import {
  changePaymentPlan,
  getBackbill,
  getBillingAccounts,
  getBillingStatements,
  getBillingTransactions,
  getCanceledPayments,
  getInstallments,
  issueStatementLinks,
  maxStatementLinks,
  previewPaymentPlan,
  type AccountInstallment,
  type Backbill,
  type BillingAccount,
  type CanceledPayment,
} from '../src/contract/billing';
import { loadRentersBalance } from './policies';
import {
  cancelAutopay,
  cancelScheduledPayment,
  changeScheduledPayment,
  enrollAutopay,
  getPaymentMethods,
  getScheduledPayments,
  removePaymentMethod,
  savePaymentMethod,
} from '../src/contract/payments';
import { tokenizeInstrument } from './instruments';
import { stepUpHeaders } from './stepUp';
import type { ActionOf } from '../src/bus/catalogue';
import type { Endpoint } from '../src/contract/endpoint';
import type * as t from 'io-ts';
import type { UnknownAction } from 'redux';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { forceSignOut } from './auth';
import { knownAuthStatus } from './navigation';
import { submitOnce } from './intent';
import { enterBy, entering, enteringSaga, everyRouteOf, mergeEntering } from './entering';
import { billingRoutes, paymentRoutes, shellRoutes } from '../src/shared/routes';

export function* loadBillingAccounts(services: Services) {
  const result = yield* callEndpoint(services, getBillingAccounts, { actionName: 'billingAccounts' });
  if (result.ok) yield put(billingActions.accountsLoaded({ accounts: result.value.accounts }));
  else yield put(billingActions.accountsLoadFailed({ message: result.message }));
  return result;
}

export function* loadTransactions(services: Services, accountNumber: string) {
  const result = yield* callEndpoint(services, getBillingTransactions, { params: { accountNumber }, actionName: 'billingTransactions' });
  if (result.ok) yield put(billingActions.transactionsLoaded({ accountNumber, transactions: result.value.transactions }));
  else yield put(billingActions.transactionsLoadFailed({ accountNumber, message: result.message }));
}

/** Statements, then fresh short-lived links to their PDFs (never cached: each link expires). */
export function* loadStatements(services: Services) {
  const result = yield* callEndpoint(services, getBillingStatements, { actionName: 'billingStatements' });
  if (!result.ok) {
    yield put(billingActions.statementsLoadFailed({ message: result.message }));
    return;
  }
  yield put(billingActions.statementsLoaded({ statements: result.value.statements }));
  const ids = result.value.statements.map((s) => s.statementId);
  for (let start = 0; start < ids.length; start += maxStatementLinks) {
    const links = yield* callEndpoint(services, issueStatementLinks, {
      body: { statementIds: ids.slice(start, start + maxStatementLinks) },
    });
    yield put(
      links.ok
        ? billingActions.statementLinksIssued({ links: links.value.links })
        : billingActions.statementLinksFailed({ message: links.message }),
    );
  }
}

/** One account-scoped ledger read: its answer becomes the event `loaded` makes, a failure `ledgerLoadFailed`. */
export function* loadLedgerRead<R extends t.Mixed>(
  services: Services,
  endpoint: Endpoint<{ accountNumber: string }, t.Mixed, R>,
  accountNumber: string,
  loaded: (value: t.TypeOf<R>) => UnknownAction,
) {
  const result = yield* callEndpoint(services, endpoint, { params: { accountNumber }, actionName: endpoint.name });
  yield put(
    result.ok ? loaded(result.value) : billingActions.ledgerLoadFailed({ call: endpoint.name, accountNumber, message: result.message }),
  );
}

/** The ledger reads beside the transactions, by what they show. */
const ledgerReads = {
  installments: (services: Services, accountNumber: string) =>
    call(loadLedgerRead, services, getInstallments, accountNumber, (v: { installments: AccountInstallment[] }) =>
      billingActions.installmentsLoaded({ accountNumber, installments: v.installments }),
    ),
  canceledPayments: (services: Services, accountNumber: string) =>
    call(loadLedgerRead, services, getCanceledPayments, accountNumber, (v: { payments: CanceledPayment[] }) =>
      billingActions.canceledPaymentsLoaded({ accountNumber, payments: v.payments }),
    ),
  backbills: (services: Services, accountNumber: string) =>
    call(loadLedgerRead, services, getBackbill, accountNumber, (v: { backbills: Backbill[] }) =>
      billingActions.backbillsLoaded({ accountNumber, backbills: v.backbills }),
    ),
};
type LedgerRead = keyof typeof ledgerReads;

/**
 * The overview (also under the quick payment dialog) shows each account's installments and each renters
 * policy's balance; the history its backbills and canceled payments.
 */
function* loadLedgers(services: Services, view: 'overview' | 'history' | null, accounts: readonly BillingAccount[]) {
  const reads: LedgerRead[] = view === 'history' ? ['backbills', 'canceledPayments'] : view === 'overview' ? ['installments'] : [];
  const renters = view === 'overview' ? accounts.flatMap((a) => a.policies.filter((p) => p.lineOfBusiness === 'renters')) : [];
  yield all([
    ...accounts.flatMap((a) => reads.map((read) => ledgerReads[read](services, a.accountNumber))),
    ...renters.map((p) => call(loadRentersBalance, services, p.policyNumber)),
  ]);
}

export function* loadMethods(services: Services) {
  const result = yield* callEndpoint(services, getPaymentMethods, { actionName: 'paymentMethods' });
  yield put(
    result.ok
      ? billingActions.methodsLoaded({ methods: result.value.methods })
      : billingActions.methodsLoadFailed({ message: result.message }),
  );
}

/** What a billing page shows beside the accounts: which ledger, the statements, the saved methods. */
interface BillingVisit {
  readonly ledger?: 'history' | 'overview';
  /** The payments on a later date (the overview lists them). */
  readonly scheduled?: boolean;
  readonly statements?: boolean;
  readonly methods?: boolean;
}

const visit = ({ ledger, statements = false, methods = false, scheduled = false }: BillingVisit) =>
  function* visitBilling(services: Services) {
    const status: string = yield call(knownAuthStatus);
    if (status !== 'signedIn') return;
    const result = yield* loadBillingAccounts(services);
    if (!result.ok && result.status === 401) {
      yield call(forceSignOut, services);
      return;
    }
    if (result.ok && ledger === 'history') {
      yield all(result.value.accounts.map((a: BillingAccount) => call(loadTransactions, services, a.accountNumber)));
    }
    if (result.ok) yield call(loadLedgers, services, ledger ?? null, result.value.accounts);
    if (statements) yield call(loadStatements, services);
    if (methods) yield call(loadMethods, services);
    if (scheduled && result.ok) yield call(loadScheduledPayments, services);
  };

/** The pages that show billing accounts (the account landing shows what is due); some show more. */
const accounts = visit({});
const overview = visit({ ledger: 'overview', scheduled: true });
const withMethods = visit({ methods: true });

export const onEntering = mergeEntering(
  entering(billingRoutes, {
    ...everyRouteOf(billingRoutes, accounts),
    billing: overview,
    billingOverview: overview,
    billingTransactions: visit({ ledger: 'history', scheduled: true }),
    billingStatements: visit({ statements: true }),
    billingPaymentMethods: withMethods,
    billingAutopay: withMethods,
  }),
  entering(paymentRoutes, {
    // The quick payment's dialog sits over the overview, whose ledger it shows.
    makeAPayment: (services, { step }) => (step === 'paymentmodal' ? overview(services) : accounts(services)),
    makeAPaymentForPolicy: accounts,
  }),
  entering(shellRoutes, { account: accounts }),
);

export const loadBilling = enterBy(onEntering);

/** Balances, methods and plans changed: every cached query may be stale. */
function* forgetQueries(services: Services) {
  yield call([services.queries, services.queries.clear]);
}

/** Adds a saved method: the numbers go to the tokenization call once; only the token is saved. */
export function* addMethod(services: Services, action: ActionOf<typeof billingActions.methodAddRequested>) {
  const proof: ApiResult<Record<string, string>> = yield call(stepUpHeaders, services, action.payload.currentPassword);
  if (!proof.ok) {
    yield put(billingActions.methodSaveFailed({ message: proof.message }));
    return;
  }
  const token: ApiResult<{ token: string }> = yield call(tokenizeInstrument, services, action.payload.details);
  if (!token.ok) {
    yield put(billingActions.methodSaveFailed({ message: token.message }));
    return;
  }
  const saved = yield* callEndpoint(services, savePaymentMethod, {
    body: { token: token.value.token },
    headers: proof.value,
    actionName: 'savePaymentMethod',
  });
  if (!saved.ok) {
    yield put(billingActions.methodSaveFailed({ message: saved.message }));
    return;
  }
  yield call(forgetQueries, services);
  yield put(billingActions.methodSaved({ method: saved.value }));
}

export function* removeMethod(services: Services, action: ActionOf<typeof billingActions.methodRemoveRequested>) {
  const { methodId } = action.payload;
  const proof: ApiResult<Record<string, string>> = yield call(stepUpHeaders, services, action.payload.currentPassword);
  const result: ApiResult<unknown> = proof.ok
    ? yield* callEndpoint(services, removePaymentMethod, { params: { methodId }, headers: proof.value, actionName: 'removePaymentMethod' })
    : proof;
  if (!result.ok) {
    yield put(billingActions.methodRemoveFailed({ methodId, message: result.message }));
    return;
  }
  yield call(forgetQueries, services);
  yield put(billingActions.methodRemoved({ methodId }));
}

function* reviewAutopay() {
  yield put(push(billingRoutes.billingAutopay.to({ step: 'review' })));
}

/**
 * Enrolls, changes or cancels automatic payments as chosen on the review step, with the intent's one
 * idempotency key: a retry after a network failure sends the same key, so the gateway changes it once.
 */
export function* submitAutopay(services: Services) {
  const { autopay }: BillingState = yield select(selectBilling);
  if (!autopay.choice) return;
  yield* submitOnce(services, {
    kept: autopay.intent,
    content: autopay.choice,
    created: billingActions.autopayIntentCreated,
    *send({ key, accountNumber, methodId }: AutopayIntent) {
      const options = { params: { accountNumber }, idempotencyKey: key };
      return methodId === null
        ? yield* callEndpoint(services, cancelAutopay, { ...options, actionName: 'cancelAutopay' })
        : yield* callEndpoint(services, enrollAutopay, { ...options, body: { methodId }, actionName: 'enrollAutopay' });
    },
    failed: (failed) => billingActions.autopayChangeFailed(failed),
    changed: (autopay) => billingActions.autopayChanged(autopay),
    then: billingRoutes.billingAutopay.to({ step: 'confirmation' }),
  });
}

/** The preview call: the installments and any discount the chosen plan would give, shown on the review step. */
export function* previewPlan(services: Services, action: ActionOf<typeof billingActions.paymentPlanSelected>) {
  const { policyNumber, plan } = action.payload;
  const result = yield* callEndpoint(services, previewPaymentPlan, {
    params: { policyNumber },
    body: { plan },
    actionName: 'previewPaymentPlan',
  });
  if (!result.ok) {
    yield put(billingActions.paymentPlanPreviewFailed({ message: result.message }));
    return;
  }
  yield put(billingActions.paymentPlanPreviewed({ schedule: result.value }));
  yield put(push(billingRoutes.changePaymentPlan.to({ policyNumber, step: 'review-payment-plan' })));
}

/** Changes the plan as reviewed, with the intent's one idempotency key (see submitAutopay). */
export function* submitPlanChange(services: Services) {
  const { planChange }: BillingState = yield select(selectBilling);
  if (!planChange.choice) return;
  const { policyNumber } = planChange.choice;
  yield* submitOnce(services, {
    kept: planChange.intent,
    content: planChange.choice,
    created: billingActions.paymentPlanIntentCreated,
    *send({ key, plan }: PaymentPlanIntent) {
      return yield* callEndpoint(services, changePaymentPlan, {
        params: { policyNumber },
        body: { plan },
        idempotencyKey: key,
        actionName: 'changePaymentPlan',
      });
    },
    failed: (failed) => billingActions.paymentPlanChangeFailed(failed),
    changed: (schedule) => billingActions.paymentPlanChanged({ schedule }),
    then: billingRoutes.changePaymentPlan.to({ policyNumber, step: 'confirmation-payment-plan' }),
  });
}

/** The party's payments on a later date, and what came of each. */
export function* loadScheduledPayments(services: Services) {
  const result = yield* callEndpoint(services, getScheduledPayments, { actionName: 'scheduledPayments' });
  yield put(
    result.ok
      ? billingActions.scheduledPaymentsLoaded({ scheduledPayments: result.value.scheduledPayments })
      : billingActions.scheduledPaymentsLoadFailed({ message: result.message }),
  );
}

/**
 * Changes (amount, date, saved method) or cancels a scheduled payment before its date, with the intent's one
 * idempotency key: a retry after a network failure sends the same key, so the gateway changes it once.
 */
export function* editScheduledPayment(services: Services, action: ActionOf<typeof billingActions.scheduledPaymentEditRequested>) {
  const { scheduled }: BillingState = yield select(selectBilling);
  const { scheduledPaymentId } = action.payload;
  yield* submitOnce(services, {
    kept: scheduled.intent,
    content: action.payload,
    created: billingActions.scheduledPaymentIntentCreated,
    *send(intent: ScheduledPaymentIntent) {
      const options = { params: { scheduledPaymentId }, idempotencyKey: intent.key };
      if (intent.action === 'cancel')
        return yield* callEndpoint(services, cancelScheduledPayment, { ...options, actionName: 'cancelScheduledPayment' });
      const body = {
        amountCents: intent.amountCents,
        payOn: intent.payOn,
        ...(intent.methodId === null ? {} : { methodId: intent.methodId }),
      };
      return yield* callEndpoint(services, changeScheduledPayment, { ...options, body, actionName: 'changeScheduledPayment' });
    },
    failed: (failed) => billingActions.scheduledPaymentEditFailed({ ...failed, scheduledPaymentId }),
    changed: (value) =>
      action.payload.action === 'cancel'
        ? billingActions.scheduledPaymentCancelled({ scheduled: value })
        : billingActions.scheduledPaymentChanged({ scheduled: value }),
  });
}

/** The change form offers the saved methods: loaded when it first opens. */
function* methodsForEdit(services: Services, action: ActionOf<typeof billingActions.scheduledPaymentEditStarted>) {
  const { methods }: BillingState = yield select(selectBilling);
  if (action.payload.scheduledPaymentId !== null && methods.status !== 'loaded') yield call(loadMethods, services);
}

export function* billingSaga(services: Services) {
  yield enteringSaga(services, onEntering);
  yield takeLeading(billingActions.methodAddRequested.type, addMethod, services);
  yield takeEvery(billingActions.methodRemoveRequested.type, removeMethod, services);
  yield takeEvery(billingActions.autopayReviewed.type, reviewAutopay);
  yield takeLeading(billingActions.autopaySubmitRequested.type, submitAutopay, services);
  yield takeLatest(billingActions.paymentPlanSelected.type, previewPlan, services);
  yield takeLeading(billingActions.paymentPlanChangeRequested.type, submitPlanChange, services);
  yield takeLeading(billingActions.scheduledPaymentEditRequested.type, editScheduledPayment, services);
  yield takeLatest(billingActions.scheduledPaymentEditStarted.type, methodsForEdit, services);
}
