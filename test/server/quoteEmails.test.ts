import type { FastifyInstance } from 'fastify';
import { isRight } from 'fp-ts/lib/Either';
import { PDFDocument } from 'pdf-lib';
import { Quote, QuoteAccess, QuoteEmailed, type QuoteType } from '../../src/contract/quoting';
import { LifeQuoteAccess, type LifeQuote } from '../../src/contract/lifeQuoting';
import { OpenedQuoteLink } from '../../src/contract/quoteLinks';
import { bindSteps, lenderStep, type BindStep } from '../../config/rating/bindSteps';
import { questionsOf } from '../../config/rating/bindQuestions';
import { quoteEmailsPerQuote } from '../../config/rating/quotes';
import { quotingMessages } from '../../src/validation/messages';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import type { JobKind, JobQueue, SendOptions } from '../../server/jobs/queue';
import { quoteReminderJob } from '../../server/quoting/emails';
import { renderAttachments } from '../../server/notifier/attachments';
import { deliverMessage } from '../../server/notifier/outbox';
import { sendEmail, smtpTransport } from '../../server/notifier/smtp';
import { startSmtpSink } from '../e2e/support/smtpSink';
import { gateway, openTestDatabase, type TestDatabase } from './support/gateway';
import { cleanLifeAnswers, yearsAgo } from './support/lifeQuotes';

// E-mail a quote (issue 35), online or life: the PDF and a one-time resume link through the outbox, reminders at 3 and
// 10 days as jobs decided when they run (none after the quote is bought or its life application started), one-click
// unsubscribe, and another prospect's quote refused.

/** A queue that keeps what is sent and lets the test run a worked kind's handler, as pg-boss would on the day. */
class RecordingQueue implements JobQueue {
  readonly sent: { kind: string; data: unknown; options: SendOptions }[] = [];
  readonly handlers = new Map<string, (data: unknown) => Promise<void>>();
  async send<D>(kind: JobKind<D>, data: D, options: SendOptions = {}) {
    if (options.key && this.sent.some((s) => s.kind === kind.name && s.options.key === options.key)) return null;
    this.sent.push({ kind: kind.name, data, options });
    return String(this.sent.length);
  }
  async work<D>(kind: JobKind<D>, handler: (data: D) => Promise<void>) {
    this.handlers.set(kind.name, handler as (data: unknown) => Promise<void>);
  }
  async every() {}
  async failed() {
    return [];
  }
  async counts() {
    return [];
  }
  async stop() {}
  /** Runs every job of the kind sent for a quote (as on its day). */
  async runFor(kind: string, quoteId: string) {
    for (const job of this.sent.filter((s) => s.kind === kind && (s.data as { quoteId: string }).quoteId === quoteId))
      await this.handlers.get(kind)!(job.data);
  }
}

let database: TestDatabase;
let app: FastifyInstance;
const queue = new RecordingQueue();
let instant = new Date();
const clock = { now: () => instant };
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db, { env: { SETTING_BindOnlineDwellingStates: 'OH' }, clock, jobs: queue });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  instant = new Date();
});

let applicants = 0;
const customer = () => ({
  firstName: 'Dana',
  lastName: `Mailer${'abcdefghij'[applicants++ % 10]}${'klmnopqrst'[Math.floor(applicants / 10) % 10]}`,
  dateOfBirth: '1979-03-02',
  email: 'dana@example.com',
  phone: '6145550199',
});
const rentersSections = () => ({
  address: { line1: '9 Elm St', city: 'Columbus', state: 'OH', zip: '43215', effectiveDate: addCalendarDays(businessToday(new Date()), 7) },
  property: {
    units: 1,
    yearBuilt: 1999,
    construction: 'frame',
    coverageAmountCents: 40_000_00,
    rentedToOthers: false,
    needsRetrofit: false,
  },
  homeHistory: { lossClaims: 0 },
  discounts: { paperless: true, payInFull: false },
});

