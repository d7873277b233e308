import * as t from 'io-ts';
import { catalogue, event, type Descriptions } from '../bus/catalogue';
import { Party } from '../contract/party';

export const profileActions = catalogue('profile', {
  partyLoaded: event(t.type({ party: Party })),
  partyLoadFailed: event(t.type({ message: t.string })),
});

export const profileDescriptions: Descriptions<typeof profileActions> = {
  partyLoaded: 'The signed-in party arrived from the gateway',
  partyLoadFailed: 'The party could not be loaded',
};
