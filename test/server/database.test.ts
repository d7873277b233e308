import { Migrator, NO_MIGRATIONS, sql, type Kysely } from 'kysely';
import { lifePolicyNumberPattern, mutualPolicyNumberPattern, accountNumberPattern } from '../../src/contract/identifiers';
import { verifyPassword } from '../../server/auth/passwords';
import { demoBook, demoPassword, demoTotpSecret } from '../../server/db/demoData';
import { IdempotencyConflict, requestHash, withIdempotency } from '../../server/db/idempotency';
import { migrateToLatest } from '../../server/db/migrate';
import { migrationProvider, migrations } from '../../server/db/migrations';
import { countHit, currentCount } from '../../server/db/rateLimits';
import type { Database } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { businessToday } from '../../src/validation/dates';
import { developmentMfaKey, secretBox } from '../../server/mfa/secretBox';
import { archivedRentersPolicy } from '../../server/db/demo/policies';
import { openTestDatabase, resetVolatileState, schemaChange, type TestDatabase } from './support/gateway';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(() => resetVolatileState(db));

const tables = [
  'parties',
  'party_emails',
  'party_phones',
  'party_addresses',
  'users',
  'billing_accounts',
  'policies',
  'insured_properties',
  'vehicles',
  'watercraft',
  'drivers',
  'coverages',
  'discounts',
  'mortgagees',
  'life_details',
  'life_beneficiaries',
] as const;

/** Every seeded table's rows, as one comparable value. */
async function snapshot() {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db)).rows;
  }
  return result;
}

describe('migrations and demo seed', () => {
  it('are at the latest version, and running them again changes nothing', async () => {
    const before = await snapshot();
    expect(await schemaChange(() => migrateToLatest(database))).toEqual([]);
    await seedDemoData(db);
    await seedDemoData(db);
    expect(await snapshot()).toEqual(before);
  });

  it('seeds the six demo sign-ins with the demo password, the support role and the TOTP secret (sealed, never in plain text)', async () => {
    const users = await db.selectFrom('users').selectAll().orderBy('login_id').execute();
    expect(users.map((u) => u.login_id)).toEqual([
      'both.customer',
      'life.customer',
      'mfa.customer',
      'mutual.customer',
      'new.customer',
      'support.agent',
    ]);
    expect(users.find((u) => u.login_id === 'support.agent')).toMatchObject({ role: 'support', party_id: null });
    const factors = await db.selectFrom('mfa_factors').selectAll().orderBy('method').execute();
    expect(factors.map((f) => [f.login_id, f.method, f.is_default])).toEqual([
      ['mfa.customer', 'authenticatorApp', true],
      ['mfa.customer', 'textMessage', false],
      ['support.agent', 'textMessage', false],
    ]);
    const [app] = factors;
    expect(app?.secret_ciphertext).not.toContain(demoTotpSecret);
    expect(secretBox(developmentMfaKey).open(app?.secret_ciphertext ?? '', app?.factor_id ?? '')).toBe(demoTotpSecret);
    const mutual = users.find((u) => u.login_id === 'mutual.customer');
    expect(mutual?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(verifyPassword(demoPassword, mutual?.password_hash ?? '')).resolves.toBe(true);
    await expect(verifyPassword('portal-demo-2026!', mutual?.password_hash ?? '')).resolves.toBe(false);
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(users.length); // a salt per user
  });

  it('has every line of business, and identifiers in the formats of spec section 3', async () => {
    const policies = await db.selectFrom('policies').selectAll().execute();
    expect(new Set(policies.map((p) => p.line_of_business))).toEqual(
      new Set(['auto', 'home', 'condo', 'renters', 'motorcycle', 'umbrella', 'marine', 'life']),
    );
    for (const p of policies) {
      expect(p.policy_number).toMatch(p.side === 'life' ? lifePolicyNumberPattern : mutualPolicyNumberPattern);
      if (p.account_number) expect(p.account_number).toMatch(accountNumberPattern);
      expect(Number.isInteger(p.premium_cents)).toBe(true);
      expect(p.expiration_date > p.effective_date).toBe(true);
    }
  });

  it('gives mutual.customer an auto policy with two vehicles and two drivers, a home policy with a mortgagee, paperless off', async () => {
    const policies = await db
      .selectFrom('policies')
      .innerJoin('users', 'users.party_id', 'policies.party_id')
      .select(['policy_number', 'line_of_business', 'account_number'])
      .where('login_id', '=', 'mutual.customer')
      .execute();
    const auto = policies.find((p) => p.line_of_business === 'auto');
    const home = policies.find((p) => p.line_of_business === 'home');
    expect(new Set(policies.map((p) => p.account_number)).size).toBe(1);
    expect(await db.selectFrom('vehicles').select('vin').where('policy_number', '=', auto!.policy_number).execute()).toHaveLength(2);
    expect(await db.selectFrom('drivers').select('driver_id').where('policy_number', '=', auto!.policy_number).execute()).toHaveLength(2);
    expect(await db.selectFrom('mortgagees').select('name').where('policy_number', '=', home!.policy_number).execute()).toHaveLength(1);
    const account = await db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('account_number', '=', auto!.account_number!)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ paperless_billing: false, paperless_policy: false });
  });

  it("keeps a demo user's own changes when the seed runs again", async () => {
    await db.updateTable('party_phones').set({ is_primary: false }).where('number', '=', '614-555-0142').execute();
    await seedDemoData(db);
    const phone = await db.selectFrom('party_phones').select('is_primary').where('number', '=', '614-555-0142').executeTakeFirstOrThrow();
    expect(phone.is_primary).toBe(false);
    await db.updateTable('party_phones').set({ is_primary: true }).where('number', '=', '614-555-0142').execute();
  });

  it('migrations go all the way down and up again, and the seed refills the database', () =>
    schemaChange(async () => {
      const migrator = new Migrator({
        db: db as Kysely<unknown>,
        provider: migrationProvider,
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      });
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations).reverse());
      expect(await migrateToLatest(database)).toEqual(Object.keys(migrations));
      await seedDemoData(db);
      expect(await db.selectFrom('policies').select('policy_number').execute()).toHaveLength(
        demoBook(businessToday(new Date())).policies.length + [archivedRentersPolicy].length,
      );
    }));

  it('accepts a domain migration numbered before ones a database already ran', () =>
    schemaChange(async () => {
      const schemaOption = database.schema ? { migrationTableSchema: database.schema } : {};
      expect(
        (await new Migrator({ db: db as Kysely<unknown>, provider: migrationProvider, ...schemaOption }).migrateTo(NO_MIGRATIONS)).error,
      ).toBeUndefined();
      // A database deployed before 0101 existed: every other migration has run.
      const { '0101_wallet_certificates': later, ...earlier } = migrations;
      expect(later).toBeDefined();
      const deployed = new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => earlier }, ...schemaOption });
      expect((await deployed.migrateToLatest()).error).toBeUndefined();
      expect(await migrateToLatest(database)).toEqual(['0101_wallet_certificates']);
      await seedDemoData(db);
    }));
});

