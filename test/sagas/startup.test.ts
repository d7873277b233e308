import { expectSaga } from 'redux-saga-test-plan';
import { replace } from 'connected-react-router';
import { runSaga } from 'redux-saga';
import { clearStaleStorage, handleEntryParameters, checkBrowser, startupSaga } from '../../sagas/startup';
import { rememberBannerDismissed } from '../../sagas/shell';
import { appActions } from '../../src/app/catalogue';
import { authActions } from '../../src/auth/catalogue';
import { assessBrowser, checkUserAgent } from '../../src/app/browserSupport';
import { storageKeys, supportedBrowsers } from '../../config/product';
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
  it('stays hidden on later visits once dismissed', async () => {
    const services = fakeServices({ userAgent: { name: 'Chrome', version: '100.0' } });
    await expectSaga(rememberBannerDismissed, services).run();
    await expectSaga(checkBrowser, services)
      .put(appActions.browserChecked({ supported: false, outdatedIos: false, name: 'Chrome', version: '100.0', bannerDismissed: true }))
      .run();
  });
});

describe('browser support', () => {
  const ua = (name: string, version: string, os = 'Windows', osVersion = '10', userAgent = '') => ({
    name,
    version,
    os,
    osVersion,
    userAgent,
  });
  it.each([
    [ua('Chrome', '120.0.1'), true],
    [ua('Chrome', '119.9'), false],
    [ua('Microsoft Edge', '121'), true],
    [ua('Firefox', '119'), false],
    [ua('Firefox', '133'), true],
    [ua('Safari', '16.1', 'macOS'), true],
    [ua('Safari', '15.6', 'macOS'), false],
    [ua('Internet Explorer', '11'), false],
    [ua('Facebook', '300', 'Android', '9', 'Mozilla/5.0 [FBAN/FB4A;FBAV/1.0]'), true],
    [ua('Instagram', '2', 'iOS', '12', 'Mozilla/5.0 Instagram 1.0'), true],
  ])('%o supported: %s', (info, supported) => {
    expect(assessBrowser(info, supportedBrowsers).supported).toBe(supported);
  });

  it('tells an old iOS apart so the banner can point to Software Update', async () => {
    expect(assessBrowser(ua('Safari', '15.0', 'iOS', '15.7'), supportedBrowsers)).toEqual({ supported: false, outdatedIos: true });
    await expectSaga(checkBrowser, fakeServices({ userAgent: { name: 'Safari', version: '15.0', os: 'iOS', osVersion: '15.7' } }))
      .put(appActions.browserChecked({ supported: false, outdatedIos: true, name: 'Safari', version: '15.0', bannerDismissed: false }))
      .run();
  });

  it('names the browser and OS from the user agent itself', () => {
    const chrome = (version: string) =>
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;
    expect(checkUserAgent(chrome('131.0.0.0'), supportedBrowsers)).toEqual({
      name: 'Chrome',
      version: '131.0.0.0',
      supported: true,
      outdatedIos: false,
    });
    expect(checkUserAgent(chrome('109.0.0.0'), supportedBrowsers)).toEqual({
      name: 'Chrome',
      version: '109.0.0.0',
      supported: false,
      outdatedIos: false,
    });
    const oldIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';
    expect(checkUserAgent(oldIphone, supportedBrowsers)).toMatchObject({ name: 'Safari', supported: false, outdatedIos: true });
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
