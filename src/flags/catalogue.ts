import * as t from 'io-ts';
import { catalogue, event, type Descriptions } from '../bus/catalogue';
import { RemoteConfig } from '../contract/config';

export const flagsActions = catalogue('flags', {
  fetchStarted: event(),
  loaded: event(
    t.type({
      config: RemoteConfig,
      fetchedAt: t.number,
      source: t.keyof({ gateway: null, cache: null }),
    }),
  ),
  fetchFailed: event(t.type({ message: t.string })),
});

export const flagsDescriptions: Descriptions<typeof flagsActions> = {
  fetchStarted: 'Remote configuration is being fetched',
  loaded: 'Remote configuration arrived (from the gateway, or from the last fetch within the minimum interval)',
  fetchFailed: 'Remote configuration could not be fetched; flags keep their defaults and are marked errored',
};
