import * as t from 'io-ts';
import { endpoint, noParams } from './endpoint';
import { AccountNumber, Cents, IsoDate } from './identifiers';

/** Which bill a guest pays: a mutual (property and casualty) account or a life policy. */
export const GuestLineOfBusiness = t.keyof({ mutual: null, life: null });
export type GuestLineOfBusiness = t.TypeOf<typeof GuestLineOfBusiness>;

/**
 * Mutual account validation: the account number (or, under TempEnableExpandedGuestPaySearch, a policy
 * number on the account) and the mailing ZIP code.
 */
export const MutualBillSearch = t.type({ lineOfBusiness: t.literal('mutual'), accountOrPolicyNumber: t.string, zip: t.string });

/**
 * Life policy validation: the policy number and the owner's date of birth (or, under
 * TempEnableExpandedGuestPaySearch, the owner's last name instead).
 */
export const LifeBillSearch = t.intersection([
  t.type({ lineOfBusiness: t.literal('life'), policyNumber: t.string }),
  t.partial({ dateOfBirth: t.string, lastName: t.string }),
]);

export const GuestBillSearch = t.union([MutualBillSearch, LifeBillSearch]);
export type GuestBillSearch = t.TypeOf<typeof GuestBillSearch>;

/** The bill found, with a short-lived grant to pay that one account (and nothing else). */
export const GuestBill = t.type({
  grant: t.string,
  expiresAt: t.string,
  accountNumber: AccountNumber,
  side: GuestLineOfBusiness,
  amountDueCents: Cents,
  dueDate: t.union([IsoDate, t.null]),
});
export type GuestBill = t.TypeOf<typeof GuestBill>;

/** Rate-limited; a miss never says which detail did not match. */
export const findGuestBill = endpoint({
  name: 'findGuestBill',
  gateway: 'main',
  method: 'POST',
  path: '/guest-pay/bills',
  params: noParams,
  body: GuestBillSearch,
  response: GuestBill,
  auth: false,
});
