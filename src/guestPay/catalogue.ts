import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
import { GuestBill, GuestBillSearch, GuestLineOfBusiness } from '../contract/guestPay';

export const guestPayActions = catalogue('guestPay', {
  guestPayStarted: command('A guest opened Pay as a guest (a fresh payment)'),
  lineOfBusinessChosen: command('The guest chose which bill to pay: mutual or life', t.type({ lineOfBusiness: GuestLineOfBusiness })),
  billSearchSubmitted: command('The guest entered the details that identify the bill', t.type({ search: GuestBillSearch }), {
    sensitive: ['search.zip', 'search.dateOfBirth', 'search.lastName'],
  }),
  billFound: event('The bill was found; the guest may pay that one account for a short while', GuestBill, { sensitive: ['grant'] }),
  billSearchFailed: event('No bill matched, or too many look-ups were made', t.type({ status: t.union([t.number, t.null]), message: t.string })),
});
