import { all, call, fork } from 'redux-saga/effects';
import type { Services } from '../src/services/types';
import { startupSaga } from './startup';
import { navigationSaga } from './navigation';
import { matchPortalRoute } from '../src/shared/routes';
import { authSaga } from './auth';
import { remoteConfigSaga } from './remoteConfig';
import { analyticsSaga } from './analytics';
import { accountSaga } from './account';
import { connectivitySaga } from './connectivity';
import { shellSaga } from './shell';
import { supportEntrySaga } from './supportEntry';
import { engagementSaga } from './engagement';
import { offersSaga } from './offers';
import { chatSaga } from './chat';
import { startDomainsOf } from './domains';

/** The customer application's sagas. Startup runs first so every later saga sees a known session. */
export function* rootSaga(services: Services) {
  yield all([
    fork(analyticsSaga, services),
    fork(navigationSaga, services, matchPortalRoute, startDomainsOf),
    fork(authSaga, services),
    fork(accountSaga, services),
    fork(shellSaga, services),
  ]);
  // The other areas' sagas start with their routes (sagas/domains.ts).
  yield fork(supportEntrySaga, services);
  yield fork(engagementSaga, services);
  yield fork(offersSaga, services);
  yield fork(chatSaga, services);
  // Going offline must be heard from the first moment, whatever startup is doing.
  yield fork(connectivitySaga, services);
  yield call(startupSaga, services);
  yield fork(remoteConfigSaga, services);
}
