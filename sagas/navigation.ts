import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import { appActions } from '../src/shell/catalogue';
import { authActions } from '../src/auth/catalogue';
import type { RouteMatch } from '../src/shared/address';
import type { AuthState } from '../src/auth/slice';
import type { Services } from '../src/services/types';
import { selectAuthStatus } from '../src/auth/selectors';
import { pageFailureOf } from '../src/shell/chunks';

/** Waits until the stored sign-in token has been looked at, so a guard never decides too early. */
export function* knownAuthStatus() {
  let status: AuthState['status'] = yield select(selectAuthStatus);
  while (status === 'unknown') {
    yield take([authActions.sessionChecked.type, authActions.signedIn.type, authActions.signedOut.type]);
    status = yield select(selectAuthStatus);
  }
  return status;
}

/** Readies what a route's page needs before its page view (the portal: the sagas of the areas it talks to). */
export type PreparePage = (services: Services, route: RouteMatch) => SagaIterator;

/**
 * Every navigation: what the page needs, then the page view (title, announcement, analytics), scroll to top
 * unless a hash, and the sign-in guard. A page whose scripts could not be loaded is viewed, and in error.
 */
export function* onLocationChange(
  services: Services,
  match: (pathname: string) => RouteMatch,
  prepare: PreparePage | null,
  action: LocationChangeAction,
) {
  const { pathname, search, hash } = action.payload.location;
  const route = match(pathname);
  let failure: unknown = null;
  if (prepare) {
    try {
      yield call(prepare, services, route);
    } catch (error) {
      failure = error;
    }
  }
  const analyticsPage: string | undefined = route.analyticsPage ? yield select(route.analyticsPage) : undefined;
  yield put(
    appActions.pageViewed({
      route: route.key,
      page: route.page,
      category: route.category,
      path: pathname,
      hasHash: hash.length > 1,
      ...(analyticsPage !== undefined && analyticsPage !== route.page ? { analyticsPage } : {}),
    }),
  );
  // The page in error is still a page: scrolled to its top, and behind the sign-in guard when it is a customer's.
  if (failure !== null) yield put(appActions.pageErrorOccurred(pageFailureOf(failure, 'other')));
  if (!hash || hash === '#') yield call([services.page, services.page.scrollToTop]);
  if (route.access === 'customer') {
    const status: AuthState['status'] = yield call(knownAuthStatus);
    if (status !== 'signedIn') yield put(authActions.signInRequested({ returnTo: pathname + search }));
  }
}

/** `match` finds a path's route in the application's route table (the customer portal's: matchRoute). */
export function* navigationSaga(services: Services, match: (pathname: string) => RouteMatch, prepare: PreparePage | null = null) {
  yield takeLatest(LOCATION_CHANGE, onLocationChange, services, match, prepare);
}
