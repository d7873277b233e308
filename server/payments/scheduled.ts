import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { product } from '../../config/product';
import {
  schedulePayment,
  type PolicyPayment,
  type ScheduledPayment,
  type ScheduledPaymentChange,
  type SchedulePaymentRequest,
} from '../../src/contract/payments';
import { formatCents } from '../../src/shared/money';
import { isOutageActive } from '../../src/shared/outages';
import { businessToday, formatEntryDate } from '../../src/validation/dates';
import { paymentMessages, scheduledPaymentMessages as messages } from '../../src/validation/messages';
import type { RemoteConfig } from '../../src/contract/config';
import { ledgerState, lockAccount } from '../billing/ledger';
import { methodOf } from '../billing/tokenization';
import type { Database } from '../db/schema';
import type { ScheduledPaymentsTable } from '../db/schema/billing';
import { badRequest, HttpError, notFound } from '../http/errors';
import { runOnce, type CommandOutcome } from '../http/idempotency';
import { takePayment } from './charge';

// Payments on a later date. A customer schedules a payment for a US Eastern business date from tomorrow up to the
// due date of the bill it pays, and may change or cancel it until that date begins (midnight US Eastern: the same
// cut-off that decides the business date a payment made now is posted on). On its date the payment is taken by the
// one charge of every payment (`takePayment`), under the account's lock, so automatic payments and a scheduled
// payment of the same bill see each other: the second takes only what is still owed.

type Db = Kysely<Database>;

const notFoundAnswer = () => notFound(messages.notFound);
const day = (iso: string) => formatEntryDate(iso) ?? iso;

/** The columns of a scheduled payment as the customer reads it, with its method. */
function scheduledRows(db: Db) {
  return db
    .selectFrom('scheduled_payments as s')
    .innerJoin('payment_tokens as t', 't.token', 's.token')
    .select([
      's.scheduled_payment_id',
      's.party_id',
      's.account_number',
      's.amount_cents',
      's.policies',
      sql<string>`s.pay_on::text`.as('pay_on'),
      's.token',
      's.status',
      's.reason',
      't.kind',
      't.label',
      't.last_four',
      't.holder_name',
      't.expiry',
      sql<string | null>`(select p.confirmation_number from billing_payments p where p.payment_id = s.payment_id)`.as(
        'confirmation_number',
      ),
    ]);
}
type ScheduledRow = Awaited<ReturnType<ReturnType<typeof scheduledRows>['executeTakeFirstOrThrow']>>;

const viewOf = (row: ScheduledRow, today: string): ScheduledPayment =>
  ({
    scheduledPaymentId: row.scheduled_payment_id,
    accountNumber: row.account_number,
    amountCents: row.amount_cents,
    policies: row.policies,
    payOn: row.pay_on,
    method: methodOf(row),
    status: row.status,
    reason: row.reason,
    confirmationNumber: row.confirmation_number,
    changeable: row.status === 'scheduled' && row.pay_on > today,
  }) as ScheduledPayment;

/** The party's scheduled payments, the next date first; those done (paid, cancelled, failed) after. */
export async function scheduledPaymentsOf(db: Db, partyId: string, now: Date): Promise<ScheduledPayment[]> {
  const rows = await scheduledRows(db)
    .where('s.party_id', '=', partyId)
    .orderBy(sql`s.status = 'scheduled'`, 'desc')
    .orderBy('s.pay_on')
    .orderBy('s.created_at')
    .execute();
  const today = businessToday(now);
  return rows.map((row) => viewOf(row, today));
}

/**
 * The latest date a payment of the account (or of these policies) may be scheduled for: the due date of the bill it
 * pays (the earliest unpaid one; of several policies, the earliest of theirs). Refuses a date not after today, after
 * the due date, or when nothing is due.
 */
async function checkPayOn(db: Db, accountNumber: string, policies: readonly PolicyPayment[] | null, payOn: string, today: string) {
  if (payOn <= today) throw badRequest(messages.dateNotAfterToday);
  const state = await ledgerState(db, accountNumber, today);
  const dueDates = policies === null ? [state.dueDate] : policies.map((p) => state.policy(p.policyNumber).dueDate);
  const known = dueDates.filter((d): d is string => d !== null);
  if (known.length === 0) throw badRequest(messages.nothingToSchedule);
  const dueDate = known.sort()[0]!;
  if (dueDate <= today) throw badRequest(messages.dueTooSoon(day(dueDate)));
  if (payOn > dueDate) throw badRequest(messages.dateAfterDue(day(dueDate)));
  return state;
}

