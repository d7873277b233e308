import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { ExpressIdCard, IdCard } from '../contract/idCards';
import { PostalAddress } from '../contract/policies';

/** Whose cards a list holds: one policy's, or 'all' of the party's. */
const Scope = t.string;

export const idCardsActions = catalogue('idCards', {
  cardsLoaded: event(t.type({ scope: Scope, cards: t.array(IdCard) })),
  cardsLoadFailed: event(t.type({ scope: Scope, message: t.string })),
  emailRequested: command(t.type({ policyNumber: t.string, email: t.string })),
  emailed: event(t.type({ policyNumber: t.string, sentTo: t.string })),
  emailFailed: event(t.type({ policyNumber: t.string, message: t.string })),
  mailRequested: command(t.type({ policyNumber: t.string })),
  mailed: event(t.type({ policyNumber: t.string, mailedTo: PostalAddress })),
  mailFailed: event(t.type({ policyNumber: t.string, message: t.string })),
  expressIdRequested: command(
    t.intersection([t.type({ policyNumber: t.string, zip: t.string }), t.partial({ dateOfBirth: t.string, lastName: t.string })]),
    { sensitive: ['dateOfBirth', 'lastName'] },
  ),
  expressIdFound: event(t.type({ cards: t.array(ExpressIdCard) }), { sensitive: ['cards.*.link.url'] }),
  expressIdRejected: event(t.type({ message: t.string })),
});

export const idCardsDescriptions: Descriptions<typeof idCardsActions> = {
  cardsLoaded: 'ID cards arrived from the gateway',
  cardsLoadFailed: 'ID cards could not be loaded',
  emailRequested: "The customer asked for a policy's ID cards by email",
  emailed: 'The ID cards were emailed',
  emailFailed: 'The ID cards could not be emailed',
  mailRequested: "The customer asked for a policy's ID cards by mail",
  mailed: 'The ID cards will be mailed',
  mailFailed: 'The ID cards could not be mailed',
  expressIdRequested: 'A guest asked for express ID cards',
  expressIdFound: 'Express ID cards were found for the guest',
  expressIdRejected: 'Express ID cards were refused',
};
