import { all, call, put } from 'redux-saga/effects';
import { policiesActions } from '../src/policies/catalogue';
import { getPolicyDetails, type PolicyDetails } from '../src/contract/policies';
import { getPolicyPaymentPlans, getRentersBalance } from '../src/contract/policyBilling';
import { isPolicyNumber } from '../src/policies/routes';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { loadPoliciesSummary } from './policyholder';
import { forceSignOut } from './auth';
import { knownAuthStatus } from './navigation';
import { entering, enteringSaga } from './entering';
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

/** A list of policies: the summaries, behind the sign-in. */
function* showList(services: Services) {
  yield call(showPolicy, services, null, false);
}

/** A policy's tab: its details, and on the overview its billing too. */
const showTab = (withBilling: boolean) =>
  function* showTab(services: Services, { policyNumber }: { policyNumber: string }) {
    yield call(showPolicy, services, policyNumber.toUpperCase(), withBilling);
  };

function* showPolicy(services: Services, policyNumber: string | null, withBilling: boolean) {
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  let result: ApiResult<unknown> | null =
    policyNumber === null ? yield call(loadPoliciesSummary, services) : yield call(loadPolicyDetails, services, policyNumber);
  if (result?.ok && withBilling) result = yield call(loadPolicyBilling, services, result.value as PolicyDetails);
  if (result && !result.ok && result.status === 401) yield call(forceSignOut, services);
}

export const onEntering = entering(policyRoutes, {
  policies: showList,
  policiesActive: showList,
  policiesArchived: showList,
  policyOverview: showTab(true),
  policyCoverages: showTab(false),
  policyDiscounts: showTab(false),
  policyDocuments: showTab(false),
  policyIdCards: showTab(false),
});

export function* policiesSaga(services: Services) {
  yield enteringSaga(services, onEntering);
}
