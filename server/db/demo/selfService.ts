import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { LenderDirectoryTable } from '../schema/selfService';

// Demo data of self-service changes: the lenders the lender search finds (mortgage and auto), and a lender on
// mutual.customer's second vehicle, so updating a lender has one to replace. Idempotent (natural keys).

export const demoLenders: Insertable<LenderDirectoryTable>[] = [
  {
    lender_id: 'LD1001',
    name: 'Huntington National Bank ISAOA/ATIMA',
    kind: 'mortgage',
    line1: 'PO Box 7044',
    line2: null,
    city: 'Troy',
    state: 'MI',
    zip: '48007',
  },
  {
    lender_id: 'LD1002',
    name: 'Fifth Third Bank ISAOA/ATIMA',
    kind: 'mortgage',
    line1: 'PO Box 961234',
    line2: null,
    city: 'Fort Worth',
    state: 'TX',
    zip: '76161',
  },
  {
    lender_id: 'LD1003',
    name: 'PNC Bank NA ISAOA/ATIMA',
    kind: 'mortgage',
    line1: 'PO Box 6260',
    line2: null,
    city: 'Hermitage',
    state: 'PA',
    zip: '16148',
  },
  {
    lender_id: 'LD1004',
    name: 'Wells Fargo Bank NA ISAOA/ATIMA',
    kind: 'mortgage',
    line1: 'PO Box 100515',
    line2: null,
    city: 'Florence',
    state: 'SC',
    zip: '29502',
  },
  {
    lender_id: 'LD2001',
    name: 'Honda Financial Services',
    kind: 'auto',
    line1: 'PO Box 105027',
    line2: null,
    city: 'Atlanta',
    state: 'GA',
    zip: '30348',
  },
  {
    lender_id: 'LD2002',
    name: 'Toyota Motor Credit Corporation',
    kind: 'auto',
    line1: 'PO Box 105386',
    line2: null,
    city: 'Atlanta',
    state: 'GA',
    zip: '30348',
  },
  {
    lender_id: 'LD2003',
    name: 'Ally Financial',
    kind: 'auto',
    line1: 'PO Box 380902',
    line2: null,
    city: 'Bloomington',
    state: 'MN',
    zip: '55438',
  },
  {
    lender_id: 'LD2004',
    name: 'Fifth Third Bank Auto Loans',
    kind: 'auto',
    line1: 'PO Box 630778',
    line2: null,
    city: 'Cincinnati',
    state: 'OH',
    zip: '45263',
  },
];

export async function seedSelfService(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('lender_directory')
    .values(demoLenders)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const vehicle = await db.selectFrom('vehicles').select('vehicle_id').where('vehicle_id', '=', 'V10002').executeTakeFirst();
  if (!vehicle) return;
  await db
    .insertInto('vehicle_lenders')
    .values({
      vehicle_id: 'V10002',
      position: 1,
      name: 'Honda Financial Services',
      loan_number: 'HF-20417763',
      line1: 'PO Box 105027',
      line2: null,
      city: 'Atlanta',
      state: 'GA',
      zip: '30348',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
