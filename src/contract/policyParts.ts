import * as t from 'io-ts';

// What several contracts say of a policy (its line, an address, a mortgagee), apart from the policy calls
// themselves: the quoting application and the guest pages use these without the policies' codecs.

export const LineOfBusiness = t.keyof({
  auto: null,
  home: null,
  condo: null,
  renters: null,
  motorcycle: null,
  umbrella: null,
  marine: null,
  life: null,
});
export type LineOfBusiness = t.TypeOf<typeof LineOfBusiness>;

export const PostalAddress = t.type({
  line1: t.string,
  line2: t.union([t.string, t.null]),
  city: t.string,
  state: t.string,
  zip: t.string,
});
export type PostalAddress = t.TypeOf<typeof PostalAddress>;

export const Mortgagee = t.type({ position: t.number, name: t.string, loanLastFour: t.string, address: PostalAddress });
export type Mortgagee = t.TypeOf<typeof Mortgagee>;
