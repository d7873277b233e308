import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
import { ExpressIdCard, IdCard } from '../contract/idCards';
import { PostalAddress } from '../contract/policies';

/** Whose cards a list holds: one policy's, or 'all' of the party's. */
const Scope = t.string;

export const idCardsActions = catalogue('idCards', {
  cardsLoaded: event('ID cards arrived from the gateway', t.type({ scope: Scope, cards: t.array(IdCard) })),
  cardsLoadFailed: event('ID cards could not be loaded', t.type({ scope: Scope, message: t.string })),
  emailRequested: command('The customer asked for a policy\'s ID cards by email', t.type({ policyNumber: t.string, email: t.string })),
  emailed: event('The ID cards were emailed', t.type({ policyNumber: t.string, sentTo: t.string })),
  emailFailed: event('The ID cards could not be emailed', t.type({ policyNumber: t.string, message: t.string })),
  mailRequested: command('The customer asked for a policy\'s ID cards by mail', t.type({ policyNumber: t.string })),
  mailed: event('The ID cards will be mailed', t.type({ policyNumber: t.string, mailedTo: PostalAddress })),
  mailFailed: event('The ID cards could not be mailed', t.type({ policyNumber: t.string, message: t.string })),
  expressIdRequested: command('A guest asked for express ID cards', t.intersection([
    t.type({ policyNumber: t.string, zip: t.string }), t.partial({ dateOfBirth: t.string, lastName: t.string }),
  ]), { sensitive: ['dateOfBirth', 'lastName'] }),
  expressIdFound: event('Express ID cards were found for the guest', t.type({ cards: t.array(ExpressIdCard) }), { sensitive: ['cards.*.link.url'] }),
  expressIdRejected: event('Express ID cards were refused', t.type({ message: t.string })),
});
