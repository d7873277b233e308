import * as t from 'io-ts';
import { catalogue, event } from '../bus/catalogue';
import { Party } from '../contract/party';

export const profileActions = catalogue('profile', {
  partyLoaded: event('The signed-in party arrived from the gateway', t.type({ party: Party })),
  partyLoadFailed: event('The party could not be loaded', t.type({ message: t.string })),
});
