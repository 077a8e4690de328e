/**
 * Spectators: the host's relay (src/net/watch-relay.ts) and the watcher's follower
 * (src/protocol/follow.ts), over real headless matches. A watcher that joins at the start or
 * mid-match ends with the same state as the players and a transcript that verifies; it never
 * receives anything a seat keeps private; and a host that forges, alters or mixes what it
 * relays is caught, never a seat blamed.
 */
import { describe, expect, it, vi } from 'vitest';
import { crayneCatalog } from '../src/engine/games/crayne/catalog.js';
import { crayneGame } from '../src/engine/games/crayne/game.js';
import { crystalFactionsGame } from '../src/engine/games/crystal-factions/game.js';
import { GAMES } from '../src/engine/games/index.js';
import type { AnyGame } from '../src/engine/game.js';
import { MAX_BATCH_BYTES, batches, decodeWatch } from '../src/net/watch-codec.js';
import { playHeadless } from '../src/net/headless.js';
import type { Session } from '../src/net/session.js';
import type { SeatSecrets } from '../src/net/secrets.js';
import { type RelaySource, type WatchConn, WatchRelay } from '../src/net/watch-relay.js';
import { Follower } from '../src/protocol/follow.js';
import type { Hello, SignedMessage } from '../src/protocol/transcript.js';
import { verifyMatch } from '../src/protocol/verify.js';

/** A watcher's link that records what it was sent. */
class FakeConn implements WatchConn {
  open = true;
  bufferSize = 0;
  readonly sent: string[] = [];
  private readonly cbs: Record<string, ((d: unknown) => void)[]> = {};
  on(event: string, cb: (d: unknown) => void): void { (this.cbs[event] ??= []).push(cb); }
  send(d: string): void { this.sent.push(d); }
  close(): void { this.open = false; for (const cb of this.cbs.close ?? []) cb(undefined); }
}

const defs = (id: string): AnyGame | undefined => GAMES.get(id);

/** Feeds everything a conn received (from index `from`) to a follower, as the watch page does. */
function feed(f: Follower, sent: readonly string[], from = 0): number {
  for (const d of sent.slice(from)) {
    const e = decodeWatch(d);
    expect(e.ok).toBe(true);
    if (!e.ok) continue;
    if (e.value.k === 'hello') f.hello(e.value.hello);
    else if (e.value.k === 'msgs') f.take(e.value.msgs);
  }
  return sent.length;
}

const sourceOf = (s: Session): RelaySource | null => {
  const m = s.match;
  return m ? { hellos: m.setup.hellos, chains: m.chains, stopped: null } : null;
};

/** A headless match whose host relays to watchers as it plays: `joinAt` watchers join after that many host persist events. */
function liveMatch(game: AnyGame, seats: number, options: unknown, joinAt: readonly number[], seed = 3) {
  const conns: FakeConn[] = [];
  const followers: Follower[] = [];
  const fed: number[] = [];
  let events = 0;
  let host: Session | null = null;
  const relay = new WatchRelay(() => (host ? sourceOf(host) : null));
  /** What was private on each seat at each moment a watcher was fed: checked after. */
  const leaks: string[] = [];
  const run = playHeadless({
    game, seats, options: options as never, seed, chainLength: 256,
    session: (seat) => (seat !== 0 ? {} : {
      persist: (e) => {
        if (e.kind !== 'msg') return;
        events++;
        for (const [i, at] of joinAt.entries()) {
          if (at === events) { const c = new FakeConn(); conns[i] = c; followers[i] = new Follower(defs); fed[i] = 0; relay.add(c); }
        }
        relay.pump();
        for (const [i, c] of conns.entries()) {
          if (!c) continue;
          fed[i] = feed(followers[i] as Follower, c.sent, fed[i]);
          leaks.push(...privateNow(run0(), c.sent));
        }
      },
    }),
    prepare: ({ sessions }) => { host = sessions[0] as Session; sessionsRef = sessions; },
  });
  relay.pump();
  for (const [i, c] of conns.entries()) fed[i] = feed(followers[i] as Follower, c.sent, fed[i]);
  return { run, conns, followers, leaks };
}

let sessionsRef: readonly Session[] = [];
const run0 = () => sessionsRef;

/**
 * Secrets a seat holds that no chain has opened yet (its signing key, its private seed, its beacon
 * chain's end, the salts of commitments not revealed), and which of them a watcher was sent.
 */
function privateNow(sessions: readonly Session[], sent: readonly string[]): string[] {
  const publicText = JSON.stringify(sessions.map((s) => s.match?.chains ?? []));
  const wire = sent.join('\n');
  const found: string[] = [];
  for (const s of sessions) {
    const sec = (s as unknown as { secrets: SeatSecrets }).secrets.toJSON();
    const values = [sec.key, sec.seed, sec.beacon.end, ...Object.values(sec.openings).map((o) => o.salt), ...(sec.deck ? [sec.deck.salt] : [])];
    for (const v of values) if (!publicText.includes(v) && wire.includes(v)) found.push(`seat ${s.seat}: ${v.slice(0, 12)}…`);
  }
  return found;
}

