import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { product } from '../../config/product';
import type { Database } from '../db/schema';

// Email delivery: with SMTP_URL set, the emails written to the outbox (codes, confirmations) are sent through that
// server; without it they stay in the outbox, which development reads (README: DEV_OUTBOX). Texts stay in the
// outbox for the SMS provider's adapter.

/** Sends is the one thing the delivery needs of a mail transport. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

export const smtpTransport = (smtpUrl: string): MailTransport => nodemailer.createTransport(smtpUrl);

/** Tries this many times before an email is left for a person to look at. */
const maxAttempts = 5;

/**
 * Sends the unsent emails of the outbox, oldest first. Each is claimed first (its attempts counted), so instances
 * delivering at once send each email once; a sent one gets its sent_at, a failed one is tried again later.
 */
export async function deliverEmails(db: Kysely<Database>, transport: MailTransport, from: string, batch = 20): Promise<number> {
  const claimed = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', 'email')
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .orderBy('id')
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'recipient', 'subject', 'body'])
    .execute();
  let sent = 0;
  for (const email of claimed) {
    try {
      await transport.sendMail({ from, to: email.recipient, subject: email.subject ?? product.name, text: email.body });
      await db
        .updateTable('outbox')
        .set({ sent_at: sql<Date>`now()` })
        .where('id', '=', email.id)
        .execute();
      sent += 1;
    } catch {
      // Left unsent: the next round tries again, up to maxAttempts.
    }
  }
  return sent;
}

/** Delivers now and then (every instance may: the claim keeps an email from being sent twice). */
export function scheduleEmailDelivery(db: Kysely<Database>, transport: MailTransport, log: FastifyBaseLogger, everyMs = 5_000): () => void {
  const from = `${product.name} <no-reply@cardinalmutual.example>`;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverEmails(db, transport, from)
      .then((sent) => {
        if (sent > 0) log.info({ sent }, 'emails delivered through SMTP');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'delivering emails failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
