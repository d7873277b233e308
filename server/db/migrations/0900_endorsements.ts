import { sql, type Kysely } from 'kysely';

// Self-service policy changes (endorsements): each change a customer makes to a policy (a vehicle added or
// removed, coverages edited, a mortgagee replaced, a vehicle's lender updated), from its effective date, with
// the premium change and who asked for it and when. Vehicles carry the date they joined the policy and their
// lenders; the lender search reads a directory of lenders.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('endorsements')
    .addColumn('endorsement_id', 'text', (c) => c.primaryKey())
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('addVehicle', 'removeVehicle', 'editCoverage', 'replaceMortgagee', 'updateLender', 'addDriver')`),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('premium_change_cents', 'integer', (c) => c.notNull())
    .addColumn('new_premium_cents', 'integer', (c) => c.notNull().check(sql`new_premium_cents >= 0`))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('endorsements_policy_idx').on('endorsements').columns(['policy_number', 'requested_at']).execute();

  await db.schema.alterTable('vehicles').addColumn('effective_from', 'date').execute();

  await db.schema
    .createTable('vehicle_lenders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('vehicle_id', 'text', (c) => c.notNull().references('vehicles.vehicle_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('loan_number', 'text', (c) => c.notNull())
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'char(2)', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addUniqueConstraint('vehicle_lenders_vehicle_position_key', ['vehicle_id', 'position'])
    .execute();

  await db.schema
    .createTable('lender_directory')
    .addColumn('lender_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mortgage', 'auto')`))
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'char(2)', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lender_directory').execute();
  await db.schema.dropTable('vehicle_lenders').execute();
  await db.schema.alterTable('vehicles').dropColumn('effective_from').execute();
  await db.schema.dropTable('endorsements').execute();
}
