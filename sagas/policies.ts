import { call, put, takeLatest } from 'redux-saga/effects';
import { appActions } from '../src/app/catalogue';
import { policiesActions } from '../src/policies/catalogue';
import { getPolicyDetails } from '../src/contract/policies';
import { isPolicyNumber, policyListRoutes, policyNumberInPath, policyTabRoutes } from '../src/policies/routes';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { loadPoliciesSummary } from './account';
import { forceSignOut } from './auth';
import { knownAuthStatus } from './navigation';

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

export function* showPolicies(services: Services, action: ActionOf<typeof appActions.pageViewed>) {
  const { route, path } = action.payload;
  const policyNumber = policyTabRoutes.has(route) ? policyNumberInPath(path) : null;
  if (!policyListRoutes.has(route) && policyNumber === null) return;
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  const result: ApiResult<unknown> | null = policyNumber === null
    ? yield call(loadPoliciesSummary, services)
    : yield call(loadPolicyDetails, services, policyNumber);
  if (result && !result.ok && result.status === 401) yield call(forceSignOut, services);
}

export function* policiesSaga(services: Services) {
  yield takeLatest(appActions.pageViewed.type, showPolicies, services);
}
