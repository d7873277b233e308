import { call, put, select, takeEvery } from 'redux-saga/effects';
import { appActions } from '../src/app/catalogue';
import { analyticsActions } from '../src/analytics/catalogue';
import type { DataLayer } from '../src/analytics/slice';
import type { ActionOf } from '../src/bus/catalogue';
import { storageKeys } from '../config/product';
import type { Services } from '../src/services/types';

const selectDataLayer = (state: { analytics: DataLayer }) => state.analytics;

/** Global data-layer fields on every page view. */
export function* trackPage(services: Services, action: ActionOf<typeof appActions.pageViewed>) {
  const now: number = yield call(services.clock.now);
  yield put(analyticsActions.pageTracked({
    pageName: action.payload.page,
    pageCategory: action.payload.category,
    resolution: services.page.resolution(),
    device: services.page.device(),
    timeStamp: new Date(now).toISOString(),
  }));
}

/** The data layer lives in session storage for the tag manager; the reducer folds it, this saga writes it. */
export function* persistDataLayer(services: Services) {
  let written: DataLayer | undefined;
  yield takeEvery('*', function* persist() {
    const layer: DataLayer = yield select(selectDataLayer);
    if (layer === written) return;
    written = layer;
    services.session.set(storageKeys.analytics, JSON.stringify(layer));
  });
}

export function* analyticsSaga(services: Services) {
  yield takeEvery(appActions.pageViewed.type, trackPage, services);
  yield call(persistDataLayer, services);
}
