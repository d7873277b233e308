import { sql } from 'kysely';
import { idempotencyHeader } from '../../src/contract/endpoint';
import { addCalendarDays } from '../../src/validation/dates';
import { scheduledPaymentMessages } from '../../src/validation/messages';
import { runAutopay } from '../../server/payments/autopay';
import { runScheduledPayment } from '../../server/payments/scheduled';
import { customerGateway } from './support/gateway';
import { noonOf } from '../support/businessDates';

// Payments on a later date: scheduled for a business date from tomorrow up to the bill's due date, listed, changed
// and cancelled until that date, and taken on it by the one charge of every payment; another customer's is 404.

jest.setTimeout(120_000);

let now = new Date();
const clock = { now: () => now };
const customers = customerGateway(['mutual.customer', 'life.customer'], { deps: { clock } });
const noOutages = { billing: { start: null, end: null }, lifeBilling: { start: null, end: null }, lifeQuoting: { start: null, end: null } };

let account: { accountNumber: string; dueDate: string; amountDueCents: number };
let keys = 0;
const key = () => `sched-key-${++keys}-${Date.now()}`;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, loginId = 'mutual.customer', withKey = key()) =>
  customers.app.inject({
    method,
    url,
    ...(body ? { payload: body } : {}),
    headers: { ...customers.as(loginId), ...(method === 'GET' ? {} : { [idempotencyHeader]: withKey }) },
  });

