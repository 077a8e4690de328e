/**
 * Attack (issue 27, 6): a seat taken over on reload. A page resumes its seat from what it stored
 * (snapshot.ts, store.ts). What if a stranger with the join link (another tab, another person)
 * comes in on an occupied seat with fresh secrets, or with the stored match but a key of its own,
 * or the seat's own storage is tampered with: its chain rolled back to choose again, its private
 * seed altered?
 *
 * What holds: nothing counts from a page that cannot prove the seat's match key (link-auth.ts
 * `check`: the agreed hello pins the key); the seat's peer never stops for it and the match
 * finishes once the real seat is back. A resumed seat that signs a message contradicting what it
 * signed before is a proven equivocation naming it (ledger.ts `accept`: two signed messages under
 * one seq, with both as proof), and an altered seed fails to open its commitment at the end,
 * naming it. The honest seat is never named.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { attachBot } from '../../src/net/headless.js';
import { MemoryHub, type MemoryTransport } from '../../src/net/memory-transport.js';
import { VirtualScheduler } from '../../src/net/scheduler.js';
import { Session, type SessionOptions } from '../../src/net/session.js';
import type { SessionSnapshot } from '../../src/net/snapshot.js';
import { SeatSecrets } from '../../src/net/secrets.js';
import { type MatchRecord, loadSnapshot, mapKv, recorder, saveRecord } from '../../src/net/store.js';

type Restore = NonNullable<SessionOptions['restore']>;

/** Two seats over the in-memory hub, each storing as it goes; seat 1's page can be replaced at will. */
function table() {
  const sch = new VirtualScheduler();
  const hub = new MemoryHub(sch, { latency: () => 5 });
  const kv = mapKv();
  const record = (seat: number): MatchRecord => ({
    key: `m${seat}`, game: 'fixture', seat, seats: 2, name: `P${seat}`, hostId: null, signal: null, created: 0, mode: 'offline',
  });
  const ends: MemoryTransport[] = [];
  const sessions: Session[] = [];
  /** A page on `seat` (the previous page there is gone); `store: false` for a stranger that writes nothing to the seat's storage. */
  const page = (seat: number, o: { restore?: Restore; entropy: string; store?: boolean; cheat?: SessionOptions['cheat'] }) => {
    ends[seat]?.close();
    ends[seat] = hub.endpoint(seat);
    const s = new Session({
      game: fixtureGame, seat, seats: 2, name: `P${seat}`, options: seat === 0 ? { rounds: 4 } : null,
      transport: ends[seat]!, scheduler: sch, entropy: seededEntropy(o.entropy, 1), chainLength: 16,
      ...(o.store === false ? {} : { persist: recorder(kv, `m${seat}`) }),
      ...(o.restore ? { restore: o.restore } : {}), ...(o.cheat ? { cheat: o.cheat } : {}),
    });
    attachBot(s, randomBot(seededEntropy(`bot${seat}`, 1)(32)), sch, 2);
    sessions[seat] = s;
    return s;
  };
  for (const seat of [0, 1]) { saveRecord(kv, record(seat)); page(seat, { entropy: `r${seat}` }); }
  /** What seat 1 stored, read back as a reload would. */
  const stored = (): Restore => {
    const r = loadSnapshot(kv, record(1));
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };
  /** Seat 1's page is replaced by `next` while the link is down; the link comes back 20 ms later. */
  const replace = (next: () => Session) => {
    hub.setLink(0, 1, false);
    const s = next();
    s.start();
    sch.after(20, () => hub.setLink(0, 1, true));
    return s;
  };
  const start = () => { sessions.forEach((s) => s.start()); hub.connectAll(); };
  return { sch, hub, sessions, page, stored, replace, start };
}

const validOver = (s: Session) => {
  const st = s.status;
  expect(st.kind, JSON.stringify(st)).toBe('over');
  if (st.kind === 'over') expect(st.verdict.status, st.verdict.failure ?? '').toBe('valid');
};

