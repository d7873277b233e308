import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as t from 'io-ts';
import type { Kysely } from 'kysely';
import { phones, product } from '../../config/product';
import { quoteEmailsPerQuote, quoteLinkValidityDays, quoteReminderDays } from '../../config/rating/quotes';
import type { LifeQuote } from '../../src/contract/lifeQuoting';
import { quoteLinkParam, type Quote } from '../../src/contract/quoting';
import { formatCents } from '../../src/shared/money';
import { formatIsoDate } from '../../src/shared/format';
import { quoteTypeNames } from '../../src/shared/quoteSteps';
import { quotingEntryPages } from '../../src/shared/routes/quotingEntry';
import { businessToday } from '../../src/validation/dates';
import { quotingMessages } from '../../src/validation/messages';
import type { Database, OutboxAttachment } from '../db/schema';
import { jobKind, type JobQueue } from '../jobs/queue';
import { lifeQuoteOf } from './life';
import { toQuote } from './store';

// A quote e-mailed to its prospect (issue 35), an online quote (priced, or from a section step to finish later) or a life
// quote: its PDF (rendered when the e-mail leaves) and a link that resumes it once, then reminders 3 and 10 days later while the quote is neither bought (its
// life application started) nor expired, each with a link that turns them off in one click. Links are signed by the gateway (HMAC-SHA256 with the key every instance shares) and
// name a random nonce kept in quote_email_links, so a link opens once and a forged or altered one opens nothing.

const dayMs = 24 * 60 * 60 * 1000;

/** The line of a quote: an online quote (table quotes) or a life quote (table life_quotes). */
export type QuoteLine = 'online' | 'life';
const QuoteLine = t.keyof({ online: null, life: null });

type LinkClaims =
  | { kind: 'resume'; line: QuoteLine; quoteId: string; nonce: string; expiresAt: number }
  | { kind: 'unsubscribe'; line: QuoteLine; quoteId: string; email: string };

export interface QuoteLinkSigner {
  sign(claims: LinkClaims): string;
  /** The claims of a well-formed token carrying a right signature (expiry is the caller's question). */
  read(token: string): LinkClaims | undefined;
}

// A link names its line only for a life quote: links sent before life quotes could be e-mailed name none.
const Line = t.partial({ l: QuoteLine });
const Payload = t.union([
  t.intersection([t.type({ k: t.literal('resume'), q: t.string, n: t.string, e: t.number }), Line]),
  t.intersection([t.type({ k: t.literal('unsubscribe'), q: t.string, m: t.string }), Line]),
]);

export function quoteLinkSigner(secret: string): QuoteLinkSigner {
  const mac = (payload: string) => createHmac('sha256', `quote-link:${secret}`).update(payload).digest();
  return {
    sign(claims) {
      const line = claims.line === 'life' ? { l: claims.line } : {};
      const body =
        claims.kind === 'resume'
          ? { k: claims.kind, q: claims.quoteId, n: claims.nonce, e: claims.expiresAt, ...line }
          : { k: claims.kind, q: claims.quoteId, m: claims.email, ...line };
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
      const line = p.l ?? 'online';
      return p.k === 'resume'
        ? { kind: 'resume', line, quoteId: p.q, nonce: p.n, expiresAt: p.e }
        : { kind: 'unsubscribe', line, quoteId: p.q, email: p.m };
    },
  };
}

/** The reminder of a quote, on its day: one job a quote and day, however often the quote is e-mailed. */
const ReminderData = t.intersection([t.type({ quoteId: t.string, day: t.number }), t.partial({ line: QuoteLine })]);
type ReminderData = t.TypeOf<typeof ReminderData>;
export const quoteReminderJob = jobKind('quote-reminder', ReminderData, { retries: 3 });

export interface QuoteEmailDeps {
  db: Kysely<Database>;
  signer: QuoteLinkSigner;
  /** The address browsers use (links in e-mails are absolute). */
  publicUrl: string;
  now: () => Date;
  /** The job queue (reminders are not sent without one). */
  jobs?: JobQueue;
}

