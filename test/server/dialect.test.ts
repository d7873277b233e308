import { Kysely, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { Mutex, PGliteDialect, pgliteParsers, preparedStatementLimit } from '../../server/db/pgliteDialect';

interface Db {
  entries: { id: number; note: string };
}

// PGlite is one connection: the dialect must serialise queries and keep a transaction's connection to itself.
let pglite: PGlite;
let db: Kysely<Db>;

beforeAll(async () => {
  pglite = await PGlite.create({ parsers: pgliteParsers });
  db = new Kysely<Db>({ dialect: new PGliteDialect(pglite) });
  await sql`create table entries (id integer primary key, note text not null)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await pglite.close();
});
beforeEach(() => db.deleteFrom('entries').execute());

const count = async () =>
  Number(
    (
      await db
        .selectFrom('entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the PGlite dialect', () => {
  it('keeps every one of many concurrent writes', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, id) =>
        db
          .insertInto('entries')
          .values({ id, note: `n${id}` })
          .execute(),
      ),
    );
    expect(await count()).toBe(200);
  });

  it('a rolled-back transaction loses only its own writes, not those issued meanwhile outside it', async () => {
    let outsideWrites: Promise<unknown> | undefined;
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('entries').values({ id: 1, note: 'inside' }).execute();
      // Issued while the transaction is open: must wait for it, not slip into it.
      outsideWrites = Promise.all([2, 3, 4].map((id) => db.insertInto('entries').values({ id, note: 'outside' }).execute()));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await trx.insertInto('entries').values({ id: 5, note: 'inside' }).execute();
      throw new Error('roll back');
    });
    await expect(failing).rejects.toThrow('roll back');
    await outsideWrites;
    const rows = await db.selectFrom('entries').select(['id', 'note']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 2, note: 'outside' },
      { id: 3, note: 'outside' },
      { id: 4, note: 'outside' },
    ]);
  });

  it('runs concurrent transactions one after the other (read-modify-write does not lose updates)', async () => {
    await db.insertInto('entries').values({ id: 1, note: '0' }).execute();
    await Promise.all(
      Array.from({ length: 25 }, () =>
        db.transaction().execute(async (trx) => {
          const { note } = await trx.selectFrom('entries').select('note').where('id', '=', 1).executeTakeFirstOrThrow();
          await new Promise((resolve) => setImmediate(resolve));
          await trx
            .updateTable('entries')
            .set({ note: String(Number(note) + 1) })
            .where('id', '=', 1)
            .execute();
        }),
      ),
    );
    const { note } = await db.selectFrom('entries').select('note').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(note).toBe('25');
  });

  it('commits a transaction and reports affected rows', async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('entries')
        .values([
          { id: 1, note: 'a' },
          { id: 2, note: 'b' },
        ])
        .execute();
    });
    const result = await db.updateTable('entries').set({ note: 'c' }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
    expect(await count()).toBe(2);
  });

  it('supports savepoints inside a transaction', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('entries').values({ id: 1, note: 'kept' }).execute();
    const savepoint = await trx.savepoint('before_second').execute();
    await savepoint.insertInto('entries').values({ id: 2, note: 'undone' }).execute();
    await savepoint.rollbackToSavepoint('before_second').execute();
    await trx.commit().execute();
    expect(await db.selectFrom('entries').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it('parses dates as yyyy-mm-dd and int8 as numbers', async () => {
    const row = await sql<{ d: string; n: number }>`select '2026-03-01'::date as d, 42::bigint as n`.execute(db);
    expect(row.rows[0]).toEqual({ d: '2026-03-01', n: 42 });
  });

  describe('prepared statements', () => {
    const kept = async () =>
      (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);

    it('prepares each SQL text once and binds its parameters on every run', async () => {
      await db
        .insertInto('entries')
        .values([
          { id: 1, note: 'a' },
          { id: 2, note: 'b' },
        ])
        .execute();
      const noteOf = (id: number) => db.selectFrom('entries').select('note').where('id', '=', id).executeTakeFirstOrThrow();
      expect(await noteOf(1)).toEqual({ note: 'a' });
      const before = await kept();
      for (let i = 0; i < 10; i += 1) expect(await noteOf(2 - (i % 2))).toEqual({ note: i % 2 ? 'a' : 'b' });
      expect(await kept()).toEqual(before);
      expect(before.filter((text) => text.includes('select "note" from "entries"'))).toHaveLength(1);
    });

    it('keeps at most its limit, closing the least recently used', async () => {
      for (let i = 0; i < preparedStatementLimit + 20; i += 1) await sql`select ${i}::int as n, ${sql.lit(i)} as k`.execute(db);
      const statements = await kept();
      expect(statements.length).toBeLessThanOrEqual(preparedStatementLimit);
      expect(statements).toContain(`select $1::int as n, ${preparedStatementLimit + 19} as k`);
      expect(statements).not.toContain('select $1::int as n, 0 as k');
    });

    it('prepares a statement afresh when its table changed shape under it', async () => {
      await sql`create table shapes (id integer primary key)`.execute(db);
      await sql`insert into shapes values (1)`.execute(db);
      const all = () => sql<Record<string, unknown>>`select * from shapes`.execute(db);
      expect((await all()).rows).toEqual([{ id: 1 }]);
      await sql`alter table shapes add column label text default 'one'`.execute(db);
      expect((await all()).rows).toEqual([{ id: 1, label: 'one' }]);
    });

    it('stays usable after a statement fails, in parsing or in running', async () => {
      await expect(sql`selec nothing`.execute(db)).rejects.toThrow(/syntax error/);
      await db.insertInto('entries').values({ id: 1, note: 'a' }).execute();
      await expect(db.insertInto('entries').values({ id: 1, note: 'again' }).execute()).rejects.toThrow(/duplicate key/);
      expect(await db.selectFrom('entries').select('note').execute()).toEqual([{ note: 'a' }]);
    });
  });
});

describe('Mutex', () => {
  it('hands the lock out first come, first served', async () => {
    const mutex = new Mutex();
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        const release = await mutex.lock();
        order.push(n);
        await new Promise((resolve) => setTimeout(resolve, 3 - n));
        release();
      }),
    );
    expect(order).toEqual([1, 2, 3]);
  });
});
