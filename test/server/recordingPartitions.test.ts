import { sql } from 'kysely';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { startVisit, storeBatch, sweepRecordings } from '../../server/sessions/store';
import { actionPartitions, ensureActionPartitions, monthStart, partitionName } from '../../server/sessions/partitions';
import { openTestDatabase, type TestDatabase } from './support/gateway';

// The recorded actions live in one partition per month their visit opened in (UTC): a month's partition is made
// ahead of it, a visit's actions stay in its opening month even when it runs past midnight at the month's end, and a
// month past the retention period goes whole, its visits with it.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const route = (seq: number, at: Date, pathname: string): LogEntry => ({
  seq,
  at: at.getTime(),
  type: '@@router/LOCATION_CHANGE',
  payload: { location: { pathname, search: '', hash: '' }, action: 'PUSH', isFirstRendering: false },
  v: CATALOGUE_VERSION,
});

/** A visit opened at `openedAt` with one action at each of `actionsAt`; answers its id. */
async function visit(id: string, openedAt: Date, actionsAt: Date[] = [openedAt]): Promise<string> {
  const { writeSecret } = await startVisit(database.db, id, { app: 'portal', mobileApp: false, viewportWidth: 1280 }, null, openedAt);
  const entries = actionsAt.map((at, i) => route(i + 1, at, `/account/${i}`));
  const last = actionsAt.reduce((a, b) => (a > b ? a : b));
  await storeBatch(database.db, id, entries, { secret: writeSecret, caller: null }, last);
  return id;
}

/** The partition each of a visit's actions is stored in. */
async function partitionsOf(visitId: string): Promise<string[]> {
  const { rows } = await sql<{ partition: string }>`
    select tableoid::regclass::text as partition from recorded_actions where visit_id = ${visitId} order by seq`.execute(database.db);
  return rows.map((r) => r.partition.replace(/^.*\./, ''));
}

const visitIds = async () =>
  (await database.db.selectFrom('recorded_sessions').select('visit_id').where('visit_id', 'like', 'visit-part-%').execute())
    .map((r) => r.visit_id)
    .sort();

describe("the recorded actions' monthly partitions", () => {
  it("keeps a visit's actions in the month it opened in, across the month's end, and the next visit in the next month", async () => {
    const endOfJanuary = new Date(Date.UTC(2031, 0, 31, 23, 59, 59, 0));
    const firstOfFebruary = new Date(Date.UTC(2031, 1, 1, 0, 0, 0, 0));
    expect(await ensureActionPartitions(database.db, endOfJanuary, firstOfFebruary)).toEqual([
      'recorded_actions_2031_01',
      'recorded_actions_2031_02',
    ]);
    await visit('visit-part-jan-0001', endOfJanuary, [endOfJanuary, new Date(firstOfFebruary.getTime() + 5_000)]);
    await visit('visit-part-feb-0001', firstOfFebruary);
    expect(await partitionsOf('visit-part-jan-0001')).toEqual(['recorded_actions_2031_01', 'recorded_actions_2031_01']);
    expect(await partitionsOf('visit-part-feb-0001')).toEqual(['recorded_actions_2031_02']);
  });

  it('takes the actions of a month with no partition yet in the default one, and moves them when the month is made', async () => {
    const unmade = new Date(Date.UTC(2031, 5, 10, 12, 0, 0));
    await visit('visit-part-jun-0001', unmade, [unmade, new Date(unmade.getTime() + 1_000)]);
    expect(await partitionsOf('visit-part-jun-0001')).toEqual(['recorded_actions_default', 'recorded_actions_default']);
    expect(await ensureActionPartitions(database.db, unmade, unmade)).toEqual(['recorded_actions_2031_06']);
    expect(await partitionsOf('visit-part-jun-0001')).toEqual(['recorded_actions_2031_06', 'recorded_actions_2031_06']);
    // A batch sent again after the move adds nothing.
    const again = await database.db.selectFrom('recorded_actions').select('seq').where('visit_id', '=', 'visit-part-jun-0001').execute();
    expect(again).toHaveLength(2);
  });

  it('makes each month once when two instances make them at the same time', async () => {
    const other = await database.openAnother();
    try {
      const when = new Date(Date.UTC(2032, 2, 15));
      const made = await Promise.all([
        ensureActionPartitions(database.db, when, monthStart(when, 2)),
        ensureActionPartitions(other.db, when, monthStart(when, 2)),
      ]);
      const names = ['recorded_actions_2032_03', 'recorded_actions_2032_04', 'recorded_actions_2032_05'];
      expect(made.flat().sort()).toEqual(names);
      const present = (await actionPartitions(database.db)).map((p) => p.name);
      for (const name of names) expect(present).toContain(name);
    } finally {
      await other.close();
    }
  });

  it('drops the months past the retention period whole, with their visits, and keeps the first month kept', async () => {
    const now = new Date(Date.UTC(2033, 2, 15, 9, 0, 0));
    const retention = 13;
    // The first month kept is February 2032: January's last second goes, February's first stays.
    const lastGone = new Date(Date.UTC(2032, 0, 31, 23, 59, 59));
    const firstKept = new Date(Date.UTC(2032, 1, 1, 0, 0, 0));
    await ensureActionPartitions(database.db, lastGone, firstKept);
    await visit('visit-part-old-0001', lastGone);
    await visit('visit-part-kept-001', firstKept);
    await visit('visit-part-now-0001', new Date(now.getTime() - 60_000));

    const swept = await sweepRecordings(database.db, now, retention);
    expect(swept.partitions).toContain(partitionName(monthStart(lastGone)));
    expect(swept.partitions).not.toContain(partitionName(monthStart(firstKept)));
    const kept = await visitIds();
    expect(kept).not.toContain('visit-part-old-0001');
    expect(kept).toEqual(expect.arrayContaining(['visit-part-kept-001', 'visit-part-now-0001']));
    expect(await partitionsOf('visit-part-old-0001')).toEqual([]);
    expect(await partitionsOf('visit-part-kept-001')).toEqual(['recorded_actions_2032_02']);
    // The sweep made the coming months too.
    const present = (await actionPartitions(database.db)).map((p) => p.name);
    expect(present).toEqual(expect.arrayContaining(['recorded_actions_2033_03', 'recorded_actions_2033_04', 'recorded_actions_2033_05']));
    // Nothing older than the first month kept is left anywhere.
    const { rows } = await sql<{ n: string }>`select count(*) as n from recorded_actions where opened_at < ${firstKept}`.execute(
      database.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
