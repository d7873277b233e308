import { all, call } from 'redux-saga/effects';
import type { Services } from '../src/services/types';
import type { ApiResult } from './api';
import { loadParty, loadPoliciesSummary } from './policyholder';
import { forceSignOut } from './auth';
import { knownAuthStatus } from './navigation';
import { entering, enteringSaga } from './entering';
import { shellRoutes } from '../src/shared/routes';

const unauthorized = (result: ApiResult<unknown>) => !result.ok && result.status === 401;

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