describe('spectators: the relay and the follower', () => {
  it('a watcher from the start and one from mid-match both follow a Crayne heads-up match to a verified end', () => {
    const { run, followers, leaks } = liveMatch(crayneGame, 2, crayneCatalog.variants[0]!.options, [1, 300]);
    const players = run.sessions[0]!.match!;
    expect(players.state.phase).toBe('over');
    expect(followers.length).toBe(2);
    expect(followers.every((f) => f)).toBe(true);
    for (const f of followers) {
      f.checkTails();
      expect(f.status).toEqual({ kind: 'over' });
      expect(f.ledger!.currentHash).toBe(players.currentHash);
      const v = verifyMatch(f.transcript(), GAMES);
      expect(v.status).toBe('valid');
      expect(v.end).toEqual(run.sessions[1]!.status.kind === 'over' ? (run.sessions[1]!.status as { verdict: { end: unknown } }).verdict.end : null);
    }
    expect(leaks).toEqual([]);
  });

  it('three seats of Crystal Factions: the watcher holds every chain, no secret, and the same end', () => {
    const { run, followers, conns, leaks } = liveMatch(crystalFactionsGame, 3, { opening: 'v2' }, [5]);
    const f = followers[0]!;
    f.checkTails();
    expect(f.status.kind).toBe('over');
    expect(f.ledger!.currentHash).toBe(run.sessions[2]!.match!.currentHash);
    expect(verifyMatch(f.transcript(), GAMES).status).toBe('valid');
    // Only hellos and chain messages were ever sent: nothing of the room, the links or the seats' own stores.
    const kinds = new Set(conns[0]!.sent.map((d) => (JSON.parse(d) as { k: string }).k));
    expect([...kinds].sort()).toEqual(['hello', 'msgs']);
    expect(leaks).toEqual([]);
  });

  it('the privacy check can fail: a relay that sent a seat\'s stored secrets would be caught', () => {
    const { run, conns } = liveMatch(crayneGame, 2, crayneCatalog.variants[0]!.options, [1]);
    const sec = (run.sessions[1] as unknown as { secrets: SeatSecrets }).secrets.toJSON();
    expect(privateNow(run.sessions, [...conns[0]!.sent, JSON.stringify(sec)]).length).toBeGreaterThan(0);
  });

  it('the host\'s own message still being signed is held back, with everything after it', () => {
    const { run } = liveMatch(crayneGame, 2, crayneCatalog.variants[0]!.options, []);
    const m = run.sessions[0]!.match!;
    const chains = m.chains.map((c, seat) => (seat === 0 ? c.map((x, i) => (i === 5 ? { ...x, sig: '' } : x)) : c));
    const c = new FakeConn();
    const relay = new WatchRelay(() => ({ hellos: m.setup.hellos, chains, stopped: null }));
    relay.add(c);
    const own = c.sent.flatMap((d) => (JSON.parse(d) as { msgs?: SignedMessage[] }).msgs ?? []).filter((m) => m.seat === 0);
    expect(own.length).toBe(5);
  });

  it('a watcher whose link backs up is dropped; more than the cap are turned away', () => {
    const { run } = liveMatch(crayneGame, 2, crayneCatalog.variants[0]!.options, []);
    const relay = new WatchRelay(() => sourceOf(run.sessions[0]!), { max: 2, backlog: 10 });
    const [a, b, c] = [new FakeConn(), new FakeConn(), new FakeConn()];
    relay.add(a); relay.add(b); relay.add(c);
    expect(c.open).toBe(false);
    expect(relay.count).toBe(2);
    a.bufferSize = 11;
    relay.pump();
    expect(a.open).toBe(false);
    expect(relay.dropped).toBe(1);
    expect(relay.count).toBe(1);
  });
});

