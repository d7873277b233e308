import { all, call, put } from 'redux-saga/effects';
import { policiesActions } from '../src/policies/catalogue';
import { profileActions } from '../src/profile/catalogue';
import { getParty } from '../src/contract/party';
import { getPoliciesSummary } from '../src/contract/policies';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { forceSignOut } from './auth';
import { knownAuthStatus } from './navigation';
import { entering, enteringSaga } from './entering';
import { shellRoutes } from '../src/shared/routes';

const unauthorized = (result: ApiResult<unknown>) => !result.ok && result.status === 401;

export function* loadParty(services: Services) {
  const result = yield* callEndpoint(services, getParty, { actionName: 'partyLoad' });
  yield put(result.ok ? profileActions.partyLoaded({ party: result.value }) : profileActions.partyLoadFailed({ message: result.message }));
  return result;
}

export function* loadPoliciesSummary(services: Services) {
  const result = yield* callEndpoint(services, getPoliciesSummary, { actionName: 'policiesSummary' });
  yield put(
    result.ok
      ? policiesActions.summaryLoaded({ policies: result.value.policies })
      : policiesActions.summaryLoadFailed({ message: result.message }),
  );
  return result;
}

/** The account landing shows the party and its policies. */
function* showAccount(services: Services) {
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  const results: ApiResult<unknown>[] = yield all([call(loadParty, services), call(loadPoliciesSummary, services)]);
  if (results.some(unauthorized)) yield call(forceSignOut, services);
}

export const onEntering = entering(shellRoutes, { account: showAccount });

export function* accountSaga(services: Services) {
  yield enteringSaga(services, onEntering);
}
