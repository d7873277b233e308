import { expectSaga } from 'redux-saga-test-plan';
import { onLocationChanged, push, replace, type RouterState } from 'connected-react-router';
import { currentLocation, locationOf, navigateByPageLoad, reportFirstLocation } from '../../sagas/pageLoadNavigation';
import { fakeServices } from '../support/fakeServices';

const at = (pathname: string, search = ''): { router: RouterState } => ({
  router: { location: { ...locationOf(pathname), search }, action: 'POP' } as RouterState,
});

describe('navigation on the sign-in page (no router: addresses of other pages are loaded)', () => {
  it('reads a path with its query and hash, or a location object', () => {
    expect(locationOf('/login?uid=a&returnTo=%2Fbilling#top')).toMatchObject({
      pathname: '/login',
      search: '?uid=a&returnTo=%2Fbilling',
      hash: '#top',
    });
    expect(locationOf('/account')).toMatchObject({ pathname: '/account', search: '', hash: '' });
    expect(locationOf({ pathname: '/login', search: '?uid=b' })).toMatchObject({ pathname: '/login', search: '?uid=b', hash: '' });
  });

  it('reports the page address under the base path as the first location change', async () => {
    const services = fakeServices();
    services.page.currentUrl = () => 'http://localhost/customers/login?uid=abc#form';
    expect(currentLocation(services)).toMatchObject({ pathname: '/login', search: '?uid=abc', hash: '#form' });
    await expectSaga(reportFirstLocation, services)
      .put(onLocationChanged(currentLocation(services), 'POP', true))
      .run();
  });

  it('loads the portal for a push to another page', async () => {
    const services = fakeServices();
    await expectSaga(navigateByPageLoad, services, push('/pay-as-guest')).withState(at('/login')).run();
    expect(services.assigned).toEqual(['/customers/pay-as-guest']);
  });

  it('replaces the page for a replace to another page (a signed-in customer sent on to their account)', async () => {
    const services = fakeServices();
    await expectSaga(navigateByPageLoad, services, replace('/account')).withState(at('/login')).run();
    expect(services.replaced).toEqual(['/customers/account']);
    expect(services.assigned).toEqual([]);
  });

  it('rewrites the address in place when a replace keeps the path, and reports the change like a router', async () => {
    const services = fakeServices();
    const target = { pathname: '/login', search: '?uid=abc', hash: '' };
    await expectSaga(navigateByPageLoad, services, replace(target))
      .withState(at('/login', '?uid=abc&sessionToken=x'))
      .put(onLocationChanged(locationOf(target), 'REPLACE'))
      .run();
    expect(services.rewritten).toEqual(['/customers/login?uid=abc']);
    expect(services.replaced).toEqual([]);
  });
});
