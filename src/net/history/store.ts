/**
 * The match history on this device: an IndexedDB database of its own, "facedown-history", with
 * two stores: `meta` (what the list shows, small) and `files` (each match file's JSON text), so
 * the list loads without the files. docs/history.md says what a match takes and what happens when
 * the browser's quota is reached. Nothing here throws: without IndexedDB (a private window,
 * storage blocked) the reads give nothing and a save says it is unavailable.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type HistoryBackend, saveWith } from './save.js';
import type { HistoryMeta, HistoryUsage, SaveOutcome } from './types.js';

export type { HistoryEnding, HistoryMeta, HistoryPlayer, HistoryUsage, SaveOutcome } from './types.js';

const NAME = 'facedown-history';
const VERSION = 1;

interface Schema extends DBSchema {
  meta: { key: string; value: HistoryMeta; indexes: { hash: string; game: string } };
  files: { key: string; value: { readonly key: string; readonly text: string } };
}

type Db = IDBPDatabase<Schema>;

let opened: Promise<Db | null> | null = null;
let whyNot = 'this browser keeps no storage for this page (a private window, or storage turned off)';

function db(): Promise<Db | null> {
  opened ??= open();
  return opened;
}

async function open(): Promise<Db | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return await openDB<Schema>(NAME, VERSION, {
      upgrade(d) {
        const meta = d.createObjectStore('meta', { keyPath: 'key' });
        meta.createIndex('hash', 'hash');
        meta.createIndex('game', 'game');
        d.createObjectStore('files', { keyPath: 'key' });
      },
      // Another tab holds an older version open, or the browser closed the connection: open afresh next time.
      blocking() { void opened?.then((x) => x?.close()); opened = null; },
      terminated() { opened = null; },
    });
  } catch (e) {
    opened = null;
    if (e instanceof Error && e.message) whyNot = `this browser would not open its storage (${e.message.slice(0, 160)})`;
    return null;
  }
}

const backend = (d: Db): HistoryBackend => ({
  async add(meta, text) {
    const tx = d.transaction(['meta', 'files'], 'readwrite');
    // (a failed transaction rejects `done`: it is awaited below, or the failure is already being thrown)
    tx.done.catch(() => undefined);
    try {
      const metas = tx.objectStore('meta');
      const same = (await metas.get(meta.key)) ?? (await metas.index('hash').get(meta.hash));
      if (same) { await tx.done; return same.key; }
      // Both records in one transaction: a file is kept with its line in the list, or not at all.
      await Promise.all([metas.add(meta), tx.objectStore('files').add({ key: meta.key, text }), tx.done]);
      return null;
    } catch (e) {
      try { tx.abort(); } catch { /* already over */ }
      throw e;
    }
  },
  estimate: storageEstimate,
});

async function storageEstimate(): Promise<{ quota?: number; usage?: number }> {
  try {
    const e = await navigator.storage?.estimate?.();
    return { ...(e?.quota !== undefined ? { quota: e.quota } : {}), ...(e?.usage !== undefined ? { usage: e.usage } : {}) };
  } catch {
    return {};
  }
}

let askedToPersist = false;

/** Keeps a match file with what the list shows of it: once per key (or per content), never silently dropped. */
export async function saveToHistory(file: unknown, meta: HistoryMeta): Promise<SaveOutcome> {
  const d = await db();
  const out = await saveWith(d && backend(d), file, meta, whyNot);
  if (out.kind === 'saved' && !askedToPersist) { askedToPersist = true; void askToPersist(); }
  return out;
}

/**
 * Asks the browser to keep this site's storage when space runs low (without it, a browser may
 * clear a site's storage under pressure): asked once the history holds a match.
 */
export async function askToPersist(): Promise<boolean> {
  try {
    const s = navigator.storage;
    if (!s?.persist) return false;
    return (await s.persisted?.()) || (await s.persist());
  } catch {
    return false;
  }
}

/** Every kept match, newest first. */
export async function historyList(): Promise<HistoryMeta[]> {
  const d = await db();
  if (!d) return [];
  try {
    return (await d.getAll('meta')).sort((a, b) => b.date - a.date || (a.key < b.key ? -1 : 1));
  } catch {
    return [];
  }
}

/** One kept match file, parsed (null: no such key, or storage unavailable). */
export async function historyFile(key: string): Promise<unknown | null> {
  const text = await historyText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One kept match file's JSON text, as kept (null: no such key, or storage unavailable). */
export async function historyText(key: string): Promise<string | null> {
  const d = await db();
  if (!d) return null;
  try {
    return (await d.get('files', key))?.text ?? null;
  } catch {
    return null;
  }
}

/** Every kept match file (of one game when `game` is given), parsed, newest first. */
export async function historyFiles(game?: string): Promise<unknown[]> {
  const d = await db();
  if (!d) return [];
  try {
    const metas = (game === undefined ? await d.getAll('meta') : await d.getAllFromIndex('meta', 'game', game)).sort((a, b) => b.date - a.date);
    const tx = d.transaction('files');
    const texts = await Promise.all(metas.map((m) => tx.store.get(m.key)));
    return texts.flatMap((t) => {
      if (!t) return [];
      try { return [JSON.parse(t.text) as unknown]; } catch { return []; }
    });
  } catch {
    return [];
  }
}

/** Removes one kept match (its line and its file). True when it was there. */
export async function deleteFromHistory(key: string): Promise<boolean> {
  const d = await db();
  if (!d) return false;
  try {
    const tx = d.transaction(['meta', 'files'], 'readwrite');
    const had = (await tx.objectStore('meta').getKey(key)) !== undefined;
    await Promise.all([tx.objectStore('meta').delete(key), tx.objectStore('files').delete(key), tx.done]);
    return had;
  } catch {
    return false;
  }
}

/** How many matches are kept and their bytes, with the browser's quota and usage where it says. */
export async function historyUsage(): Promise<HistoryUsage> {
  const [list, est] = await Promise.all([historyList(), storageEstimate()]);
  return { matches: list.length, bytes: list.reduce((n, m) => n + m.bytes, 0), ...est };
}

/** Whether this browser gives the history any storage at all (false: a save would be "unavailable"). */
export async function historyAvailable(): Promise<boolean> {
  return (await db()) !== null;
}
