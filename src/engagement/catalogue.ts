import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';

export const engagementActions = catalogue('engagement', {
  contactClockRead: event(t.type({ now: t.number })),
  inactivityWarned: event(t.type({ signOutAt: t.number })),
  staySignedInRequested: command(),
  timedOut: event(t.type({ idleMs: t.number, returnTo: t.union([t.string, t.null]) })),
  messengerReturned: event(t.type({ fileNumber: t.union([t.string, t.null]) })),
});

export const engagementDescriptions: Descriptions<typeof engagementActions> = {
  contactClockRead:
    'The contact-us page read the clock: whether each line is open is judged at this instant (read again each minute there)',
  inactivityWarned: 'The signed-in customer was inactive long enough to be warned that the session will end',
  staySignedInRequested: 'The customer chose to stay signed in from the inactivity warning',
  timedOut: 'The customer was signed out after inactivity and shown the timeout page',
  messengerReturned: "Back from signing in for the messenger: on to that claim's messages (or the claims list)",
};
