import type { Middleware } from 'redux';
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
  exportJson(): string;
  /** Writes pending entries now (on page hide, before export). */
  flush(): void;
}

/**
 * Records every action that reaches the store: sequence number, time, type, payload with sensitive fields
 * masked. Kept for the session in bounded storage; sequence numbers continue across reloads.
 */
export function createActionLog(options: ActionLogOptions): ActionLog {
  const log: LogEntry[] = options.storage.read();
  let seq = log.length > 0 ? log[log.length - 1]!.seq : 0;
  let pending = false;
  // Trimming one entry per action would copy the whole log each time: trim in batches instead.
  const trimBatch = Math.max(1, Math.ceil(options.maxEntries / 10));
  const kept = (): readonly LogEntry[] => (log.length > options.maxEntries ? log.slice(log.length - options.maxEntries) : log);

  const flush = () => {
    pending = false;
    options.storage.write(kept());
  };

  const append = (action: { type: string; payload?: unknown }) => {
    const { type, payload } = redactAction(action);
    seq += 1;
    log.push({ seq, at: options.now(), type, payload, v: CATALOGUE_VERSION });
    if (log.length >= options.maxEntries + trimBatch) log.splice(0, log.length - options.maxEntries);
    if (!pending) {
      pending = true;
      options.schedule(flush);
    }
  };

  const middleware: Middleware = () => (next) => (action) => {
    append(action as { type: string; payload?: unknown });
    return next(action);
  };

  return {
    middleware,
    entries: kept,
    exportJson: () => JSON.stringify({ version: CATALOGUE_VERSION, entries: kept() }, null, 2),
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
