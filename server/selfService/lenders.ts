import { sql, type Kysely } from 'kysely';
import type { FoundLender, VehicleWithLenders } from '../../src/contract/selfService';
import type { Database } from '../db/schema';
import { vehicleWithVin } from '../../src/shared/vin';
import { postalAddressOf } from '../db/addresses';
import { lenderOf } from '../policies/lenders';

// The lender search (spec section 7) over the lender directory, and the lenders of a policy's vehicles.

/** Lenders of a kind whose name contains every word typed (case-insensitive), ten at most. */
export async function searchLenderDirectory(db: Kysely<Database>, name: string, kind: 'mortgage' | 'auto'): Promise<FoundLender[]> {
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 5);
  if (words.length === 0) return [];
  let query = db.selectFrom('lender_directory').selectAll().where('kind', '=', kind);
  for (const word of words) query = query.where(sql<boolean>`strpos(lower(name), ${word}) > 0`);
  const rows = await query.orderBy('name').limit(10).execute();
  return rows.map((r) => ({ lenderId: r.lender_id, name: r.name, address: postalAddressOf(r) }));
}

/** The vehicles of a policy with their lenders. */
export async function vehicleLendersOf(db: Kysely<Database>, policyNumber: string): Promise<VehicleWithLenders[]> {
  const [vehicles, lenders] = await Promise.all([
    db.selectFrom('vehicles').selectAll().where('policy_number', '=', policyNumber).orderBy('sequence').execute(),
    db
      .selectFrom('vehicle_lenders as l')
      .innerJoin('vehicles as v', 'v.vehicle_id', 'l.vehicle_id')
      .selectAll('l')
      .where('v.policy_number', '=', policyNumber)
      .orderBy('l.position')
      .execute(),
  ]);
  return vehicles.map((v) => ({
    vehicleId: v.vehicle_id,
    description: vehicleWithVin(v),
    lenders: lenders.filter((l) => l.vehicle_id === v.vehicle_id).map(lenderOf),
  }));
}
