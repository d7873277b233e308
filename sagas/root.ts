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
import { billingSaga } from './billing';
import { paymentsSaga } from './payments';
import { guestPaySaga } from './guestPay';
import { guestClaimsSaga } from './guestClaims';
import { accountCreationSaga } from './accountCreation';
import { recoverySaga } from './recovery';
import { policiesSaga } from './policies';
import { selfServiceSaga } from './selfService';
import { claimsSaga } from './claims';
import { fnolSaga } from './fnol';
import { documentsSaga } from './documents';
import { onboardingSaga } from './onboarding';
import { xhrDocumentUploader } from '../src/services/uploader';
import { idCardsSaga } from './idCards';
import { profileSaga } from './profile';
import { supportEntrySaga } from './supportEntry';
import { engagementSaga } from './engagement';
import { offersSaga } from './offers';
import { chatSaga } from './chat';

/** The customer application's sagas. Startup runs first so every later saga sees a known session. */
export function* rootSaga(services: Services) {
  yield all([
    fork(analyticsSaga, services),
    fork(navigationSaga, services, matchPortalRoute),
    fork(authSaga, services),
    fork(accountSaga, services),
    fork(shellSaga, services),
  ]);
  yield all([
    fork(policiesSaga, services),
    fork(selfServiceSaga, services),
    fork(claimsSaga, services),
    fork(fnolSaga, services),
    fork(documentsSaga, services, xhrDocumentUploader(services.auth)),
    fork(onboardingSaga, services),
    fork(idCardsSaga, services),
    fork(profileSaga, services),
  ]);
  yield all([
    fork(billingSaga, services),
    fork(paymentsSaga, services),
    fork(guestPaySaga, services),
    fork(guestClaimsSaga, services),
    fork(accountCreationSaga, services),
    fork(recoverySaga, services),
  ]);
  yield fork(supportEntrySaga, services);
  yield fork(engagementSaga, services);
  yield fork(offersSaga, services);
  yield fork(chatSaga, services);
  // Going offline must be heard from the first moment, whatever startup is doing.
  yield fork(connectivitySaga, services);
  yield call(startupSaga, services);
  yield fork(remoteConfigSaga, services);
}
