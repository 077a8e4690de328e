/**
 * Spectators: the host's relay (src/net/watch-relay.ts) and the watcher's follower
 * (src/protocol/spectators/follow.ts), over real headless matches. A watcher that joins at the start or
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
import { Follower } from '../src/protocol/spectators/follow.js';
import type { Hello, SignedMessage } from '../src/protocol/wire/transcript.js';
import { verifyMatch } from '../src/protocol/verification/verify.js';
import { NOT_THIS_MATCH, matchBinding } from '../src/protocol/spectators/watch-binding.js';

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

describe('a watcher knows what it is watching (the watch link binds the match)', () => {
  const real = liveMatch(crayneGame, 2, crayneCatalog.variants[0]!.options, [], 3).run.sessions[0]!.match!;
  // A made-up match: the same game and names, other keys and seeds, every signature valid for its own seats.
  const fake = liveMatch(crayneGame, 2, crayneCatalog.variants[0]!.options, [], 4).run.sessions[0]!.match!;
  const link = matchBinding(real.setup.hellos);

  const follow = (binding: string | undefined, m: typeof real) => {
    const f = new Follower(defs, undefined, binding);
    for (const h of m.setup.hellos) f.hello(h);
    f.take(m.chains.flat());
    f.checkTails();
    return f;
  };

  it('the binding is 16 bytes of the match id, in 22 characters of base64url', () => {
    expect(link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(link, 'base64url').toString('hex')).toBe(Buffer.from(real.cfg.matchId).subarray(0, 16).toString('hex'));
    expect(matchBinding(fake.setup.hellos)).not.toBe(link);
  });

  it('the linked match is followed to its end', () => {
    const f = follow(link, real);
    expect(f.status).toEqual({ kind: 'over' });
    expect(verifyMatch(f.transcript(), GAMES).status).toBe('valid');
  });

  it('a host that feeds a new watcher a made-up match is refused in plain words, and nothing of it is kept', () => {
    // Without the link's binding, the made-up match checks out: its signatures are its own seats'.
    expect(follow(undefined, fake).status).toEqual({ kind: 'over' });
    const f = follow(link, fake);
    expect(f.status).toEqual({ kind: 'stopped', reason: NOT_THIS_MATCH, notThisMatch: true });
    expect(f.ledger).toBeNull();
    expect(f.transcript()).toBeNull();
    expect(f.names).toEqual([]);
    expect(f.game).toBeNull();
    expect(f.take(fake.chains.flat()).ok).toBe(false);
  });

  it('one seat\'s hello swapped for a made-up one is refused too', () => {
    const f = new Follower(defs, undefined, link);
    f.hello(real.setup.hellos[0]!);
    expect(f.names).toEqual([]); // nothing shown before every hello is checked against the link
    f.hello(fake.setup.hellos[1]!);
    expect(f.status).toMatchObject({ kind: 'stopped', notThisMatch: true });
  });
});

describe('a watcher flooding the host', () => {
  /** A watcher's link that sends: `flood` emits data at the host, as a hostile watcher page could. */
  class LoudConn extends FakeConn {
    private readonly data: ((d: unknown) => void)[] = [];
    override on(event: string, cb: (d: unknown) => void): void { if (event === 'data') this.data.push(cb); else super.on(event, cb); }
    /** Sends up to `n` messages while the link is open; returns how many reached the host's page. */
    flood(n: number, d: unknown): number {
      let i = 0;
      for (; i < n && this.open; i++) for (const cb of this.data) cb(d);
      return i;
    }
  }

  it('is cut off at its first message; more watchers than the cap are turned away; the players\' match is unaffected', () => {
    const options = crayneCatalog.variants[0]!.options;
    const quiet = liveMatch(crayneGame, 2, options, [], 7).run;
    let host: Session | null = null;
    const relay = new WatchRelay(() => (host ? sourceOf(host) : null));
    const loud = new LoudConn();
    const crowd = Array.from({ length: 200 }, () => new FakeConn());
    const junk = `{"k":"sync","have":[${'9,'.repeat(4000)}9]}`;
    let events = 0;
    let heard = 0;
    const run = playHeadless({
      game: crayneGame, seats: 2, options: options as never, seed: 7, chainLength: 256,
      session: (seat) => (seat !== 0 ? {} : {
        persist: (e) => {
          if (e.kind !== 'msg') return;
          if (++events === 3) { relay.add(loud); for (const c of crowd) relay.add(c); }
          relay.pump();
          if (events >= 3) heard += loud.flood(10_000, junk);
        },
      }),
      prepare: ({ sessions }) => { host = sessions[0] as Session; },
    });
    // The players' match ends as the same match does with nobody watching.
    const players = run.sessions.map((s) => s.match!);
    expect(players[0]!.state.phase).toBe('over');
    expect(players[0]!.currentHash).toBe(quiet.sessions[0]!.match!.currentHash);
    expect(players[1]!.currentHash).toBe(quiet.sessions[1]!.match!.currentHash);
    for (const s of run.sessions) expect(s.status.kind === 'over' && s.status.verdict.status).toBe('valid');
    // The loud watcher's first message closed its link: the host's page got it once, not 10,000 times a step.
    expect(heard).toBe(1);
    expect(loud.open).toBe(false);
    expect(relay.cutOff).toBe(1);
    // At most the cap of watchers (16) was served: the loud one and 15 of the crowd; the other 185 were closed.
    expect(relay.count).toBe(15);
    expect(crowd.filter((c) => c.open).length).toBe(15);
    // What the relay keeps and sends is bounded by the cap: only the served ones were sent anything.
    expect(crowd.filter((c) => c.sent.length > 0).length).toBe(15);
  });
});
