import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { LiveAuditKind, LiveAuditRecord, LiveShare, LiveShareEnd, VisitViewerRecord } from '../../src/contract/liveAssist';
import type { Database } from '../db/schema';
import type { LiveAssistSharesTable } from '../db/schema/liveAssist';
import type { ChatRelay } from '../chat/relay';
import { conflict, HttpError, notFound } from '../http/errors';

export type ShareRow = Selectable<LiveAssistSharesTable>;
type Db = Kysely<Database> | Transaction<Database>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const shareOf = (row: ShareRow): LiveShare => ({
  shareId: row.share_id,
  conversationId: row.conversation_id,
  customer: row.customer_login_id,
  agent: row.agent_login_id,
  status: row.status,
  visitId: row.visit_id,
  requestedAt: new Date(row.requested_at).toISOString(),
  answeredAt: iso(row.answered_at),
  endedAt: iso(row.ended_at),
  endedReason: (row.ended_reason as LiveShareEnd | null) ?? null,
});

/** The words of each refusal: what a support agent or a customer reads. */
export const liveRefusals = {
  notFound: () => notFound('We could not find that request to share a screen.'),
  notHeld: () => conflict('Only the agent who holds a chat can ask to see the customer’s screen: take the conversation first.'),
  noChat: () => notFound('There is no such open conversation.'),
  askedByAnother: () => conflict('Another agent has already asked this customer to share their screen.'),
  anotherAgents: () => new HttpError(403, 'forbidden', 'This screen is shared with another agent, not with you.'),
  notYetLive: () => conflict('The customer has not agreed to share their screen.'),
  declined: () => conflict('The customer declined to share their screen.'),
  ended: () => conflict('Screen sharing has ended: ask the customer again from the chat.'),
  answered: () => conflict('This request has already been answered.'),
  notYourVisit: () => conflict('We could not find this visit of yours: reload the page and try again.'),
};

/** Why a request that is no longer waiting cannot be answered: it ended, or it was answered already. */
export const notWaiting = (status: ShareRow['status']) => (status === 'ended' ? liveRefusals.ended() : liveRefusals.answered());

/** The same, for a request that changed under an answer (its conditional update found it no longer waiting): read as it stands now. */
export async function notWaitingNow(deps: ShareDeps, shareId: string): Promise<HttpError> {
  const now = await deps.db.selectFrom('live_assist_shares').select('status').where('share_id', '=', shareId).executeTakeFirst();
  return notWaiting(now?.status ?? 'ended');
}

/** Where a step came from: the caller's address and browser. */
export interface Origin {
  ip: string | null;
  userAgent: string | null;
}

export interface Actor {
  role: 'customer' | 'support' | 'gateway';
  loginId: string | null;
}

export async function audit(
  db: Db,
  row: ShareRow,
  kind: LiveAuditKind,
  actor: Actor,
  origin: Origin,
  id: string,
  at: Date,
  reason?: string,
) {
  await db
    .insertInto('live_assist_audit')
    .values({
      audit_id: id,
      share_id: row.share_id,
      party_id: row.party_id,
      customer_login_id: row.customer_login_id,
      agent_login_id: row.agent_login_id,
      visit_id: row.visit_id,
      kind,
      by_role: actor.role,
      by_login_id: actor.loginId,
      reason: reason ?? null,
      at,
      ip: origin.ip,
      user_agent: origin.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
}

export interface ShareDeps {
  db: Kysely<Database>;
  relay: ChatRelay;
  newId: () => string;
  now: () => Date;
}

const publishShare = (relay: ChatRelay, row: ShareRow) =>
  relay.publish({ partyId: row.party_id, live: { type: 'share', share: shareOf(row) } });

/**
 * Ends a share still open (requested or live), once: one conditional update takes it, so of two endings at once one
 * is recorded. Answers the ended row, or undefined when it had already ended.
 */
export async function endShare(
  deps: ShareDeps,
  shareId: string,
  reason: LiveShareEnd,
  actor: Actor,
  origin: Origin,
  status: 'ended' | 'declined' = 'ended',
): Promise<ShareRow | undefined> {
  const at = deps.now();
  const ended = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('live_assist_shares')
      .set({
        status,
        ended_at: at,
        ended_reason: status === 'declined' ? null : reason,
        ...(status === 'declined' ? { answered_at: at } : {}),
      })
      .where('share_id', '=', shareId)
      .where('status', 'in', status === 'declined' ? ['requested'] : ['requested', 'live'])
      .returningAll()
      .executeTakeFirst();
    if (row)
      await audit(
        trx,
        row,
        status === 'declined' ? 'declined' : 'stopped',
        actor,
        origin,
        deps.newId(),
        at,
        status === 'declined' ? undefined : reason,
      );
    return row;
  });
  if (ended) await publishShare(deps.relay, ended);
  return ended;
}

