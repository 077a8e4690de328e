/**
 * Local storage of matches in progress, written as they happen: a small record per match,
 * the seat's secrets, each hello, and each message under its own key (append-only, so a
 * long match never rewrites its whole transcript). Backed by any string key-value store:
 * localStorage in the browser, a Map in tests.
 */
import type { Json } from '../crypto/canonical.js';
import { type Result, err } from '../result.js';
import type { PersistEvent } from './snapshot.js';
import { parseSnapshot } from './snapshot.js';
import type { SeatSecrets } from './secrets.js';
import type { SessionSnapshot } from './snapshot.js';

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
  readonly mode: 'online' | 'offline';
};

const P = 'facedown/';
const k = (key: string, ...rest: (string | number)[]) => [P + key, ...rest].join('/');

export function saveRecord(kv: Kv, r: MatchRecord): void { kv.set(k(r.key, 'record'), JSON.stringify(r)); }

export function listRecords(kv: Kv): MatchRecord[] {
  return kv.keys().filter((x) => x.startsWith(P) && x.endsWith('/record'))
    .flatMap((x) => { try { return [JSON.parse(kv.get(x) ?? 'null') as MatchRecord]; } catch { return []; } })
    .filter((r) => r && typeof r.key === 'string')
    .sort((a, b) => b.created - a.created);
}

export function getRecord(kv: Kv, key: string): MatchRecord | null {
  return listRecords(kv).find((r) => r.key === key) ?? null;
}

/** A persist callback for a Session that writes into `kv` under `key`. */
export function recorder(kv: Kv, key: string): (e: PersistEvent) => void {
  return (e) => {
    switch (e.kind) {
      case 'secrets': kv.set(k(key, 'secrets'), JSON.stringify({ secrets: e.secrets, options: e.options })); break;
      case 'hello': kv.set(k(key, 'h', e.hello.seat), JSON.stringify(e.hello)); break;
      case 'msg': kv.set(k(key, 'm', e.msg.seat, e.msg.seq), JSON.stringify(e.msg)); break;
    }
  };
}

/** Reassembles a stored match into a snapshot to resume from. */
export function loadSnapshot(kv: Kv, r: MatchRecord): Result<{ snapshot: SessionSnapshot; secrets: SeatSecrets }> {
  const read = (key: string): unknown => { try { return JSON.parse(kv.get(key) ?? 'null'); } catch { return null; } };
  const s = read(k(r.key, 'secrets')) as { secrets: unknown; options: Json | null } | null;
  if (!s) return err('this match has no stored secrets on this device');
  const hellos = Array.from({ length: r.seats }, (_, seat) => read(k(r.key, 'h', seat)));
  const chains = Array.from({ length: r.seats }, (_, seat) => {
    const prefix = k(r.key, 'm', seat) + '/';
    const seqs = kv.keys().filter((x) => x.startsWith(prefix)).map((x) => Number(x.slice(prefix.length))).sort((a, b) => a - b);
    return seqs.map((q) => read(prefix + q));
  });
  return parseSnapshot({ v: 1, game: r.game, seat: r.seat, seats: r.seats, name: r.name, options: s.options, secrets: s.secrets, hellos, chains });
}

export function forget(kv: Kv, key: string): void {
  for (const x of kv.keys()) if (x.startsWith(k(key) + '/')) kv.remove(x);
}
