import { call, put, select, takeEvery } from 'redux-saga/effects';
import { appActions } from '../src/shell/catalogue';
import { analyticsActions } from '../src/analytics/catalogue';
import { billingActions } from '../src/billing/catalogue';
import { billingGroupOf } from '../src/billing/analytics';
import { billedPolicyOf, selectBillingAccounts } from '../src/billing/accounts';
import { paymentsActions } from '../src/payments/catalogue';
import type { BillingAccount } from '../src/contract/billing';
import type { DataLayer } from '../src/analytics/shellDataLayer';
import type { ActionOf } from '../src/bus/catalogue';
import { storageKeys } from '../config/product';
import type { Services } from '../src/services/types';
import { selectDataLayer } from '../src/analytics/selectors';

/** Global data-layer fields on every page view. */
export function* trackPage(services: Services, action: ActionOf<typeof appActions.pageViewed>) {
  const now: number = yield call(services.clock.now);
  const resolution: string = yield call([services.page, services.page.resolution]);
  const device: string = yield call([services.page, services.page.device]);
  yield put(
    analyticsActions.pageTracked({
      // A route may name the page apart for analytics, from the state it opened on (pay as a guest's bill search).
      pageName: action.payload.analyticsPage ?? action.payload.page,
      pageCategory: action.payload.category,
      resolution,
      device,
      timeStamp: new Date(now).toISOString(),
    }),
  );
}

/** The data layer lives in session storage for the tag manager; the reducer folds it, this saga writes it. */
export function* persistDataLayer(services: Services) {
  let written: DataLayer | undefined;
  yield takeEvery('*', function* persist() {
    const layer: DataLayer = yield select(selectDataLayer);
    if (layer === written) return;
    written = layer;
    yield call([services.session, services.session.set], storageKeys.analytics, JSON.stringify(layer));
  });
}

/** The billing group while a policy's plan is chosen or changed: that policy's line of business, its plan now, the plan chosen. */
export function* trackPlanChoice(
  action: ActionOf<typeof billingActions.paymentPlanSelected> | ActionOf<typeof billingActions.paymentPlanChanged>,
) {
  const { policyNumber, plan } = 'schedule' in action.payload ? action.payload.schedule : action.payload;
  const accounts: readonly BillingAccount[] = yield select(selectBillingAccounts);
  const billed = billedPolicyOf(accounts, policyNumber);
  if (billed) yield put(analyticsActions.billingTracked(billingGroupOf([billed.policy], plan)));
}

/** The billing group of a payment: the lines of business and plans of the policies paid (all the account's when not by policy). */
export function* trackPayment(action: ActionOf<typeof paymentsActions.amountSubmitted>) {
  const accounts: readonly BillingAccount[] = yield select(selectBillingAccounts);
  const account = accounts.find((a) => a.accountNumber === action.payload.accountNumber);
  if (!account) return;
  const paid = new Set(action.payload.policies?.map((p) => p.policyNumber));
  const policies = paid.size ? account.policies.filter((p) => paid.has(p.policyNumber)) : account.policies;
  yield put(analyticsActions.billingTracked(billingGroupOf(policies, '')));
}

/** What every application on the bus tracks: its page views, and the data layer written for the tag manager. */
export function* pageAnalyticsSaga(services: Services) {
  yield takeEvery(appActions.pageViewed.type, trackPage, services);
  yield call(persistDataLayer, services);
}

export function* analyticsSaga(services: Services) {
  yield takeEvery([billingActions.paymentPlanSelected.type, billingActions.paymentPlanChanged.type], trackPlanChoice);
  yield takeEvery(paymentsActions.amountSubmitted.type, trackPayment);
  yield call(pageAnalyticsSaga, services);
}
