import { all, call, fork } from 'redux-saga/effects';
import type { Services } from '../src/services/types';
import { matchGuestRoute } from '../src/shared/routes/guestRoutes';
import { startupSaga } from './startup';
import { navigationSaga } from './navigation';
import { authSaga } from './auth';
import { pageAnalyticsSaga } from './analytics';
import { connectivitySaga } from './connectivity';
import { shellSaga } from './shell';
import { remoteConfigSaga } from './remoteConfig';
import { startDomainsWith } from './areaSagas';
import { guestDomainSagas } from './guestDomains';
import { guestDomainsOfRoute } from '../src/app/guestManifests';

/** The guest pages' sagas: the portal's shell and sign-in sagas, and the guest areas (payments too) with their routes. */
export function* guestRootSaga(services: Services) {
  yield all([
    fork(pageAnalyticsSaga, services),
    fork(navigationSaga, services, matchGuestRoute, startDomainsWith(guestDomainSagas, guestDomainsOfRoute)),
    fork(authSaga, services),
    fork(shellSaga, services),
    fork(connectivitySaga, services),
  ]);
  yield call(startupSaga, services);
  yield fork(remoteConfigSaga, services);
}
