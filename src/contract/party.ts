import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';

export const Email = t.type({ address: t.string, primary: t.boolean });
export const Phone = t.type({
  number: t.string,
  kind: t.keyof({ mobile: null, home: null, work: null }),
  extension: t.union([t.string, t.null]),
  primary: t.boolean,
});
export const Address = t.type({
  kind: t.keyof({ mailing: null, residence: null, life: null }),
  line1: t.string,
  line2: t.union([t.string, t.null]),
  city: t.string,
  state: t.string,
  zip: t.string,
});

/** The signed-in party (spec section 3). Date of birth is never sent to the portal's store. */
export const Party = t.type({
  partyId: t.string,
  loginId: t.string,
  firstName: t.string,
  lastName: t.string,
  emails: t.array(Email),
  phones: t.array(Phone),
  addresses: t.array(Address),
  /** Whole years, for analytics (the date of birth itself stays on the gateway). */
  age: t.union([t.number, t.null]),
  /** Which sides the party holds policies on. */
  sides: t.array(t.keyof({ mutual: null, life: null })),
});
export type Party = t.TypeOf<typeof Party>;

export const getParty = endpoint({
  name: 'party',
  gateway: 'main',
  method: 'GET',
  path: '/party',
  params: noParams,
  body: noBody,
  response: Party,
  auth: true,
});
