import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { memoryOfflineStore, type OfflineStore } from './types';

// The browser's offline store (src/services/types.ts, OfflineStore) in IndexedDB, through idb: it outlives the tab
// and the browser's restart, which the tab's session storage does not.

interface OfflineSchema extends DBSchema {
  policies: { key: string; value: { loginId: string; policies: readonly unknown[] } };
}

const databaseName = 'cardinal-offline';

export function indexedDbOfflineStore(): OfflineStore {
  // A browser without IndexedDB (some private modes): kept for this page only.
  if (typeof indexedDB === 'undefined') return memoryOfflineStore();
  let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;
  const database = () =>
    (opened ??= openDB<OfflineSchema>(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore('policies', { keyPath: 'loginId' });
      },
    }));
  return {
    keepPolicies: async (loginId, policies) => void (await (await database()).put('policies', { loginId, policies })),
    keptPolicies: async (loginId) => (await (await database()).get('policies', loginId))?.policies ?? null,
    forget: async () => (await database()).clear('policies'),
  };
}