/** A scheduled amount may not exceed what is owed now (the account's, or each policy's): a scheduled payment leaves no credit. */
function checkOwed(state: Awaited<ReturnType<typeof ledgerState>>, amountCents: number, policies: readonly PolicyPayment[] | null) {
  if (policies === null) {
    if (amountCents > state.amountDueCents) throw badRequest(paymentMessages.amountOverPolicyDue(formatCents(state.amountDueCents)));
    return;
  }
  for (const part of policies) {
    const due = state.policy(part.policyNumber).amountDueCents;
    if (part.amountCents > due) throw badRequest(`${part.policyNumber}: ${paymentMessages.amountOverPolicyDue(formatCents(due))}`);
  }
}

/** The party's own token (a one-time one or a saved method's), else a refusal the customer can correct. */
async function ownedToken(db: Db, partyId: string, token: string) {
  const row = await db
    .selectFrom('payment_tokens')
    .selectAll()
    .where('token', '=', token)
    .where('party_id', '=', partyId)
    .executeTakeFirst();
  if (!row) throw badRequest('That payment method is not available. Please enter it again.');
  return row;
}

/** The customer's primary email (or the first) and the phones enrolled for billing texts. */
async function reachOf(db: Db, partyId: string) {
  const email = await db
    .selectFrom('party_emails')
    .select('address')
    .where('party_id', '=', partyId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const texting = await db.selectFrom('texting_accounts').select(['phone', 'groups']).where('party_id', '=', partyId).execute();
  return {
    email: email?.address ?? null,
    phones: texting.filter((t) => t.groups.split(',').includes('Mutual_Policy_Billing')).map((t) => t.phone),
  };
}

/** Tells the customer by email, and by text (the notification) where they chose billing texts. */
async function tell(db: Db, partyId: string, subject: string, body: string, text: boolean): Promise<void> {
  const reach = await reachOf(db, partyId);
  const messagesOut = [
    ...(reach.email ? [{ channel: 'email' as const, recipient: reach.email, subject, body }] : []),
    ...(text
      ? reach.phones.map((phone) => ({ channel: 'sms' as const, recipient: phone, subject: null, body: `${product.name}: ${body}` }))
      : []),
  ];
  if (messagesOut.length > 0) await db.insertInto('outbox').values(messagesOut).execute();
}

export interface Scheduler {
  partyId: string;
  outages: RemoteConfig['outages'];
  side: 'mutual' | 'life';
}

const refuseInOutage = (outages: RemoteConfig['outages'], side: 'mutual' | 'life', now: Date) => {
  if (isOutageActive(outages[side === 'life' ? 'lifeBilling' : 'billing'], now.getTime())) {
    throw new HttpError(409, 'billing_outage', `${paymentMessages.outageHeading}. ${paymentMessages.outageBody()}`);
  }
};

/** Schedules a payment once per idempotency key; confirmed by email. */
export function scheduleOnce(db: Db, key: string, who: Scheduler, request: SchedulePaymentRequest, now: Date) {
  const command = { key, partyId: who.partyId, content: { path: schedulePayment.path, body: request } };
  return runOnce(db, command, async (trx): Promise<CommandOutcome> => {
    refuseInOutage(who.outages, who.side, now);
    const today = businessToday(now);
    const policies = request.policies ?? null;
    await lockAccount(trx, request.accountNumber);
    const state = await checkPayOn(trx, request.accountNumber, policies, request.payOn, today);
    checkOwed(state, request.amountCents, policies);
    const instrument = await ownedToken(trx, who.partyId, request.token);
    const id = randomUUID();
    await trx
      .insertInto('scheduled_payments')
      .values({
        scheduled_payment_id: id,
        party_id: who.partyId,
        account_number: request.accountNumber,
        amount_cents: request.amountCents,
        policies: policies === null ? null : JSON.stringify(policies),
        pay_on: request.payOn,
        token: request.token,
        status: 'scheduled',
        reason: null,
      })
      .execute();
    const method = `${instrument.label} ending in ${instrument.last_four}`;
    await tell(
      trx,
      who.partyId,
      messages.emailScheduledSubject(product.name),
      messages.emailScheduled(formatCents(request.amountCents), request.accountNumber, day(request.payOn), method),
      false,
    );
    const row = await scheduledRows(trx).where('s.scheduled_payment_id', '=', id).executeTakeFirstOrThrow();
    return { statusCode: 200, body: viewOf(row, today) };
  });
}

/** The party's scheduled payment, locked for the change; 404 for another party's or an unknown id, 409 once it can no longer change. */
async function lockedChangeable(trx: Db, partyId: string, id: string, today: string) {
  const row = await trx
    .selectFrom('scheduled_payments')
    .selectAll()
    .select(sql<string>`pay_on::text`.as('pay_on'))
    .where('scheduled_payment_id', '=', id)
    .where('party_id', '=', partyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFoundAnswer();
  if (row.status !== 'scheduled' || row.pay_on <= today) throw new HttpError(409, 'not_changeable', messages.noLongerChangeable);
  return row;
}

/** The parts of a changed payment: as named, or the one policy's part following the amount. */
function partsOfChange(existing: readonly PolicyPayment[] | null, change: ScheduledPaymentChange): readonly PolicyPayment[] | null {
  if (change.policies !== undefined) return change.policies;
  if (existing === null) return null;
  if (existing.length === 1) return [{ policyNumber: existing[0]!.policyNumber, amountCents: change.amountCents }];
  if (existing.reduce((sum, p) => sum + p.amountCents, 0) === change.amountCents) return existing;
  throw badRequest(paymentMessages.policyPartsDiffer);
}

/** The token a change pays with: a new one, a saved method's (not removed), or the one it had. */
async function tokenOfChange(db: Db, partyId: string, current: string, change: ScheduledPaymentChange): Promise<string> {
  if (change.token !== undefined) return change.token;
  if (change.methodId === undefined) return current;
  const saved = await db
    .selectFrom('payment_methods')
    .select('token')
    .where('method_id', '=', change.methodId)
    .where('party_id', '=', partyId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!saved) throw notFound(paymentMessages.methodNotFound);
  return saved.token;
}

/** Changes the amount, date or method of a scheduled payment before its date, once per key; confirmed by email. */
export function changeOnce(db: Db, key: string, partyId: string, id: string, change: ScheduledPaymentChange, now: Date) {
  const who = { partyId };
  const command = { key, partyId, content: { path: `scheduled-payments/${id}`, method: 'PUT', body: change } };
  return runOnce(db, command, async (trx): Promise<CommandOutcome> => {
    const today = businessToday(now);
    const current = await lockedChangeable(trx, who.partyId, id, today);
    const policies = partsOfChange(current.policies as PolicyPayment[] | null, change);
    if (policies !== null && change.policies !== undefined) {
      const billed = await trx
        .selectFrom('policies')
        .select('policy_number')
        .where('account_number', '=', current.account_number)
        .where(
          'policy_number',
          'in',
          policies.map((p) => p.policyNumber),
        )
        .execute();
      if (billed.length !== policies.length) throw notFound(paymentMessages.policyNotFound);
    }
    await lockAccount(trx, current.account_number);
    const state = await checkPayOn(trx, current.account_number, policies, change.payOn, today);
    checkOwed(state, change.amountCents, policies);
    const token = await tokenOfChange(trx, who.partyId, current.token, change);
    const instrument = await ownedToken(trx, who.partyId, token);
    await trx
      .updateTable('scheduled_payments')
      .set({
        amount_cents: change.amountCents,
        policies: policies === null ? null : JSON.stringify(policies),
        pay_on: change.payOn,
        token,
        updated_at: sql<Date>`now()`,
      })
      .where('scheduled_payment_id', '=', id)
      .execute();
    await tell(
      trx,
      who.partyId,
      messages.emailScheduledSubject(product.name),
      messages.emailScheduled(
        formatCents(change.amountCents),
        current.account_number,
        day(change.payOn),
        `${instrument.label} ending in ${instrument.last_four}`,
      ),
      false,
    );
    const row = await scheduledRows(trx).where('s.scheduled_payment_id', '=', id).executeTakeFirstOrThrow();
    return { statusCode: 200, body: viewOf(row, today) };
  });
}

/** Cancels a scheduled payment before its date, once per key: it never runs. */
export function cancelOnce(db: Db, key: string, partyId: string, id: string, now: Date) {
  const command = { key, partyId, content: { path: `scheduled-payments/${id}`, method: 'DELETE' } };
  return runOnce(db, command, async (trx): Promise<CommandOutcome> => {
    const today = businessToday(now);
    await lockedChangeable(trx, partyId, id, today);
    await trx
      .updateTable('scheduled_payments')
      .set({ status: 'cancelled', updated_at: sql<Date>`now()` })
      .where('scheduled_payment_id', '=', id)
      .execute();
    const row = await scheduledRows(trx).where('s.scheduled_payment_id', '=', id).executeTakeFirstOrThrow();
    return { statusCode: 200, body: viewOf(row, today) };
  });
}

/** The scheduled payments whose date has come and that have not run (the daily sweep queues a job for each). */
export async function duePayments(db: Db, now: Date): Promise<{ scheduledPaymentId: string; payOn: string }[]> {
  const rows = await db
    .selectFrom('scheduled_payments')
    .select(['scheduled_payment_id', sql<string>`pay_on::text`.as('pay_on')])
    .where('status', '=', 'scheduled')
    .where('pay_on', '<=', businessToday(now))
    .orderBy('pay_on')
    .execute();
  return rows.map((r) => ({ scheduledPaymentId: r.scheduled_payment_id, payOn: r.pay_on }));
}

/** What a run of a scheduled payment came to. */
export type RunOutcome = 'paid' | 'failed' | 'cancelled' | 'not-due' | 'done-already' | 'outage';

/** The amounts still owed of what the payment would pay: capped to the account's (or each policy's) amount due now. */
function owedNow(state: Awaited<ReturnType<typeof ledgerState>>, amountCents: number, policies: readonly PolicyPayment[] | null) {
  if (policies === null) return { amountCents: Math.min(amountCents, state.amountDueCents), policies: undefined };
  const parts = policies
    .map((p) => ({ policyNumber: p.policyNumber, amountCents: Math.min(p.amountCents, state.policy(p.policyNumber).amountDueCents) }))
    .filter((p) => p.amountCents > 0);
  return { amountCents: parts.reduce((sum, p) => sum + p.amountCents, 0), policies: parts as PolicyPayment[] };
}

/**
 * Takes a scheduled payment on its date, once: its row is locked and its status decides (a cancelled, paid or failed
 * one never runs again, on any instance), and the money moves through the one charge, under the account's lock, for
 * what is still owed (automatic payments may have paid the bill first). A decline or a closed account leaves the bill
 * due and tells the customer by email and text; a payment taken is confirmed the same ways. In a billing outage
 * nothing moves (`outage`): the caller runs it again after the window.
 */
export async function runScheduledPayment(db: Db, id: string, now: Date, outages: RemoteConfig['outages']): Promise<RunOutcome> {
  const today = businessToday(now);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('scheduled_payments')
      .selectAll()
      .select(sql<string>`pay_on::text`.as('pay_on'))
      .where('scheduled_payment_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.status !== 'scheduled') return 'done-already';
    if (row.pay_on > today) return 'not-due';
    const account = await trx
      .selectFrom('billing_accounts')
      .select('side')
      .where('account_number', '=', row.account_number)
      .executeTakeFirstOrThrow();
    if (isOutageActive(outages[account.side === 'life' ? 'lifeBilling' : 'billing'], now.getTime())) return 'outage';
    await lockAccount(trx, row.account_number);
    const finish = async (
      status: 'paid' | 'failed' | 'cancelled',
      reason: ScheduledPaymentsTable['reason'],
      paymentId: string | null = null,
    ) =>
      trx
        .updateTable('scheduled_payments')
        .set({ status, reason, payment_id: paymentId, updated_at: sql<Date>`now()` })
        .where('scheduled_payment_id', '=', id)
        .execute();
    const amount = formatCents(row.amount_cents);
    const failed = async (reason: 'declined' | 'account_closed' | 'method_unavailable') => {
      await finish('failed', reason);
      await tell(
        trx,
        row.party_id,
        messages.emailFailedSubject(product.name),
        messages.emailFailed(amount, row.account_number, day(row.pay_on), messages.failureReasons[reason]),
        true,
      );
      return 'failed' as const;
    };
    const open = await trx
      .selectFrom('policies')
      .select('policy_number')
      .where('account_number', '=', row.account_number)
      .where('status', 'in', ['active', 'pending'])
      .executeTakeFirst();
    if (!open) return failed('account_closed');
    const state = await ledgerState(trx, row.account_number, today);
    const owed = owedNow(state, row.amount_cents, row.policies as PolicyPayment[] | null);
    if (owed.amountCents === 0) {
      await finish('cancelled', 'bill_paid');
      await tell(
        trx,
        row.party_id,
        messages.emailPaidSubject(product.name),
        messages.emailSkipped(amount, row.account_number, day(row.pay_on)),
        false,
      );
      return 'cancelled';
    }
    const outcome = await takePayment(
      trx,
      `scheduled-${id}`,
      {
        request: {
          accountNumber: row.account_number as SchedulePaymentRequest['accountNumber'],
          amountCents: owed.amountCents,
          token: row.token,
          ...(owed.policies ? { policies: owed.policies } : {}),
        } as Parameters<typeof takePayment>[2]['request'],
        partyId: row.party_id,
        tokenOwner: row.party_id,
        channel: 'customer',
        actor: `scheduled-payment:${id}`,
      },
      today,
    );
    if (outcome.statusCode === 402) return failed('declined');
    if (outcome.statusCode !== 200) return failed('method_unavailable');
    const receipt = outcome.body as { confirmationNumber: string };
    const payment = await trx
      .selectFrom('billing_payments')
      .select('payment_id')
      .where('confirmation_number', '=', receipt.confirmationNumber)
      .executeTakeFirstOrThrow();
    await finish('paid', null, payment.payment_id);
    await tell(
      trx,
      row.party_id,
      messages.emailPaidSubject(product.name),
      messages.emailPaid(formatCents(owed.amountCents), row.account_number, day(today), receipt.confirmationNumber),
      true,
    );
    return 'paid';
  });
}
