import { sql, type Kysely } from 'kysely';

// Chat with a live agent: one conversation per customer at a time (waiting for an agent, then answered, then
// ended), and its messages in the order they were sent. Kept, so a customer reconnecting (or an agent on
// another gateway instance) reads the whole conversation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('conversation_id', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.party_id').onDelete('cascade'))
    .addColumn('login_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waiting', 'answered', 'ended')`))
    .addColumn('agent_login_id', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // At most one open conversation per party.
  await sql`create unique index chat_conversations_open on chat_conversations (party_id) where status <> 'ended'`.execute(db);
  await db.schema
    .createTable('chat_messages')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.conversation_id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('customer', 'agent')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_by_conversation').on('chat_messages').columns(['conversation_id', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_messages', 'chat_conversations']) await db.schema.dropTable(table).execute();
}
