import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { until } from '../support/until';

// The PostgreSQL server ends a gateway's connections (a restart, a failover, an administrator's pg_terminate_backend):
// the gateway carries on. Without care, the pool's idle connection threw out of the process ("Unhandled error.
// terminating connection due to administrator command") and a notification channel went deaf for good.

const url = process.env.DATABASE_URL;
const onServer = url ? describe : describe.skip;

onServer('a connection the PostgreSQL server ends', () => {
  const application = `lost_${randomBytes(5).toString('hex')}`;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const named = new URL(url!);
    named.searchParams.set('application_name', application);
    handle = await openDatabase({ kind: 'postgres', url: named.toString(), maxConnections: 2 });
  });
  afterAll(() => handle.close());

  /** Ends every connection of this handle (and only this handle's: other test workers share the server). */
  async function endItsConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [application]);
      return ended.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('is reported, and the next query and the notification channel work on new connections', async () => {
    const lost: Error[] = [];
    handle.onConnectionLost((error) => lost.push(error));
    const heard: string[] = [];
    const unlisten = await handle.listen('connection_loss_test', (payload) => heard.push(payload));
    await sql`select 1`.execute(handle.db);

    expect(await endItsConnections()).toBe(2); // the pool's idle connection and the listener's
    await until(() => lost.length === 2, 'both losses reported');
    expect(lost.map((error) => error.message)).toEqual([
      'terminating connection due to administrator command',
      'terminating connection due to administrator command',
    ]);

    expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    // The listener connects again on its own: a notification sent now is heard (sent until it is, as it may still be
    // connecting).
    await until(
      async () => {
        await sql`select pg_notify('connection_loss_test', 'after')`.execute(handle.db);
        return heard.includes('after');
      },
      'the notification heard again',
      20_000,
      50,
    );
    await unlisten();
  });
});
