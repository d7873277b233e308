import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { optionsFromEnv } from '../../server/main';
import type { JobQueue } from '../../server/jobs/queue';
import { sql } from 'kysely';
import {
  deliverMessage,
  deliveryJobKinds,
  deliveryJobOf,
  deliveryLeaseSeconds,
  MessageHeld,
  startDelivery,
  type OutgoingMessage,
  type Send,
} from '../../server/notifier/outbox';
import { sendText } from '../../server/notifier/sms';
import { sendEmail, smtpTransport } from '../../server/notifier/smtp';
import { startSmtpSink, type SmtpSink } from '../e2e/support/smtpSink';
import { gateway, mintToken, openTestDatabase, silentLog, testJobQueue, type TestDatabase } from './support/gateway';
import { until } from '../support/until';

// With SMTP_URL set, the outbox's emails go out through that server, each as a job of the queue: here a local SMTP
// server (smtp-server) receives a profile change's confirmation, once, whatever the number of deliveries asked, and the
// ID cards a customer emails themselves as PDFs attached. With SMS_API_URL, SMS_API_KEY and SMS_FROM set, the outbox's texts go to the SMS
// provider: here a local HTTP server in the provider's shape. Each message is sent under a lease: of senders racing on
// the database (two instances on the PostgreSQL server) one sends it, and a lease that passed is taken again.

let database: TestDatabase;
let app: FastifyInstance;
let smtp: SmtpSink;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db, { devOutbox: true });
  smtp = await startSmtpSink();
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  await app?.close();
  await database?.close();
});

const markAllSent = () => database.db.updateTable('outbox').set({ sent_at: new Date() }).where('sent_at', 'is', null).execute();
const unsentOf = (channel: 'email' | 'sms') =>
  database.db.selectFrom('outbox').select('id').where('channel', '=', channel).where('sent_at', 'is', null).orderBy('id').execute();
/** Delivers each unsent message of the channel as its job would; answers how many were sent. */
const deliverAll = async (channel: 'email' | 'sms', send: Send) => {
  let sent = 0;
  for (const { id } of await unsentOf(channel)) if (await deliverMessage(database.db, id, send)) sent += 1;
  return sent;
};
const deliverEmails = () => deliverAll('email', sendEmail(smtpTransport(smtp.smtpUrl)));

it("delivers a profile change's confirmation to the customer's inbox once, and marks it sent", async () => {
  await markAllSent();
  smtp.received.length = 0;
  const token = await mintToken(database.db, { sub: 'life.customer', amr: ['pwd'] });
  const changed = await app.inject({
    method: 'PUT',
    url: '/api/profile/addresses/life',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'smtp-delivery-1' },
    payload: { line1: '60 Linden St', line2: null, city: 'Harrisburg', state: 'PA', zip: '17102' },
  });
  expect(changed.statusCode).toBe(200);

  await expect(deliverEmails()).resolves.toBe(1);
  await expect(deliverEmails()).resolves.toBe(0);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.to).toEqual(['patricia.nguyen@example.com']);
  expect(smtp.received[0]!.subject).toBe('Cardinal Mutual: your profile was changed');
  expect(smtp.received[0]!.text).toContain('Your life policy address was updated.');
  expect(smtp.received[0]!.attachments).toEqual([]);
  const unsent = await database.db.selectFrom('outbox').select('id').where('channel', '=', 'email').where('sent_at', 'is', null).execute();
  expect(unsent).toEqual([]);
});

