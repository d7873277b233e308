import { expectSaga } from 'redux-saga-test-plan';
import { replace } from 'connected-react-router';
import { runSaga } from 'redux-saga';
import { clearStaleStorage, handleEntryParameters, checkBrowser, startupSaga } from '../../sagas/startup';
import { rememberBannerDismissed } from '../../sagas/shell';
import { appActions } from '../../src/shell/catalogue';
import { authActions } from '../../src/auth/catalogue';
import { storageKeys } from '../../config/product';
import { fakeServices } from '../support/fakeServices';

const routerAt = (pathname: string, search: string) => ({
  router: { location: { pathname, search, hash: '', state: undefined }, action: 'POP' },
});

describe('a new app version', () => {
  it('clears local storage except content-seen and sign-in keys, and session storage except the three kept identifiers', async () => {
    const services = fakeServices();
    services.local.set(storageKeys.appVersion, '0.9.0');
    services.local.set('contentSeen:ho5Promo', 'true');
    services.local.set('oidc.user:http://localhost/oidc:portal', '{}');
    services.local.set('somethingStale', 'x');
    for (const key of [storageKeys.gwSession, storageKeys.visitId, storageKeys.actionLogSession, 'staleSession'])
      services.session.set(key, 'v');
    await expectSaga(clearStaleStorage, services)
      .put(appActions.versionChanged({ from: '0.9.0', to: '1.0.0+test' }))
      .run();
    expect(services.local.keys().sort()).toEqual(
      ['contentSeen:ho5Promo', 'oidc.user:http://localhost/oidc:portal', storageKeys.appVersion].sort(),
    );
    expect(services.session.keys().sort()).toEqual([storageKeys.gwSession, storageKeys.visitId, storageKeys.actionLogSession].sort());
  });

  it('leaves storage alone when the version is unchanged', async () => {
    const services = fakeServices();
    services.local.set(storageKeys.appVersion, '1.0.0+test');
    services.local.set('somethingKept', 'x');
    await expectSaga(clearStaleStorage, services).not.put.actionType(appActions.versionChanged.type).run();
    expect(services.local.get('somethingKept')).toBe('x');
  });
});

describe('entry query parameters', () => {
  it('switches mobile-app behaviour from remoteOverride and keeps it in the address', async () => {
    await expectSaga(handleEntryParameters, fakeServices())
      .withState(routerAt('/account', '?remoteOverride=mobileApplicationMode'))
      .put(appActions.mobileModeDetected({ loader: false, mode: true }))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
  });

  it('stores a sessionToken as the sign-in token and removes it from the address', async () => {
    const services = fakeServices();
    jest.spyOn(services.auth, 'adoptToken').mockReturnValue({ loginId: 'mutual.customer', expiresAt: 2e12, returnTo: null });
    await expectSaga(handleEntryParameters, services)
      .withState(routerAt('/account', '?sessionToken=ZXlK&remoteOverride=mobileApplicationLoader'))
      .put(authActions.signedIn({ loginId: 'mutual.customer', expiresAt: 2e12, via: 'sessionToken' }))
      .put(replace({ pathname: '/account', search: '?remoteOverride=mobileApplicationLoader', hash: '' }))
      .run();
    expect(services.auth.adoptToken).toHaveBeenCalledWith('ZXlK');
  });

  it('fires the update-token event for loginApplePay and removes it', async () => {
    await expectSaga(handleEntryParameters, fakeServices())
      .withState(routerAt('/billing', '?loginApplePay=true'))
      .put(authActions.tokenUpdateRequested())
      .put(replace({ pathname: '/billing', search: '', hash: '' }))
      .run();
  });
});

describe('the unsupported-browser banner', () => {
  it('names an old iOS so the banner can point to Software Update', async () => {
    const oldIos = { name: 'Safari', version: '15.0', supported: false, outdatedIos: true };
    await expectSaga(checkBrowser, fakeServices({ browser: oldIos }))
      .put(appActions.browserChecked({ ...oldIos, bannerDismissed: false }))
      .run();
  });

  it('shows no banner when the gateway cannot name the browser', async () => {
    const { effects } = await expectSaga(checkBrowser, fakeServices({ browser: new Error('offline') })).run();
    expect(effects.put).toBeUndefined();
  });

  it('stays hidden on later visits once dismissed', async () => {
    const services = fakeServices({ browser: { name: 'Chrome', version: '100.0', supported: false } });
    await expectSaga(rememberBannerDismissed, services).run();
    await expectSaga(checkBrowser, services)
      .put(appActions.browserChecked({ supported: false, outdatedIos: false, name: 'Chrome', version: '100.0', bannerDismissed: true }))
      .run();
  });
});

describe('startup', () => {
  it('finishes while the browser check still waits for an idle page, so the sagas after it start at once', async () => {
    const services = fakeServices();
    const never = new Promise<never>(() => undefined);
    jest.spyOn(services.browser, 'check').mockReturnValue(never);
    const dispatched: unknown[] = [];
    const state = routerAt('/account', '');
    const task = runSaga({ dispatch: (a: unknown) => dispatched.push(a), getState: () => state }, startupSaga, services);
    await Promise.resolve();
    expect(task.isRunning()).toBe(false);
    expect(services.browser.check).toHaveBeenCalled();
  });
});