describe('spectators: the host batches what it relays (WatchRelay.poke)', () => {
  it('a burst of pokes sends once, 40 ms after the first; a later poke sends again; the time spent is counted', () => {
    vi.useFakeTimers();
    try {
      let pumps = 0;
      const relay = new WatchRelay(() => { pumps++; return null; });
      relay.add(new FakeConn());
      pumps = 0;
      relay.poke(); relay.poke(); vi.advanceTimersByTime(39); relay.poke();
      expect(pumps).toBe(0);
      vi.advanceTimersByTime(1);
      expect(pumps).toBe(1);
      vi.advanceTimersByTime(100);
      expect(pumps).toBe(1);
      relay.poke(); vi.advanceTimersByTime(40);
      expect(pumps).toBe(2);
      expect(relay.busyMs).toBeGreaterThanOrEqual(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('spectators: a host that lies to its watchers is caught, and no seat is blamed', () => {
  const { run } = liveMatch(crayneGame, 2, crayneCatalog.variants[0]!.options, []);
  const m = run.sessions[0]!.match!;
  const hellos = m.setup.hellos;
  const chains = m.chains;
  const follow = (hs: readonly Hello[], cs: readonly (readonly SignedMessage[])[]) => {
    const f = new Follower(defs);
    for (const h of hs) f.hello(h);
    for (const c of cs) f.take(c);
    f.checkTails();
    return f;
  };

  it('the honest relay is followed to the end (the baseline the cheats below break)', () => {
    expect(follow(hellos, chains).status.kind).toBe('over');
  });

  it('an altered message inside a chain breaks the next link', () => {
    const bent = chains.map((c, seat) => (seat === 1 ? c.map((x, i) => (i === 10 ? { ...x, stateHash: x.stateHash, body: { ...x.body, ahead: [] } } as SignedMessage : x)) : c));
    const f = follow(hellos, bent);
    expect(f.status.kind).toBe('stopped');
  });

  it('a forged last message (links fine, signature not the seat\'s) is caught by the tail check', () => {
    const c1 = chains[1]!;
    const last = c1[c1.length - 1]!;
    const forged = { ...last, sig: last.sig.replace(/^./, (ch) => (ch === '0' ? '1' : '0')) };
    const f = follow(hellos, chains.map((c, seat) => (seat === 1 ? [...c.slice(0, -1), forged] : c)));
    expect(f.status).toMatchObject({ kind: 'stopped', reason: expect.stringContaining("seat 2's message") });
  });

  it('two different hellos for one seat, or hellos of different matches, stop it', () => {
    const f = new Follower(defs);
    f.hello(hellos[0]!);
    expect(f.hello({ ...hellos[0]!, name: 'Mallory' }).ok).toBe(false);
    expect(f.status.kind).toBe('stopped');
    const g = follow([hellos[0]!, { ...hellos[1]!, nonce: '00'.repeat(16) }], []);
    expect(g.status.kind).toBe('stopped');
  });

  it('messages out of order are refused, not silently reordered', () => {
    const swapped = chains.map((c, seat) => (seat === 0 ? [c[1]!, c[0]!, ...c.slice(2)] : c));
    expect(follow(hellos, swapped).status.kind).toBe('stopped');
  });

  it('an unknown game or a flood before the hellos stops it with a reason', () => {
    const f = new Follower(() => undefined);
    f.hello(hellos[0]!);
    expect(f.hello(hellos[1]!).ok).toBe(false);
    expect(f.status).toMatchObject({ kind: 'stopped', reason: expect.stringContaining('unknown game') });
    const g = new Follower(defs);
    expect(g.take(Array.from({ length: 20_001 }, () => chains[0]![0]!)).ok).toBe(false);
  });
});

describe('what a watcher takes from its link (watch-codec.ts)', () => {
  const { run } = liveMatch(crayneGame, 2, crayneCatalog.variants[0]!.options, []);
  const msgs = run.sessions[0]!.match!.chains[1]!.slice(0, 50);

  it('batches round-trip, and none is longer than the limit', () => {
    const wire = batches(msgs.map((m) => JSON.stringify(m)));
    expect(wire.length).toBeGreaterThan(0);
    for (const w of wire) expect(w.length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    const back = wire.flatMap((w) => { const e = decodeWatch(w); return e.ok && e.value.k === 'msgs' ? [...e.value.msgs] : []; });
    expect(back).toEqual(msgs);
    expect(batches(Array.from({ length: 400 }, () => JSON.stringify(msgs[0]))).length).toBeGreaterThan(1);
  });

  it('refuses what is not for a watcher, malformed, oversized or with one bad message', () => {
    expect(decodeWatch('{"k":"sync","have":[1,2]}')).toMatchObject({ ok: false, error: expect.stringContaining('not for a watcher') });
    expect(decodeWatch('{"k":"msgs","msgs":{}}').ok).toBe(false);
    expect(decodeWatch('{"k":"msgs","msgs":[],"x":1}').ok).toBe(false);
    expect(decodeWatch('{"k":"msgs","msgs":[').ok).toBe(false);
    expect(decodeWatch(`{"k":"msgs","msgs":[${'1,'.repeat(40_000)}1]}`)).toMatchObject({ ok: false, error: expect.stringContaining('larger') });
    const bad = JSON.stringify({ k: 'msgs', msgs: [msgs[0], { ...msgs[1], seq: -1 }] });
    expect(decodeWatch(bad)).toMatchObject({ ok: false, error: expect.stringContaining('msgs[1]') });
    expect(decodeWatch(42).ok).toBe(false);
  });

  it('counts a batch in UTF-8 bytes, and a lone surrogate in a long batch is refused, never thrown', () => {
    const batch = (text: string) => `{"k":"msgs","msgs":["${text}"]}`;
    const room = MAX_BATCH_BYTES - batch('').length;
    expect(decodeWatch(batch('€'.repeat(Math.floor(room / 3) + 1)))).toMatchObject({ ok: false, error: expect.stringContaining('larger') });
    expect(decodeWatch(batch('€'.repeat(Math.floor(room / 3))))).toMatchObject({ ok: false, error: expect.stringContaining('msgs[0]') });
    for (const n of [100, MAX_BATCH_BYTES / 3, MAX_BATCH_BYTES / 2]) {
      expect(() => decodeWatch(batch(String.fromCharCode(0xdc00).repeat(n)))).not.toThrow();
      expect(decodeWatch(batch(String.fromCharCode(0xdc00).repeat(n))).ok).toBe(false);
    }
  });
});
