import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { GuestBillSearch, GuestLineOfBusiness } from '../contract/guestPay';
import { guestPaymentActions } from '../payments/catalogue';

/** The guest pay's actions: its own, and the two a payment answers (declared by payments, below it). */
export const guestPayActions = {
  ...guestPaymentActions,
  ...catalogue('guestPay', {
    lineOfBusinessChosen: command(t.type({ lineOfBusiness: GuestLineOfBusiness })),
    billSearchSubmitted: command(t.type({ search: GuestBillSearch }), {
      sensitive: ['search.zip', 'search.dateOfBirth', 'search.lastName'],
    }),
    billSearchFailed: event(t.type({ status: t.union([t.number, t.null]), message: t.string })),
  }),
};

export const guestPayDescriptions: Descriptions<typeof guestPayActions> = {
  guestPayStarted: 'A guest opened Pay as a guest (a fresh payment)',
  lineOfBusinessChosen: 'The guest chose which bill to pay: mutual or life',
  billSearchSubmitted: 'The guest entered the details that identify the bill',
  billFound: 'The bill was found; the guest may pay that one account for a short while',
  billSearchFailed: 'No bill matched, or too many look-ups were made',
};
