import type { Middleware, UnknownAction } from 'redux';
import { redactAction } from './redact';

/** Bumped when a declared action's shape changes; old logs are upgraded on replay. */
export const CATALOGUE_VERSION = 1;

export interface LogEntry {
  readonly seq: number;
  /** Epoch milliseconds. */
  readonly at: number;
  readonly type: string;
  /** Undefined for an action without one (and then absent from the JSON). */
  readonly payload: unknown;
  readonly v: number;
}

export function toAction(entry: LogEntry): UnknownAction {
  return entry.payload === undefined ? { type: entry.type } : { type: entry.type, payload: entry.payload };
}

/**
 * An exported log. `payload` (the actions, as JSON text) and `preloadedState` (the state before the first of them,
 * as JSON text) are what Redux DevTools' Import reads; `version` and `entries` (with sequence numbers and times) are
 * what the journey report and replay read.
 */
export interface ActionLogExport {
  readonly payload: string;
  readonly preloadedState?: string;
  readonly version: number;
  readonly entries: readonly LogEntry[];
}

/** Entries of today's catalogue version (upgrade older ones first) as an export. */
export function actionLogExport(entries: readonly LogEntry[], preloadedState?: unknown): ActionLogExport {
  return {
    payload: JSON.stringify(entries.map(toAction)),
    ...(preloadedState === undefined ? {} : { preloadedState: JSON.stringify(preloadedState) }),
    version: CATALOGUE_VERSION,
    entries,
  };
}

export interface LogStorage {
  read(): LogEntry[];
  write(entries: readonly LogEntry[]): void;
}

export interface ActionLogOptions {
  now: () => number;
  storage: LogStorage;
  maxEntries: number;
  /** Runs the given write later (batched); tests pass a synchronous scheduler. */
  schedule: (flush: () => void) => void;
}

export interface ActionLog {
  readonly middleware: Middleware;
  entries(): readonly LogEntry[];
  /** The log as `ActionLogExport` JSON, given the state before its first action. */
  exportJson(preloadedState?: unknown): string;
  /** Writes pending entries now (on page hide, before export). */
  flush(): void;
}

type Noted = { type: string; payload?: unknown };

/**
 * Records every action that reaches the store: sequence number, time, type, payload with sensitive fields
 * masked. Kept for the session in bounded storage; sequence numbers continue across reloads.
 *
 * The dispatch path only notes the action and its time. Masking and keeping the entry wait for the batched write
 * (or any read of the log, which comes first): recording then costs a dispatch almost nothing (`npm run bench`).
 * Nothing leaves the log unmasked, since every way out (`entries`, `exportJson`, the storage write) masks first.
 */
export function createActionLog(options: ActionLogOptions): ActionLog {
  const log: LogEntry[] = options.storage.read();
  let seq = log.length > 0 ? log[log.length - 1]!.seq : 0;
  let pending = false;
  const noted: Noted[] = [];
  const notedAt: number[] = [];
  // Trimming one entry per action would copy the whole log each time: trim in batches instead.
  const trimBatch = Math.max(1, Math.ceil(options.maxEntries / 10));

  const keepNoted = () => {
    for (let i = 0; i < noted.length; i += 1) {
      const { type, payload } = redactAction(noted[i]!);
      seq += 1;
      log.push({ seq, at: notedAt[i]!, type, payload, v: CATALOGUE_VERSION });
    }
    noted.length = 0;
    notedAt.length = 0;
    if (log.length >= options.maxEntries + trimBatch) log.splice(0, log.length - options.maxEntries);
  };

  const kept = (): readonly LogEntry[] => {
    keepNoted();
    return log.length > options.maxEntries ? log.slice(log.length - options.maxEntries) : log;
  };

  const flush = () => {
    pending = false;
    options.storage.write(kept());
  };

  const middleware: Middleware = () => (next) => (action) => {
    noted.push(action as Noted);
    notedAt.push(options.now());
    if (!pending) {
      pending = true;
      options.schedule(flush);
    }
    return next(action);
  };

  return {
    middleware,
    entries: kept,
    exportJson: (preloadedState) => JSON.stringify(actionLogExport(kept(), preloadedState), null, 2),
    flush,
  };
}

/** Session-storage backing for the log; unreadable or full storage never breaks the portal. */
export function webStorageLog(storage: Storage, key: string): LogStorage {
  return {
    read() {
      try {
        const raw = storage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : [];
        return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
      } catch {
        return [];
      }
    },
    write(entries) {
      try {
        storage.setItem(key, JSON.stringify(entries));
      } catch {
        // Storage full or blocked: the in-memory log still serves this page.
      }
    },
  };
}
