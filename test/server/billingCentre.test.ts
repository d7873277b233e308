import { demoPassword } from '../../server/db/demoData';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { isRight } from 'fp-ts/lib/Either';
import { PaymentPlanSchedule } from '../../src/contract/billing';
import { customerGateway, demoCustomers } from './support/gateway';

// Statements (signed PDF links), saved payment methods, automatic payments and payment plan changes.

const customers = customerGateway([...demoCustomers, 'new.customer', 'mfa.customer']);

jest.setTimeout(90_000);

let keys = 0;
/** Commands (PUT, DELETE) carry a fresh idempotency key unless the test names one. */
/** Saving and removing a payment method need a step-up proof: the customer's password, given once a call. */
const stepUpGrant = async (loginId: string) =>
  (
    (
      await customers.app.inject({
        method: 'POST',
        url: '/api/profile/step-up',
        headers: customers.as(loginId),
        payload: { password: demoPassword },
      })
    ).json() as { grant: string }
  ).grant;
const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  loginId = 'mutual.customer',
  body?: object,
  key = `test-key-${++keys}`,
) =>
  customers.app.inject({
    method,
    url,
    headers: {
      ...customers.as(loginId),
      ...(method === 'PUT' || method === 'DELETE' ? { 'idempotency-key': key } : {}),
      ...(url.startsWith('/api/billing/payment-methods') && method !== 'GET' ? { 'x-step-up-grant': await stepUpGrant(loginId) } : {}),
    },
    ...(body ? { payload: body } : {}),
  });

