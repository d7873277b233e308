import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { idempotencyHeader } from '../../src/contract/endpoint';
import { customerGateway, gateway } from './support/gateway';

jest.setTimeout(120_000);

const logged: string[] = [];

const card = {
  kind: 'card',
  cardNumber: '4111111111111111',
  expiry: '12/39',
  securityCode: '737',
  holderName: 'Daniel R Whitaker',
} as const;
const bank = {
  kind: 'bank',
  routingNumber: '021000021',
  accountNumber: '987654321012',
  accountType: 'checking',
  holderName: "Daniel O'Neil-Whitaker",
} as const;
const secrets = [card.cardNumber, card.securityCode, bank.accountNumber];

// The gateway's log (pino, to stdout), captured to prove no number reaches it: hooks run in the order
// they are declared, so the capture starts before the gateway and ends after it has closed.
beforeAll(() => {
  jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
    logged.push(String(chunk));
    return true;
  }) as typeof process.stdout.write);
});
const customers = customerGateway(['mutual.customer', 'life.customer'], { deps: { logLevel: 'info' } });
afterAll(() => jest.restoreAllMocks());

const post = (target: FastifyInstance, url: string, body: unknown, loginId = 'mutual.customer', key?: string) =>
  target.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...customers.as(loginId), ...(key ? { [idempotencyHeader]: key } : {}) },
  });

async function tokenFor(instrument: object, loginId = 'mutual.customer'): Promise<string> {
  const response = await post(customers.app, '/api/payments/tokens', instrument, loginId);
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const balance = async (loginId = 'mutual.customer') =>
  (await customers.app.inject({ url: '/api/billing/accounts', headers: customers.as(loginId) })).json().accounts[0].balanceCents as number;
const paymentsWithKey = async (key: string) =>
  Number(
    (
      await customers.database.db
        .selectFrom('billing_payments')
        .select(sql<number>`count(*)`.as('n'))
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('tokenization', () => {
  it('exchanges a card for a token, keeping only brand, last four, holder and expiry', async () => {
    const response = await post(customers.app, '/api/payments/tokens', card);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^tok_/),
      method: { kind: 'card', label: 'Visa', lastFour: '1111', holderName: 'Daniel R Whitaker', expiry: '12/39' },
    });
  });

  it.each(['1/39', '0139', '01/2039'])('reads the expiry %p as customers type it and keeps it as MM/YY', async (expiry) => {
    const response = await post(customers.app, '/api/payments/tokens', { ...card, expiry });
    expect(response.statusCode).toBe(200);
    expect(response.json().method.expiry).toBe('01/39');
  });

  it('exchanges a bank account, naming the bank from the routing number', async () => {
    const response = await post(customers.app, '/api/payments/tokens', bank);
    expect(response.json().method).toEqual({
      kind: 'bank',
      label: 'JPMorgan Chase checking',
      lastFour: '1012',
      holderName: "Daniel O'Neil-Whitaker",
      expiry: null,
    });
  });

  it.each([
    ['a card failing the Luhn check', { ...card, cardNumber: '4111111111111112' }, 'Please enter a valid card number'],
    ['an expired card', { ...card, expiry: '01/20' }, 'Please enter a valid, unexpired date (MM/YY)'],
    ['a short security code', { ...card, securityCode: '12' }, 'Please enter a valid security code'],
    ['a routing number failing its checksum', { ...bank, routingNumber: '021000022' }, 'Please enter a valid 9-digit routing number'],
    ['a holder name with digits', { ...bank, holderName: 'D4niel' }, 'Please enter the name as it appears on the account'],
  ])('refuses %s with a 400 that names the field', async (_label, instrument, message) => {
    const response = await post(customers.app, '/api/payments/tokens', instrument);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message });
  });
});

