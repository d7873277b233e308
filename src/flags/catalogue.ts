import * as t from 'io-ts';
import { catalogue, event } from '../bus/catalogue';
import { RemoteConfig } from '../contract/config';

export const flagsActions = catalogue('flags', {
  fetchStarted: event('Remote configuration is being fetched'),
  loaded: event('Remote configuration arrived (from the gateway, or from the last fetch within the minimum interval)', t.type({
    config: RemoteConfig, fetchedAt: t.number, source: t.keyof({ gateway: null, cache: null }),
  })),
  fetchFailed: event('Remote configuration could not be fetched; flags keep their defaults and are marked errored', t.type({ message: t.string })),
});