it('delivers through the job queue as soon as the change commits, once, with an id a mail server keeps as one', async () => {
  await markAllSent();
  smtp.received.length = 0;
  const queue: JobQueue = await testJobQueue(database, { kinds: deliveryJobKinds });
  const stop = await startDelivery(database, queue, [{ channel: 'email', send: sendEmail(smtpTransport(smtp.smtpUrl)) }], silentLog);
  try {
    const token = await mintToken(database.db, { sub: 'life.customer', amr: ['pwd'] });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/profile/addresses/life',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'smtp-delivery-queued' },
      payload: { line1: '61 Linden St', line2: null, city: 'Harrisburg', state: 'PA', zip: '17102' },
    });
    expect(changed.statusCode).toBe(200);
    await until(() => smtp.received.length === 1, 'the confirmation');
    await until(async () => (await unsentOf('email')).length === 0, 'the message marked sent');
    const [sent] = await database.db
      .selectFrom('outbox')
      .select(['id', 'attempts'])
      .where('channel', '=', 'email')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(sent!.attempts).toBe(1);
    expect(smtp.received[0]!.messageId).toBe(`<outbox-${sent!.id}@cardinalmutual.example>`);
    // Its job run again (a sweep's, or after a lost answer), a sent message is not sent twice.
    await expect(deliverMessage(database.db, sent!.id, sendEmail(smtpTransport(smtp.smtpUrl)))).resolves.toBe(false);
    expect(await queue.send(deliveryJobOf('email'), { outboxId: sent!.id }, { key: String(sent!.id) })).toBeNull();
    expect(smtp.received).toHaveLength(1);
  } finally {
    await stop();
    await queue.stop();
  }
});

it('attaches the ID card PDFs the portal downloads to the ID card email, one per vehicle', async () => {
  await markAllSent();
  smtp.received.length = 0;
  const token = await mintToken(database.db, { sub: 'mutual.customer', amr: ['pwd'] });
  const emailed = await app.inject({
    method: 'POST',
    url: '/api/policies/C4M7X2-1001/id-cards/email',
    headers: { authorization: `Bearer ${token}` },
    payload: { email: 'dwhitaker.work@example.net' },
  });
  expect(emailed.statusCode).toBe(200);
  // The development outbox says which cards the email carries.
  const latest = await app.inject({ url: '/api/development/outbox/dwhitaker.work%40example.net/latest', remoteAddress: '127.0.0.1' });
  expect(latest.json().attachments).toEqual([
    { kind: 'idCard', policyNumber: 'C4M7X2-1001', cardId: 'idcard-V10001' },
    { kind: 'idCard', policyNumber: 'C4M7X2-1001', cardId: 'idcard-V10002' },
  ]);

  await expect(deliverEmails()).resolves.toBe(1);
  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0]!;
  expect(mail.to).toEqual(['dwhitaker.work@example.net']);
  expect(mail.subject).toBe('Your Cardinal Mutual ID cards for policy C4M7X2-1001');
  expect(mail.text).toContain('are attached');
  expect(mail.attachments.map((a) => [a.fileName, a.contentType])).toEqual([
    ['id-card-C4M7X2-1001-V10001.pdf', 'application/pdf'],
    ['id-card-C4M7X2-1001-V10002.pdf', 'application/pdf'],
  ]);
  const cards = await Promise.all(mail.attachments.map((a) => PDFDocument.load(Buffer.from(a.content, 'base64'))));
  expect(cards.map((card) => card.getTitle())).toEqual([
    'Automobile insurance ID card, policy C4M7X2-1001',
    'Automobile insurance ID card, policy C4M7X2-1001',
  ]);
  expect(cards.map((card) => card.getSubject())).toEqual([
    expect.stringContaining('2021 Toyota Camry'),
    expect.stringContaining('2019 Honda CR-V'),
  ]);
});

