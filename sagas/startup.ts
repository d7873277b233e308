import { call, put, select, spawn } from 'redux-saga/effects';
import { replace, type RouterState } from 'connected-react-router';
import { appActions } from '../src/shell/catalogue';
import { authActions } from '../src/auth/catalogue';
import { keptSessionKeys, storageKeys } from '../config/product';
import type { Services, SignedInSession } from '../src/services/types';
import type { BrowserCheck } from '../src/contract/config';
import type { SagaIterator } from 'redux-saga';
import { selectLocation } from '../src/shell/selectors';

/** A new app version clears local storage except content-seen and sign-in keys, and session storage except the kept identifiers. */
export function* clearStaleStorage(services: Services) {
  const previous: string | null = yield call([services.local, services.local.get], storageKeys.appVersion);
  if (previous === services.appVersion) return;
  const keepLocal = (key: string) => storageKeys.keptLocalPrefixes.some((prefix) => key.startsWith(prefix));
  const keepSession = (key: string) => (keptSessionKeys as readonly string[]).includes(key);
  const localKeys: string[] = yield call([services.local, services.local.keys]);
  for (const key of localKeys.filter((k) => !keepLocal(k))) yield call([services.local, services.local.remove], key);
  const sessionKeys: string[] = yield call([services.session, services.session.keys]);
  for (const key of sessionKeys.filter((k) => !keepSession(k))) yield call([services.session, services.session.remove], key);
  yield call([services.local, services.local.set], storageKeys.appVersion, services.appVersion);
  yield put(appActions.versionChanged({ from: previous, to: services.appVersion }));
}

function* sessionIdentifier(services: Services, key: string): SagaIterator<string> {
  const existing: string | null = yield call([services.session, services.session.get], key);
  if (existing) return existing;
  const id: string = yield call([services.ids, services.ids.newId]);
  yield call([services.session, services.session.set], key, id);
  return id;
}

/** loginApplePay, sessionToken and remoteOverride act once, then sensitive ones leave the address. */
export function* handleEntryParameters(services: Services) {
  const location: RouterState['location'] = yield select(selectLocation);
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
    const session: SignedInSession | null = yield call([services.auth, services.auth.adoptToken], sessionToken);
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
  const session: SignedInSession | null = yield call([services.auth, services.auth.currentSession]);
  yield put(
    authActions.sessionChecked({ signedIn: session !== null, loginId: session?.loginId ?? null, expiresAt: session?.expiresAt ?? null }),
  );
}

/** The browser check; when the gateway cannot answer it, no banner is shown (nothing is known against the browser). */
export function* checkBrowser(services: Services) {
  let check: BrowserCheck;
  try {
    check = yield call([services.browser, services.browser.check]);
  } catch {
    return;
  }
  const { name, version, supported, outdatedIos } = check;
  const bannerSeen: string | null = yield call([services.local, services.local.get], storageKeys.unsupportedBrowserBannerSeen);
  const bannerDismissed = bannerSeen === 'true';
  yield put(appActions.browserChecked({ supported, outdatedIos, name, version, bannerDismissed }));
}

/** Runs once, before the first page view is handled. */
export function* startupSaga(services: Services) {
  yield call(clearStaleStorage, services);
  yield* sessionIdentifier(services, storageKeys.gwSession);
  const visitId = yield* sessionIdentifier(services, storageKeys.visitId);
  yield put(appActions.started({ appVersion: services.appVersion, visitId }));
  yield call(checkStoredSession, services);
  yield call(handleEntryParameters, services);
  // Detached: the browser check waits for an idle page, and startup (which others wait on) must not.
  yield spawn(checkBrowser, services);
}
