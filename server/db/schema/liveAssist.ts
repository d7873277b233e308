import type { ColumnType } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;

/** A request to watch a customer's visit, and the share it becomes (migration 1500_live_assist). */
export interface LiveAssistSharesTable {
  share_id: string;
  conversation_id: string;
  party_id: string;
  customer_login_id: string;
  agent_login_id: string;
  status: 'requested' | 'live' | 'declined' | 'ended';
  customer_sign_in_id: string | null;
  customer_session_version: number | null;
  visit_id: string | null;
  requested_at: ColumnType<Date, Date | string, never>;
  answered_at: Instant | null;
  ended_at: Instant | null;
  ended_reason: string | null;
}

/** One step of a share: who did it, to whom, when and from where. */
export interface LiveAssistAuditTable {
  audit_id: string;
  share_id: string;
  party_id: string;
  customer_login_id: string;
  agent_login_id: string;
  visit_id: string | null;
  kind: 'requested' | 'consented' | 'declined' | 'started' | 'stopped';
  by_role: 'customer' | 'support' | 'gateway';
  by_login_id: string | null;
  reason: string | null;
  at: ColumnType<Date, Date | string, never>;
  ip: string | null;
  user_agent: string | null;
}

export interface LiveAssistTables {
  live_assist_shares: LiveAssistSharesTable;
  live_assist_audit: LiveAssistAuditTable;
}
