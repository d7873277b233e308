import { all, call, put, takeLatest } from 'redux-saga/effects';
import { appActions } from '../src/app/catalogue';
import { policiesActions } from '../src/policies/catalogue';
import { getPolicyDetails, type PolicyDetails } from '../src/contract/policies';
import { getPolicyPaymentPlans, getRentersBalance } from '../src/contract/policyBilling';
import { isPolicyNumber, policyListRoutes, policyOfTabView } from '../src/policies/routes';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { loadPoliciesSummary } from './account';
import { forceSignOut } from './auth';
import { knownAuthStatus } from './navigation';
import { isViewOf } from '../src/shared/route';
import { policyRoutes } from '../src/shared/routes';

/** One policy's details; a malformed number is not found without asking the gateway. */
export function* loadPolicyDetails(services: Services, policyNumber: string) {
  if (!isPolicyNumber(policyNumber)) {
    yield put(policiesActions.detailsNotFound({ policyNumber }));
    return null;
  }
  yield put(policiesActions.policyViewed({ policyNumber }));
  const result = yield* callEndpoint(services, getPolicyDetails, { params: { policyNumber }, actionName: 'policyDetails' });
  if (result.ok) yield put(policiesActions.detailsLoaded({ details: result.value }));
  else if (result.status === 404) yield put(policiesActions.detailsNotFound({ policyNumber }));
  else yield put(policiesActions.detailsLoadFailed({ policyNumber, message: result.message }));
  return result;
}

function* loadPaymentPlans(services: Services, policyNumber: string) {
  const result = yield* callEndpoint(services, getPolicyPaymentPlans, { params: { policyNumber }, actionName: 'policyPaymentPlans' });
  yield put(
    result.ok
      ? policiesActions.paymentPlansLoaded({ paymentPlans: result.value })
      : policiesActions.policyBillingLoadFailed({ policyNumber, message: result.message }),
  );
  return result;
}

/** A renters policy's balance, for the policy overview and the billing overview alike. */
export function* loadRentersBalance(services: Services, policyNumber: string) {
  const result = yield* callEndpoint(services, getRentersBalance, { params: { policyNumber }, actionName: 'rentersBalance' });
  yield put(
    result.ok
      ? policiesActions.rentersBalanceLoaded({ balance: result.value })
      : policiesActions.policyBillingLoadFailed({ policyNumber, message: result.message }),
  );
  return result;
}

/** What the overview shows a policy is billed: its payment plans, and a renters policy's balance. */
export function* loadPolicyBilling(services: Services, details: PolicyDetails) {
  const { policyNumber, lineOfBusiness } = details.summary;
  const calls = [
    call(loadPaymentPlans, services, policyNumber),
    ...(lineOfBusiness === 'renters' ? [call(loadRentersBalance, services, policyNumber)] : []),
  ];
  const results: ApiResult<unknown>[] = yield all(calls);
  return results.find((r) => !r.ok) ?? results[0]!;
}

export function* showPolicies(services: Services, action: ActionOf<typeof appActions.pageViewed>) {
  const view = action.payload;
  const policyNumber = policyOfTabView(view);
  if (!isViewOf(view, ...policyListRoutes) && policyNumber === null) return;
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  let result: ApiResult<unknown> | null =
    policyNumber === null ? yield call(loadPoliciesSummary, services) : yield call(loadPolicyDetails, services, policyNumber);
  if (result?.ok && isViewOf(view, policyRoutes.policyOverview))
    result = yield call(loadPolicyBilling, services, result.value as PolicyDetails);
  if (result && !result.ok && result.status === 401) yield call(forceSignOut, services);
}

export function* policiesSaga(services: Services) {
  yield takeLatest(appActions.pageViewed.type, showPolicies, services);
}
