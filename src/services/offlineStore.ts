import type { DBSchema, IDBPDatabase } from 'idb';
import { memoryOfflineStore, type OfflineStore } from './types';

// The browser's offline store (src/services/types.ts, OfflineStore) in IndexedDB, through idb: it outlives the tab
// and the browser's restart, which the tab's session storage does not.

interface OfflineSchema extends DBSchema {
  policies: { key: string; value: { loginId: string; policies: readonly unknown[] } };
  /** Filings waiting for the network, by idempotency key, in the order queued (`order`, auto-incremented). */
  filings: { key: number; value: { key: string; filing: unknown }; indexes: { key: string } };
  /** Photos and documents chosen for a filing, by reference, in the order chosen (`order`, auto-incremented). */
  photos: { key: number; value: { fileRef: string; record: object; content: Blob }; indexes: { fileRef: string } };
}

const databaseName = 'cardinal-offline';

export function indexedDbOfflineStore(): OfflineStore {
  // A browser without IndexedDB (some private modes): kept for this page only.
  if (typeof indexedDB === 'undefined') return memoryOfflineStore();
  let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;
  const database = () =>
    // idb arrives with the store's first use (a filing kept offline, a sign-out), not with every first page.
    (opened ??= import(/* webpackChunkName: "offline-store" */ 'idb').then(({ openDB }) =>
      openDB<OfflineSchema>(databaseName, 3, {
        upgrade(db) {
          if (!db.objectStoreNames.contains('policies')) db.createObjectStore('policies', { keyPath: 'loginId' });
          if (!db.objectStoreNames.contains('filings')) {
            db.createObjectStore('filings', { autoIncrement: true }).createIndex('key', 'key', { unique: true });
          }
          if (!db.objectStoreNames.contains('photos')) {
            db.createObjectStore('photos', { autoIncrement: true }).createIndex('fileRef', 'fileRef', { unique: true });
          }
        },
      }),
    ));
  const dropFiling = async (key: string) => {
    const db = await database();
    const order = await db.getKeyFromIndex('filings', 'key', key);
    if (order !== undefined) await db.delete('filings', order);
  };
  const photo = async (fileRef: string) => {
    const db = await database();
    const order = await db.getKeyFromIndex('photos', 'fileRef', fileRef);
    return order === undefined ? null : { db, order, kept: (await db.get('photos', order))! };
  };
  return {
    keepPolicies: async (loginId, policies) => void (await (await database()).put('policies', { loginId, policies })),
    keptPolicies: async (loginId) => (await (await database()).get('policies', loginId))?.policies ?? null,
    queueFiling: async (key, filing) => {
      await dropFiling(key);
      await (await database()).add('filings', { key, filing });
    },
    queuedFilings: async () => (await (await database()).getAll('filings')).map((entry) => entry.filing),
    dropFiling,
    keepPhoto: async (record, content) => void (await (await database()).add('photos', { fileRef: record.fileRef, record, content })),
    keptPhotos: async () => (await (await database()).getAll('photos')).map((kept) => kept.record),
    photoContent: async (fileRef) => (await photo(fileRef))?.kept.content ?? null,
    changePhoto: async (fileRef, changes) => {
      const found = await photo(fileRef);
      if (found) await found.db.put('photos', { ...found.kept, record: { ...found.kept.record, ...changes } }, found.order);
    },
    dropPhoto: async (fileRef) => {
      const found = await photo(fileRef);
      if (found) await found.db.delete('photos', found.order);
    },
    forget: async () => {
      const db = await database();
      await Promise.all([db.clear('policies'), db.clear('filings'), db.clear('photos')]);
    },
  };
}
