import type { BindLender } from '../../src/contract/quoting';
import { addressColumns, postalAddressOf } from '../db/addresses';
import type { LenderColumns } from '../db/schema/lenders';

// A policy's lenders (its mortgagees, its vehicles' lienholders and lessors) as a customer names them and as a
// customer is shown them, in one place for every table that keeps them.

/** A loan or driver's license number by its last four letters or digits: all a customer is shown of it. */
export const lastFour = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').slice(-4);

/** A kept lender as a customer sees it: its name and address, the loan by its last four only. */
export const lenderOf = (row: Omit<LenderColumns, 'position'>) => ({
  name: row.name,
  loanLastFour: lastFour(row.loan_number),
  address: postalAddressOf(row),
});

/** The lenders a customer names, as rows in their order (the first is the one that pays from escrow). */
export const lenderColumns = (lenders: readonly BindLender[]): LenderColumns[] =>
  lenders.map((l, index) => ({
    position: index + 1,
    name: l.name.trim(),
    loan_number: l.loanNumber.trim(),
    ...addressColumns(l.address),
  }));