async function tokenFor(cardNumber: string, loginId = 'mutual.customer'): Promise<string> {
  const response = await call(
    'POST',
    '/api/payments/tokens',
    { kind: 'card', cardNumber, expiry: '12/39', securityCode: '737', holderName: 'Daniel R Whitaker' },
    loginId,
  );
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const accountOf = async (loginId = 'mutual.customer') =>
  (await call('GET', '/api/billing/accounts', undefined, loginId)).json().accounts[0] as {
    accountNumber: string;
    dueDate: string;
    amountDueCents: number;
  };
const latestEmail = async (subjectPart: string) =>
  customers.database.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body'])
    .where('channel', '=', 'email')
    .where('subject', 'like', `%${subjectPart}%`)
    .orderBy('id', 'desc')
    .executeTakeFirst();

let approved: string;
let declined: string;

beforeAll(async () => {
  const seeded = await accountOf();
  // The test's today: five days before the bill is due, so the dates between are open to a schedule.
  now = noonOf(addCalendarDays(seeded.dueDate, -5));
  account = await accountOf();
  approved = await tokenFor('4111111111111111');
  declined = await tokenFor('4000000000000002');
});

const schedule = (payOn: string, amountCents = 1000, token = approved, extra: object = {}, withKey = key()) =>
  call(
    'POST',
    '/api/billing/scheduled-payments',
    { accountNumber: account.accountNumber, amountCents, token, payOn, ...extra },
    'mutual.customer',
    withKey,
  );

describe('scheduling', () => {
  it('schedules a payment for a later business date, shows it as scheduled, leaves the bill due and confirms by email', async () => {
    const payOn = addCalendarDays(account.dueDate, -2);
    const response = await schedule(payOn, 1234);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.objectContaining({
        accountNumber: account.accountNumber,
        amountCents: 1234,
        payOn,
        status: 'scheduled',
        reason: null,
        confirmationNumber: null,
        changeable: true,
        policies: null,
        method: expect.objectContaining({ kind: 'card', lastFour: '1111' }),
      }),
    );
    const listed = (await call('GET', '/api/billing/scheduled-payments')).json().scheduledPayments;
    expect(listed).toContainEqual(response.json());
    expect((await accountOf()).amountDueCents).toBe(account.amountDueCents);
    const email = await latestEmail('your payment is scheduled');
    expect(email?.body).toContain('$12.34');
    expect(email?.body).toContain(account.accountNumber);
  });

  it('schedules the payment of one policy (pay-a-policy)', async () => {
    const [policy] = (await call('GET', '/api/billing/accounts'))
      .json()
      .accounts[0].policies.filter((p: { amountDueCents: number }) => p.amountDueCents > 0);
    const response = await schedule(addCalendarDays(account.dueDate, -1), 500, approved, {
      policies: [{ policyNumber: policy.policyNumber, amountCents: 500 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().policies).toEqual([{ policyNumber: policy.policyNumber, amountCents: 500 }]);
  });

  it.each([
    ['today', () => addCalendarDays(account.dueDate, -5), scheduledPaymentMessages.dateNotAfterToday],
    ['a past date', () => addCalendarDays(account.dueDate, -30), scheduledPaymentMessages.dateNotAfterToday],
    ['a date after the due date', () => addCalendarDays(account.dueDate, 1), null],
  ])('refuses %s with a 400 and a message', async (_, dateOf, message) => {
    const response = await schedule(dateOf());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(
      message ?? expect.stringMatching(/^Please choose a date no later than the due date of \d\d\/\d\d\/\d{4}$/),
    );
  });

  it('refuses malformed dates and an amount over what is due, and a method that is not the customer’s', async () => {
    expect((await schedule('2026-02-30')).statusCode).toBe(400);
    expect((await schedule('tomorrow')).statusCode).toBe(400);
    expect((await schedule(addCalendarDays(account.dueDate, -1), account.amountDueCents + 1)).statusCode).toBe(400);
    const othersToken = await tokenFor('4111111111111111', 'life.customer');
    const response = await schedule(addCalendarDays(account.dueDate, -1), 1000, othersToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/payment method is not available/);
  });

  it('answers another customer’s account with 404', async () => {
    const response = await call(
      'POST',
      '/api/billing/scheduled-payments',
      { accountNumber: account.accountNumber, amountCents: 1000, token: approved, payOn: addCalendarDays(account.dueDate, -1) },
      'life.customer',
    );
    expect(response.statusCode).toBe(404);
  });

  it('schedules once per idempotency key: the same request again answers the first, other content with the key is 409', async () => {
    const once = key();
    const payOn = addCalendarDays(account.dueDate, -1);
    const first = await schedule(payOn, 700, approved, {}, once);
    const again = await schedule(payOn, 700, approved, {}, once);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().scheduledPaymentId).toBe(first.json().scheduledPaymentId);
    expect((await schedule(payOn, 701, approved, {}, once)).statusCode).toBe(409);
  });

  it('refuses a schedule during a billing outage', async () => {
    await customers.database.db
      .insertInto('config_overrides')
      .values({
        name: 'outage:billing',
        value: JSON.stringify({
          start: `${addCalendarDays(account.dueDate, -6)}T00:00:00Z`,
          end: `${addCalendarDays(account.dueDate, 9)}T00:00:00Z`,
        }),
      })
      .execute();
    try {
      const response = await schedule(addCalendarDays(account.dueDate, -1));
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('billing_outage');
    } finally {
      await customers.database.db.deleteFrom('config_overrides').where('name', '=', 'outage:billing').execute();
    }
  });
});

describe('changing and cancelling', () => {
  it('changes the amount, date and method before the date; another customer’s id and an unknown one are 404', async () => {
    const created = (await schedule(addCalendarDays(account.dueDate, -3), 1500)).json();
    const other = await tokenFor('5555555555554444');
    const change = { amountCents: 1600, payOn: addCalendarDays(account.dueDate, -1), token: other };
    const url = `/api/billing/scheduled-payments/${created.scheduledPaymentId}`;
    expect((await call('PUT', url, change, 'life.customer')).statusCode).toBe(404);
    expect((await call('DELETE', url, undefined, 'life.customer')).statusCode).toBe(404);
    expect((await call('PUT', '/api/billing/scheduled-payments/no-such-payment', change)).statusCode).toBe(404);
    const changed = await call('PUT', url, change);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(
      expect.objectContaining({ amountCents: 1600, payOn: change.payOn, method: expect.objectContaining({ lastFour: '4444' }) }),
    );
    expect((await call('PUT', url, { ...change, payOn: addCalendarDays(account.dueDate, 2) })).statusCode).toBe(400);
    // A saved method by its id; none named keeps the method.
    const party = await customers.database.db
      .selectFrom('billing_accounts')
      .select('party_id')
      .where('account_number', '=', account.accountNumber)
      .executeTakeFirstOrThrow();
    const saved = await call('PUT', url, { amountCents: 1700, payOn: change.payOn, methodId: `PM-${party.party_id}` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().method).toEqual(expect.objectContaining({ kind: 'bank', label: 'Fifth Third checking' }));
    const kept = await call('PUT', url, { amountCents: 1800, payOn: change.payOn });
    expect(kept.json()).toEqual(expect.objectContaining({ amountCents: 1800, method: saved.json().method }));
    expect((await call('PUT', url, { amountCents: 1800, payOn: change.payOn, methodId: 'PM-someone-else' })).statusCode).toBe(404);
  });

  it('cancels a scheduled payment, which then never runs and can no longer change', async () => {
    const created = (await schedule(addCalendarDays(account.dueDate, -2), 900)).json();
    const url = `/api/billing/scheduled-payments/${created.scheduledPaymentId}`;
    const cancelled = await call('DELETE', url);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual(expect.objectContaining({ status: 'cancelled', changeable: false }));
    const change = { amountCents: 1000, payOn: addCalendarDays(account.dueDate, -1), token: approved };
    expect((await call('PUT', url, change)).statusCode).toBe(409);
    const onItsDate = noonOf(addCalendarDays(account.dueDate, -2));
    expect(await runScheduledPayment(customers.database.db, created.scheduledPaymentId, onItsDate, noOutages)).toBe('done-already');
  });
});

describe('running on the date', () => {
  const paymentsOf = (id: string) =>
    customers.database.db
      .selectFrom('billing_payments')
      .select(['status', 'amount_cents'])
      .where('idempotency_key', '=', `scheduled-${id}`)
      .execute();

  it('does not run before its date; on its date takes the payment once, and the bill shows what is still due', async () => {
    const payOn = addCalendarDays(account.dueDate, -4);
    const created = (await schedule(payOn, 2100)).json();
    const before = await accountOf();
    const db = customers.database.db;
    expect(await runScheduledPayment(db, created.scheduledPaymentId, now, noOutages)).toBe('not-due');
    const saved = now;
    now = noonOf(payOn);
    try {
      // On its date it may no longer change.
      const url = `/api/billing/scheduled-payments/${created.scheduledPaymentId}`;
      expect((await call('DELETE', url)).statusCode).toBe(409);
      const [first, second] = await Promise.all([
        runScheduledPayment(db, created.scheduledPaymentId, now, noOutages),
        runScheduledPayment(db, created.scheduledPaymentId, now, noOutages),
      ]);
      expect([first, second].sort()).toEqual(['done-already', 'paid']);
      expect(await paymentsOf(created.scheduledPaymentId)).toEqual([{ status: 'accepted', amount_cents: 2100 }]);
      expect((await accountOf()).amountDueCents).toBe(before.amountDueCents - 2100);
      const listed = (await call('GET', '/api/billing/scheduled-payments')).json().scheduledPayments;
      expect(listed).toContainEqual(
        expect.objectContaining({
          scheduledPaymentId: created.scheduledPaymentId,
          status: 'paid',
          confirmationNumber: expect.stringMatching(/^CM\d{10}$/),
        }),
      );
      const transactions = (await call('GET', `/api/billing/accounts/${account.accountNumber}/transactions`)).json().transactions;
      expect(transactions).toContainEqual(expect.objectContaining({ kind: 'payment', postedOn: payOn }));
      expect((await latestEmail('your scheduled payment was made'))?.body).toContain('$21.00');
    } finally {
      now = saved;
    }
  });

  it('leaves the bill due and tells the customer when the method is declined', async () => {
    const payOn = addCalendarDays(account.dueDate, -4);
    const created = (await schedule(payOn, 1100, declined)).json();
    const before = await accountOf();
    expect(await runScheduledPayment(customers.database.db, created.scheduledPaymentId, noonOf(payOn), noOutages)).toBe('failed');
    expect((await accountOf()).amountDueCents).toBe(before.amountDueCents);
    const listed = (await call('GET', '/api/billing/scheduled-payments')).json().scheduledPayments;
    expect(listed).toContainEqual(
      expect.objectContaining({ scheduledPaymentId: created.scheduledPaymentId, status: 'failed', reason: 'declined' }),
    );
    expect((await latestEmail('your scheduled payment was not made'))?.body).toContain(scheduledPaymentMessages.failureReasons.declined);
  });

  it('moves nothing in a billing outage', async () => {
    const payOn = addCalendarDays(account.dueDate, -4);
    const created = (await schedule(payOn, 1200)).json();
    const runAt = noonOf(payOn);
    const outages = {
      ...noOutages,
      billing: { start: new Date(runAt.getTime() - 3600_000).toISOString(), end: new Date(runAt.getTime() + 3600_000).toISOString() },
    };
    expect(await runScheduledPayment(customers.database.db, created.scheduledPaymentId, runAt, outages)).toBe('outage');
    expect(await paymentsOf(created.scheduledPaymentId)).toEqual([]);
    expect(await runScheduledPayment(customers.database.db, created.scheduledPaymentId, runAt, noOutages)).toBe('paid');
  });

  it('fails, telling the customer, when the account is closed', async () => {
    const life = await accountOf('life.customer');
    const lifeToken = await tokenFor('4111111111111111', 'life.customer');
    const saved = now;
    now = noonOf(addCalendarDays(life.dueDate, -3));
    const db = customers.database.db;
    try {
      const created = await call(
        'POST',
        '/api/billing/scheduled-payments',
        { accountNumber: life.accountNumber, amountCents: 1000, token: lifeToken, payOn: addCalendarDays(life.dueDate, -1) },
        'life.customer',
      );
      expect(created.statusCode).toBe(200);
      await db.updateTable('policies').set({ status: 'cancelled' }).where('account_number', '=', life.accountNumber).execute();
      try {
        const outcome = await runScheduledPayment(
          db,
          created.json().scheduledPaymentId,
          noonOf(addCalendarDays(life.dueDate, -1)),
          noOutages,
        );
        expect(outcome).toBe('failed');
        const row = await db
          .selectFrom('scheduled_payments')
          .select(['status', 'reason'])
          .where('scheduled_payment_id', '=', created.json().scheduledPaymentId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: 'failed', reason: 'account_closed' });
      } finally {
        await db.updateTable('policies').set({ status: 'active' }).where('account_number', '=', life.accountNumber).execute();
      }
    } finally {
      now = saved;
    }
  });

  it('leaves a bill already due on the day of enrolling to the customer: automatic payments start with the next one', async () => {
    const db = customers.database.db;
    const party = await db
      .selectFrom('billing_accounts')
      .select('party_id')
      .where('account_number', '=', account.accountNumber)
      .executeTakeFirstOrThrow();
    await db.updateTable('scheduled_payments').set({ status: 'cancelled' }).where('status', '=', 'scheduled').execute();
    const owed = await accountOf();
    expect(owed.amountDueCents).toBeGreaterThan(0);
    const onDueDate = noonOf(owed.dueDate);
    await db
      .insertInto('autopay_enrollments')
      .values({ account_number: account.accountNumber, method_id: `PM-${party.party_id}`, enrolled_at: onDueDate })
      .execute();
    await expect(runAutopay(db, account.accountNumber, onDueDate)).resolves.toBe('nothing-due');
    await expect(runAutopay(db, account.accountNumber, new Date(onDueDate.getTime() + 3 * 86_400_000))).resolves.toBe('nothing-due');
    expect((await accountOf()).amountDueCents).toBe(owed.amountDueCents);
    await db.deleteFrom('autopay_enrollments').where('account_number', '=', account.accountNumber).execute();
  });

  it('never takes a bill twice when automatic payments and a scheduled payment run on its due date', async () => {
    const db = customers.database.db;
    const due = await accountOf();
    const party = await db
      .selectFrom('billing_accounts')
      .select('party_id')
      .where('account_number', '=', account.accountNumber)
      .executeTakeFirstOrThrow();
    // Every scheduled payment made above is done; this one pays the whole bill on its due date.
    await db.updateTable('scheduled_payments').set({ status: 'cancelled' }).where('status', '=', 'scheduled').execute();
    const created = (await schedule(due.dueDate, due.amountDueCents)).json();
    await db
      .insertInto('autopay_enrollments')
      .values({ account_number: account.accountNumber, method_id: `PM-${party.party_id}` })
      .onConflict((oc) => oc.column('account_number').doNothing())
      .execute();
    const paidBefore = await db
      .selectFrom('billing_payments')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::integer`.as('cents'))
      .where('account_number', '=', account.accountNumber)
      .where('status', '=', 'accepted')
      .executeTakeFirstOrThrow();
    const onDueDate = noonOf(due.dueDate);
    const outcomes = await Promise.all([
      runAutopay(db, account.accountNumber, onDueDate),
      runScheduledPayment(db, created.scheduledPaymentId, onDueDate, noOutages),
    ]);
    const paidAfter = await db
      .selectFrom('billing_payments')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::integer`.as('cents'))
      .where('account_number', '=', account.accountNumber)
      .where('status', '=', 'accepted')
      .executeTakeFirstOrThrow();
    expect(paidAfter.cents - paidBefore.cents).toBe(due.amountDueCents);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes).toContainEqual(expect.stringMatching(/^(nothing-due|cancelled)$/));
    expect((await accountOf()).amountDueCents).toBe(0);
    await db.deleteFrom('autopay_enrollments').where('account_number', '=', account.accountNumber).execute();
  });
});
