// Journey analytics at a year's scale (issue 39), printed by `npm run bench -- analytics [SESSIONS...]`: for each size
// (default 100,000; 1000000 for the year's figure), on the embedded database (sizes up to 100,000) and on the
// PostgreSQL server when DATABASE_URL is set (a database of its own, made and dropped): the load time, the storage per
// million actions, the rollup's time and each report's; then the gateway's ingest of recorded batches from 200
// visits at once on the PostgreSQL server, with its p50 and p99 per batch, beside the same load sent straight to the
// store (what the database and the machine give without the gateway).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { funnelReport, journeyReport, offerPerformance } from '../../server/sessions/reports';
import { rollUpAllEndedVisits } from '../../server/sessions/rollups';
import { insertSyntheticSessions, syntheticSessions, syntheticSpacingMs } from '../../server/sessions/synthetic';
import { journeys } from '../../src/shared/journeys';
import { CATALOGUE_VERSION } from '../../src/bus/actionLog';
import type { RecordedAction } from '../../src/contract/sessions';
import { startVisit, storeBatch } from '../../server/sessions/store';
import { visitSecretHeader } from '../../src/contract/sessions';
import { startBenchServer } from './gatewayProcess';

/** Fields answered per page on average: about a hundred actions a visit, as the issue's year assumes. */
const fieldsPerPage = 35;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

async function actionsAndBytes(db: Kysely<Database>): Promise<{ actions: number; bytes: number }> {
  const { rows } = await sql<{ actions: string; bytes: string }>`
    select (select count(*) from recorded_actions) as actions,
           (select coalesce(sum(pg_total_relation_size(i.inhrelid)), 0) from pg_inherits i where i.inhparent = 'recorded_actions'::regclass) as bytes`.execute(
    db,
  );
  return { actions: Number(rows[0]!.actions), bytes: Number(rows[0]!.bytes) };
}

/** Loads up to each size in turn (the next size adds to the last), and measures there. */
async function onDatabase(label: string, handle: DatabaseHandle, sizes: readonly number[]): Promise<void> {
  await migrateToLatest(handle);
  const startAt = Date.UTC(2026, 0, 1);
  let loaded = 0;
  for (const size of sizes) {
    const adding = size - loaded;
    const loading = await timed(() =>
      insertSyntheticSessions(handle.db, syntheticSessions(adding, 7 + loaded, startAt, fieldsPerPage, loaded), 500),
    );
    loaded = size;
    const { actions, bytes } = await actionsAndBytes(handle.db);
    console.log(
      `analytics on ${label}: ${size.toLocaleString('en-US')} sessions, ${actions.toLocaleString('en-US')} actions; loaded ${adding.toLocaleString('en-US')} sessions in ${seconds(loading.ms)} s; recorded actions ${(bytes / 2 ** 20).toFixed(0)} MB with their indexes, ${((bytes / 2 ** 20) * (1e6 / actions)).toFixed(0)} MB per million actions`,
    );
    const afterAll = new Date(startAt + size * syntheticSpacingMs + 86_400_000);
    const rolling = await timed(() => rollUpAllEndedVisits(handle.db, afterAll, 2000));
    console.log(
      `analytics on ${label}: rolled up ${rolling.value.toLocaleString('en-US')} visits in ${seconds(rolling.ms)} s (load average ${loadAverage()})`,
    );
    for (const journey of journeys)
      for (const ordering of ['ordered', 'strict'] as const) {
        const query = { steps: journey.steps, windowMinutes: 60, ordering };
        const report = await timed(() => funnelReport(handle.db, query, {}, journey.key));
        console.log(
          `analytics on ${label}: funnel ${journey.key} (${ordering}, 60 min) over ${size.toLocaleString('en-US')} sessions in ${report.ms.toFixed(0)} ms (goal under 2 s): ${report.value.map((r) => r.sessions).join(' > ')}`,
        );
      }
    const fromLog = await timed(() => funnelReport(handle.db, { steps: journeys[1]!.steps, windowMinutes: 60, ordering: 'ordered' }));
    console.log(`analytics on ${label}: the same quote funnel from the log alone (no rollup) in ${fromLog.ms.toFixed(0)} ms`);
    const report = await timed(() => journeyReport(handle.db));
    console.log(
      `analytics on ${label}: knockouts, API failures, outage hits and claim filings in ${report.ms.toFixed(0)} ms (goal under 2 s; from the rollup)`,
    );
    const offers = await timed(() => offerPerformance(handle.db));
    console.log(`analytics on ${label}: offer performance in ${offers.ms.toFixed(0)} ms (goal under 2 s; from the rollup)`);
  }
}