/** What an e-mail says of a quote of either line. */
export interface EmailedQuote {
  line: QuoteLine;
  quoteId: string;
  expiresOn: string;
  /** As a sentence names it: "renters quote Q1234567", "life quote". */
  name: string;
  /** One line a price. */
  prices: string[];
  help: string;
  /** Another way back than the link, where the quote has one. */
  otherWayBack: string | null;
  attachment: OutboxAttachment;
}

export function onlineQuoteEmailed(quote: Quote): EmailedQuote {
  return {
    line: 'online',
    quoteId: quote.quoteId,
    expiresOn: quote.expiresOn,
    name: `${quoteTypeNames[quote.quoteType].toLowerCase()} quote ${quote.jobNumber}`,
    prices: quote.rating
      ? quote.rating.lines.map((l) => `${formatCents(l.totalCents)} for ${l.termMonths} months of ${l.line} insurance`)
      : [quotingMessages.notPricedYet],
    help: `Questions? Call us at ${quote.quoteType === 'bundle' ? phones.bundleQuote : phones.quoteAndBindHelp}.`,
    otherWayBack: `you can also resume it with its quote number, ${quote.jobNumber}`,
    attachment: { kind: 'quote', quoteId: quote.quoteId },
  };
}

export function lifeQuoteEmailed(quote: LifeQuote): EmailedQuote {
  return {
    line: 'life',
    quoteId: quote.quoteId,
    expiresOn: quote.expiresOn,
    name: `term life quote for ${formatCents(quote.coverageAmountCents)} of coverage`,
    prices: quote.premiums.map(
      (p) => `${formatCents(p.monthlyPremiumCents)} a month (${formatCents(p.annualPremiumCents)} a year) for a ${p.termYears}-year term`,
    ),
    help: `Questions? Call a life specialist at ${phones.lifeQuote}.`,
    otherWayBack: null,
    attachment: { kind: 'lifeQuote', lifeQuoteId: quote.quoteId },
  };
}

/** The columns naming a quote of the line in the tables both lines share (exactly one of the two is set). */
const quoteKey = (line: QuoteLine, quoteId: string) =>
  line === 'life' ? { quote_id: null, life_quote_id: quoteId } : { quote_id: quoteId, life_quote_id: null };
const keyColumn = (line: QuoteLine) => (line === 'life' ? 'life_quote_id' : 'quote_id');

/** The page of the portal that opens a link (the quoting application's return page, for either line). */
const resumeAddress = (publicUrl: string, token: string) =>
  `${publicUrl}/customers${quotingEntryPages.quoteReturn.path}?${quoteLinkParam}=${encodeURIComponent(token)}`;
export const unsubscribePath = '/quoting-api/quote-reminders/unsubscribe';
const unsubscribeAddress = (publicUrl: string, token: string) =>
  `${publicUrl}${unsubscribePath}?${quoteLinkParam}=${encodeURIComponent(token)}`;

/** The last day a link made now opens: its own validity, never past the quote's. */
function linkExpiry(quoteExpiresOn: string, now: Date): { expiresAt: Date; expiresOn: string } {
  const own = new Date(now.getTime() + quoteLinkValidityDays * dayMs);
  const ownDay = businessToday(own);
  return { expiresAt: own, expiresOn: ownDay <= quoteExpiresOn ? ownDay : quoteExpiresOn };
}

async function newResumeLink(
  deps: QuoteEmailDeps,
  trx: Kysely<Database>,
  quote: EmailedQuote,
  email: string,
  purpose: 'quote' | 'reminder',
) {
  const nonce = randomBytes(16).toString('base64url');
  const { expiresAt, expiresOn } = linkExpiry(quote.expiresOn, deps.now());
  await trx
    .insertInto('quote_email_links')
    .values({ nonce, ...quoteKey(quote.line, quote.quoteId), email, purpose, expires_at: expiresAt })
    .execute();
  const token = deps.signer.sign({ kind: 'resume', line: quote.line, quoteId: quote.quoteId, nonce, expiresAt: expiresAt.getTime() });
  return { address: resumeAddress(deps.publicUrl, token), expiresOn };
}

