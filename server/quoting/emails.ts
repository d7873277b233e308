import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as t from 'io-ts';
import type { Kysely } from 'kysely';
import { phones, product } from '../../config/product';
import { quoteEmailsPerQuote, quoteLinkValidityDays, quoteReminderDays } from '../../config/rating/quotes';
import { quoteLinkParam, type Quote } from '../../src/contract/quoting';
import { formatCents } from '../../src/shared/money';
import { formatIsoDate } from '../../src/shared/format';
import { quoteTypeNames } from '../../src/shared/quoteSteps';
import { quotingEntryPages } from '../../src/shared/routes/quotingEntry';
import { businessToday } from '../../src/validation/dates';
import type { Database, OutboxAttachment } from '../db/schema';
import { jobKind, type JobQueue } from '../jobs/queue';
import type { QuoteRow } from './store';

// A quote e-mailed to its prospect (issue 35): its PDF (rendered when the e-mail leaves) and a link that resumes it
// once, then reminders 3 and 10 days later while the quote is neither bought nor expired, each with a link that
// turns them off in one click. Links are signed by the gateway (HMAC-SHA256 with the key every instance shares) and
// name a random nonce kept in quote_email_links, so a link opens once and a forged or altered one opens nothing.

const dayMs = 24 * 60 * 60 * 1000;

type LinkClaims =
  { kind: 'resume'; quoteId: string; nonce: string; expiresAt: number } | { kind: 'unsubscribe'; quoteId: string; email: string };

export interface QuoteLinkSigner {
  sign(claims: LinkClaims): string;
  /** The claims of a well-formed token carrying a right signature (expiry is the caller's question). */
  read(token: string): LinkClaims | undefined;
}

const Payload = t.union([
  t.type({ k: t.literal('resume'), q: t.string, n: t.string, e: t.number }),
  t.type({ k: t.literal('unsubscribe'), q: t.string, m: t.string }),
]);

