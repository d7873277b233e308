import { call, takeEvery } from 'redux-saga/effects';
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import { product } from '../config/product';
import type { Services } from '../src/services/types';

const consolePath = /^\/support(?:\/|$)/;

/**
 * The support console is another application (its own bundle): when the customer application is routed to
 * /support (the sign-in's return address for an agent), the page is handed over to the console.
 */
export function* openSupportConsole(services: Services, action: LocationChangeAction) {
  const { pathname, search } = action.payload.location;
  if (consolePath.test(pathname)) yield call([services.page, services.page.assign], `${product.basePath}${pathname}${search}`);
}

export function* supportEntrySaga(services: Services) {
  yield takeEvery(LOCATION_CHANGE, openSupportConsole, services);
}