describe('payments', () => {
  it('takes a payment: the balance falls by the amount and the ledger shows it with the confirmation number', async () => {
    const token = await tokenFor(bank);
    const before = await balance();
    const response = await post(
      customers.app,
      '/api/billing/payments',
      { accountNumber: 'N4820015', amountCents: 2500, token },
      'mutual.customer',
      'pay-simple-0001',
    );
    expect(response.statusCode).toBe(200);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      accountNumber: 'N4820015',
      amountCents: 2500,
      confirmationNumber: expect.stringMatching(/^CM\d{10}$/),
      remainingBalanceCents: before - 2500,
    });
    expect(await balance()).toBe(before - 2500);
    const transactions = (
      await customers.app.inject({ url: '/api/billing/accounts/N4820015/transactions', headers: customers.as('mutual.customer') })
    ).json().transactions;
    expect(
      transactions
        .filter((t: { confirmationNumber: string }) => t.confirmationNumber === receipt.confirmationNumber)
        .reduce((sum: number, t: { amountCents: number }) => sum + t.amountCents, 0),
    ).toBe(-2500);
    const audit = await customers.database.db.selectFrom('billing_audit').selectAll().where('action', '=', 'payment_accepted').execute();
    expect(
      audit.some(
        (a) =>
          (a.detail as { confirmationNumber: string }).confirmationNumber === receipt.confirmationNumber && a.actor === 'mutual.customer',
      ),
    ).toBe(true);
  });

  it('makes exactly one payment from 100 concurrent submissions with one key, each answered with the same receipt', async () => {
    const token = await tokenFor(card);
    const before = await balance();
    const body = { accountNumber: 'N4820015', amountCents: 1234, token };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post(customers.app, '/api/billing/payments', body, 'mutual.customer', 'pay-concurrent-01')),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    // A retry that arrives while the first is still running is told so (409 in_progress) and may retry; none pays twice.
    expect(answers.every((a) => a.statusCode === 200 || (a.statusCode === 409 && a.json().error === 'idempotency_conflict'))).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.json().confirmationNumber)).size).toBe(1);
    expect(await paymentsWithKey('pay-concurrent-01')).toBe(1);
    expect(await balance()).toBe(before - 1234);
    const again = await post(customers.app, '/api/billing/payments', body, 'mutual.customer', 'pay-concurrent-01');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().confirmationNumber).toBe(ok[0]?.json().confirmationNumber);
  });

  it('refuses a reused key with different content (409) and moves no money', async () => {
    const token = await tokenFor(card);
    await post(
      customers.app,
      '/api/billing/payments',
      { accountNumber: 'N4820015', amountCents: 500, token },
      'mutual.customer',
      'pay-reused-0001',
    );
    const before = await balance();
    const response = await post(
      customers.app,
      '/api/billing/payments',
      { accountNumber: 'N4820015', amountCents: 600, token },
      'mutual.customer',
      'pay-reused-0001',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'idempotency_conflict',
      message: 'This idempotency key was already used for a different request.',
    });
    expect(await balance()).toBe(before);
  });

  it('loses nothing and duplicates nothing when the gateway dies before answering, and the retry reaches another instance', async () => {
    const token = await tokenFor(bank);
    const before = await balance();
    const body = { accountNumber: 'N4820015', amountCents: 4321, token };
    // The first instance fails mid-payment (the ledger write throws, as a crash would): nothing is kept, not even the key.
    await sql`create or replace function billing_test_fail() returns trigger language plpgsql as $$ begin raise exception 'instance died'; end $$`.execute(
      customers.database.db,
    );
    await sql`create trigger billing_test_fail before insert on billing_transactions for each row execute function billing_test_fail()`.execute(
      customers.database.db,
    );
    const crashed = await post(customers.app, '/api/billing/payments', body, 'mutual.customer', 'pay-restart-0001');
    await sql`drop trigger billing_test_fail on billing_transactions`.execute(customers.database.db);
    expect(crashed.statusCode).toBe(500);
    expect(await paymentsWithKey('pay-restart-0001')).toBe(0);
    expect(await balance()).toBe(before);

    // The retry, same key, on a new instance: the payment is made once.
    const other = await customers.database.openAnother();
    const restarted = await gateway(other.db);
    try {
      const first = await post(restarted, '/api/billing/payments', body, 'mutual.customer', 'pay-restart-0001');
      expect(first.statusCode).toBe(200);
      // The answer is lost on the way back; the retry (to the old instance) gets the same receipt.
      const retry = await post(customers.app, '/api/billing/payments', body, 'mutual.customer', 'pay-restart-0001');
      expect(retry.json().confirmationNumber).toBe(first.json().confirmationNumber);
    } finally {
      await restarted.close();
      await other.close();
    }
    expect(await paymentsWithKey('pay-restart-0001')).toBe(1);
    expect(await balance()).toBe(before - 4321);
  });

  it('answers a declined method with 402, moves no money, and answers the same decline to a retry', async () => {
    const token = await tokenFor({ ...card, cardNumber: '4000000000000002' });
    const before = await balance();
    const body = { accountNumber: 'N4820015', amountCents: 900, token };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post(customers.app, '/api/billing/payments', body, 'mutual.customer', 'pay-declined-01');
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        error: 'payment_declined',
        message: 'Your payment method was declined. Please use another payment method.',
      });
    }
    expect(await balance()).toBe(before);
  });

  it.each([
    ['no idempotency key', { amountCents: 100 }, undefined, 400, 'idempotency_key_required'],
    ['a zero amount', { amountCents: 0 }, 'pay-bounds-0001', 400, 'bad_request'],
    ['an amount over the limit', { amountCents: 1_000_001 }, 'pay-bounds-0002', 400, 'bad_request'],
    ['a fractional amount of cents', { amountCents: 10.5 }, 'pay-bounds-0003', 400, 'bad_request'],
  ])('refuses %s with a 4xx', async (_label, change, key, status, error) => {
    const token = await tokenFor(bank);
    const response = await post(
      customers.app,
      '/api/billing/payments',
      Object.assign({ accountNumber: 'N4820015', amountCents: 100, token }, change),
      'mutual.customer',
      key,
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
  });

  it("answers 404 for another party's account and refuses another party's token", async () => {
    const token = await tokenFor(bank);
    const foreign = await post(
      customers.app,
      '/api/billing/payments',
      { accountNumber: 'N7310042', amountCents: 100, token },
      'mutual.customer',
      'pay-foreign-001',
    );
    expect(foreign.statusCode).toBe(404);
    const lifeToken = await tokenFor(bank, 'life.customer');
    const stolen = await post(
      customers.app,
      '/api/billing/payments',
      { accountNumber: 'N4820015', amountCents: 100, token: lifeToken },
      'mutual.customer',
      'pay-foreign-002',
    );
    expect(stolen.statusCode).toBe(400);
    expect(await paymentsWithKey('pay-foreign-002')).toBe(0);
  });

  it('never stores or logs a full card number, bank account number or security code', async () => {
    await tokenFor(card);
    await tokenFor(bank);
    const tables = [
      'payment_tokens',
      'payment_methods',
      'billing_payments',
      'billing_transactions',
      'billing_audit',
      'idempotency_records',
    ] as const;
    for (const table of tables) {
      const values = textOf(await customers.database.db.selectFrom(table).selectAll().execute());
      for (const secret of secrets) expect(values.filter((value) => reveals(value, secret))).toEqual([]);
    }
    const log = logged.join('');
    expect(log).toContain('/api/payments/tokens');
    // Only the log's text is scanned: numbers such as timestamps can hold a secret's digits by chance.
    const text = loggedText(log);
    for (const secret of secrets) expect(text.filter((value) => reveals(value, secret))).toEqual([]);
  });
});