export function quoteLinkSigner(secret: string): QuoteLinkSigner {
  const mac = (payload: string) => createHmac('sha256', `quote-link:${secret}`).update(payload).digest();
  return {
    sign(claims) {
      const body =
        claims.kind === 'resume'
          ? { k: claims.kind, q: claims.quoteId, n: claims.nonce, e: claims.expiresAt }
          : { k: claims.kind, q: claims.quoteId, m: claims.email };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    read(token) {
      if (token.length > 1024) return undefined;
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const decoded = Payload.decode(parsed);
      if (decoded._tag === 'Left') return undefined;
      const p = decoded.right;
      return p.k === 'resume'
        ? { kind: 'resume', quoteId: p.q, nonce: p.n, expiresAt: p.e }
        : { kind: 'unsubscribe', quoteId: p.q, email: p.m };
    },
  };
}

/** The reminder of a quote, on its day: one job a quote and day, however often the quote is e-mailed. */
export const quoteReminderJob = jobKind('quote-reminder', t.type({ quoteId: t.string, day: t.number }), { retries: 3 });

export interface QuoteEmailDeps {
  db: Kysely<Database>;
  signer: QuoteLinkSigner;
  /** The address browsers use (links in e-mails are absolute). */
  publicUrl: string;
  now: () => Date;
  /** The job queue (reminders are not sent without one). */
  jobs?: JobQueue;
}

/** The page of the portal that opens a link (the quoting application's return page). */
const resumeAddress = (publicUrl: string, token: string) =>
  `${publicUrl}/customers${quotingEntryPages.quoteReturn.path}?${quoteLinkParam}=${encodeURIComponent(token)}`;
export const unsubscribePath = '/quoting-api/quote-reminders/unsubscribe';
const unsubscribeAddress = (publicUrl: string, token: string) =>
  `${publicUrl}${unsubscribePath}?${quoteLinkParam}=${encodeURIComponent(token)}`;

/** The last day a link made now opens: its own validity, never past the quote's. */
function linkExpiry(quote: Pick<QuoteRow, 'expires_on'>, now: Date): { expiresAt: Date; expiresOn: string } {
  const own = new Date(now.getTime() + quoteLinkValidityDays * dayMs);
  const ownDay = businessToday(own);
  return ownDay <= quote.expires_on ? { expiresAt: own, expiresOn: ownDay } : { expiresAt: own, expiresOn: quote.expires_on };
}

async function newResumeLink(deps: QuoteEmailDeps, trx: Kysely<Database>, quote: QuoteRow, email: string, purpose: 'quote' | 'reminder') {
  const nonce = randomBytes(16).toString('base64url');
  const { expiresAt, expiresOn } = linkExpiry(quote, deps.now());
  await trx.insertInto('quote_email_links').values({ nonce, quote_id: quote.quote_id, email, purpose, expires_at: expiresAt }).execute();
  const token = deps.signer.sign({ kind: 'resume', quoteId: quote.quote_id, nonce, expiresAt: expiresAt.getTime() });
  return { address: resumeAddress(deps.publicUrl, token), expiresOn };
}

function priceLines(quote: Quote): string {
  return (quote.rating?.lines ?? [])
    .map((l) => `  ${formatCents(l.totalCents)} for ${l.termMonths} months of ${l.line} insurance`)
    .join('\n');
}

const quoteName = (quote: Quote) => `${quoteTypeNames[quote.quoteType].toLowerCase()} quote ${quote.jobNumber}`;
const helpLine = (quote: Quote) => `Questions? Call us at ${quote.quoteType === 'bundle' ? phones.bundleQuote : phones.quoteAndBindHelp}.`;

/** Too many copies of one quote: the refusal's words. */
export const tooManyEmails = `This quote has been e-mailed ${quoteEmailsPerQuote} times already. Please call us to have it sent again.`;

/**
 * E-mails a quote (in the transaction given, its row locked by the caller): the outbox message with the quote's PDF
 * and a resume link, and the reminders queued in the same transaction. Answers where it went and until when the link
 * opens, or null when the quote was e-mailed too often.
 */
export async function emailQuote(
  deps: QuoteEmailDeps,
  trx: Kysely<Database>,
  row: QuoteRow,
  quote: Quote,
  email: string,
): Promise<{ sentTo: string; linkExpiresOn: string } | null> {
  const sent = await trx
    .selectFrom('quote_email_links')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('quote_id', '=', row.quote_id)
    .where('purpose', '=', 'quote')
    .executeTakeFirstOrThrow();
  if (Number(sent.n) >= quoteEmailsPerQuote) return null;
  const link = await newResumeLink(deps, trx, row, email, 'quote');
  const attachments: OutboxAttachment[] = [{ kind: 'quote', quoteId: row.quote_id }];
  await trx
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: email,
      subject: `Your ${product.name} ${quoteName(quote)}`,
      body: [
        `Here is your ${quoteName(quote)}; the PDF attached shows each coverage and its price.`,
        '',
        priceLines(quote),
        '',
        `Pick up where you left off (the link opens your quote once, until ${formatIsoDate(link.expiresOn)}):`,
        link.address,
        '',
        `Your quote is saved until ${formatIsoDate(quote.expiresOn)}; you can also resume it with its quote number, ${quote.jobNumber}.`,
        helpLine(quote),
      ].join('\n'),
      attachments: JSON.stringify(attachments),
    })
    .execute();
  if (deps.jobs) {
    const sentAt = deps.now().getTime();
    for (const day of quoteReminderDays) {
      await deps.jobs.send(
        quoteReminderJob,
        { quoteId: row.quote_id, day },
        { key: `${row.quote_id}:${day}`, startAfter: new Date(sentAt + day * dayMs), within: trx },
      );
    }
  }
  return { sentTo: email, linkExpiresOn: link.expiresOn };
}

/**
 * A reminder's job, on its day: decided when it runs, not when it was queued. Nothing is sent for a quote bought,
 * knocked out or expired, or to an address that turned reminders off; otherwise the last address the quote was
 * e-mailed to gets a fresh resume link and a link that turns the reminders off. Answers whether one was written.
 */
