import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { deliverEmails, smtpTransport } from '../../server/notifier/smtp';
import { gateway, mintToken, openTestDatabase, type TestDatabase } from './support/gateway';

// With SMTP_URL set, the outbox's emails go out through that server: here a local SMTP server (smtp-server) receives
// a profile change's confirmation, once, whatever the number of delivery rounds.

interface Received {
  to: string[];
  data: string;
}

let database: TestDatabase;
let app: FastifyInstance;
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await app?.close();
  await database?.close();
});

it("delivers a profile change's confirmation to the customer's inbox once, and marks it sent", async () => {
  await database.db.updateTable('outbox').set({ sent_at: new Date() }).where('sent_at', 'is', null).execute();
  const token = await mintToken(database.db, { sub: 'life.customer', amr: ['pwd'] });
  const changed = await app.inject({
    method: 'PUT',
    url: '/api/profile/addresses/life',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'smtp-delivery-1' },
    payload: { line1: '60 Linden St', line2: null, city: 'Harrisburg', state: 'PA', zip: '17102' },
  });
  expect(changed.statusCode).toBe(200);

  const transport = smtpTransport(smtpUrl);
  await expect(deliverEmails(database.db, transport, 'Cardinal Mutual <no-reply@cardinalmutual.example>')).resolves.toBe(1);
  await expect(deliverEmails(database.db, transport, 'Cardinal Mutual <no-reply@cardinalmutual.example>')).resolves.toBe(0);
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(['patricia.nguyen@example.com']);
  expect(received[0]!.data).toContain('Subject: Cardinal Mutual: your profile was changed');
  expect(received[0]!.data).toContain('Your life policy address was updated.');
  const unsent = await database.db.selectFrom('outbox').select('id').where('channel', '=', 'email').where('sent_at', 'is', null).execute();
  expect(unsent).toEqual([]);
});
