import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { analyticsSaga, trackPage } from '../../sagas/analytics';
import { analyticsActions } from '../../src/analytics/catalogue';
import { analyticsReducer, type DataLayer } from '../../src/analytics/slice';
import { apiActions } from '../../src/api/catalogue';
import { appActions } from '../../src/shell/catalogue';
import { profileActions } from '../../src/profile/catalogue';
import { policiesActions } from '../../src/policies/catalogue';
import { storageKeys } from '../../config/product';
import { fakeServices } from '../support/fakeServices';
import { demoParty, demoPolicies } from '../support/demo';

const viewed = appActions.pageViewed({ route: 'account', page: 'Account', category: 'account', path: '/account', hasHash: false });

describe('the analytics data layer', () => {
  it('sets the global fields on every page view', async () => {
    const services = fakeServices({ now: Date.UTC(2026, 10, 22, 15, 0, 0) });
    await expectSaga(trackPage, services, viewed)
      .put(
        analyticsActions.pageTracked({
          pageName: 'Account',
          pageCategory: 'account',
          resolution: '1280x800',
          device: 'desktop',
          timeStamp: '2026-11-22T15:00:00.000Z',
        }),
      )
      .run();
  });

  it('folds API outcomes, mitigation, party and policies into the groups and keeps them in session storage', async () => {
    const services = fakeServices();
    const { storeState } = await expectSaga(analyticsSaga, services)
      .withReducer(combineReducers({ analytics: analyticsReducer }))
      .dispatch(viewed)
      .dispatch(apiActions.mitigationObserved({ mitigationType: 'captcha' }))
      .dispatch(apiActions.callSucceeded({ actionName: 'policiesSummary' }))
      .dispatch(profileActions.partyLoaded({ party: demoParty }))
      .dispatch(policiesActions.summaryLoaded({ policies: demoPolicies }))
      .silentRun(250);
    const layer = storeState.analytics as DataLayer;
    expect(layer.global).toMatchObject({ pageName: 'Account', pageCategory: 'account', mitigationType: 'captcha', device: 'desktop' });
    expect(layer.message).toEqual({
      messageID: 'policiesSummary',
      messageType: 'successful',
      messageDescription: 'policiesSummary successful',
    });
    expect(layer.profile).toMatchObject({
      username: 'mutual.customer',
      partyUID: 'P-1001',
      email: 'maria.lopez@example.com',
      accounts: 'N1000001',
    });
    expect(layer.policy.policies).toBe('A1B2C3-1234,H7K2M9-5521');
    expect(JSON.parse(services.session.get(storageKeys.analytics)!)).toEqual(layer);
  });

  it('records an unsuccessful message for a failed call with an action name', () => {
    const state = analyticsReducer(
      undefined,
      apiActions.callFailed({ call: 'party', actionName: 'partyLoad', status: 500, error: 'x', message: 'failed' }),
    );
    expect(state.message).toEqual({ messageID: 'partyLoad', messageType: 'unsuccessful', messageDescription: 'failed' });
  });
});
