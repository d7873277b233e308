import * as t from 'io-ts';
import { configureStore } from '@reduxjs/toolkit';
import { catalogue, command, event } from '../../src/bus/catalogue';
import { createActionLog, type LogEntry, type LogStorage } from '../../src/bus/actionLog';
import { MASK } from '../../src/bus/redact';

const actions = catalogue('logSample', {
  passwordTyped: command(t.type({ password: t.string }), { sensitive: ['password'] }),
  counted: event(t.type({ by: t.number })),
});

function memoryLog(initial: LogEntry[] = []): LogStorage & { written: LogEntry[] } {
  const store = {
    written: initial,
    read: () => [...store.written],
    write: (e: readonly LogEntry[]) => {
      store.written = [...e];
    },
  };
  return store;
}

function storeWith(log: ReturnType<typeof createActionLog>) {
  return configureStore({
    reducer: (s: number = 0, a: { type: string; payload?: unknown }) => (actions.counted.match(a) ? s + a.payload.by : s),
    middleware: (d) => d({ thunk: false }).concat(log.middleware),
  });
}

describe('the action log', () => {
  let now = 1000;
  const options = (storage: LogStorage, maxEntries = 100) => ({ now: () => now++, storage, maxEntries, schedule: (f: () => void) => f() });

  it('records sequence, time, type and the payload with sensitive fields masked', () => {
    const storage = memoryLog();
    const log = createActionLog(options(storage));
    const store = storeWith(log);
    store.dispatch(actions.passwordTyped({ password: 'Portal-Demo-2026!' }));
    store.dispatch(actions.counted({ by: 2 }));
    expect(log.entries().map((e) => [e.seq, e.type])).toEqual([
      [1, 'logSample/passwordTyped'],
      [2, 'logSample/counted'],
    ]);
    expect(log.entries()[0]!.payload).toEqual({ password: MASK });
    expect(log.entries()[1]!.at).toBeGreaterThan(log.entries()[0]!.at);
    expect(JSON.stringify(storage.written)).not.toContain('Portal-Demo-2026!');
    expect(store.getState()).toBe(2);
  });

  it('continues the sequence after a reload and stays within its bound', () => {
    const storage = memoryLog([{ seq: 41, at: 1, type: 'logSample/counted', payload: { by: 1 }, v: 1 }]);
    const log = createActionLog(options(storage, 3));
    const store = storeWith(log);
    for (let i = 0; i < 5; i += 1) store.dispatch(actions.counted({ by: 1 }));
    expect(log.entries().map((e) => e.seq)).toEqual([44, 45, 46]);
    expect(storage.written).toHaveLength(3);
  });

  it('shows and stores exactly the newest entries while it trims in batches', () => {
    const storage = memoryLog();
    const log = createActionLog(options(storage, 20));
    const store = storeWith(log);
    for (let i = 0; i < 107; i += 1) {
      store.dispatch(actions.counted({ by: 1 }));
      expect(log.entries().length).toBe(Math.min(i + 1, 20));
    }
    expect(log.entries().map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 88 + i));
    expect(storage.written.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 88 + i));
    expect((JSON.parse(log.exportJson()) as { entries: unknown[] }).entries).toHaveLength(20);
  });

  it('exports the log as JSON with its catalogue version', () => {
    const log = createActionLog(options(memoryLog()));
    storeWith(log).dispatch(actions.counted({ by: 1 }));
    const exported = JSON.parse(log.exportJson()) as { version: number; entries: LogEntry[] };
    expect(exported.version).toBe(1);
    expect(exported.entries[0]!.type).toBe('logSample/counted');
  });

  it('batches storage writes through the scheduler', () => {
    const storage = memoryLog();
    const pending: (() => void)[] = [];
    const log = createActionLog({ now: () => 1, storage, maxEntries: 10, schedule: (f) => void pending.push(f) });
    const store = storeWith(log);
    store.dispatch(actions.counted({ by: 1 }));
    store.dispatch(actions.counted({ by: 1 }));
    expect(pending).toHaveLength(1);
    expect(storage.written).toHaveLength(0);
    pending[0]!();
    expect(storage.written).toHaveLength(2);
  });
});
