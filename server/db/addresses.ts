import type { PostalAddress } from '../../src/contract/policyParts';
import type { AddressColumns } from './schema/lenders';

// An address kept as columns (a party's, a lender's, the lender directory's), read into the contract's shape and
// written from it in one place.

/** A kept address as the contract carries it: the state column is char(2), read without its padding. */
export const postalAddressOf = (a: AddressColumns): PostalAddress => ({
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  state: a.state.trim(),
  zip: a.zip,
});

/** The columns an address of the contract is kept in. */
export const addressColumns = (a: PostalAddress): AddressColumns => ({
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  state: a.state,
  zip: a.zip,
});
