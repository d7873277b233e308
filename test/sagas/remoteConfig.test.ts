import { expectSaga } from 'redux-saga-test-plan';
import { remoteConfigSaga } from '../../sagas/remoteConfig';
import { flagsActions } from '../../src/flags/catalogue';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { flagsReducer } from '../../src/flags/slice';
import { storageKeys } from '../../config/product';
import { fakeServices, fail, ok } from '../support/fakeServices';

const now = Date.UTC(2026, 10, 22, 15, 0, 0);
const remote = { ...defaultRemoteConfig, flags: { ...defaultRemoteConfig.flags, AddDriver: 'true' as const } };

describe('remote configuration', () => {
  it('fetches at start, stores the fetch time and marks the flags loaded', async () => {
    const services = fakeServices({ now, gateway: () => ok(remote) });
    const { storeState } = await expectSaga(remoteConfigSaga, services)
      .withReducer(flagsReducer)
      .put(flagsActions.fetchStarted())
      .put(flagsActions.loaded({ config: remote, fetchedAt: now, source: 'gateway' }))
      .run();
    expect(storeState).toEqual({ status: 'loaded', config: remote, fetchedAt: now });
    expect(JSON.parse(services.local.get(storageKeys.remoteConfig)!)).toEqual({ config: remote, fetchedAt: now });
  });

  it('does not fetch again within the minimum fetch interval of 60000 ms', async () => {
    const services = fakeServices({ now, gateway: () => ok(remote) });
    services.local.set(storageKeys.remoteConfig, JSON.stringify({ config: remote, fetchedAt: now - 59999 }));
    await expectSaga(remoteConfigSaga, services)
      .put(flagsActions.loaded({ config: remote, fetchedAt: now - 59999, source: 'cache' }))
      .run();
    expect(services.sent).toHaveLength(0);
  });

  it('fetches again once the interval has passed', async () => {
    const services = fakeServices({ now, gateway: () => ok(remote) });
    services.local.set(storageKeys.remoteConfig, JSON.stringify({ config: remote, fetchedAt: now - 60000 }));
    await expectSaga(remoteConfigSaga, services).put(flagsActions.fetchStarted()).run();
    expect(services.sent).toHaveLength(1);
  });

  it('logs a failure and marks the flags errored, keeping the defaults', async () => {
    const services = fakeServices({ now, gateway: () => fail(503, 'unavailable', 'down') });
    const { storeState } = await expectSaga(remoteConfigSaga, services)
      .withReducer(flagsReducer)
      .put(flagsActions.fetchFailed({ message: 'Remote configuration failed to load: down' }))
      .run();
    expect(storeState.status).toBe('errored');
    expect(storeState.config).toEqual(defaultRemoteConfig);
  });
});
