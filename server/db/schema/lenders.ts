/** An address kept as columns (the state is char(2): read it through server/db/addresses.ts). */
export interface AddressColumns {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** A lender named on a policy in its place: a mortgagee, or a vehicle's lienholder or lessor. */
export interface LenderColumns extends AddressColumns {
  position: number;
  name: string;
  loan_number: string;
}