describe('texts through the SMS provider', () => {
  interface ProviderRequest {
    method: string | undefined;
    path: string | undefined;
    authorization: string | undefined;
    contentType: string | undefined;
    form: URLSearchParams;
  }
  const requests: ProviderRequest[] = [];
  let answerStatus = 201;
  let provider: Server;
  let providerUrl: string;
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  beforeAll(async () => {
    provider = createServer((request, response) => {
      void readBody(request).then((body) => {
        requests.push({
          method: request.method,
          path: request.url,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          form: new URLSearchParams(body),
        });
        response.writeHead(answerStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${requests.length}` }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/2010-04-01/Accounts/AC123/Messages.json`;
  });
  afterAll(() => new Promise<void>((resolve) => provider?.close(() => resolve())));

  it('posts a texted code to the provider with its credentials, and tries again after a refusal', async () => {
    await database.db.updateTable('outbox').set({ sent_at: new Date() }).where('sent_at', 'is', null).execute();
    const token = await mintToken(database.db, { sub: 'mutual.customer', amr: ['pwd'] });
    const enrolled = await app.inject({
      method: 'POST',
      url: '/api/profile/texting/enroll',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'sms-delivery-1' },
      payload: { phone: '614-555-0142', groups: ['Mutual_Claims'], consent: true, tcpaConsent: false },
    });
    expect(enrolled.statusCode).toBe(200);
    const send = sendText({ url: providerUrl, key: 'AC123:secret-token', from: '+15025550100' });

    answerStatus = 503;
    const [text] = await unsentOf('sms');
    await expect(deliverMessage(database.db, text!.id, send)).rejects.toThrow();
    answerStatus = 201;
    await expect(deliverMessage(database.db, text!.id, send)).resolves.toBe(true);
    await expect(deliverMessage(database.db, text!.id, send)).resolves.toBe(false);

    expect(requests).toHaveLength(2);
    const delivered = requests[1]!;
    expect(delivered).toMatchObject({
      method: 'POST',
      path: '/2010-04-01/Accounts/AC123/Messages.json',
      authorization: `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(delivered.form.get('To')).toBe('+16145550142');
    expect(delivered.form.get('From')).toBe('+15025550100');
    expect(delivered.form.get('Body')).toMatch(/your security code is \d{6}\./);
    const unsent = await database.db.selectFrom('outbox').select('id').where('channel', '=', 'sms').where('sent_at', 'is', null).execute();
    expect(unsent).toEqual([]);
  });

  it('is configured by SMS_API_URL, SMS_API_KEY and SMS_FROM together', () => {
    const env = {
      SMS_API_URL: 'https://api.sms.example/2010-04-01/Accounts/AC1/Messages.json',
      SMS_API_KEY: 'AC1:token',
      SMS_FROM: '+15025550100',
    };
    expect(optionsFromEnv(env).sms).toEqual({ url: env.SMS_API_URL, key: 'AC1:token', from: '+15025550100' });
    expect(optionsFromEnv({}).sms).toBeUndefined();
    expect(() => optionsFromEnv({ SMS_API_URL: env.SMS_API_URL, SMS_FROM: env.SMS_FROM })).toThrow('set together or not at all');
    expect(() => optionsFromEnv({ ...env, SMS_API_KEY: 'no-secret' })).toThrow('Invalid environment');
  });
});

describe('the delivery lease', () => {
  const writeMessage = async (recipient: string) =>
    (
      await database.db
        .insertInto('outbox')
        .values({ channel: 'email', recipient, subject: 'Your policy', body: 'Sent once.' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const rowOf = (id: number) =>
    database.db
      .selectFrom('outbox')
      .select(['attempts', 'sent_at', 'claimed_by', 'claimed_until', sql<boolean>`claimed_until > now()`.as('held')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** A sender that notes each message it is handed and holds every sending until let go, as a slow mail server does. */
  const slowSender = () => {
    const handed: number[] = [];
    let letGo: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const send = async (message: OutgoingMessage) => {
      handed.push(message.id);
      await gate;
    };
    return { handed, send, letGo: () => letGo() };
  };
  /** What one try of a sender came to. */
  const outcomeOf = (tried: Promise<boolean>) =>
    tried.then(
      (sent) => (sent ? 'sent' : 'nothing to send'),
      (error: unknown) => (error instanceof MessageHeld ? 'held' : `failed: ${String(error)}`),
    );

  it('lets one of two senders racing for each message send it, once (two instances on the PostgreSQL server)', async () => {
    const other = await database.openAnother();
    try {
      const ids: number[] = [];
      for (let n = 0; n < 8; n += 1) ids.push(await writeMessage(`lease.race.${n}@example.com`));
      const sender = slowSender();
      const settled: string[] = [];
      const tries = ids.flatMap((id) =>
        [database.db, other.db].map((db) => outcomeOf(deliverMessage(db, id, sender.send)).then((outcome) => void settled.push(outcome))),
      );
      // Every try has either been handed its message or been told it is held: without the lease both are handed it.
      await until(() => sender.handed.length + settled.length >= tries.length, 'every sender to claim or be refused');
      sender.letGo();
      await Promise.all(tries);
      expect([...sender.handed].sort((a, b) => a - b)).toEqual(ids);
      expect(settled.filter((outcome) => outcome === 'sent')).toHaveLength(ids.length);
      expect(settled.filter((outcome) => outcome !== 'sent')).toEqual(Array.from(ids, () => 'held'));
      for (const id of ids) {
        expect(await rowOf(id)).toMatchObject({ attempts: 1, sent_at: expect.any(Date), claimed_by: null, claimed_until: null });
      }
    } finally {
      await other.close();
    }
  });

  it('refuses a message to a second sender while the first is sending it, and holds it no longer than the lease', async () => {
    const other = await database.openAnother();
    try {
      const id = await writeMessage('lease.slow@example.com');
      const first = slowSender();
      const sending = deliverMessage(database.db, id, first.send);
      await until(() => first.handed.length === 1, 'the first sender to be sending');
      const held = await rowOf(id);
      expect(held).toMatchObject({ attempts: 1, sent_at: null, claimed_by: expect.any(String), held: true });
      const leaseMs = held.claimed_until!.getTime() - Date.now();
      expect(leaseMs).toBeGreaterThan(0);
      expect(leaseMs).toBeLessThanOrEqual(deliveryLeaseSeconds * 1000);

      const second = slowSender();
      second.letGo();
      await expect(deliverMessage(other.db, id, second.send)).rejects.toThrow(MessageHeld);
      expect(second.handed).toEqual([]);
      first.letGo();
      await expect(sending).resolves.toBe(true);
      await expect(deliverMessage(other.db, id, second.send)).resolves.toBe(false);
      expect(second.handed).toEqual([]);
      expect(await rowOf(id)).toMatchObject({ attempts: 1, sent_at: expect.any(Date), claimed_by: null, claimed_until: null });
    } finally {
      await other.close();
    }
  });

  it('takes again a message whose lease has passed (its sender died while sending), and sends it once more', async () => {
    const id = await writeMessage('lease.passed@example.com');
    // As a sender leaves a message when its instance dies mid-send: claimed, counted, never marked sent.
    await database.db
      .updateTable('outbox')
      .set({ attempts: 1, claimed_by: 'a sender that died', claimed_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    const sender = slowSender();
    sender.letGo();
    await expect(deliverMessage(database.db, id, sender.send)).resolves.toBe(true);
    expect(sender.handed).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, sent_at: expect.any(Date), claimed_by: null, claimed_until: null });
  });

  it('leaves a message whose lease has not passed to its sender', async () => {
    const id = await writeMessage('lease.kept@example.com');
    await database.db
      .updateTable('outbox')
      .set({ attempts: 1, claimed_by: 'a sender still sending', claimed_until: sql<Date>`now() + interval '1 minute'` })
      .where('id', '=', id)
      .execute();
    const sender = slowSender();
    sender.letGo();
    await expect(deliverMessage(database.db, id, sender.send)).rejects.toThrow(MessageHeld);
    expect(sender.handed).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, sent_at: null, claimed_by: 'a sender still sending' });
  });

  it('gives the lease back when the sending fails, so the next try takes the message at once', async () => {
    const id = await writeMessage('lease.failed@example.com');
    await expect(
      deliverMessage(database.db, id, async () => {
        throw new Error('the mail server refused');
      }),
    ).rejects.toThrow('the mail server refused');
    expect(await rowOf(id)).toMatchObject({ attempts: 1, sent_at: null, claimed_by: null, claimed_until: null });
    const sender = slowSender();
    sender.letGo();
    await expect(deliverMessage(database.db, id, sender.send)).resolves.toBe(true);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, sent_at: expect.any(Date) });
  });
});
