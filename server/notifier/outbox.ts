import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { renderAttachments, type RenderedAttachment } from './attachments';

// Delivery of the outbox: each channel (email through SMTP, texts through the SMS provider) claims its unsent
// messages and hands each to its sender. Without a sender configured a channel's messages stay in the outbox,
// which development reads (README: DEV_OUTBOX).

/** One message of the outbox, as a sender needs it. */
export interface OutgoingMessage {
  recipient: string;
  subject: string | null;
  body: string;
  /** The documents it carries, rendered for this sending (emails only). */
  attachments: RenderedAttachment[];
}

/** Sends one message; throws when it could not (it is tried again later). */
export type Send = (message: OutgoingMessage) => Promise<void>;

/** Tries this many times before a message is left for a person to look at. */
const maxAttempts = 5;

/**
 * Sends the unsent messages of a channel, oldest first. Each is claimed first (its attempts counted), so instances
 * delivering at once send each message once; a sent one gets its sent_at, a failed one is tried again later.
 */
export async function deliverOutbox(db: Kysely<Database>, channel: 'email' | 'sms', send: Send, batch = 20): Promise<number> {
  const claimed = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', channel)
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .orderBy('id')
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'recipient', 'subject', 'body', 'attachments'])
    .execute();
  let sent = 0;
  for (const { attachments, ...message } of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await send({ ...message, attachments: await renderAttachments(db, attachments) });
      await db
        .updateTable('outbox')
        .set({ sent_at: sql<Date>`now()` })
        .where('id', '=', message.id)
        .execute();
      sent += 1;
    } catch {
      // Left unsent: the next round tries again, up to maxAttempts.
    }
  }
  return sent;
}

/** A channel with its sender, as the gateway's start configures it. */
export interface Delivery {
  channel: 'email' | 'sms';
  send: Send;
}

/** Delivers now and then (every instance may: the claim keeps a message from being sent twice). */
export function scheduleDelivery(db: Kysely<Database>, deliveries: Delivery[], log: FastifyBaseLogger, everyMs = 5_000): () => void {
  if (deliveries.length === 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const rounds = deliveries.map(({ channel, send }) =>
      deliverOutbox(db, channel, send)
        .then((sent) => {
          if (sent > 0) log.info({ sent, channel }, 'outbox messages delivered');
        })
        .catch((error: unknown) => log.warn({ err: error, channel }, 'delivering outbox messages failed')),
    );
    void Promise.all(rounds).finally(() => {
      running = false;
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