/** Ends the open share of a conversation that has ended. */
export async function endSharesOfConversation(deps: ShareDeps, conversationId: string): Promise<void> {
  const open = await deps.db
    .selectFrom('live_assist_shares')
    .select('share_id')
    .where('conversation_id', '=', conversationId)
    .where('status', 'in', ['requested', 'live'])
    .execute();
  for (const { share_id } of open)
    await endShare(deps, share_id, 'chatEnded', { role: 'gateway', loginId: null }, { ip: null, userAgent: null });
}

const noOrigin: Origin = { ip: null, userAgent: null };

/**
 * The share in its state now: a request or live share whose chat has ended, or whose customer's sign-in has ended
 * (signed out, password changed, signed out everywhere), is ended here, at the first call that finds it so, on
 * whichever instance.
 */
export async function currentShare(deps: ShareDeps, shareId: string): Promise<ShareRow | undefined> {
  const row = await deps.db.selectFrom('live_assist_shares').selectAll().where('share_id', '=', shareId).executeTakeFirst();
  if (!row || (row.status !== 'requested' && row.status !== 'live')) return row;
  const chat = await deps.db
    .selectFrom('chat_conversations')
    .select('status')
    .where('conversation_id', '=', row.conversation_id)
    .executeTakeFirst();
  if (!chat || chat.status === 'ended')
    return (await endShare(deps, shareId, 'chatEnded', { role: 'gateway', loginId: null }, noOrigin)) ?? reread(deps, shareId);
  if (row.status === 'live' && row.customer_sign_in_id !== null) {
    const user = await deps.db
      .selectFrom('users')
      .select('session_version')
      .where('sign_in_id', '=', row.customer_sign_in_id)
      .executeTakeFirst();
    if (!user || user.session_version !== row.customer_session_version)
      return (await endShare(deps, shareId, 'signInEnded', { role: 'gateway', loginId: null }, noOrigin)) ?? reread(deps, shareId);
  }
  return row;
}

const reread = (deps: ShareDeps, shareId: string) =>
  deps.db.selectFrom('live_assist_shares').selectAll().where('share_id', '=', shareId).executeTakeFirst();

/** The agent's share, live: anything else is refused with what it is (another agent's 403; not yet, declined or ended 409). */
export async function liveShareOfAgent(deps: ShareDeps, shareId: string, agentLoginId: string): Promise<ShareRow> {
  const row = await agentsShare(deps, shareId, agentLoginId);
  if (row.status === 'requested') throw liveRefusals.notYetLive();
  if (row.status === 'declined') throw liveRefusals.declined();
  if (row.status === 'ended') throw liveRefusals.ended();
  return row;
}

/** The share asked for by this agent, in any state (another agent's is a 403). */
export async function agentsShare(deps: ShareDeps, shareId: string, agentLoginId: string): Promise<ShareRow> {
  const row = await currentShare(deps, shareId);
  if (!row) throw liveRefusals.notFound();
  if (row.agent_login_id !== agentLoginId) throw liveRefusals.anotherAgents();
  return row;
}

/** The customer's share: another customer's is indistinguishable from none (404). */
export async function customersShare(deps: ShareDeps, shareId: string, partyId: string): Promise<ShareRow> {
  const row = await currentShare(deps, shareId);
  if (!row || row.party_id !== partyId) throw liveRefusals.notFound();
  return row;
}

/**
 * The agent asks the customer of a chat they hold. Of two requests at once for one conversation the unique index
 * keeps one; the same agent asking again gets the open request back.
 */
export async function requestShare(deps: ShareDeps, conversationId: string, agentLoginId: string, origin: Origin): Promise<ShareRow> {
  const chat = await deps.db.selectFrom('chat_conversations').selectAll().where('conversation_id', '=', conversationId).executeTakeFirst();
  if (!chat || chat.status === 'ended') throw liveRefusals.noChat();
  if (chat.status !== 'answered' || chat.agent_login_id !== agentLoginId) throw liveRefusals.notHeld();
  const at = deps.now();
  const inserted = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('live_assist_shares')
      .values({
        share_id: deps.newId(),
        conversation_id: conversationId,
        party_id: chat.party_id,
        customer_login_id: chat.login_id,
        agent_login_id: agentLoginId,
        status: 'requested',
        customer_sign_in_id: null,
        customer_session_version: null,
        visit_id: null,
        requested_at: at,
        answered_at: null,
        ended_at: null,
        ended_reason: null,
      })
      // The partial index's predicate as a literal (a prepared statement's generic plan cannot prove a parameter's).
      .onConflict((oc) =>
        oc
          .column('conversation_id')
          .where(sql<boolean>`status in ('requested', 'live')`)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (row) await audit(trx, row, 'requested', { role: 'support', loginId: agentLoginId }, origin, deps.newId(), at);
    return row;
  });
  if (inserted) {
    await publishShare(deps.relay, inserted);
    return inserted;
  }
  const open = await deps.db
    .selectFrom('live_assist_shares')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('status', 'in', ['requested', 'live'])
    .executeTakeFirst();
  if (!open) throw liveRefusals.askedByAnother();
  if (open.agent_login_id !== agentLoginId) throw liveRefusals.askedByAnother();
  return open;
}

