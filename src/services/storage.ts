import type { KeyValueStore } from './types';

/** Web storage that never throws (private mode, full quota, blocked cookies). */
export function webStore(storage: Storage | undefined): KeyValueStore {
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return storage ? fn() : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => safe(() => storage!.getItem(key), null),
    set: (key, value) => safe(() => storage!.setItem(key, value), undefined),
    remove: (key) => safe(() => storage!.removeItem(key), undefined),
    keys: () => safe(() => Array.from({ length: storage!.length }, (_, i) => storage!.key(i)).filter((k): k is string => k !== null), []),
  };
}

/** In-memory store for tests and replay. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}
