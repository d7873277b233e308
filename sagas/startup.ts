import { call, put, select, spawn } from 'redux-saga/effects';
import { replace, type RouterState } from 'connected-react-router';
import { appActions } from '../src/app/catalogue';
import { authActions } from '../src/auth/catalogue';
import { keptSessionKeys, storageKeys } from '../config/product';
import type { BrowserCheck, Services } from '../src/services/types';

/** A new app version clears local storage except content-seen and sign-in keys, and session storage except the kept identifiers. */
export function* clearStaleStorage(services: Services) {
  const previous = services.local.get(storageKeys.appVersion);
  if (previous === services.appVersion) return;
  const keepLocal = (key: string) => storageKeys.keptLocalPrefixes.some((prefix) => key.startsWith(prefix));
  for (const key of services.local.keys()) if (!keepLocal(key)) services.local.remove(key);
  for (const key of services.session.keys()) if (!(keptSessionKeys as readonly string[]).includes(key)) services.session.remove(key);
  services.local.set(storageKeys.appVersion, services.appVersion);
  yield put(appActions.versionChanged({ from: previous, to: services.appVersion }));
}

function sessionIdentifier(services: Services, key: string): string {
  const existing = services.session.get(key);
  if (existing) return existing;
  const id = services.ids.newId();
  services.session.set(key, id);
  return id;
}

const selectRouterLocation = (state: { router: RouterState }) => state.router.location;

/** loginApplePay, sessionToken and remoteOverride act once, then sensitive ones leave the address. */
export function* handleEntryParameters(services: Services) {
  const location: RouterState['location'] = yield select(selectRouterLocation);
  const params = new URLSearchParams(location.search);
  const overrides = params.getAll('remoteOverride');
  if (overrides.length > 0) {
    yield put(
      appActions.mobileModeDetected({
        loader: overrides.includes('mobileApplicationLoader'),
        mode: overrides.includes('mobileApplicationMode'),
      }),
    );
  }
  const sessionToken = params.get('sessionToken');
  if (sessionToken !== null) {
    const session = services.auth.adoptToken(sessionToken);
    yield put(
      session
        ? authActions.signedIn({ loginId: session.loginId, expiresAt: session.expiresAt, via: 'sessionToken' })
        : authActions.signInFailed({ stage: 'sessionToken', message: 'The session token could not be used.' }),
    );
  }
  if (params.has('loginApplePay')) yield put(authActions.tokenUpdateRequested());
  if (sessionToken !== null || params.has('loginApplePay')) {
    params.delete('sessionToken');
    params.delete('loginApplePay');
    const search = params.toString();
    yield put(replace({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }));
  }
}

export function* checkStoredSession(services: Services) {
  const session = services.auth.currentSession();
  yield put(
    authActions.sessionChecked({ signedIn: session !== null, loginId: session?.loginId ?? null, expiresAt: session?.expiresAt ?? null }),
  );
}

export function* checkBrowser(services: Services) {
  const { name, version, supported, outdatedIos }: BrowserCheck = yield call([services.browser, services.browser.check]);
  const bannerDismissed = services.local.get(storageKeys.unsupportedBrowserBannerSeen) === 'true';
  yield put(appActions.browserChecked({ supported, outdatedIos, name, version, bannerDismissed }));
}

/** Runs once, before the first page view is handled. */
export function* startupSaga(services: Services) {
  yield call(clearStaleStorage, services);
  sessionIdentifier(services, storageKeys.gwSession);
  const visitId = sessionIdentifier(services, storageKeys.visitId);
  yield put(appActions.started({ appVersion: services.appVersion, visitId }));
  yield call(checkStoredSession, services);
  yield call(handleEntryParameters, services);
  // Detached: the browser check waits for an idle page, and startup (which others wait on) must not.
  yield spawn(checkBrowser, services);
}
