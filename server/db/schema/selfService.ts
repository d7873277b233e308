import type { ColumnType, Generated } from 'kysely';
import type { AddressColumns, LenderColumns } from './lenders';

type IsoDate = ColumnType<string, string, string>;

export type EndorsementKind = 'addVehicle' | 'removeVehicle' | 'editCoverage' | 'replaceMortgagee' | 'updateLender' | 'addDriver';

/** A change a customer made to a policy (migration 0900_endorsements). */
export interface EndorsementsTable {
  endorsement_id: string;
  policy_number: string;
  kind: EndorsementKind;
  description: string;
  effective_date: IsoDate;
  /** What the change costs for the rest of the term (negative: a return of premium). */
  premium_change_cents: number;
  /** The policy's term premium after the change. */
  new_premium_cents: number;
  requested_by: string;
  requested_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A lender (lienholder or lessor) on a vehicle. */
export interface VehicleLendersTable extends LenderColumns {
  id: Generated<number>;
  vehicle_id: string;
}

/** The lenders the lender search finds. */
export interface LenderDirectoryTable extends AddressColumns {
  lender_id: string;
  name: string;
  kind: 'mortgage' | 'auto';
}

export interface SelfServiceTables {
  endorsements: EndorsementsTable;
  vehicle_lenders: VehicleLendersTable;
  lender_directory: LenderDirectoryTable;
}
