// Recording, replay and funnel figures (issue 7), printed by `npm run bench`.
import { performance } from 'node:perf_hooks';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { createMemoryHistory } from 'history';
import { createActionLog, CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { redactAction } from '../../src/bus/redact';
import { limits } from '../../config/product';
import { alternatingRatios } from './parts';
import { catalogueGuard } from '../../src/bus/guard';
import { replay } from '../../src/bus/replay';
import { createRootReducer } from '../../src/app/reducers';
import { appActions } from '../../src/shell/catalogue';
import '../../src/catalogues';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { funnelReport } from '../../server/sessions/reports';
import { insertSyntheticSessions, syntheticSessions } from '../../server/sessions/synthetic';
import { journeyByKey } from '../../src/shared/journeys';

const pageViewed = (i: number) =>
  appActions.pageViewed({ route: 'account', page: 'Account', category: 'account', path: `/account/${i % 7}`, hasHash: false });

/** A store as the browser apps build it (catalogue guard, reducers), with or without the action log. */
function storeOf(withLog: boolean) {
  const log = createActionLog({
    now: Date.now,
    storage: { read: () => [], write: () => undefined },
    maxEntries: limits.actionLogMaxEntries,
    schedule: () => undefined,
  });
  const middleware: Middleware[] = [catalogueGuard(() => undefined), ...(withLog ? [log.middleware] : [])];
  const store = configureStore({
    reducer: createRootReducer(createMemoryHistory()),
    middleware: (d) => d({ thunk: false, immutableCheck: false, serializableCheck: false }).concat(...middleware),
    devTools: false,
  });
  return { store, log };
}

/**
 * The recording's cost, measured in alternation within this process (see alternatingRatios). On the dispatch path
 * the log only notes each action and its time; masking and keeping the entry happen at the batched write (at most
 * every 250 ms in the browser), measured here on its own: that work is per action too, but off the dispatch.
 */
function recordingCost(): { bareUs: number; overhead: number; deferredUs: number; deferred: number; masking: number; sameStore: number } {
  const batch = Array.from({ length: 500 }, (_, i) => pageViewed(i));
  const bare = storeOf(false);
  // The same kind of store measured twice: how far apart two identical sides come out (the resolution).
  const bareAgain = storeOf(false);
  const logged = storeOf(true);
  const deferred = storeOf(true);
  let masked: unknown;
  // The deferred side drains a batch dispatched (untimed) after its previous drain.
  let drained = true;
  const { medianMs, ratios } = alternatingRatios(
    [
      () => batch.forEach((a) => bare.store.dispatch(a)),
      () => batch.forEach((a) => logged.store.dispatch(a)),
      () => batch.forEach((a) => bareAgain.store.dispatch(a)),
      () => batch.forEach((a) => (masked = redactAction(a))),
      () => {
        deferred.log.entries();
        drained = true;
      },
    ],
    {
      settle: () => {
        logged.log.entries();
        if (drained) batch.forEach((a) => deferred.store.dispatch(a));
        drained = false;
      },
    },
  );
  void masked;
  return {
    bareUs: (medianMs[0]! * 1000) / batch.length,
    overhead: ratios[1]! - 1,
    sameStore: ratios[2]! - 1,
    masking: ratios[3]!,
    deferredUs: (medianMs[4]! * 1000) / batch.length,
    deferred: ratios[4]!,
  };
}

/**
 * Persistence, off the dispatch path: a timer writes the whole kept log to session storage at most every 250 ms.
 * The CPU time of one such write of a full log (JSON of every entry; the storage call itself is the browser's).
 */
function fullLogWriteMs(): number {
  let written = '';
  const log = createActionLog({
    now: Date.now,
    storage: { read: () => [], write: (entries) => (written = JSON.stringify(entries)) },
    maxEntries: limits.actionLogMaxEntries,
    schedule: () => undefined,
  });
  const store = configureStore({
    reducer: createRootReducer(createMemoryHistory()),
    middleware: (d) => d({ thunk: false, immutableCheck: false, serializableCheck: false }).concat(log.middleware),
    devTools: false,
  });
  for (let i = 0; i < limits.actionLogMaxEntries; i += 1) store.dispatch(pageViewed(i));
  const runs = Array.from({ length: 21 }, () => {
    const start = process.cpuUsage();
    log.flush();
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  }).sort((a, b) => a - b);
  void written;
  return runs[10]!;
}

function replayTime(): number {
  const entries: LogEntry[] = Array.from({ length: 10_000 }, (_, i) =>
    i % 2 === 0
      ? {
          seq: i + 1,
          at: i,
          type: '@@router/LOCATION_CHANGE',
          payload: { location: { pathname: `/account/${i % 5}`, search: '', hash: '' }, action: 'PUSH', isFirstRendering: false },
          v: CATALOGUE_VERSION,
        }
      : { seq: i + 1, at: i, type: 'app/pageViewed', payload: pageViewed(i).payload, v: CATALOGUE_VERSION },
  );
  const reducer = createRootReducer(createMemoryHistory());
  // One full warm-up run (the JIT), then the median of five.
  replay(entries, reducer);
  const runs = Array.from({ length: 5 }, () => {
    const start = performance.now();
    replay(entries, reducer);
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return runs[2]!;
}

export async function benchRecording(sessions = 100_000): Promise<void> {
  const cost = recordingCost();
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  console.log(
    `recording: dispatch ${cost.bareUs.toFixed(2)} µs/action; the action log adds ${pct(cost.overhead)} on the dispatch path ` +
      `(goal under 5%; median of per-round ratios, in alternation; the same store measured twice differs by ${pct(cost.sameStore)})`,
  );
  console.log(
    `recording: masking and keeping each entry, at the batched write off the dispatch path: ${cost.deferredUs.toFixed(2)} µs/action ` +
      `(${pct(cost.deferred)} of a dispatch; masking alone ${pct(cost.masking)})`,
  );
  console.log(
    `recording: writing the kept log (${limits.actionLogMaxEntries.toLocaleString('en-US')} entries) to session storage takes ${fullLogWriteMs().toFixed(2)} ms of CPU, on a timer at most every 250 ms (not per action)`,
  );
  console.log(
    `replay: 10,000-action session to its final state in ${replayTime().toFixed(1)} ms, median of 5 after a warm-up (goal under 100 ms)`,
  );

  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  try {
    await migrateToLatest(handle);
    const loadStart = performance.now();
    await insertSyntheticSessions(handle.db, syntheticSessions(sessions), 1000);
    console.log(
      `funnel: ${sessions.toLocaleString('en-US')} synthetic sessions loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );
    for (const ordering of ['ordered', 'strict'] as const) {
      const query = { steps: journeyByKey('quote')!.steps, windowMinutes: 60, ordering };
      await funnelReport(handle.db, query);
      const start = performance.now();
      const rows = await funnelReport(handle.db, query);
      console.log(
        `funnel: quote (${ordering}) over ${sessions.toLocaleString('en-US')} sessions in ${(performance.now() - start).toFixed(0)} ms (goal under 1 s): ${rows.map((r) => `${r.step} ${r.sessions}`).join(', ')}`,
      );
    }
  } finally {
    await handle.close();
  }
}

if (/recording\.ts$/.test(process.argv[1] ?? ''))
  benchRecording(Number(process.argv[2] ?? 100_000)).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
