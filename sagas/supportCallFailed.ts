import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from 'redux';
import type { ApiResult } from './api';
import { supportActions } from '../src/support/catalogue';
import type { Services } from '../src/services/types';
import { supportRoutes } from '../src/shared/routes';

/**
 * A failed support call: 401 sends the agent to sign in, 403 closes the console, anything else is shown (by `shown`:
 * the console's banner, unless the call's own panel says it).
 */
export function* supportCallFailed(
  services: Services,
  result: Extract<ApiResult<unknown>, { ok: false }>,
  shown: (message: string) => Action = (message) => supportActions.callFailed({ message }),
): SagaIterator<void> {
  if (result.status === 401) {
    yield put(supportActions.signInRequired());
    yield call([services.auth, services.auth.startSignIn], supportRoutes.supportSessions.to({}));
  } else if (result.status === 403) {
    yield put(supportActions.accessDenied({ message: result.message }));
  } else {
    yield put(shown(result.message));
  }
}