describe('outage windows (gateway side)', () => {
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const hour = 3600_000;
  let keyCounter = 0;
  const pay = async (target: FastifyInstance, loginId: 'mutual.customer' | 'life.customer', accountNumber: string) => {
    const token = (await post(target, '/api/payments/tokens', bank, loginId)).json().token;
    return post(
      target,
      '/api/billing/payments',
      { accountNumber, amountCents: 700, token },
      loginId,
      `outage-key-${(keyCounter += 1)}-${Date.now()}`,
    );
  };
  const withWindow = async (name: 'billing' | 'lifeBilling', start: string, end: string, run: () => Promise<void>) => {
    await customers.database.db
      .insertInto('config_overrides')
      .values({ name: `outage:${name}`, value: JSON.stringify({ start, end }) })
      .execute();
    try {
      await run();
    } finally {
      await customers.database.db.deleteFrom('config_overrides').execute();
    }
  };

  it('refuses a payment inside the billing window with a 409 and the outage message, moving no money', async () => {
    await withWindow('billing', iso(-1000), iso(hour), async () => {
      const before = await balance();
      const response = await pay(customers.app, 'mutual.customer', 'N4820015');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'billing_outage',
        message: expect.stringContaining('Online payments are temporarily unavailable'),
      });
      expect(await balance()).toBe(before);
    });
  });

  it('takes payments on both sides of the window: just after it ended and before it starts', async () => {
    await withWindow('billing', iso(-hour), iso(-1000), async () =>
      expect((await pay(customers.app, 'mutual.customer', 'N4820015')).statusCode).toBe(200),
    );
    await withWindow('billing', iso(1000 * 60), iso(hour), async () =>
      expect((await pay(customers.app, 'mutual.customer', 'N4820015')).statusCode).toBe(200),
    );
  });

  it('applies the lifeBilling window to life accounts only', async () => {
    await withWindow('lifeBilling', iso(-1000), iso(hour), async () => {
      const life = await pay(customers.app, 'life.customer', 'N7310042');
      expect(life.statusCode).toBe(409);
      expect(life.json().error).toBe('billing_outage');
      expect((await pay(customers.app, 'mutual.customer', 'N4820015')).statusCode).toBe(200);
    });
  });

  it('reads the window from the environment too (OUTAGE_billing=start/end)', async () => {
    const inOutage = await gateway(customers.database.db, { env: { OUTAGE_billing: `${iso(-1000)}/${iso(hour)}` } });
    try {
      expect((await pay(inOutage, 'mutual.customer', 'N4820015')).statusCode).toBe(409);
    } finally {
      await inOutage.close();
    }
  });

  it('still answers a retry of a payment taken before the window began with its first outcome', async () => {
    const token = await tokenFor(bank);
    const body = { accountNumber: 'N4820015', amountCents: 800, token };
    const first = await post(customers.app, '/api/billing/payments', body, 'mutual.customer', 'outage-retry-key-1');
    expect(first.statusCode).toBe(200);
    await withWindow('billing', iso(-1000), iso(hour), async () => {
      const retry = await post(customers.app, '/api/billing/payments', body, 'mutual.customer', 'outage-retry-key-1');
      expect(retry.statusCode).toBe(200);
      expect(retry.json().confirmationNumber).toBe(first.json().confirmationNumber);
    });
  });
});