/** A PostgreSQL database of the bench's own on the server DATABASE_URL names: made empty, dropped at the end. */
async function ownDatabase(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_bench_analytics_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: databaseUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

interface IngestLoad {
  durationS: number;
  visits: number;
  perBatch: number;
  warmUpS: number;
}
const ingestLoad: IngestLoad = { durationS: 20, visits: 200, perBatch: 10, warmUpS: 3 };

/** A visit's batch as the recording saga sends it: `perBatch` page views from `firstSeq` on. */
const benchBatch = (firstSeq: number, perBatch: number): RecordedAction[] =>
  Array.from({ length: perBatch }, (_, k) => ({
    seq: firstSeq + k,
    at: Date.now(),
    type: 'app/pageViewed',
    payload: { route: 'account', page: 'Account', category: 'account', path: '/account', hasHash: false },
    v: CATALOGUE_VERSION,
  }));

/**
 * `visits` visits at once, each sending a batch of `perBatch` actions every second (2,000 actions a second) for
 * `durationS` seconds, every tenth batch sent twice (a retry), each visit's batches spread over the second so the load
 * is even rather than in bursts: the batches' times, after the first `warmUpS` seconds (sent alike and not timed: a
 * process just started opens its database connections and compiles its code with the first few hundred batches).
 */
async function sendAtLoad(
  load: IngestLoad,
  visits: readonly string[],
  send: (visitIndex: number, entries: RecordedAction[]) => Promise<boolean>,
): Promise<{ sorted: number[]; failed: number; elapsedS: number }> {
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    visits.map(async (_, v) => {
      for (let second = 0; second < load.warmUpS + load.durationS; second += 1) {
        const due = started + second * 1000 + (v * 1000) / visits.length;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const entries = benchBatch(second * load.perBatch + 1, load.perBatch);
        for (let attempt = 0; attempt < (second % 10 === 9 ? 2 : 1); attempt += 1) {
          const begin = performance.now();
          if (!(await send(v, entries))) failed += 1;
          if (second >= load.warmUpS) times.push(performance.now() - begin);
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000 - load.warmUpS;
  return { sorted: [...times].sort((a, b) => a - b), failed, elapsedS };
}

/** Whether every action of the visits whose ids start so is stored once: how many, and how many distinct. */
async function storedOnce(databaseUrl: string, prefix: string): Promise<{ actions: number; distinct: number }> {
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const { rows } = await check.query<{ actions: string; distinct: string }>(
    `select count(*) as actions, count(distinct (visit_id, seq)) as distinct from recorded_actions where visit_id like $1`,
    [`${prefix}%`],
  );
  await check.end();
  return { actions: Number(rows[0]!.actions), distinct: Number(rows[0]!.distinct) };
}

function ingestLine(
  label: string,
  load: IngestLoad,
  sent: Awaited<ReturnType<typeof sendAtLoad>>,
  stored: { actions: number; distinct: number },
) {
  const expected = load.visits * (load.warmUpS + load.durationS) * load.perBatch;
  const { sorted } = sent;
  return `${label}: ${load.visits} visits at once, ${((load.visits * load.durationS * load.perBatch) / sent.elapsedS).toFixed(0)} actions/s sent for ${load.durationS} s after a ${load.warmUpS} s warm-up, batch p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, slowest ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms, ${sent.failed} refused; stored ${stored.actions.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} actions, ${stored.distinct.toLocaleString('en-US')} distinct (retries added none); load average ${loadAverage()}`;
}

/**
 * The gateway's ingest at load over HTTP (goal: at least 2,000 actions/s, p99 under 50 ms per batch); then, as its
 * reference, the same load sent by this process straight to the store (storeBatch on a pool of its own): what the
 * database and this machine give the same statements without the gateway, since the machine's own pauses (a busy
 * disk, the other processes) move the p99 of both.
 */
async function ingest(databaseUrl: string, load: IngestLoad = ingestLoad): Promise<void> {
  const gateway = await startBenchServer({ databaseUrl });
  const run = Date.now().toString(36);
  try {
    const visits = await Promise.all(
      Array.from({ length: load.visits }, async (_, i) => {
        const visitId = `bench-ingest-${run}-${String(i).padStart(5, '0')}`;
        const answer = await fetch(`${gateway.gatewayUrl}/api/sessions/${visitId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ app: 'portal', mobileApp: false, viewportWidth: 1280 }),
        });
        if (answer.status !== 200) throw new Error(`starting a visit answered ${answer.status}`);
        return { visitId, secret: ((await answer.json()) as { writeSecret: string }).writeSecret };
      }),
    );
    const sent = await sendAtLoad(
      load,
      visits.map((v) => v.visitId),
      async (v, entries) => {
        const { visitId, secret } = visits[v]!;
        const answer = await fetch(`${gateway.gatewayUrl}/api/sessions/${visitId}/actions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [visitSecretHeader]: secret },
          body: JSON.stringify({ entries }),
        });
        await answer.arrayBuffer();
        return answer.status === 200;
      },
    );
    console.log(
      `${ingestLine('analytics ingest on the PostgreSQL server, through the gateway (goal at least 2,000 actions/s, p99 under 50 ms)', load, sent, await storedOnce(databaseUrl, `bench-ingest-${run}-`))}`,
    );
  } finally {
    gateway.stop();
  }
  const direct = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const visits = await Promise.all(
      Array.from({ length: load.visits }, async (_, i) =>
        startVisit(
          direct.db,
          `bench-direct-${run}-${String(i).padStart(5, '0')}`,
          { app: 'portal', mobileApp: false, viewportWidth: 1280 },
          null,
          new Date(),
        ),
      ),
    );
    const sent = await sendAtLoad(
      load,
      visits.map((v) => v.visitId),
      async (v, entries) => {
        const { visitId, writeSecret } = visits[v]!;
        await storeBatch(direct.db, visitId, entries, { secret: writeSecret, caller: null }, new Date());
        return true;
      },
    );
    console.log(
      `${ingestLine('analytics ingest reference, the same load straight to the store (no gateway)', load, sent, await storedOnce(databaseUrl, `bench-direct-${run}-`))}`,
    );
  } finally {
    await direct.close();
  }
}

export async function benchAnalytics(sizes: readonly number[] = [100_000]): Promise<void> {
  const sorted = [...sizes].sort((a, b) => a - b);
  // The embedded database is for one machine: measured at the sizes up to 100,000 (BENCH_EMBEDDED=false skips it).
  const embeddedSizes = process.env.BENCH_EMBEDDED === 'false' ? [] : sorted.filter((size) => size <= 100_000);
  if (embeddedSizes.length > 0) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-analytics-'));
    const embedded = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await onDatabase('the embedded database', embedded, embeddedSizes);
    } finally {
      await embedded.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('analytics: set DATABASE_URL for the PostgreSQL server figures and the ingest rate');
    return;
  }
  const own = await ownDatabase(databaseUrl);
  try {
    const server = await openDatabase({ kind: 'postgres', url: own.url });
    try {
      await onDatabase('the PostgreSQL server', server, sorted);
    } finally {
      await server.close();
    }
    await ingest(own.url);
  } finally {
    await own.drop();
  }
}