const priceLines = (quote: EmailedQuote) => quote.prices.map((price) => `  ${price}`).join('\n');
const linkLines = (link: { address: string; expiresOn: string }) => [
  `Pick up where you left off (the link opens your quote once, until ${formatIsoDate(link.expiresOn)}):`,
  link.address,
];

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
  quote: EmailedQuote,
  email: string,
): Promise<{ sentTo: string; linkExpiresOn: string } | null> {
  const sent = await trx
    .selectFrom('quote_email_links')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(keyColumn(quote.line), '=', quote.quoteId)
    .where('purpose', '=', 'quote')
    .executeTakeFirstOrThrow();
  if (Number(sent.n) >= quoteEmailsPerQuote) return null;
  const link = await newResumeLink(deps, trx, quote, email, 'quote');
  const savedUntil = `Your quote is saved until ${formatIsoDate(quote.expiresOn)}`;
  await trx
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: email,
      subject: `Your ${product.name} ${quote.name}`,
      body: [
        `Here is your ${quote.name}; the PDF attached shows what it comes to so far.`,
        '',
        priceLines(quote),
        '',
        ...linkLines(link),
        '',
        quote.otherWayBack ? `${savedUntil}; ${quote.otherWayBack}.` : `${savedUntil}.`,
        quote.help,
      ].join('\n'),
      attachments: JSON.stringify([quote.attachment]),
    })
    .execute();
  if (deps.jobs) {
    const sentAt = deps.now().getTime();
    const line = quote.line === 'life' ? { line: quote.line } : {};
    for (const day of quoteReminderDays) {
      await deps.jobs.send(
        quoteReminderJob,
        { quoteId: quote.quoteId, day, ...line },
        { key: `${quote.quoteId}:${day}`, startAfter: new Date(sentAt + day * dayMs), within: trx },
      );
    }
  }
  return { sentTo: email, linkExpiresOn: link.expiresOn };
}

/**
 * The quote a reminder is about, its row locked, while it still waits for its prospect: an online quote quoted and
 * not bought; a life quote neither knocked out nor applied for; either not expired.
 */
async function waitingQuote(trx: Kysely<Database>, line: QuoteLine, quoteId: string, today: string): Promise<EmailedQuote | undefined> {
  if (line === 'life') {
    const row = await trx.selectFrom('life_quotes').selectAll().where('quote_id', '=', quoteId).forUpdate().executeTakeFirst();
    if (!row || row.expires_on < today) return undefined;
    const quote = lifeQuoteOf(row);
    return quote.knockout || quote.applicationStarted ? undefined : lifeQuoteEmailed(quote);
  }
  const row = await trx.selectFrom('quotes').selectAll().where('quote_id', '=', quoteId).forUpdate().executeTakeFirst();
  if (!row || !(row.status === 'quoted' || row.status === 'inProgress') || row.expires_on < today) return undefined;
  return onlineQuoteEmailed(toQuote(row, false));
}

/**
 * A reminder's job, on its day: decided when it runs, not when it was queued. Nothing is sent for a quote bought,
 * knocked out or expired, or to an address that turned reminders off; otherwise the last address the quote was
 * e-mailed to gets a fresh resume link and a link that turns the reminders off. Answers whether one was written.
 */