async function quoted(quoteType: QuoteType = 'renters'): Promise<{ quote: Quote; token: string }> {
  const started = await app.inject({ method: 'POST', url: '/quoting-api/quotes', payload: { quoteType, customer: customer() } });
  const access = QuoteAccess.decode(started.json());
  if (!isRight(access)) throw new Error(`not started: ${started.body}`);
  const token = access.right.accessToken;
  let quote = access.right.quote;
  for (const [section, body] of Object.entries(rentersSections())) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/quoting-api/quotes/${quote.quoteId}/sections/${section}`,
      payload: body,
      headers: { 'x-quote-token': token },
    });
    quote = Quote.encode(saved.json() as Quote);
  }
  expect(quote.status).toBe('quoted');
  return { quote, token };
}

const emailIt = (quoteId: string, token: string, email = 'dana@example.com') =>
  app.inject({ method: 'POST', url: `/quoting-api/quotes/${quoteId}/emails`, payload: { email }, headers: { 'x-quote-token': token } });
const open = (token: string) => app.inject({ method: 'POST', url: '/quoting-api/quote-links/open', payload: { token } });
const latestOutbox = (recipient: string) =>
  database.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();
const linkIn = (body: string, pattern: RegExp) => {
  const found = body.match(pattern);
  if (!found) throw new Error(`no link in ${body}`);
  return decodeURIComponent(found[1]!);
};
/** The reminders written to an address. */
const reminders = (to: string) =>
  database.db
    .selectFrom('outbox')
    .select(['body', 'subject'])
    .where('recipient', '=', to)
    .where('subject', 'like', '%is waiting')
    .execute();
const resumeTokenIn = (body: string) => linkIn(body, /\/customers\/quoting\/return\?token=(\S+)/);
const unsubscribeTokenIn = (body: string) => linkIn(body, /\/quoting-api\/quote-reminders\/unsubscribe\?token=(\S+)/);

describe('e-mailing a quote', () => {
  it('writes the e-mail with the quote as a PDF and a link that resumes it, and queues two reminders keyed to the quote', async () => {
    const { quote, token } = await quoted();
    const to = 'first.mail@example.com';
    const sent = await emailIt(quote.quoteId, token, ` ${to} `);
    expect(sent.statusCode).toBe(200);
    const answer = QuoteEmailed.decode(sent.json());
    expect(isRight(answer) && answer.right.sentTo).toBe(to);
    const mail = (await latestOutbox(to))!;
    expect(mail.subject).toContain(quote.jobNumber);
    expect(mail.body).toContain('http://localhost:8080/customers/quoting/return?token=');
    expect(mail.attachments).toEqual([{ kind: 'quote', quoteId: quote.quoteId }]);
    const [pdf] = await renderAttachments(database.db, mail.attachments);
    expect(pdf!.fileName).toBe(`quote-${quote.jobNumber}.pdf`);
    const parsed = await PDFDocument.load(pdf!.content);
    expect(parsed.getTitle()).toContain(quote.jobNumber);
    const reminders = queue.sent.filter(
      (s) => s.kind === quoteReminderJob.name && (s.data as { quoteId: string }).quoteId === quote.quoteId,
    );
    expect(reminders.map((r) => [r.options.key, r.options.startAfter!.getTime() - instant.getTime()])).toEqual([
      [`${quote.quoteId}:3`, 3 * dayMs],
      [`${quote.quoteId}:10`, 10 * dayMs],
    ]);
    // E-mailed again: a second e-mail, but the same two reminders.
    expect((await emailIt(quote.quoteId, token, to)).statusCode).toBe(200);
    expect(queue.sent.filter((s) => (s.data as { quoteId: string }).quoteId === quote.quoteId)).toHaveLength(2);
  });

  it('e-mails a quote still being answered (from a section step, to finish later): no price yet, its link resumes it, and it reminds', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/quoting-api/quotes',
      payload: { quoteType: 'renters', customer: customer() },
    });
    const { quote, accessToken } = started.json() as QuoteAccess;
    expect(quote.status).toBe('inProgress');
    const to = 'later@example.com';
    expect((await emailIt(quote.quoteId, accessToken, to)).statusCode).toBe(200);
    const mail = (await latestOutbox(to))!;
    expect(mail.body).toContain(quotingMessages.notPricedYet);
    const [pdf] = await renderAttachments(database.db, mail.attachments);
    expect((await PDFDocument.load(pdf!.content)).getTitle()).toContain(quote.jobNumber);
    const opened = await open(resumeTokenIn(mail.body));
    expect(opened.json()).toMatchObject({ line: 'online', quote: { quoteId: quote.quoteId, status: 'inProgress' } });
    const [third] = queue.sent.filter((s) => (s.data as { quoteId: string }).quoteId === quote.quoteId);
    instant = new Date(instant.getTime() + 3 * dayMs);
    await queue.handlers.get(quoteReminderJob.name)!(third!.data);
    expect((await reminders(to)).map((r) => r.body)).toEqual([expect.stringContaining(quotingMessages.notPricedYet)]);
  });

  it('refuses a malformed address with the spec words, and another quote or a missing token as not found', async () => {
    const { quote, token } = await quoted();
    const other = await quoted();
    const bad = await emailIt(quote.quoteId, token, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email');
    expect((await emailIt(quote.quoteId, other.token)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/quoting-api/quotes/${quote.quoteId}/emails`, payload: { email: 'a@b.co' } })).statusCode,
    ).toBe(404);
    expect((await emailIt('no-such-quote', token)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/quoting-api/quotes/${quote.quoteId}/emails`,
          payload: {},
          headers: { 'x-quote-token': token },
        })
      ).statusCode,
    ).toBe(400);
  });

  it(`sends one quote ${quoteEmailsPerQuote} times at most`, async () => {
    const { quote, token } = await quoted();
    for (let i = 0; i < quoteEmailsPerQuote; i += 1)
      expect((await emailIt(quote.quoteId, token, `copy${i}@example.com`)).statusCode).toBe(200);
    const refused = await emailIt(quote.quoteId, token, 'one.more@example.com');
    expect(refused.statusCode).toBe(429);
    expect(await latestOutbox('one.more@example.com')).toBeUndefined();
  });
});

describe("the e-mail's link", () => {
  it('opens the quote once, with a fresh access token, in a browser that never had it', async () => {
    const { quote, token } = await quoted();
    await emailIt(quote.quoteId, token, 'opens@example.com');
    const link = resumeTokenIn((await latestOutbox('opens@example.com'))!.body);
    const opened = await open(link);
    expect(opened.statusCode).toBe(200);
    const access = QuoteAccess.decode(opened.json());
    if (!isRight(access)) throw new Error('not a quote with its token');
    expect(access.right.quote.quoteId).toBe(quote.quoteId);
    expect(access.right.accessToken).not.toBe(token);
    const loaded = await app.inject({
      url: `/quoting-api/quotes/${quote.quoteId}`,
      headers: { 'x-quote-token': access.right.accessToken },
    });
    expect(loaded.statusCode).toBe(200);
    const again = await open(link);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'link_used', message: expect.stringContaining('already been used') });
  });

  it('says a link past its time is expired', async () => {
    const { quote, token } = await quoted();
    await emailIt(quote.quoteId, token, 'late@example.com');
    const link = resumeTokenIn((await latestOutbox('late@example.com'))!.body);
    instant = new Date(instant.getTime() + 15 * dayMs);
    const answer = await open(link);
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toMatchObject({ error: 'link_expired', message: expect.stringContaining('expired') });
  });

  it('opens nothing for a tampered, forged or malformed token', async () => {
    const { quote, token } = await quoted();
    const other = await quoted();
    await emailIt(quote.quoteId, token, 'tamper@example.com');
    const link = resumeTokenIn((await latestOutbox('tamper@example.com'))!.body);
    const [payload, signature] = link.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherQuote = Buffer.from(JSON.stringify({ ...claims, q: other.quote.quoteId })).toString('base64url');
    const later = Buffer.from(JSON.stringify({ ...claims, e: (claims.e as number) + 100 * dayMs })).toString('base64url');
    for (const forged of [`${otherQuote}.${signature}`, `${later}.${signature}`, `${payload}.${'A'.repeat(43)}`, 'x', '', `${link}.x`]) {
      expect((await open(forged)).statusCode).toBe(404);
    }
    // The genuine link still opens: the tries used nothing up.
    expect((await open(link)).statusCode).toBe(200);
  });
});

describe('reminders', () => {
  it('reminds on days 3 and 10 with a fresh link and a one-click unsubscribe that stops the next', async () => {
    const { quote, token } = await quoted();
    await emailIt(quote.quoteId, token, 'remind@example.com');
    instant = new Date(instant.getTime() + 3 * dayMs);
    const [third] = queue.sent.filter((s) => (s.data as { quoteId: string }).quoteId === quote.quoteId);
    await queue.handlers.get(quoteReminderJob.name)!(third!.data);
    const [reminder] = await reminders('remind@example.com');
    expect(reminder!.body).toContain(quote.jobNumber);
    expect((await open(resumeTokenIn(reminder!.body))).statusCode).toBe(200);
    const unsubscribe = unsubscribeTokenIn(reminder!.body);
    // One-click (RFC 8058): the POST a mail client sends turns them off.
    const post = await app.inject({
      method: 'POST',
      url: `/quoting-api/quote-reminders/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ unsubscribed: true });
    instant = new Date(instant.getTime() + 7 * dayMs);
    await queue.runFor(quoteReminderJob.name, quote.quoteId);
    expect(await reminders('remind@example.com')).toHaveLength(1);
  });

  it('sends no reminder once the quote is bought, nor after it expired', async () => {
    const bought = await quoted();
    await emailIt(bought.quote.quoteId, bought.token, 'bought@example.com');
    for (const step of bindSteps.renters) {
      const answers = {
        ...Object.fromEntries(questionsOf('renters', step as BindStep).map((q) => [q.code, !q.knockoutAnswer])),
        ...(step === lenderStep ? { hasMortgage: false } : {}),
      };
      const saved = await app.inject({
        method: 'PUT',
        url: `/quoting-api/quotes/${bought.quote.quoteId}/bind/${step}`,
        payload: { answers },
        headers: { 'x-quote-token': bought.token },
      });
      expect(saved.statusCode).toBe(200);
    }
    const bind = await app.inject({
      method: 'POST',
      url: `/quoting-api/quotes/${bought.quote.quoteId}/bind`,
      payload: { answers: {} },
      headers: { 'x-quote-token': bought.token },
    });
    expect(bind.statusCode).toBe(200);
    await queue.runFor(quoteReminderJob.name, bought.quote.quoteId);
    expect(await reminders('bought@example.com')).toHaveLength(0);

    const expired = await quoted();
    await emailIt(expired.quote.quoteId, expired.token, 'expired@example.com');
    instant = new Date(instant.getTime() + 40 * dayMs);
    await queue.runFor(quoteReminderJob.name, expired.quote.quoteId);
    expect(await reminders('expired@example.com')).toHaveLength(0);
  });

  it('turns nothing off when the link is only opened (mail scanners open links): its page posts with one button', async () => {
    const { quote, token } = await quoted();
    await emailIt(quote.quoteId, token, 'prefetched@example.com');
    instant = new Date(instant.getTime() + 3 * dayMs);
    const [third, tenth] = queue.sent.filter((s) => (s.data as { quoteId: string }).quoteId === quote.quoteId);
    await queue.handlers.get(quoteReminderJob.name)!(third!.data);
    const unsubscribe = unsubscribeTokenIn((await reminders('prefetched@example.com'))[0]!.body);
    const url = `/quoting-api/quote-reminders/unsubscribe?token=${encodeURIComponent(unsubscribe)}`;
    for (let opened = 0; opened < 2; opened += 1) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Stop reminders about this quote?');
    }
    const page = await app.inject({ url });
    const form = page.body.match(/<form method="post" action="([^"]+)">.*<button type="submit">Stop reminders<\/button><\/form>/);
    expect(form).not.toBeNull();
    expect(form![1]).toBe(`?token=${encodeURIComponent(unsubscribe)}`);
    expect(await database.db.selectFrom('quote_reminder_opt_outs').selectAll().where('quote_id', '=', quote.quoteId).execute()).toEqual([]);
    instant = new Date(instant.getTime() + 7 * dayMs);
    await queue.handlers.get(quoteReminderJob.name)!(tenth!.data);
    expect(await reminders('prefetched@example.com')).toHaveLength(2);

    // The button: a browser's form post, answered with a page.
    const pressed = await app.inject({
      method: 'POST',
      url: `/quoting-api/quote-reminders/unsubscribe${form![1]}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.headers['content-type']).toContain('text/html');
    expect(pressed.body).toContain('You will get no more reminders');
    expect(await database.db.selectFrom('quote_reminder_opt_outs').select('email').where('quote_id', '=', quote.quoteId).execute()).toEqual(
      [{ email: 'prefetched@example.com' }],
    );
  });

  it('sends a reminder through SMTP with List-Unsubscribe (its one-click address) and List-Unsubscribe-Post; the quote itself without', async () => {
    const { quote, token } = await quoted();
    await emailIt(quote.quoteId, token, 'headers@example.com');
    instant = new Date(instant.getTime() + 3 * dayMs);
    const [third] = queue.sent.filter((s) => (s.data as { quoteId: string }).quoteId === quote.quoteId);
    await queue.handlers.get(quoteReminderJob.name)!(third!.data);
    const sink = await startSmtpSink();
    try {
      const sent = await database.db
        .selectFrom('outbox')
        .select(['id', 'body', 'subject'])
        .where('recipient', '=', 'headers@example.com')
        .orderBy('id')
        .execute();
      expect(sent).toHaveLength(2);
      for (const { id } of sent) await expect(deliverMessage(database.db, id, sendEmail(smtpTransport(sink.smtpUrl)))).resolves.toBe(true);
      const [first, reminder] = sent.map((s) => sink.received.find((m) => m.messageId === `<outbox-${s.id}@cardinalmutual.example>`)!);
      expect(first!.listUnsubscribe).toBeNull();
      expect(first!.listUnsubscribePost).toBeNull();
      const unsubscribe = unsubscribeTokenIn(sent[1]!.body);
      expect(reminder!.listUnsubscribe).toBe(
        `<http://localhost:8080/quoting-api/quote-reminders/unsubscribe?token=${encodeURIComponent(unsubscribe)}>`,
      );
      expect(reminder!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    } finally {
      await sink.close();
    }
  });

  it('refuses an unsubscribe link that is not ours', async () => {
    const page = await app.inject({ url: '/quoting-api/quote-reminders/unsubscribe?token=forged.token' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('We could not find that link');
    expect((await app.inject({ method: 'POST', url: '/quoting-api/quote-reminders/unsubscribe' })).statusCode).toBe(404);
  });
});

