import { randomUUID } from 'node:crypto';
import * as t from 'io-ts';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import { jobKind, type JobKind, type JobQueue } from '../jobs/queue';
import { renderAttachments, type RenderedAttachment } from './attachments';

// Delivery of the outbox: a message written to the outbox (in the transaction of the change it tells about) is
// announced on commit (the outbox_queued notification of migration 1300) and becomes a job of its channel's queue,
// which every instance listens for; a sweep queues what an announcement missed (an instance down at that moment).
// The job claims its message under a lease (migration 1404), hands it to the channel's sender and marks it sent; a
// failed sending gives the lease back and is retried with backoff and, after the last try, stays failed in the queue,
// where support sees it. The lease is what keeps a message from being sent twice at once: a job taken again after it
// expired (its instance died, or seems to) finds the message held until the lease passes, and sends it only then.
// Without a sender configured a channel's messages stay in the outbox, which development reads (README: DEV_OUTBOX).

/** One message of the outbox, as a sender needs it. */
export interface OutgoingMessage {
  /** The outbox's id: a sender may name the message by it, so that a message sent twice is known as one. */
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  /** The documents it carries, rendered for this sending (emails only). */
  attachments: RenderedAttachment[];
  /** The address that turns such emails off in one click (RFC 8058), or null. */
  listUnsubscribe: string | null;
}

/** Sends one message; throws when it could not (it is tried again later). */
export type Send = (message: OutgoingMessage) => Promise<void>;

/** A channel with its sender, as the gateway's start configures it. */
export interface Delivery {
  channel: 'email' | 'sms';
  send: Send;
}

const retries = 4;
/** A message is claimed once per try: after this many it is left for a person to look at. */
const maxAttempts = retries + 1;
/** A message not sent yet and not given up on. */
const stillToSend = (eb: ExpressionBuilder<Database, 'outbox'>) => eb.and([eb('sent_at', 'is', null), eb('attempts', '<', maxAttempts)]);
/**
 * Seconds a sender holds a message it claimed. A delivery job expires with its lease, so the job taken again after
 * its instance died finds the lease passed; a sender still alive has its transport's time limits well inside it.
 */
export const deliveryLeaseSeconds = 120;

const deliveryJobs = {
  email: jobKind('deliver-email', t.type({ outboxId: t.number }), { retries, expireSeconds: deliveryLeaseSeconds }),
  sms: jobKind('deliver-text', t.type({ outboxId: t.number }), { retries, expireSeconds: deliveryLeaseSeconds }),
} as const;

/** The queue of a channel's messages (support reads its failed jobs). */
export const deliveryJobOf = (channel: Delivery['channel']): JobKind<{ outboxId: number }> => deliveryJobs[channel];

const sweepJob = jobKind('outbox-sweep', t.type({}), { retries: 0 });

/** The kinds of job the outbox's delivery sends and works. */
export const deliveryJobKinds = [deliveryJobs.email, deliveryJobs.sms, sweepJob];

/** A message another sender holds: this try sends nothing, and its job tries again later (after the lease at worst). */
export class MessageHeld extends Error {
  constructor(readonly outboxId: number) {
    super(`outbox message ${outboxId} is being sent by another sender`);
    this.name = 'MessageHeld';
  }
}

/**
 * Sends one message of the outbox, if it is still to send: claimed first, by one conditional update that takes it only
 * when no sender holds it (no lease, or one that has passed) and counts the attempt, so of two senders at once one
 * sends; marked sent after, and its lease given back when the sender fails. Answers whether it was sent now (false
 * when it was sent already or given up on); throws MessageHeld when another sender holds it, and the sender's error
 * when it failed.
 */
export async function deliverMessage(db: Kysely<Database>, outboxId: number, send: Send): Promise<boolean> {
  const claim = randomUUID();
  const [claimed] = await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      claimed_by: claim,
      claimed_until: sql<Date>`now() + make_interval(secs => ${deliveryLeaseSeconds})`,
    }))
    .where('id', '=', outboxId)
    .where(stillToSend)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', sql<Date>`now()`)]))
    .returning(['id', 'recipient', 'subject', 'body', 'attachments', 'list_unsubscribe'])
    .execute();
  if (!claimed) {
    const held = await db.selectFrom('outbox').select('id').where('id', '=', outboxId).where(stillToSend).executeTakeFirst();
    if (held) throw new MessageHeld(outboxId);
    return false;
  }
  const ours = db.updateTable('outbox').where('id', '=', outboxId).where('claimed_by', '=', claim);
  const { attachments, list_unsubscribe: listUnsubscribe, ...message } = claimed;
  try {
    await send({ ...message, listUnsubscribe, attachments: await renderAttachments(db, attachments) });
  } catch (error) {
    // Given back at once, so the job's retry takes it without waiting for the lease (unless another sender has it now).
    await ours.set({ claimed_by: null, claimed_until: null }).execute();
    throw error;
  }
  // Sent is sent, whoever holds the lease by now.
  await db
    .updateTable('outbox')
    .set({ sent_at: sql<Date>`now()`, claimed_by: null, claimed_until: null })
    .where('id', '=', outboxId)
    .execute();
  return true;
}

/** Queues a job for each message of the channel still to send and not given up on (a job already kept stays one). */
export async function queueUnsent(db: Kysely<Database>, jobs: JobQueue, channel: Delivery['channel']): Promise<number> {
  const unsent = await db.selectFrom('outbox').select('id').where('channel', '=', channel).where(stillToSend).orderBy('id').execute();
  let queued = 0;
  for (const { id } of unsent) {
    if (await jobs.send(deliveryJobOf(channel), { outboxId: id }, { key: String(id) })) queued += 1;
  }
  return queued;
}

const announcement = t.type({ schema: t.string, channel: t.string, id: t.number });

/**
 * Delivers the outbox through the job queue: each configured channel's jobs are worked here, messages announced on
 * commit are queued at once, and a sweep every minute queues what was missed. Answers the stop.
 */
export async function startDelivery(
  database: DatabaseHandle,
  jobs: JobQueue,
  deliveries: Delivery[],
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<() => Promise<void>> {
  if (deliveries.length === 0) return async () => undefined;
  const { db } = database;
  const schema = database.schema ?? 'public';
  const senders = new Map(deliveries.map((delivery) => [delivery.channel, delivery.send]));
  for (const [channel, send] of senders) {
    await jobs.work(deliveryJobOf(channel), async ({ outboxId }) => {
      if (await deliverMessage(db, outboxId, send)) log.info({ outboxId, channel }, 'outbox message delivered');
    });
  }
  const unlisten = await database.listen('outbox_queued', (payload) => {
    const said = parseAnnouncement(payload);
    if (!said || said.schema !== schema) return;
    const channel = said.channel as Delivery['channel'];
    if (!senders.has(channel)) return;
    jobs
      .send(deliveryJobOf(channel), { outboxId: said.id }, { key: String(said.id) })
      .catch((error: unknown) => log.warn({ err: error, outboxId: said.id }, 'queueing an outbox message failed'));
  });
  await jobs.work(sweepJob, async () => {
    for (const channel of senders.keys()) await queueUnsent(db, jobs, channel);
  });
  await jobs.every(sweepJob, '* * * * *');
  for (const channel of senders.keys()) await queueUnsent(db, jobs, channel);
  return unlisten;
}

function parseAnnouncement(payload: string): t.TypeOf<typeof announcement> | null {
  try {
    const decoded = announcement.decode(JSON.parse(payload));
    return decoded._tag === 'Right' ? decoded.right : null;
  } catch {
    return null;
  }
}
