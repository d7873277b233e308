import { call, put } from 'redux-saga/effects';
import { RemoteConfig, getRemoteConfig } from '../src/contract/config';
import { flagsActions } from '../src/flags/catalogue';
import { limits, storageKeys } from '../config/product';
import type { Services } from '../src/services/types';
import type { SagaIterator } from 'redux-saga';
import { callEndpoint } from './api';

interface StoredConfig {
  config: unknown;
  fetchedAt: number;
}

/** The last fetch, if it is younger than the minimum fetch interval and still decodes. */
export function* recentConfig(services: Services): SagaIterator<{ config: RemoteConfig; fetchedAt: number } | null> {
  const raw: string | null = yield call([services.local, services.local.get], storageKeys.remoteConfig);
  if (!raw) return null;
  const now: number = yield call([services.clock, services.clock.now]);
  try {
    const stored = JSON.parse(raw) as StoredConfig;
    const decoded = RemoteConfig.decode(stored.config);
    const fresh = now - stored.fetchedAt < limits.remoteConfigMinFetchIntervalMs;
    return decoded._tag === 'Right' && fresh ? { config: decoded.right, fetchedAt: stored.fetchedAt } : null;
  } catch {
    return null;
  }
}

/** Remote flags at start (spec section 7): at most one fetch per minimum interval; a failure keeps the defaults, marked errored. */
export function* remoteConfigSaga(services: Services) {
  const recent = yield* recentConfig(services);
  if (recent) {
    yield put(flagsActions.loaded({ ...recent, source: 'cache' }));
    return;
  }
  yield put(flagsActions.fetchStarted());
  const result = yield* callEndpoint(services, getRemoteConfig, { actionName: 'remoteConfig' });
  if (result.ok) {
    const fetchedAt: number = yield call(services.clock.now);
    yield call([services.local, services.local.set], storageKeys.remoteConfig, JSON.stringify({ config: result.value, fetchedAt }));
    yield put(flagsActions.loaded({ config: result.value, fetchedAt, source: 'gateway' }));
  } else {
    yield put(flagsActions.fetchFailed({ message: `Remote configuration failed to load: ${result.message}` }));
  }
}