describe('withIdempotency', () => {
  const request = { key: 'key-1', partyId: 'P100001', requestHash: requestHash({ method: 'POST', body: { amountCents: 1000 } }) };

  it('stores the first outcome and answers it again for the same key, without running the work again', async () => {
    const work = jest.fn(async () => ({ statusCode: 201, body: { confirmation: 'C-1' } }));
    const first = await withIdempotency(db, request, work);
    const again = await withIdempotency(db, request, work);
    expect(first).toEqual({ statusCode: 201, body: { confirmation: 'C-1' }, replayed: false });
    expect(again).toEqual({ statusCode: 201, body: { confirmation: 'C-1' }, replayed: true });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('refuses (409) the same key with different content or from another party', async () => {
    await withIdempotency(db, request, async () => ({ statusCode: 201, body: {} }));
    const other = { ...request, requestHash: requestHash({ method: 'POST', body: { amountCents: 2000 } }) };
    await expect(withIdempotency(db, other, async () => ({ statusCode: 201, body: {} }))).rejects.toMatchObject({
      statusCode: 409,
      reason: 'different_request',
    });
    const conflict = await withIdempotency(db, { ...request, partyId: 'P100002' }, async () => ({ statusCode: 201, body: {} })).catch(
      (e: unknown) => e,
    );
    expect(conflict).toBeInstanceOf(IdempotencyConflict);
    expect((conflict as IdempotencyConflict).toBody()).toEqual({
      error: 'idempotency_conflict',
      message: 'This idempotency key was already used for a different request.',
    });
  });

  it('runs the work once when the same request arrives many times at once', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { statusCode: 200, body: { ok: true } };
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => withIdempotency(db, request, work)));
    expect(runs).toBe(1);
    const fulfilled = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(fulfilled.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 409, reason: 'in_progress' });
    await expect(withIdempotency(db, request, work)).resolves.toMatchObject({ replayed: true, body: { ok: true } });
  });

  it('releases the key when the work fails, so the command can be retried', async () => {
    await expect(
      withIdempotency(db, request, async () => {
        throw new Error('bank down');
      }),
    ).rejects.toThrow('bank down');
    await expect(withIdempotency(db, request, async () => ({ statusCode: 201, body: 'done' }))).resolves.toMatchObject({ replayed: false });
  });

  it('hashes requests independently of key order', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: 3 } })).toBe(requestHash({ b: { d: 3, c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe('rate-limit counters', () => {
  it('count every one of many concurrent hits', async () => {
    await Promise.all(Array.from({ length: 30 }, () => countHit(db, 'test:concurrent', 60_000)));
    expect((await currentCount(db, 'test:concurrent'))?.hits).toBe(30);
  });

  it('start a new window once the old one has ended', async () => {
    await countHit(db, 'test:window', 60_000);
    await db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where('key', '=', 'test:window')
      .execute();
    expect(await currentCount(db, 'test:window')).toBeUndefined();
    expect((await countHit(db, 'test:window', 60_000)).hits).toBe(1);
  });
});
