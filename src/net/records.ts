/**
 * The small per-match records the lobby lists, on any string key-value store (localStorage in
 * the browser, a Map in tests). Kept apart from the match data so the lobby loads no crypto.
 */

export interface Kv {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export const mapKv = (m = new Map<string, string>()): Kv => ({
  get: (k) => m.get(k) ?? null,
  set: (k, v) => { m.set(k, v); },
  remove: (k) => { m.delete(k); },
  keys: () => [...m.keys()],
});

export function localStorageKv(): Kv {
  return {
    get: (k) => localStorage.getItem(k),
    set: (k, v) => localStorage.setItem(k, v),
    remove: (k) => localStorage.removeItem(k),
    keys: () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').filter(Boolean),
  };
}

/** What the lobby needs to list and reopen a match. */
export type MatchRecord = {
  readonly key: string;
  readonly game: string;
  readonly seat: number;
  readonly seats: number;
  readonly name: string;
  /** The host's PeerJS id, and the signaling server when not the default. */
  readonly hostId: string | null;
  readonly signal: string | null;
  readonly created: number;
  /** direct: online with no server, the players passing connection codes (net/direct-transport.ts). */
  readonly mode: 'online' | 'offline' | 'direct';
};

export const PREFIX = 'facedown/';
export const storeKey = (key: string, ...rest: (string | number)[]): string => [PREFIX + key, ...rest].join('/');

export function saveRecord(kv: Kv, r: MatchRecord): void { kv.set(storeKey(r.key, 'record'), JSON.stringify(r)); }

export function listRecords(kv: Kv): MatchRecord[] {
  return kv.keys().filter((x) => x.startsWith(PREFIX) && x.endsWith('/record'))
    .flatMap((x) => { try { return [JSON.parse(kv.get(x) ?? 'null') as MatchRecord]; } catch { return []; } })
    .filter((r) => r && typeof r.key === 'string')
    .sort((a, b) => b.created - a.created);
}

export function getRecord(kv: Kv, key: string): MatchRecord | null {
  try {
    const r = JSON.parse(kv.get(storeKey(key, 'record')) ?? 'null') as MatchRecord | null;
    return r && typeof r.key === 'string' ? r : null;
  } catch {
    return null;
  }
}
