import { sql, type Kysely } from 'kysely';

// Parties (people the insurer knows), their contact points, and the sign-ins that belong to them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parties')
    .addColumn('party_id', 'text', (c) => c.primaryKey())
    .addColumn('salutation', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_initial', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('suffix', 'text')
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('party_emails')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('party_emails_party_address_key', ['party_id', 'address'])
    .execute();

  await db.schema
    .createTable('party_phones')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mobile', 'home', 'work')`))
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('party_phones_party_number_key', ['party_id', 'number'])
    .execute();

  await db.schema
    .createTable('party_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mailing', 'residence', 'life')`))
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'char(2)', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addUniqueConstraint('party_addresses_party_kind_key', ['party_id', 'kind'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('login_id', 'text', (c) => c.primaryKey().check(sql`login_id = lower(login_id)`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('party_id', 'text', (c) => c.references('parties.party_id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('customer', 'support')`))
    .addColumn('totp_secret', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_customer_has_party', sql`role <> 'customer' or party_id is not null`)
    .execute();
  await db.schema.createIndex('users_party_id_idx').on('users').column('party_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'party_addresses', 'party_phones', 'party_emails', 'parties']) {
    await db.schema.dropTable(table).execute();
  }
}
