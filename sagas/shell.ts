import { call, takeEvery } from 'redux-saga/effects';
import { appActions } from '../src/shell/catalogue';
import type { Services } from '../src/services/types';
import { storageKeys } from '../config/product';

export function* refreshPage(services: Services) {
  yield call([services.page, services.page.reload]);
}

/** A dismissed banner stays hidden on later visits: remembered as seen content. */
export function* rememberBannerDismissed(services: Services) {
  yield call([services.local, services.local.set], storageKeys.unsupportedBrowserBannerSeen, 'true');
}

export function* shellSaga(services: Services) {
  yield takeEvery(appActions.refreshRequested.type, refreshPage, services);
  yield takeEvery(appActions.browserBannerDismissed.type, rememberBannerDismissed, services);
}
