/**
 * Where the device's identity is kept: this browser's IndexedDB (database "facedown-identity",
 * one record), or, where the browser keeps no IndexedDB, this page's memory (the identity then goes
 * with the page). Records are stored as given (CryptoKeys included: IndexedDB clones them without
 * ever exposing a non-extractable key) and read back unchecked: device.ts checks them.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface IdentityStore {
  /** False: kept in this page's memory only. */
  readonly kept: boolean;
  read(): Promise<unknown>;
  /**
   * Keeps `fresh` unless `usable` finds a record kept already (another tab's, made meanwhile), in
   * one transaction, so two tabs racing end with one identity: gives the one kept.
   */
  keepFirst<T>(fresh: T, usable: (x: unknown) => T | null): Promise<T>;
  replace(x: unknown): Promise<void>;
}

interface IdentityDb extends DBSchema {
  identity: { key: string; value: unknown };
}

const KEY = 'current';

export function memoryStore(): IdentityStore {
  let held: unknown;
  return {
    kept: false,
    read: () => Promise.resolve(held),
    keepFirst<T>(fresh: T, usable: (x: unknown) => T | null) {
      const before = usable(held);
      if (before === null) held = fresh;
      return Promise.resolve(before ?? fresh);
    },
    replace(x) { held = x; return Promise.resolve(); },
  };
}

function idbStore(db: IDBPDatabase<IdentityDb>): IdentityStore {
  return {
    kept: true,
    read: () => db.get('identity', KEY),
    async keepFirst<T>(fresh: T, usable: (x: unknown) => T | null) {
      const tx = db.transaction('identity', 'readwrite');
      const before = usable(await tx.store.get(KEY));
      if (before === null) await tx.store.put(fresh, KEY);
      await tx.done;
      return before ?? fresh;
    },
    async replace(x) { await db.put('identity', x, KEY); },
  };
}

/** This browser's store, or this page's memory where IndexedDB is missing or refuses to open. */
export async function openIdentityStore(): Promise<IdentityStore> {
  try {
    if (typeof indexedDB === 'undefined') return memoryStore();
    const db = await openDB<IdentityDb>('facedown-identity', 1, { upgrade(d) { d.createObjectStore('identity'); } });
    return idbStore(db);
  } catch {
    return memoryStore();
  }
}
