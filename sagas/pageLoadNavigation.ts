import { call, put, select, takeEvery } from 'redux-saga/effects';
import { createPath, parsePath } from 'history';
import { CALL_HISTORY_METHOD, onLocationChanged, type CallHistoryMethodAction, type RouterState } from 'connected-react-router';
import { product } from '../config/product';
import type { Services } from '../src/services/types';
import { selectLocation } from '../src/shell/selectors';

type PageLocation = RouterState['location'];

/** A router address: a path string, or a location object as `push` and `replace` take it. */
export function locationOf(target: unknown): PageLocation {
  const {
    pathname = '/',
    search = '',
    hash = '',
  } = typeof target === 'string' ? parsePath(target) : ((target ?? {}) as Partial<PageLocation>);
  return { pathname, search, hash, state: undefined, query: {} };
}

/** The page's own address, under the base path, as the first LOCATION_CHANGE reports it. */
export function currentLocation(services: Services): PageLocation {
  const url = new URL(services.page.currentUrl());
  const pathname = url.pathname.startsWith(product.basePath) ? url.pathname.slice(product.basePath.length) || '/' : url.pathname;
  return locationOf(`${pathname}${url.search}${url.hash}`);
}

/**
 * An application without a router (the sign-in page) follows `push` and `replace` by loading the address,
 * since the page it goes to belongs to another application. A `replace` that keeps the path (a parameter
 * leaving the address) rewrites the address bar in place and reports the change, as a router would.
 */
export function* navigateByPageLoad(services: Services, action: CallHistoryMethodAction<unknown[]>) {
  const { method, args } = action.payload as { method: string; args: unknown[] };
  const target = locationOf(args[0]);
  const url = product.basePath + createPath(target);
  const here: PageLocation = yield select(selectLocation);
  if (method === 'replace' && target.pathname === here.pathname) {
    yield call([services.page, services.page.rewriteAddress], url);
    yield put(onLocationChanged(target, 'REPLACE'));
  } else if (method === 'replace') {
    yield call([services.page, services.page.replace], url);
  } else if (method === 'push') {
    yield call([services.page, services.page.assign], url);
  }
}

/** The first page view, as a router reports it when it mounts. */
export function* reportFirstLocation(services: Services) {
  yield put(onLocationChanged(currentLocation(services), 'POP', true));
}

export function* pageLoadNavigationSaga(services: Services) {
  yield takeEvery(CALL_HISTORY_METHOD, navigateByPageLoad, services);
}