export async function sendQuoteReminder(deps: QuoteEmailDeps, data: ReminderData) {
  const line = data.line ?? 'online';
  return deps.db.transaction().execute(async (trx) => {
    const quote = await waitingQuote(trx, line, data.quoteId, businessToday(deps.now()));
    if (!quote) return false;
    const last = await trx
      .selectFrom('quote_email_links')
      .select('email')
      .where(keyColumn(line), '=', quote.quoteId)
      .where('purpose', '=', 'quote')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!last) return false;
    const optedOut = await trx
      .selectFrom('quote_reminder_opt_outs')
      .select('email')
      .where(keyColumn(line), '=', quote.quoteId)
      .where('email', '=', last.email)
      .executeTakeFirst();
    if (optedOut) return false;
    const link = await newResumeLink(deps, trx, quote, last.email, 'reminder');
    const unsubscribe = unsubscribeAddress(
      deps.publicUrl,
      deps.signer.sign({ kind: 'unsubscribe', line, quoteId: quote.quoteId, email: last.email }),
    );
    await trx
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient: last.email,
        subject: `Your ${product.name} ${quote.name} is waiting`,
        body: [
          `Your ${quote.name} is saved until ${formatIsoDate(quote.expiresOn)}.`,
          '',
          priceLines(quote),
          '',
          ...linkLines(link),
          '',
          quote.help,
          '',
          `No more reminders about this quote: ${unsubscribe}`,
        ].join('\n'),
        list_unsubscribe: unsubscribe,
      })
      .execute();
    return true;
  });
}

/** Until when a quote of the line is saved, or undefined when there is no such quote. */
async function quoteExpiry(trx: Kysely<Database>, line: QuoteLine, quoteId: string): Promise<string | undefined> {
  const row =
    line === 'life'
      ? await trx.selectFrom('life_quotes').select('expires_on').where('quote_id', '=', quoteId).executeTakeFirst()
      : await trx.selectFrom('quotes').select('expires_on').where('quote_id', '=', quoteId).executeTakeFirst();
  return row?.expires_on;
}

/** The quote and address an unsubscribe link names, when it is ours and its quote still stands (nothing changed). */
export async function unsubscribeLinkOf(
  deps: Pick<QuoteEmailDeps, 'db' | 'signer'>,
  token: string,
): Promise<{ line: QuoteLine; quoteId: string; email: string } | undefined> {
  const claims = deps.signer.read(token);
  if (!claims || claims.kind !== 'unsubscribe') return undefined;
  const stands = (await quoteExpiry(deps.db, claims.line, claims.quoteId)) !== undefined;
  return stands ? { line: claims.line, quoteId: claims.quoteId, email: claims.email } : undefined;
}

/** Turns a quote's reminders off for the address its unsubscribe link names; answers false for a link not ours. */
export async function unsubscribe(deps: Pick<QuoteEmailDeps, 'db' | 'signer'>, token: string): Promise<boolean> {
  const link = await unsubscribeLinkOf(deps, token);
  if (!link) return false;
  await deps.db
    .insertInto('quote_reminder_opt_outs')
    .values({ ...quoteKey(link.line, link.quoteId), email: link.email })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

export type LinkOpening = { ok: true; line: QuoteLine; quoteId: string } | { ok: false; reason: 'link_used' | 'link_expired' | 'unknown' };

/**
 * Opens a resume link once (in the transaction given): its nonce taken by one conditional update, so of two openings
 * at once one passes. A link past its time, or of a quote expired, is expired; one opened before is used.
 */
export async function openLink(deps: Pick<QuoteEmailDeps, 'signer' | 'now'>, trx: Kysely<Database>, token: string): Promise<LinkOpening> {
  const claims = deps.signer.read(token);
  if (!claims || claims.kind !== 'resume') return { ok: false, reason: 'unknown' };
  const link = await trx
    .selectFrom('quote_email_links')
    .select(['used_at', 'expires_at'])
    .where('nonce', '=', claims.nonce)
    .where(keyColumn(claims.line), '=', claims.quoteId)
    .executeTakeFirst();
  const quoteExpiresOn = link && (await quoteExpiry(trx, claims.line, claims.quoteId));
  if (!link || !quoteExpiresOn) return { ok: false, reason: 'unknown' };
  const now = deps.now();
  if (link.used_at) return { ok: false, reason: 'link_used' };
  if (link.expires_at.getTime() <= now.getTime() || claims.expiresAt <= now.getTime() || quoteExpiresOn < businessToday(now))
    return { ok: false, reason: 'link_expired' };
  const taken = await trx
    .updateTable('quote_email_links')
    .set({ used_at: now })
    .where('nonce', '=', claims.nonce)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return { ok: false, reason: 'link_used' };
  return { ok: true, line: claims.line, quoteId: claims.quoteId };
}
