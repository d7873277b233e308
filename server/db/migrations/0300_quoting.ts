import { sql, type Kysely } from 'kysely';

// Online quotes, the underwriting reports vendor's answers, life quotes and the VIN decode table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence quote_job_number_seq start 100001`.execute(db);
  await db.schema
    .createTable('quotes')
    .addColumn('quote_id', 'text', (c) => c.primaryKey())
    .addColumn('job_number', 'text', (c) => c.notNull().unique())
    .addColumn('quote_type', 'text', (c) =>
      c.notNull().check(sql`quote_type in ('auto', 'motorcycle', 'home', 'renters', 'condo', 'bundle')`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('inProgress', 'quoted', 'knockedOut', 'bound')`))
    .addColumn('sections', 'jsonb', (c) => c.notNull())
    .addColumn('coverage_choices', 'jsonb', (c) => c.notNull())
    .addColumn('rating', 'jsonb')
    .addColumn('knockout_code', 'text')
    .addColumn('knockout_reason', 'text')
    .addColumn('bind_answers', 'jsonb', (c) => c.notNull())
    .addColumn('last_name', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('zip', 'text')
    .addColumn('state', 'text')
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('policy_number', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('underwriting_reports')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('greenlight', 'text', (c) => c.notNull().check(sql`greenlight in ('green', 'yellow', 'red')`))
    .addColumn('facility_risk', 'boolean', (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('hal_score', 'integer', (c) => c.notNull())
    .addColumn('credit_found', 'boolean', (c) => c.notNull())
    .addColumn('claims_report_incidents', 'integer', (c) => c.notNull())
    .addColumn('vendor_error', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('underwriting_reports_pkey', ['last_name', 'date_of_birth'])
    .execute();

  await db.schema
    .createTable('life_quotes')
    .addColumn('quote_id', 'text', (c) => c.primaryKey())
    .addColumn('last_name', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('state', 'text')
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('premiums', 'jsonb', (c) => c.notNull())
    .addColumn('knockout_code', 'text')
    .addColumn('application_started_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('life_quotes_person_idx').on('life_quotes').columns(['last_name', 'date_of_birth']).execute();

  await db.schema
    .createTable('vin_decodes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('vin_prefix', 'text', (c) => c.notNull().unique())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vin_decodes', 'life_quotes', 'underwriting_reports', 'quotes']) await db.schema.dropTable(table).execute();
  await sql`drop sequence quote_job_number_seq`.execute(db);
}