describe('a seat taken over on reload', () => {
  it('a stranger with the link and fresh secrets on an occupied seat: its hello differs from the one agreed, nothing it sends counts', () => {
    const t = table();
    t.start();
    t.sch.advance(60);
    const s0 = t.sessions[0]!;
    expect(s0.status.kind).toBe('playing');
    const step = s0.match!.state.step;
    t.replace(() => t.page(1, { entropy: 'stranger', store: false }));
    t.sch.advance(2_000);
    expect(s0.status.kind).toBe('playing');
    expect(s0.match!.state.step).toBe(step);
    expect(s0.rejections.some((r) => r.seat === 1 && /differs from the one agreed/.test(r.reason))).toBe(true);
    // The seat's own page comes back from its storage: the match finishes, verified, nobody named.
    t.replace(() => t.page(1, { restore: t.stored(), entropy: 'back' }));
    t.sch.run(1_000_000);
    for (const s of t.sessions) validOver(s);
  });

  it('the stored match with a key of its own (a copied store, or a tampered key): it cannot prove the seat\'s key, nothing counts', () => {
    const t = table();
    t.start();
    t.sch.advance(60);
    const s0 = t.sessions[0]!;
    const step = s0.match!.state.step;
    const real = t.stored();
    const other = SeatSecrets.fresh(seededEntropy('thief', 1), 16).toJSON();
    const forgedSecrets = SeatSecrets.restore({ ...real.secrets.toJSON(), key: other.key });
    if (!forgedSecrets.ok) throw new Error(forgedSecrets.error);
    const snapshot: SessionSnapshot = { ...real.snapshot, secrets: forgedSecrets.value.toJSON() };
    t.replace(() => t.page(1, { restore: { snapshot, secrets: forgedSecrets.value }, entropy: 'thief', store: false }));
    t.sch.advance(3_000);
    expect(s0.status.kind).toBe('playing');
    expect(s0.match!.state.step).toBe(step);
    expect(s0.rejections.some((r) => r.seat === 1 && /without the key of its hello/.test(r.reason))).toBe(true);
    t.replace(() => t.page(1, { restore: t.stored(), entropy: 'back' }));
    t.sch.run(1_000_000);
    for (const s of t.sessions) validOver(s);
  });

  it('a snapshot rolled back to choose again: the new message under a used seq is a proven equivocation naming the seat', () => {
    const t = table();
    t.start();
    t.sch.advance(100);
    const real = t.stored();
    const own = real.snapshot.chains[1]!;
    // Back to just before its last choice (a commitment or a choice in the open), which seat 0 holds.
    const kinds = own.map((m) => m.body.t);
    const k = Math.max(kinds.lastIndexOf('commit'), kinds.lastIndexOf('open'));
    expect(k).toBeGreaterThan(0);
    const s0 = t.sessions[0]!;
    expect(s0.match!.chains[1]!.length).toBeGreaterThan(k);
    const rolled: SessionSnapshot = { ...real.snapshot, chains: real.snapshot.chains.map((c, i) => (i === 1 ? c.slice(0, k) : c)) };
    // Seat 0's chain as stored is kept whole; a different salt (fresh entropy) makes the new commitment differ.
    t.replace(() => t.page(1, { restore: { snapshot: rolled, secrets: real.secrets }, entropy: 'again', store: false, cheat: { commitAlways: true } }));
    t.sch.run(1_000_000);
    const st = s0.status;
    expect(st.kind, JSON.stringify(st)).toBe('stopped');
    if (st.kind === 'stopped') {
      expect(st.rejection.seat).toBe(1);
      expect(st.rejection.reason).toMatch(/two signed messages under one seq \(equivocation\)/);
      expect(st.rejection.proof?.a.seq).toBe(k);
      expect(st.rejection.proof?.a.sig).not.toBe(st.rejection.proof?.b.sig);
    }
  });

  it('a stored seed altered: the resumed seat plays on, and its draws or its secrets give it away: the match stops naming it', () => {
    const t = table();
    t.start();
    t.sch.advance(60);
    const real = t.stored();
    const d = real.secrets.toJSON();
    const altered = SeatSecrets.restore({ ...d, seed: (d.seed[0] === '0' ? '1' : '0') + d.seed.slice(1) });
    if (!altered.ok) throw new Error(altered.error);
    t.replace(() => t.page(1, { restore: { snapshot: { ...real.snapshot, secrets: altered.value.toJSON() }, secrets: altered.value }, entropy: 'back' }));
    t.sch.run(1_000_000);
    const st = t.sessions[0]!.status;
    expect(st.kind).toBe('stopped');
    if (st.kind === 'stopped') expect(st.rejection).toMatchObject({ seat: 1, reason: expect.stringMatching(/the private seed does not open the commitment in its hello|^impossible reveal: /) });
  });
});
