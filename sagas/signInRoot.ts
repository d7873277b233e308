import { all, call, fork } from 'redux-saga/effects';
import type { Services } from '../src/services/types';
import { matchSignInRoute } from '../src/signin/routes';
import { startupSaga } from './startup';
import { navigationSaga } from './navigation';
import { authSaga } from './auth';
import { pageAnalyticsSaga } from './analytics';
import { connectivitySaga } from './connectivity';
import { shellSaga } from './shell';
import { pageLoadNavigationSaga, reportFirstLocation } from './pageLoadNavigation';
import { remoteConfigSaga } from './remoteConfig';

/** The sign-in page's sagas: the portal's shell and sign-in sagas, with page loads in place of a router. */
export function* signInRootSaga(services: Services) {
  yield all([
    fork(pageAnalyticsSaga, services),
    fork(navigationSaga, services, matchSignInRoute),
    fork(authSaga, services),
    fork(shellSaga, services),
    fork(pageLoadNavigationSaga, services),
    fork(connectivitySaga, services),
  ]);
  yield call(startupSaga, services);
  yield call(reportFirstLocation, services);
  yield fork(remoteConfigSaga, services);
}