/** The customer agrees, for the visit of the tab that agreed (theirs), while the request waits; the share lives with this sign-in. */
export async function consentShare(
  deps: ShareDeps,
  row: ShareRow,
  customer: { loginId: string; partyId: string; session: { signInId: string; version: number } | null },
  visitId: string,
  origin: Origin,
): Promise<ShareRow> {
  if (row.status !== 'requested') throw notWaiting(row.status);
  const visit = await deps.db
    .selectFrom('recorded_sessions')
    .select('visit_id')
    .where('visit_id', '=', visitId)
    .where('party_id', '=', customer.partyId)
    .executeTakeFirst();
  if (!visit) throw liveRefusals.notYourVisit();
  const at = deps.now();
  const live = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('live_assist_shares')
      .set({
        status: 'live',
        visit_id: visitId,
        answered_at: at,
        customer_sign_in_id: customer.session?.signInId ?? null,
        customer_session_version: customer.session?.version ?? null,
      })
      .where('share_id', '=', row.share_id)
      .where('status', '=', 'requested')
      .returningAll()
      .executeTakeFirst();
    if (updated) await audit(trx, updated, 'consented', { role: 'customer', loginId: customer.loginId }, origin, deps.newId(), at);
    return updated;
  });
  if (!live) throw await notWaitingNow(deps, row.share_id);
  await publishShare(deps.relay, live);
  return live;
}

/** The agent's first look at a live share is its start (recorded once, whatever instance looks first). */
export async function recordStart(deps: ShareDeps, row: ShareRow, origin: Origin): Promise<void> {
  await deps.db
    .insertInto('live_assist_audit')
    .values({
      audit_id: deps.newId(),
      share_id: row.share_id,
      party_id: row.party_id,
      customer_login_id: row.customer_login_id,
      agent_login_id: row.agent_login_id,
      visit_id: row.visit_id,
      kind: 'started',
      by_role: 'support',
      by_login_id: row.agent_login_id,
      reason: null,
      at: deps.now(),
      ip: origin.ip,
      user_agent: origin.userAgent?.slice(0, 300) ?? null,
    })
    .onConflict((oc) => oc.column('share_id').where('kind', '=', sql.lit('started')).doNothing())
    .execute();
}

/** The share a visit is live in, if any: its new actions are announced to the share's agent. */
export function liveSharesOfVisit(db: Kysely<Database>, visitId: string) {
  return db
    .selectFrom('live_assist_shares')
    .select(['share_id', 'party_id', 'agent_login_id'])
    .where('visit_id', '=', visitId)
    .where('status', '=', 'live')
    .execute();
}

/** The open request or live share addressed to the customer, newest first. */
export async function openShareOfParty(deps: ShareDeps, partyId: string): Promise<ShareRow | undefined> {
  const rows = await deps.db
    .selectFrom('live_assist_shares')
    .select('share_id')
    .where('party_id', '=', partyId)
    .where('status', 'in', ['requested', 'live'])
    .orderBy('requested_at', 'desc')
    .execute();
  for (const { share_id } of rows) {
    const row = await currentShare(deps, share_id);
    if (row && (row.status === 'requested' || row.status === 'live')) return row;
  }
  return undefined;
}

export async function auditRecords(db: Kysely<Database>): Promise<LiveAuditRecord[]> {
  const rows = await db.selectFrom('live_assist_audit').selectAll().orderBy('at', 'desc').orderBy('audit_id').limit(500).execute();
  return rows.map((r) => ({
    shareId: r.share_id,
    kind: r.kind,
    customer: r.customer_login_id,
    agent: r.agent_login_id,
    by: r.by_role,
    at: new Date(r.at).toISOString(),
    visitId: r.visit_id,
    reason: r.reason,
    ip: r.ip,
    userAgent: r.user_agent,
  }));
}

export async function viewersOf(db: Kysely<Database>, partyId: string): Promise<VisitViewerRecord[]> {
  const rows = await db
    .selectFrom('live_assist_audit')
    .select(['share_id', 'kind', 'agent_login_id', 'by_role', 'at'])
    .where('party_id', '=', partyId)
    .orderBy('at', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ shareId: r.share_id, kind: r.kind, agent: r.agent_login_id, by: r.by_role, at: new Date(r.at).toISOString() }));
}
