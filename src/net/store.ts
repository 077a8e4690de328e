/**
 * Local storage of matches in progress, written as they happen: the seat's secrets, each hello,
 * and each message under its own key (append-only, so a long match never rewrites its whole
 * transcript).
 */
import type { Json } from '../crypto/canonical.js';
import { type Result, err } from '../result.js';
import { type Kv, type MatchRecord, storeKey as k } from './records.js';
import type { SeatSecrets } from './secrets.js';
import { type PersistEvent, type SessionSnapshot, parseSnapshot } from './snapshot.js';

export * from './records.js';

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
