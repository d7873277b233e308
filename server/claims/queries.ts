import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ClaimMessagesTable, ClaimsTable } from '../db/schema/claims';

// The claim files of a party, their coverages, payments and conversation. Every read names the party: another
// party's file number finds nothing, exactly like a number that does not exist.

const unread = sql<number>`(select count(*)::int from claim_messages m
  where m.file_number = c.file_number and m.author = 'adjuster' and m.read_at is null)`;

/** The claims of a party, newest loss first; optionally one file. */
export function claimsOf(db: Kysely<Database>, partyId: string, fileNumber?: string) {
  let query = db.selectFrom('claims as c').selectAll('c').select(unread.as('unread_messages')).where('c.party_id', '=', partyId);
  if (fileNumber !== undefined) query = query.where('c.file_number', '=', fileNumber);
  return query.orderBy('c.loss_date', 'desc').orderBy('c.reported_at', 'desc').orderBy('c.file_number', 'desc');
}

export type ClaimRow = Selectable<ClaimsTable> & { unread_messages: number };

const isoDate = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export function toClaimSummary(row: ClaimRow) {
  return {
    fileNumber: row.file_number,
    lineOfBusiness: row.line_of_business,
    claimType: row.claim_type,
    lossDate: isoDate(row.loss_date),
    status: row.status,
    policyNumber: row.policy_number,
    summary: row.summary,
    unreadMessages: Number(row.unread_messages),
  };
}

/** Claims still open, and those closed within this many days, are recent (the account landing). */
export const recentClosedDays = 180;

export function isRecent(row: ClaimRow, today: string): boolean {
  if (row.status === 'open' || row.closed_on === null) return true;
  const since = new Date(`${today}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - recentClosedDays);
  return isoDate(row.closed_on) >= since.toISOString().slice(0, 10);
}

export async function claimDetails(db: Kysely<Database>, row: ClaimRow) {
  const [coverages, payments] = await Promise.all([
    db.selectFrom('claim_coverages').selectAll().where('file_number', '=', row.file_number).orderBy('code').execute(),
    db
      .selectFrom('claim_payments')
      .selectAll()
      .where('file_number', '=', row.file_number)
      .orderBy('paid_on', 'desc')
      .orderBy('payment_id')
      .execute(),
  ]);
  const adjuster =
    row.adjuster_name && row.adjuster_phone && row.adjuster_email
      ? { name: row.adjuster_name, phone: row.adjuster_phone, email: row.adjuster_email }
      : null;
  return {
    claim: toClaimSummary(row),
    lossLocation: row.loss_location,
    reportedOn: isoDate(row.reported_at),
    closedOn: row.closed_on === null ? null : isoDate(row.closed_on),
    nextSteps: row.next_steps,
    adjuster,
    coverages: coverages.map((c) => ({ code: c.code, name: c.name, limits: c.limits, deductibleCents: c.deductible_cents })),
    payments: payments.map((p) => ({
      paymentId: p.payment_id,
      coverageCode: p.coverage_code,
      paidOn: isoDate(p.paid_on),
      payee: p.payee,
      amountCents: p.amount_cents,
    })),
    emailNotifications: row.email_notifications,
  };
}

export async function messagesOf(db: Kysely<Database>, fileNumber: string) {
  const rows = await db
    .selectFrom('claim_messages')
    .selectAll()
    .where('file_number', '=', fileNumber)
    .orderBy('sent_at')
    .orderBy('message_id')
    .execute();
  return rows.map(toClaimMessage);
}

export function toClaimMessage(m: Selectable<ClaimMessagesTable>) {
  return {
    messageId: m.message_id,
    author: m.author,
    authorName: m.author_name,
    body: m.body,
    sentAt: new Date(m.sent_at).toISOString(),
    read: m.author !== 'adjuster' || m.read_at !== null,
  };
}

/** The adjuster's messages the party has not read, over all their claims. */
export async function newMessageCount(db: Kysely<Database>, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('claim_messages as m')
    .innerJoin('claims as c', 'c.file_number', 'm.file_number')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('c.party_id', '=', partyId)
    .where('m.author', '=', 'adjuster')
    .where('m.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The customer read the conversation of a file. */
export async function markRead(db: Kysely<Database>, fileNumber: string, now: Date): Promise<void> {
  await db
    .updateTable('claim_messages')
    .set({ read_at: now })
    .where('file_number', '=', fileNumber)
    .where('author', '=', 'adjuster')
    .where('read_at', 'is', null)
    .execute();
}

/** Who answers a claim's messages: its adjuster, or the claims team while none is assigned. */
export const claimsTeam = 'Claims team';

/** Claim files with messages, as the support console lists them (agents see every party's); `fileNumber` narrows to one. */
export async function claimConversations(db: Kysely<Database>, fileNumber?: string) {
  let query = db
    .selectFrom('claims as c')
    .innerJoin('parties as p', 'p.party_id', 'c.party_id')
    .innerJoin('claim_messages as m', 'm.file_number', 'c.file_number')
    .select(['c.file_number', 'c.adjuster_name', 'p.party_id', 'p.first_name', 'p.last_name'])
    .select(sql<Date>`max(m.sent_at)`.as('last_at'))
    .select(sql<number>`count(*)::int`.as('message_count'))
    .select(sql<string>`(array_agg(m.author order by m.sent_at desc, m.message_id desc))[1]`.as('last_author'))
    .groupBy(['c.file_number', 'c.adjuster_name', 'p.party_id', 'p.first_name', 'p.last_name']);
  if (fileNumber !== undefined) query = query.where('c.file_number', '=', fileNumber);
  const rows = await query.execute();
  const conversations = rows.map((r) => ({
    fileNumber: r.file_number,
    partyId: r.party_id,
    customerName: `${r.first_name} ${r.last_name}`,
    answeredAs: r.adjuster_name ?? claimsTeam,
    lastMessageAt: new Date(r.last_at).toISOString(),
    messageCount: Number(r.message_count),
    awaitingAnswer: r.last_author === 'customer',
  }));
  // Waiting customers first, the longest waiting first; then the rest, newest first.
  return conversations.sort((a, b) =>
    a.awaitingAnswer !== b.awaitingAnswer
      ? a.awaitingAnswer
        ? -1
        : 1
      : a.awaitingAnswer
        ? a.lastMessageAt.localeCompare(b.lastMessageAt)
        : b.lastMessageAt.localeCompare(a.lastMessageAt),
  );
}
