import { sql, type Kysely } from 'kysely';

// A quote e-mailed to its prospect (issue 35): the one-time links that resume it (only a random nonce is kept; the
// link itself is signed by the gateway), the reminders a prospect turned off, and the leads of prospects who asked an
// agent to call them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_email_links')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.quote_id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('quote', 'reminder')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quote_email_links_quote').on('quote_email_links').columns(['quote_id', 'created_at']).execute();
  await db.schema
    .createTable('quote_reminder_opt_outs')
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.quote_id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quote_reminder_opt_outs_pk', ['quote_id', 'email'])
    .execute();
  await db.schema
    .createTable('quote_leads')
    .addColumn('lead_id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.quote_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('time_window', 'text', (c) => c.notNull())
    .addColumn('knockout_code', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'contacted', 'closed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();
  // One lead a quote: a second request for a call is the same lead.
  await db.schema.createIndex('quote_leads_quote').on('quote_leads').column('quote_id').unique().execute();
  await db.schema.createIndex('quote_leads_status').on('quote_leads').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_leads').execute();
  await db.schema.dropTable('quote_reminder_opt_outs').execute();
  await db.schema.dropTable('quote_email_links').execute();
}