export async function sendQuoteReminder(deps: QuoteEmailDeps, data: { quoteId: string; day: number }, toQuote: (row: QuoteRow) => Quote) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('quotes').selectAll().where('quote_id', '=', data.quoteId).forUpdate().executeTakeFirst();
    if (!row || row.status !== 'quoted' || row.expires_on < businessToday(deps.now())) return false;
    const last = await trx
      .selectFrom('quote_email_links')
      .select('email')
      .where('quote_id', '=', row.quote_id)
      .where('purpose', '=', 'quote')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!last) return false;
    const optedOut = await trx
      .selectFrom('quote_reminder_opt_outs')
      .select('email')
      .where('quote_id', '=', row.quote_id)
      .where('email', '=', last.email)
      .executeTakeFirst();
    if (optedOut) return false;
    const quote = toQuote(row);
    const link = await newResumeLink(deps, trx, row, last.email, 'reminder');
    const unsubscribe = unsubscribeAddress(
      deps.publicUrl,
      deps.signer.sign({ kind: 'unsubscribe', quoteId: row.quote_id, email: last.email }),
    );
    await trx
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient: last.email,
        subject: `Your ${product.name} ${quoteName(quote)} is waiting`,
        body: [
          `Your ${quoteName(quote)} is saved until ${formatIsoDate(quote.expiresOn)}.`,
          '',
          priceLines(quote),
          '',
          `Pick up where you left off (the link opens your quote once, until ${formatIsoDate(link.expiresOn)}):`,
          link.address,
          '',
          helpLine(quote),
          '',
          `No more reminders about this quote: ${unsubscribe}`,
        ].join('\n'),
        list_unsubscribe: unsubscribe,
      })
      .execute();
    return true;
  });
}

/** The quote and address an unsubscribe link names, when it is ours and its quote still stands (nothing changed). */
export async function unsubscribeLinkOf(
  deps: Pick<QuoteEmailDeps, 'db' | 'signer'>,
  token: string,
): Promise<{ quoteId: string; email: string } | undefined> {
  const claims = deps.signer.read(token);
  if (!claims || claims.kind !== 'unsubscribe') return undefined;
  const quote = await deps.db.selectFrom('quotes').select('quote_id').where('quote_id', '=', claims.quoteId).executeTakeFirst();
  return quote ? { quoteId: claims.quoteId, email: claims.email } : undefined;
}

/** Turns a quote's reminders off for the address its unsubscribe link names; answers false for a link not ours. */
export async function unsubscribe(deps: Pick<QuoteEmailDeps, 'db' | 'signer'>, token: string): Promise<boolean> {
  const link = await unsubscribeLinkOf(deps, token);
  if (!link) return false;
  await deps.db
    .insertInto('quote_reminder_opt_outs')
    .values({ quote_id: link.quoteId, email: link.email })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

export type LinkOpening = { ok: true; quoteId: string } | { ok: false; reason: 'link_used' | 'link_expired' | 'unknown' };

/**
 * Opens a resume link once (in the transaction given): its nonce taken by one conditional update, so of two openings
 * at once one passes. A link past its time, or of a quote expired, is expired; one opened before is used.
 */
export async function openLink(deps: Pick<QuoteEmailDeps, 'signer' | 'now'>, trx: Kysely<Database>, token: string): Promise<LinkOpening> {
  const claims = deps.signer.read(token);
  if (!claims || claims.kind !== 'resume') return { ok: false, reason: 'unknown' };
  const link = await trx
    .selectFrom('quote_email_links')
    .innerJoin('quotes', 'quotes.quote_id', 'quote_email_links.quote_id')
    .select(['quote_email_links.used_at', 'quote_email_links.expires_at', 'quotes.expires_on', 'quotes.quote_id'])
    .where('quote_email_links.nonce', '=', claims.nonce)
    .where('quote_email_links.quote_id', '=', claims.quoteId)
    .executeTakeFirst();
  if (!link) return { ok: false, reason: 'unknown' };
  const now = deps.now();
  if (link.used_at) return { ok: false, reason: 'link_used' };
  if (link.expires_at.getTime() <= now.getTime() || claims.expiresAt <= now.getTime() || link.expires_on < businessToday(now))
    return { ok: false, reason: 'link_expired' };
  const taken = await trx
    .updateTable('quote_email_links')
    .set({ used_at: now })
    .where('nonce', '=', claims.nonce)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return { ok: false, reason: 'link_used' };
  return { ok: true, quoteId: link.quote_id };
}
