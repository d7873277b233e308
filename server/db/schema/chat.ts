import type { ColumnType } from 'kysely';

/** A customer's chat with a live agent (migration 1200_chat): waiting, answered by an agent, or ended. */
export interface ChatConversationsTable {
  conversation_id: string;
  party_id: string;
  login_id: string;
  status: 'waiting' | 'answered' | 'ended';
  agent_login_id: string | null;
  started_at: ColumnType<Date, Date | string, never>;
  last_at: ColumnType<Date, Date | string, Date | string>;
}

/** One message of a conversation, from the customer or the agent. */
export interface ChatMessagesTable {
  message_id: string;
  conversation_id: string;
  author: 'customer' | 'agent';
  text: string;
  sent_at: ColumnType<Date, Date | string, never>;
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
}
