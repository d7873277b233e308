import { all, call, fork } from 'redux-saga/effects';
import type { Services } from '../src/services/types';
import { matchQuotingRoute } from '../src/shared/routes/quoting';
import { startupSaga } from './startup';
import { navigationSaga } from './navigation';
import { remoteConfigSaga } from './remoteConfig';
import { pageAnalyticsSaga } from './analytics';
import { connectivitySaga } from './connectivity';
import { shellSaga } from './shell';
import { quotingSaga } from './quoting';
import { lifeQuotingSaga } from './lifeQuoting';
import { quoteLinksSaga } from './quoteLinks';

/** The quoting application's sagas: the shared shell on the same bus, with its own route table. */
export function* quotingRootSaga(services: Services) {
  yield all([
    // No billing or payments here: only page views and the data layer (the quote's group folds in its reducer).
    fork(pageAnalyticsSaga, services),
    fork(navigationSaga, services, matchQuotingRoute),
    fork(shellSaga, services),
    // Quote commands are taken from the first render on, never lost while startup runs.
    fork(quotingSaga, services),
    fork(lifeQuotingSaga, services),
    fork(quoteLinksSaga, services),
  ]);
  // Going offline must be heard from the first moment, whatever startup is doing.
  yield fork(connectivitySaga, services);
  yield call(startupSaga, services);
  yield fork(remoteConfigSaga, services);
}
