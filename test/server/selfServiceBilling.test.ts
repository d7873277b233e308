import { sql } from 'kysely';
import { businessToday } from '../../src/validation/dates';
import { customerGateway } from './support/gateway';
import { accordBought } from './support/vehicles';

// A change of premium re-plans the billing account in the change's transaction: the installments not yet
// billed carry the prorated change, what is billed or paid stays, and the plan adds up to the new term
// premium to the cent; a change sent twice with one key re-plans once.

const customers = customerGateway(['mutual.customer']);
const auto = 'C4M7X2-1001';
const home = 'H8Q3R5-2002';
const today = businessToday(new Date());
jest.setTimeout(90_000);

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, key?: string) =>
  customers.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...customers.as('mutual.customer'), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The policy's current installments (superseded ones left out), and what the ledger holds besides them. */
async function planOf(policyNumber: string) {
  const { db } = customers.database;
  const installments = await db
    .selectFrom('billing_installments')
    .select(['sequence', sql<string>`due_date::text`.as('due'), 'amount_cents', 'fee_cents', 'discount_cents', 'status'])
    .where('policy_number', '=', policyNumber)
    .where('status', '<>', 'superseded')
    .orderBy('sequence')
    .execute();
  const changes = await db
    .selectFrom('billing_transactions')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::integer`.as('cents'))
    .where('policy_number', '=', policyNumber)
    .where('source_key', 'like', 'endorsement:%')
    .executeTakeFirstOrThrow();
  const premium = installments.reduce((sum, i) => sum + i.amount_cents + i.discount_cents, 0) + Number(changes.cents);
  return { installments, premium, ledgerCents: Number(changes.cents) };
}

const accord = accordBought(today, 'owned');
const bindBody = {
  effectiveDate: today,
  vehicle: accord,
  choices: {},
  answers: { forProfit: false, garagedElsewhere: false, registeredOwner: 'self' },
  lender: null,
};

it('spreads the prorated increase of an added vehicle over the installments not yet billed, to the cent, once per key', async () => {
  const before = await planOf(auto);
  const billedBefore = before.installments.filter((i) => i.status === 'billed');
  const scheduledBefore = before.installments.filter((i) => i.status === 'scheduled');
  expect(scheduledBefore.length).toBeGreaterThan(1);

  const first = await send('POST', `/selfservice/${auto}/vehicles`, bindBody, 'replan-vehicle-1');
  expect(first.statusCode).toBe(200);
  const change = first.json().endorsement.premiumChangeCents as number;
  expect(change).toBeGreaterThan(0);
  const after = await planOf(auto);
  expect(after.premium).toBe(before.premium + change);
  expect(after.installments.filter((i) => i.status === 'billed')).toEqual(billedBefore);
  const scheduledAfter = after.installments.filter((i) => i.status === 'scheduled');
  expect(scheduledAfter.map((i) => [i.sequence, i.due, i.fee_cents])).toEqual(scheduledBefore.map((i) => [i.sequence, i.due, i.fee_cents]));
  const amounts = scheduledAfter.map((i) => i.amount_cents);
  expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThan(scheduledAfter.length);

  const again = await send('POST', `/selfservice/${auto}/vehicles`, bindBody, 'replan-vehicle-1');
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(await planOf(auto)).toEqual(after);
});

it('takes a lower home premium off the installments not yet billed, and the billing pages show the new amounts', async () => {
  const before = await planOf(home);
  const body = { effectiveDate: today, choices: { 'home.DWELLING': '2500' } };
  const made = await send('PUT', `/selfservice/${home}/coverages`, body, 'replan-home-1');
  expect(made.statusCode).toBe(200);
  const change = made.json().premiumChangeCents as number;
  expect(change).toBeLessThan(0);
  const after = await planOf(home);
  expect(after.premium).toBe(before.premium + change);
  expect(after.installments.filter((i) => i.status === 'billed')).toEqual(before.installments.filter((i) => i.status === 'billed'));

  const accounts = (await send('GET', '/billing/accounts')).json();
  const account = accounts.accounts.find((a: { policies: { policyNumber: string }[] }) => a.policies.some((p) => p.policyNumber === home))
    .accountNumber as string;
  const shown = (await send('GET', `/billing/accounts/${account}/installments`)).json();
  const scheduled = after.installments.filter((i) => i.status === 'scheduled').map((i) => i.amount_cents);
  expect(JSON.stringify(shown)).toContain(String(scheduled[0]));
});

it('bills the change as one charge when nothing is left to bill, and a change without a premium leaves billing alone', async () => {
  const { db } = customers.database;
  // Every installment billed: the whole change is one ledger row.
  await db
    .updateTable('billing_installments')
    .set({ status: 'billed' })
    .where('policy_number', '=', auto)
    .where('status', '=', 'scheduled')
    .execute();
  const before = await planOf(auto);
  const second = { ...bindBody, vehicle: { ...accord, vin: '1HGCV1F31PA012346', model: 'Civic' } };
  const made = await send('POST', `/selfservice/${auto}/vehicles`, second, 'replan-vehicle-2');
  expect(made.statusCode).toBe(200);
  const change = made.json().endorsement.premiumChangeCents as number;
  const after = await planOf(auto);
  expect(after.installments).toEqual(before.installments);
  expect(after.ledgerCents - before.ledgerCents).toBe(change);
  expect(after.premium).toBe(before.premium + change);

  const lenders = { effectiveDate: today, lenders: [], escrow: false };
  const homeBefore = await planOf(home);
  expect((await send('PUT', `/policies/${home}/mortgagees`, lenders, 'replan-mortgagee-1')).statusCode).toBe(200);
  expect(await planOf(home)).toEqual(homeBefore);
});