/** Every key and string value of a JSON value. */
function textOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...textOf(inner)]);
  return [];
}

/** Every key and string value of the JSON log lines (a line that is not JSON counts whole). */
function loggedText(log: string): string[] {
  return log
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return textOf(JSON.parse(line));
      } catch {
        return [line];
      }
    });
}

/**
 * Whether a stored or logged text gives a secret away. A card or account number is long enough to look for
 * anywhere; a 3- or 4-digit security code turns up inside random ids and confirmation numbers by chance, so
 * it counts only standing on its own (not part of a longer run of letters or digits).
 */
function reveals(text: string, secret: string): boolean {
  if (secret.length >= 9) return text.includes(secret);
  return new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(text);
}

// Last: it leaves the account in credit, so no payment of the tests above would pass after it.
describe('overpayment', () => {
  it('refuses an amount above the amount due unless the customer confirmed the credit, and then takes it once', async () => {
    const token = await tokenFor(bank);
    const before = await balance();
    const body = { accountNumber: 'N4820015', amountCents: before + 1000, token };
    const refused = await post(customers.app, '/api/billing/payments', body, 'mutual.customer', 'pay-overpay-0001');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'bad_request',
      message: 'Please confirm the payment above the amount due, or change the amount',
    });
    expect(await balance()).toBe(before);
    const confirmed = { ...body, creditAccepted: true };
    const taken = await post(customers.app, '/api/billing/payments', confirmed, 'mutual.customer', 'pay-overpay-0002');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().remainingBalanceCents).toBe(-1000);
    expect(await balance()).toBe(-1000);
    // Anything more on an account in credit is above its amount due too.
    const more = await post(customers.app, '/api/billing/payments', { ...body, amountCents: 100 }, 'mutual.customer', 'pay-overpay-0003');
    expect(more.statusCode).toBe(400);
    expect(await balance()).toBe(-1000);
  });
});
