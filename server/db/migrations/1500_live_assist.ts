import { sql, type Kysely } from 'kysely';

// Live assist: a support agent asks, from a chat they hold, to watch a customer's visit as it happens; the customer
// agrees or declines; the agent watches while the consent is live; it ends when either side stops it, the chat ends
// or the customer's sign-in ends. Each share names the visit it shows, and every step of it is kept in the audit
// with who, whom, when and from where (address and user agent), kept with the visit and shown to the customer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_assist_shares')
    .addColumn('share_id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.conversation_id').onDelete('cascade'))
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('customer_login_id', 'text', (c) => c.notNull())
    .addColumn('agent_login_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('requested', 'live', 'declined', 'ended')`))
    // The customer's sign-in that consented: the share ends with it.
    .addColumn('customer_sign_in_id', 'text')
    .addColumn('customer_session_version', 'integer')
    // The visit shown (the customer's tab that consented).
    .addColumn('visit_id', 'text')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_reason', 'text')
    .execute();
  // At most one request or live share per conversation.
  await sql`create unique index live_assist_shares_open on live_assist_shares (conversation_id) where status in ('requested', 'live')`.execute(
    db,
  );
  await sql`create index live_assist_shares_visit on live_assist_shares (visit_id) where status = 'live'`.execute(db);
  await sql`create index live_assist_shares_party on live_assist_shares (party_id, requested_at)`.execute(db);

  await db.schema
    .createTable('live_assist_audit')
    .addColumn('audit_id', 'text', (c) => c.primaryKey())
    .addColumn('share_id', 'text', (c) => c.notNull().references('live_assist_shares.share_id').onDelete('cascade'))
    .addColumn('party_id', 'text', (c) => c.notNull())
    .addColumn('customer_login_id', 'text', (c) => c.notNull())
    .addColumn('agent_login_id', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('requested', 'consented', 'declined', 'started', 'stopped')`))
    .addColumn('by_role', 'text', (c) => c.notNull().check(sql`by_role in ('customer', 'support', 'gateway')`))
    .addColumn('by_login_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await sql`create index live_assist_audit_party on live_assist_audit (party_id, at)`.execute(db);
  await sql`create index live_assist_audit_at on live_assist_audit (at)`.execute(db);
  // A share starts once: the agent's first look at it, whichever instance it reaches.
  await sql`create unique index live_assist_audit_started on live_assist_audit (share_id) where kind = 'started'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_assist_audit', 'live_assist_shares']) await db.schema.dropTable(table).execute();
}
