import { sql, type Kysely } from 'kysely';

// Billing accounts, policies and what they cover.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_accounts')
    .addColumn('account_number', 'text', (c) => c.primaryKey().check(sql`account_number ~ '^N[0-9]+$'`))
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('mutual', 'life')`))
    .addColumn('paperless_billing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paperless_policy', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('policies')
    .addColumn('policy_number', 'text', (c) =>
      c.primaryKey().check(sql`policy_number ~ '^[A-Za-z0-9]{6}-[A-Za-z0-9]{4}$' or policy_number ~ '^[A-Za-z0-9]-[0-9]{9}$'`),
    )
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id'))
    .addColumn('line_of_business', 'text', (c) =>
      c.notNull().check(sql`line_of_business in ('auto', 'home', 'condo', 'renters', 'motorcycle', 'umbrella', 'marine', 'life')`),
    )
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('mutual', 'life')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'pending', 'cancelled', 'expired')`))
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('expiration_date', 'date', (c) => c.notNull())
    .addColumn('premium_cents', 'integer', (c) => c.notNull().check(sql`premium_cents >= 0`))
    .addColumn('account_number', 'text', (c) => c.references('billing_accounts.account_number'))
    .addColumn('state', 'char(2)', (c) => c.notNull())
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('policies_side_matches_line', sql`(side = 'life') = (line_of_business = 'life')`)
    .execute();
  await db.schema.createIndex('policies_party_id_idx').on('policies').column('party_id').execute();

  await db.schema
    .createTable('insured_properties')
    .addColumn('policy_number', 'text', (c) => c.primaryKey().references('policies.policy_number').onDelete('cascade'))
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'char(2)', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('year_built', 'integer')
    .addColumn('dwelling_type', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('vehicle_id', 'text', (c) => c.primaryKey())
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('garaging_zip', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addUniqueConstraint('vehicles_policy_vin_key', ['policy_number', 'vin'])
    .execute();
  await db.schema.createIndex('vehicles_policy_idx').on('vehicles').column('policy_number').execute();

  await db.schema
    .createTable('watercraft')
    .addColumn('watercraft_id', 'text', (c) => c.primaryKey())
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('hull_id', 'text', (c) => c.notNull())
    .addColumn('length_feet', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('watercraft_policy_idx').on('watercraft').column('policy_number').execute();

  await db.schema
    .createTable('drivers')
    .addColumn('driver_id', 'text', (c) => c.primaryKey())
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('license_state', 'char(2)', (c) => c.notNull())
    .addColumn('license_number', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('drivers_policy_idx').on('drivers').column('policy_number').execute();

  await db.schema
    .createTable('coverages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('vehicle_id', 'text', (c) => c.references('vehicles.vehicle_id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('limits', 'text')
    .addColumn('deductible_cents', 'integer')
    .addColumn('premium_cents', 'integer', (c) => c.notNull())
    .execute();
  // One row per coverage code per policy, or per vehicle for vehicle coverages.
  await sql`create unique index coverages_policy_vehicle_code_key on coverages (policy_number, coalesce(vehicle_id, ''), code)`.execute(db);

  await db.schema
    .createTable('discounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addUniqueConstraint('discounts_policy_code_key', ['policy_number', 'code'])
    .execute();

  await db.schema
    .createTable('mortgagees')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('loan_number', 'text', (c) => c.notNull())
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'char(2)', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addUniqueConstraint('mortgagees_policy_position_key', ['policy_number', 'position'])
    .execute();

  await db.schema
    .createTable('life_details')
    .addColumn('policy_number', 'text', (c) => c.primaryKey().references('policies.policy_number').onDelete('cascade'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('face_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('term_years', 'integer')
    .addColumn('insured_first_name', 'text', (c) => c.notNull())
    .addColumn('insured_last_name', 'text', (c) => c.notNull())
    .addColumn('insured_date_of_birth', 'date', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('life_beneficiaries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('policy_number', 'text', (c) => c.notNull().references('policies.policy_number').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('primary', 'contingent')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('share_percent', 'integer', (c) => c.notNull().check(sql`share_percent between 1 and 100`))
    .addUniqueConstraint('life_beneficiaries_policy_kind_name_key', ['policy_number', 'kind', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'life_beneficiaries',
    'life_details',
    'mortgagees',
    'discounts',
    'coverages',
    'drivers',
    'watercraft',
    'vehicles',
    'insured_properties',
    'policies',
    'billing_accounts',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