describe('e-mailing a life quote', () => {
  let lifeApplicants = 0;
  const lifeAnswers = (overrides: object = {}) =>
    cleanLifeAnswers(`Lifemail${'abcdefghij'[lifeApplicants % 10]}${'klmnopqrst'[Math.floor(lifeApplicants++ / 10) % 10]}`, {
      dateOfBirth: yearsAgo(35),
      ...overrides,
    });
  async function lifeQuoted(overrides: object = {}): Promise<{ quote: LifeQuote; token: string }> {
    const answered = await app.inject({ method: 'POST', url: '/quoting-api/life/quotes', payload: lifeAnswers(overrides) });
    const access = LifeQuoteAccess.decode(answered.json());
    if (!isRight(access)) throw new Error(`no life quote: ${answered.body}`);
    return { quote: access.right.quote, token: access.right.accessToken };
  }
  const emailLife = (quoteId: string, token: string, email: string) =>
    app.inject({
      method: 'POST',
      url: `/quoting-api/life/quotes/${quoteId}/emails`,
      payload: { email },
      headers: { 'x-quote-token': token },
    });
  const apply = (quoteId: string, token: string) =>
    app.inject({
      method: 'POST',
      url: `/quoting-api/life/quotes/${quoteId}/application`,
      payload: { termYears: 20, phone: '6145550142', email: 'pat@example.com' },
      headers: { 'x-quote-token': token },
    });
  const remindersOf = (quoteId: string) => queue.sent.filter((s) => (s.data as { quoteId: string }).quoteId === quoteId);

  it('writes the e-mail with the life quote as a PDF and a link, and queues its two reminders as a life quote’s', async () => {
    const { quote, token } = await lifeQuoted();
    expect(quote.expiresOn).toBe(addCalendarDays(businessToday(instant), 30));
    const sent = await emailLife(quote.quoteId, token, 'life.first@example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: 'life.first@example.com', linkExpiresOn: addCalendarDays(businessToday(instant), 14) });
    const mail = (await latestOutbox('life.first@example.com'))!;
    expect(mail.subject).toBe('Your Cardinal Mutual term life quote for $500,000.00 of coverage');
    expect(mail.body).toContain('a month');
    expect(mail.body).toContain('for a 20-year term');
    expect(mail.body).toContain('http://localhost:8080/customers/quoting/return?token=');
    expect(mail.attachments).toEqual([{ kind: 'lifeQuote', lifeQuoteId: quote.quoteId }]);
    const [pdf] = await renderAttachments(database.db, mail.attachments);
    expect(pdf!.fileName).toBe('term-life-quote.pdf');
    expect((await PDFDocument.load(pdf!.content)).getTitle()).toBe('Cardinal Mutual term life quote for $500,000.00 of coverage');
    expect(remindersOf(quote.quoteId).map((r) => [r.data, r.options.startAfter!.getTime() - instant.getTime()])).toEqual([
      [{ quoteId: quote.quoteId, day: 3, line: 'life' }, 3 * dayMs],
      [{ quoteId: quote.quoteId, day: 10, line: 'life' }, 10 * dayMs],
    ]);
  });

  it('opens its link once in a fresh browser, as the life quote with a token of its own; the first token still works', async () => {
    const { quote, token } = await lifeQuoted();
    await emailLife(quote.quoteId, token, 'life.link@example.com');
    const link = resumeTokenIn((await latestOutbox('life.link@example.com'))!.body);
    const opened = await open(link);
    expect(opened.statusCode).toBe(200);
    const answer = OpenedQuoteLink.decode(opened.json());
    if (!isRight(answer) || answer.right.line !== 'life') throw new Error(`not a life quote: ${opened.body}`);
    expect(answer.right.quote).toEqual(quote);
    expect(answer.right.accessToken).not.toBe(token);
    expect((await open(link)).json()).toMatchObject({ error: 'link_used' });
    expect((await emailLife(quote.quoteId, token, 'life.link@example.com')).statusCode).toBe(200);
    const started = await apply(quote.quoteId, answer.right.accessToken);
    expect(started.statusCode).toBe(200);
    // Applied for: a life specialist calls from now on, so the quote is not e-mailed again and no reminder is sent.
    expect((await emailLife(quote.quoteId, token, 'life.link@example.com')).statusCode).toBe(409);
    instant = new Date(instant.getTime() + 3 * dayMs);
    await queue.runFor(quoteReminderJob.name, quote.quoteId);
    expect(await reminders('life.link@example.com')).toHaveLength(0);
  });

  it('reads a life quote back with its token (a reload), with the token its link handed out too; none, another’s or an expired one finds nothing', async () => {
    const read = (quoteId: string, token?: string) =>
      app.inject({ method: 'GET', url: `/quoting-api/life/quotes/${quoteId}`, headers: token ? { 'x-quote-token': token } : {} });
    const { quote, token } = await lifeQuoted();
    const other = await lifeQuoted();
    expect((await read(quote.quoteId, token)).json()).toEqual(quote);
    for (const wrong of [undefined, 'not-a-token', other.token]) expect((await read(quote.quoteId, wrong)).statusCode).toBe(404);
    await emailLife(quote.quoteId, token, 'life.read@example.com');
    const opened = (await open(resumeTokenIn((await latestOutbox('life.read@example.com'))!.body))).json() as { accessToken: string };
    expect((await read(quote.quoteId, opened.accessToken)).json()).toEqual(quote);
    expect((await read(other.quote.quoteId, opened.accessToken)).statusCode).toBe(404);
    instant = new Date(instant.getTime() + 31 * dayMs);
    expect((await read(quote.quoteId, token)).statusCode).toBe(404);
    expect((await read(quote.quoteId, opened.accessToken)).statusCode).toBe(404);
  });

  it('reminds with a fresh link and a one-click unsubscribe that stops the next; none after it expired', async () => {
    const { quote, token } = await lifeQuoted();
    await emailLife(quote.quoteId, token, 'life.remind@example.com');
    const [third, tenth] = remindersOf(quote.quoteId);
    instant = new Date(instant.getTime() + 3 * dayMs);
    await queue.handlers.get(quoteReminderJob.name)!(third!.data);
    const [reminder] = await reminders('life.remind@example.com');
    expect(reminder!.subject).toBe('Your Cardinal Mutual term life quote for $500,000.00 of coverage is waiting');
    const reopened = await open(resumeTokenIn(reminder!.body));
    expect(reopened.json()).toMatchObject({ line: 'life', quote: { quoteId: quote.quoteId } });
    const unsubscribe = unsubscribeTokenIn(reminder!.body);
    const post = await app.inject({
      method: 'POST',
      url: `/quoting-api/quote-reminders/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.json()).toEqual({ unsubscribed: true });
    instant = new Date(instant.getTime() + 7 * dayMs);
    await queue.handlers.get(quoteReminderJob.name)!(tenth!.data);
    expect(await reminders('life.remind@example.com')).toHaveLength(1);

    const expired = await lifeQuoted();
    await emailLife(expired.quote.quoteId, expired.token, 'life.expired@example.com');
    const link = resumeTokenIn((await latestOutbox('life.expired@example.com'))!.body);
    instant = new Date(instant.getTime() + 31 * dayMs);
    await queue.runFor(quoteReminderJob.name, expired.quote.quoteId);
    expect(await reminders('life.expired@example.com')).toHaveLength(0);
    expect((await open(link)).json()).toMatchObject({ error: 'link_expired' });
    expect((await emailLife(expired.quote.quoteId, expired.token, 'life.expired@example.com')).statusCode).toBe(404);
    expect((await apply(expired.quote.quoteId, expired.token)).statusCode).toBe(404);
  });

  it("refuses another life quote's token, a knocked-out life quote and a bad address, and stops at the copies allowed", async () => {
    const mine = await lifeQuoted();
    const other = await lifeQuoted();
    for (const token of ['not-a-token', other.token, mine.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))])
      expect((await emailLife(mine.quote.quoteId, token, 'x@example.com')).statusCode).toBe(404);
    const online = await quoted();
    expect((await emailLife(online.quote.quoteId, online.token, 'x@example.com')).statusCode).toBe(404);
    expect((await emailIt(mine.quote.quoteId, mine.token, 'x@example.com')).statusCode).toBe(404);
    const knocked = await lifeQuoted({ health: 'serious' });
    expect(knocked.quote.knockout?.code).toBe('HA_01');
    expect((await emailLife(knocked.quote.quoteId, knocked.token, 'x@example.com')).statusCode).toBe(409);
    expect((await emailLife(mine.quote.quoteId, mine.token, 'not an address')).statusCode).toBe(400);
    for (let copy = 0; copy < quoteEmailsPerQuote; copy += 1)
      expect((await emailLife(mine.quote.quoteId, mine.token, 'copies@example.com')).statusCode).toBe(200);
    expect((await emailLife(mine.quote.quoteId, mine.token, 'copies@example.com')).statusCode).toBe(429);
  });
});
