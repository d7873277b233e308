import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChatAuthor, ChatConversation, ChatMessage } from '../../src/contract/chat';
import type { Database } from '../db/schema';
import type { ChatConversationsTable, ChatMessagesTable } from '../db/schema/chat';

type ConversationRow = Selectable<ChatConversationsTable>;

export const conversationOf = (row: ConversationRow): ChatConversation => ({
  conversationId: row.conversation_id,
  customer: row.login_id,
  status: row.status,
  agent: row.agent_login_id,
  startedAt: new Date(row.started_at).toISOString(),
});

const messageOf = (row: Selectable<ChatMessagesTable>): ChatMessage => ({
  messageId: row.message_id,
  conversationId: row.conversation_id,
  author: row.author,
  text: row.text,
  sentAt: new Date(row.sent_at).toISOString(),
});

/** The party's open conversation (waiting or answered), if any. */
export function openConversationOf(db: Kysely<Database>, partyId: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('chat_conversations').selectAll().where('party_id', '=', partyId).where('status', '<>', 'ended').executeTakeFirst();
}

export function conversationById(db: Kysely<Database>, conversationId: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('chat_conversations').selectAll().where('conversation_id', '=', conversationId).executeTakeFirst();
}

/** Every open conversation, oldest first: what an agent's desk lists. */
export function openConversations(db: Kysely<Database>): Promise<ConversationRow[]> {
  return db.selectFrom('chat_conversations').selectAll().where('status', '<>', 'ended').orderBy('started_at').execute();
}

export async function messagesOf(db: Kysely<Database>, conversationIds: string[]): Promise<ChatMessage[]> {
  if (conversationIds.length === 0) return [];
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', 'in', conversationIds)
    .orderBy('sent_at')
    .orderBy('message_id')
    .execute();
  return rows.map(messageOf);
}

/** The customer's open conversation, or a new one waiting for an agent (one open per party, even on a race). */
export async function openOrStartConversation(
  db: Kysely<Database>,
  caller: { partyId: string; loginId: string },
  conversationId: string,
  at: Date,
): Promise<{ row: ConversationRow; started: boolean }> {
  const inserted = await db
    .insertInto('chat_conversations')
    .values({
      conversation_id: conversationId,
      party_id: caller.partyId,
      login_id: caller.loginId,
      status: 'waiting',
      agent_login_id: null,
      started_at: at,
      last_at: at,
    })
    // The predicate of the partial index chat_conversations_open, written as a literal: a prepared statement's
    // generic plan (from its sixth run on) cannot prove a parameter's predicate implies the index's, and fails.
    .onConflict((oc) => oc.column('party_id').where('status', '<>', sql.lit('ended')).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, started: true };
  const open = await openConversationOf(db, caller.partyId);
  if (!open) throw new Error('no open conversation after a conflicting start');
  return { row: open, started: false };
}

export async function addMessage(
  db: Kysely<Database>,
  message: { messageId: string; conversationId: string; author: ChatAuthor; text: string; at: Date },
): Promise<ChatMessage> {
  const row = await db
    .insertInto('chat_messages')
    .values({
      message_id: message.messageId,
      conversation_id: message.conversationId,
      author: message.author,
      text: message.text,
      sent_at: message.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.updateTable('chat_conversations').set({ last_at: message.at }).where('conversation_id', '=', message.conversationId).execute();
  return messageOf(row);
}

export function updateConversation(
  db: Kysely<Database>,
  conversationId: string,
  change: { status: 'answered' | 'ended'; agent_login_id?: string },
  at: Date,
): Promise<ConversationRow | undefined> {
  return db
    .updateTable('chat_conversations')
    .set({ ...change, last_at: at })
    .where('conversation_id', '=', conversationId)
    .where('status', '<>', 'ended')
    .returningAll()
    .executeTakeFirst();
}