describe('statements', () => {
  it("lists the party's statements and opens one as a real PDF through a signed link", async () => {
    const list = await call('GET', '/api/billing/statements');
    expect(list.statusCode).toBe(200);
    const { statements } = list.json() as { statements: { statementId: string; accountNumber: string }[] };
    expect(statements.length).toBeGreaterThanOrEqual(2);
    expect(statements.every((s) => s.accountNumber === 'N4820015')).toBe(true);

    const links = await call('POST', '/api/billing/statements/links', 'mutual.customer', { statementIds: [statements[0]?.statementId] });
    expect(links.statusCode).toBe(200);
    const [link] = links.json().links as { url: string; expiresAt: string }[];
    expect(link?.url).toMatch(/^\/api\/billing\/statements\/download\?token=/);
    expect(Date.parse(link?.expiresAt ?? '')).toBeGreaterThan(Date.now());

    // The link works without the bearer header: a browser tab can open it.
    const pdf = await customers.app.inject({ url: link?.url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toContain('N4820015');
  });

  it("answers 404 for another party's statement and 410 for a forged or tampered link", async () => {
    const other = (await call('GET', '/api/billing/statements', 'life.customer')).json().statements[0].statementId as string;
    const refused = await call('POST', '/api/billing/statements/links', 'mutual.customer', { statementIds: [other] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'not_found', message: 'We could not find that statement.' });
    const mine = (await call('GET', '/api/billing/statements')).json().statements[0].statementId as string;
    const { url } = (await call('POST', '/api/billing/statements/links', 'mutual.customer', { statementIds: [mine] })).json().links[0] as {
      url: string;
    };
    expect((await customers.app.inject({ url: `${url.slice(0, -3)}abc` })).statusCode).toBe(410);
    expect((await customers.app.inject({ url: '/api/billing/statements/download' })).statusCode).toBe(410);
  });

  it('never lists a statement of a period that ended before the account began', async () => {
    // new.customer's policy starts next week: no statement yet (September and October were listed before).
    expect((await call('GET', '/api/billing/statements', 'new.customer')).json()).toEqual({ statements: [] });
    const { db } = customers.database;
    for (const loginId of ['mutual.customer', 'life.customer', 'both.customer', 'mfa.customer']) {
      const { statements } = (await call('GET', '/api/billing/statements', loginId)).json() as {
        statements: { accountNumber: string; periodEnd: string }[];
      };
      expect(statements.length).toBeGreaterThan(0);
      for (const s of statements) {
        const began = await db
          .selectFrom('policies')
          .select(sql<string>`min(effective_date)::text`.as('began'))
          .where('account_number', '=', s.accountNumber)
          .executeTakeFirstOrThrow();
        expect(s.periodEnd > began.began).toBe(true);
      }
    }
  });

  it('needs a signed-in customer for the list and the links', async () => {
    expect((await customers.app.inject({ url: '/api/billing/statements' })).statusCode).toBe(401);
    expect(
      (await customers.app.inject({ method: 'POST', url: '/api/billing/statements/links', payload: { statementIds: [] } })).statusCode,
    ).toBe(401);
  });
});

describe('saved payment methods and automatic payments', () => {
  const card = { kind: 'card', cardNumber: '4111111111111111', expiry: '12/39', securityCode: '737', holderName: 'Daniel R Whitaker' };

  it('adds a card through the tokenization call, lists it, enrolls, changes and cancels automatic payments', async () => {
    const { token } = (await call('POST', '/api/payments/tokens', 'mutual.customer', card)).json() as { token: string };
    const saved = await call('POST', '/api/billing/payment-methods', 'mutual.customer', { token });
    expect(saved.statusCode).toBe(200);
    const method = saved.json() as { methodId: string };
    expect(saved.json()).toMatchObject({ kind: 'card', label: 'Visa', lastFour: '1111' });
    expect(JSON.stringify(saved.json())).not.toContain(card.cardNumber);
    const methods = (await call('GET', '/api/billing/payment-methods')).json().methods as { methodId: string }[];
    expect(methods.map((m) => m.methodId)).toContain(method.methodId);

    const enrolled = await call('PUT', '/api/billing/accounts/N4820015/autopay', 'mutual.customer', { methodId: method.methodId });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({ accountNumber: 'N4820015', method: { methodId: method.methodId } });
    const account = (await call('GET', '/api/billing/accounts')).json().accounts[0];
    expect(account.autopay).toMatchObject({ methodId: method.methodId, lastFour: '1111' });

    // A method that pays automatically cannot be removed until autopay changes.
    const blocked = await call('DELETE', `/api/billing/payment-methods/${method.methodId}`);
    expect(blocked.statusCode).toBe(409);
    const other = methods.find((m) => m.methodId !== method.methodId)?.methodId ?? '';
    expect((await call('PUT', '/api/billing/accounts/N4820015/autopay', 'mutual.customer', { methodId: other })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/billing/payment-methods/${method.methodId}`)).statusCode).toBe(200);
    expect(
      ((await call('GET', '/api/billing/payment-methods')).json().methods as { methodId: string }[]).map((m) => m.methodId),
    ).not.toContain(method.methodId);

    const canceled = await call('DELETE', '/api/billing/accounts/N4820015/autopay');
    expect(canceled.json()).toEqual({ accountNumber: 'N4820015', method: null });
    expect((await call('GET', '/api/billing/accounts')).json().accounts[0].autopay).toBeNull();
  });

  it("answers 404 for another party's method, account or token, never data", async () => {
    const lifeMethod =
      ((await call('GET', '/api/billing/payment-methods', 'life.customer')).json().methods as { methodId: string }[])[0]?.methodId ?? '';
    expect(lifeMethod).not.toBe('');
    const mine = ((await call('GET', '/api/billing/payment-methods')).json().methods as { methodId: string }[])[0]?.methodId ?? '';
    expect((await call('DELETE', `/api/billing/payment-methods/${lifeMethod}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/billing/accounts/N4820015/autopay', 'mutual.customer', { methodId: lifeMethod })).statusCode).toBe(404);
    expect((await call('PUT', '/api/billing/accounts/N7310042/autopay', 'mutual.customer', { methodId: mine })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/billing/accounts/N7310042/autopay')).statusCode).toBe(404);
    const lifeToken = (await call('POST', '/api/payments/tokens', 'life.customer', card)).json().token as string;
    expect((await call('POST', '/api/billing/payment-methods', 'mutual.customer', { token: lifeToken })).statusCode).toBe(400);
    expect((await call('GET', '/api/billing/accounts', 'life.customer')).json().accounts[0].autopay).toBeNull();
  });
});

describe('payment plan change', () => {
  it('previews semi-annual with the discount, changes the plan, and supersedes the scheduled installments', async () => {
    const preview = await call('POST', '/api/billing/policies/C4M7X2-1001/payment-plan/preview', 'mutual.customer', { plan: 'semiannual' });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(isRight(PaymentPlanSchedule.decode(body))).toBe(true);
    expect(body).toMatchObject({ policyNumber: 'C4M7X2-1001', currentPlan: 'monthly', plan: 'semiannual' });
    expect(body.discountCents).toBeGreaterThan(0);
    expect(body.installments.length).toBeGreaterThan(0);
    expect(body.installments.every((i: { feeCents: number }) => i.feeCents === 0)).toBe(true);

    const changed = await call('PUT', '/api/billing/policies/C4M7X2-1001/payment-plan', 'mutual.customer', { plan: 'semiannual' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(body);
    const policy = (await call('GET', '/api/billing/accounts'))
      .json()
      .accounts[0].policies.find((p: { policyNumber: string }) => p.policyNumber === 'C4M7X2-1001');
    expect(policy.plan).toBe('semiannual');
    const again = await call('PUT', '/api/billing/policies/C4M7X2-1001/payment-plan', 'mutual.customer', { plan: 'semiannual' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('That is already the payment plan of this policy. Please choose another plan.');
  });

  it('gives no discount on other plans', async () => {
    const body = (
      await call('POST', '/api/billing/policies/H8Q3R5-2002/payment-plan/preview', 'mutual.customer', { plan: 'monthly' })
    ).json();
    expect(body.discountCents).toBe(0);
    expect(body.installments.every((i: { feeCents: number }) => i.feeCents === 500)).toBe(true);
  });

  it("answers 404 for another party's or a malformed policy, 400 for an unknown plan", async () => {
    expect(
      (await call('POST', '/api/billing/policies/L-204518736/payment-plan/preview', 'mutual.customer', { plan: 'annual' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/billing/policies/L-204518736/payment-plan', 'mutual.customer', { plan: 'annual' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/billing/policies/nope/payment-plan/preview', 'mutual.customer', { plan: 'annual' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/billing/policies/H8Q3R5-2002/payment-plan/preview', 'mutual.customer', { plan: 'weekly' })).statusCode,
    ).toBe(400);
  });
});

describe('one outcome per idempotency key (automatic payments and payment plan changes)', () => {
  const methodsOf = async (loginId: string) =>
    ((await call('GET', '/api/billing/payment-methods', loginId)).json().methods as { methodId: string }[]).map((m) => m.methodId);

  it('refuses an automatic payments or plan change without a key, with a 400 and a message', async () => {
    const [mine] = await methodsOf('mutual.customer');
    for (const [method, url, body] of [
      ['PUT', '/api/billing/accounts/N4820015/autopay', { methodId: mine }],
      ['DELETE', '/api/billing/accounts/N4820015/autopay', undefined],
      ['PUT', '/api/billing/policies/H8Q3R5-2002/payment-plan', { plan: 'monthly' }],
    ] as const) {
      const refused = await customers.app.inject({
        method,
        url,
        headers: customers.as('mutual.customer'),
        ...(body ? { payload: body } : {}),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'idempotency_key_required', message: expect.stringContaining('idempotency-key') });
    }
  });

  it('answers a retried enrolment with the first outcome and refuses the key for another method or account', async () => {
    const [first, second] = await methodsOf('mutual.customer');
    const enrolled = await call(
      'PUT',
      '/api/billing/accounts/N4820015/autopay',
      'mutual.customer',
      { methodId: first },
      'autopay-key-0001',
    );
    expect(enrolled.statusCode).toBe(200);
    await call('DELETE', '/api/billing/accounts/N4820015/autopay');
    // The retry of the first request answers what it answered, and changes nothing again.
    const retried = await call('PUT', '/api/billing/accounts/N4820015/autopay', 'mutual.customer', { methodId: first }, 'autopay-key-0001');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(enrolled.json());
    expect((await call('GET', '/api/billing/accounts')).json().accounts[0].autopay).toBeNull();
    const audits = await customers.database.db
      .selectFrom('billing_audit')
      .select('action')
      .where('account_number', '=', 'N4820015')
      .where('action', '=', 'autopay_enrolled')
      .execute();

    const other = await call(
      'PUT',
      '/api/billing/accounts/N4820015/autopay',
      'mutual.customer',
      { methodId: second ?? 'PM-none' },
      'autopay-key-0001',
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: 'idempotency_conflict',
      message: 'This idempotency key was already used for a different request.',
    });
    const canceled = await call('DELETE', '/api/billing/accounts/N4820015/autopay', 'mutual.customer', undefined, 'autopay-key-0001');
    expect(canceled.statusCode).toBe(409);
    const after = await customers.database.db
      .selectFrom('billing_audit')
      .select('action')
      .where('account_number', '=', 'N4820015')
      .where('action', '=', 'autopay_enrolled')
      .execute();
    expect(after).toHaveLength(audits.length);
  });

  it("refuses another party's key, and a refused request (404) does not use the key up", async () => {
    const [lifeMethod] = await methodsOf('life.customer');
    const lifeAccount = (await call('GET', '/api/billing/accounts', 'life.customer')).json().accounts[0].accountNumber as string;
    expect(
      (await call('PUT', `/api/billing/accounts/${lifeAccount}/autopay`, 'life.customer', { methodId: lifeMethod }, 'shared-key-0001'))
        .statusCode,
    ).toBe(200);
    const [mine] = await methodsOf('mutual.customer');
    expect(
      (await call('PUT', '/api/billing/accounts/N4820015/autopay', 'mutual.customer', { methodId: mine }, 'shared-key-0001')).statusCode,
    ).toBe(409);
    // Another party's account is not found; the key stays free for a corrected request.
    expect(
      (await call('PUT', `/api/billing/accounts/${lifeAccount}/autopay`, 'mutual.customer', { methodId: mine }, 'fresh-key-0001'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/billing/accounts/N4820015/autopay', 'mutual.customer', { methodId: lifeMethod }, 'fresh-key-0001'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/billing/accounts/N4820015/autopay', 'mutual.customer', { methodId: mine }, 'fresh-key-0001')).statusCode,
    ).toBe(200);
    await call('DELETE', `/api/billing/accounts/${lifeAccount}/autopay`, 'life.customer');
    await call('DELETE', '/api/billing/accounts/N4820015/autopay');
  });

  it('20 concurrent plan changes with one key change the plan once and all answer the same schedule (or wait: 409 in progress)', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('PUT', '/api/billing/policies/M5V8N1-3004/payment-plan', 'both.customer', { plan: 'quarterly' }, 'plan-burst-0001'),
      ),
    );
    const answered = attempts.filter((a) => a.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(
      attempts.every((a) => a.statusCode === 200 || (a.statusCode === 409 && a.json().message.includes('still being processed'))),
    ).toBe(true);
    for (const a of answered) expect(a.json()).toEqual(answered[0]?.json());
    const audits = await customers.database.db
      .selectFrom('billing_audit')
      .select('detail')
      .where('action', '=', 'payment_plan_changed')
      .execute();
    expect(audits.filter((a) => JSON.stringify(a.detail).includes('M5V8N1-3004'))).toHaveLength(1);
  });

  it('changes a plan once per key: the retry answers the first schedule, other content is refused', async () => {
    const changed = await call(
      'PUT',
      '/api/billing/policies/H8Q3R5-2002/payment-plan',
      'mutual.customer',
      { plan: 'annual' },
      'plan-key-0001',
    );
    expect(changed.statusCode).toBe(200);
    const superseded = async () =>
      Number(
        (
          await customers.database.db
            .selectFrom('billing_installments')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('policy_number', '=', 'H8Q3R5-2002')
            .where('status', '=', 'superseded')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await superseded();
    const retried = await call(
      'PUT',
      '/api/billing/policies/H8Q3R5-2002/payment-plan',
      'mutual.customer',
      { plan: 'annual' },
      'plan-key-0001',
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(changed.json());
    expect(await superseded()).toBe(before);
    expect(
      (await call('PUT', '/api/billing/policies/H8Q3R5-2002/payment-plan', 'mutual.customer', { plan: 'monthly' }, 'plan-key-0001'))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', '/api/billing/policies/C4M7X2-1001/payment-plan', 'mutual.customer', { plan: 'annual' }, 'plan-key-0001'))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', '/api/billing/policies/L-204518736/payment-plan', 'mutual.customer', { plan: 'monthly' }, 'plan-key-0002'))
        .statusCode,
    ).toBe(404);
  });
});
