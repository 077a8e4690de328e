/** The session over the in-memory transport: hellos, latency, drops, resync, many seats, long chains. */
import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { MemoryHub } from '../../src/net/memory-transport.js';
import { VirtualScheduler } from '../../src/net/scheduler.js';
import { Session } from '../../src/net/session.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { playHeadless } from '../../src/net/headless.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureRun } from './harness.js';
import type { Json } from '../../src/crypto/canonical.js';

function expectVerified(sessions: readonly Session[]): void {
  for (const s of sessions) {
    const st = s.status;
    expect(st.kind, JSON.stringify(st)).toBe('over');
    if (st.kind === 'over') expect(st.verdict.status, st.verdict.failure ?? '').toBe('valid');
  }
  const hashes = sessions.map((s) => s.match!.currentHash);
  expect(new Set(hashes).size).toBe(1);
}

describe('hello exchange', () => {
  function pair(opts0: Json, opts1: Json | null, build1?: string) {
    const sch = new VirtualScheduler();
    const hub = new MemoryHub(sch);
    const mk = (seat: number, options: Json | null, build?: string) => new Session({
      game: fixtureGame, seat, seats: 2, name: `P${seat}`, options, transport: hub.endpoint(seat),
      scheduler: sch, entropy: seededEntropy('h', seat), chainLength: 8, ...(build ? { build } : {}),
    });
    const a = mk(0, opts0);
    const b = mk(1, opts1, build1);
    a.start(); b.start(); hub.connectAll(); sch.run(200);
    return [a, b] as const;
  }

  it('a guest joining by link takes the host\'s options', () => {
    const [a, b] = pair({ rounds: 2 }, null);
    expect(a.status.kind).toBe('playing');
    expect(b.status.kind).toBe('playing');
    expect(b.match!.setup.hellos[1]!.options).toEqual({ rounds: 2 });
  });

  it('different options are refused on both sides with a clear message', () => {
    const [a, b] = pair({ rounds: 2 }, { rounds: 3 });
    // The guest refuses the host's hello; the host is told why (an unsigned notice, shown only).
    expect(b.status.kind).toBe('refused');
    if (b.status.kind === 'refused') expect(b.status.reason).toMatch(/proposes different options/);
    expect(a.status.kind).toBe('hello');
    expect(a.notice?.text).toMatch(/proposes different options/);
  });

  it('a different build is refused', () => {
    const [a, b] = pair({ rounds: 2 }, { rounds: 2 }, 'facedown-0.0-old');
    expect(b.status.kind).toBe('refused');
    if (b.status.kind === 'refused') expect(b.status.reason).toMatch(/both must load the same version/);
    expect(a.notice?.text).toMatch(/both must load the same version/);
  });

  it('options the game refuses are refused', () => {
    const [a, b] = pair({ rounds: 99 }, null);
    expect(b.status.kind).toBe('refused');
    if (b.status.kind === 'refused') expect(b.status.reason).toMatch(/rounds must be an integer from 1 to 8/);
    expect(a.status.kind).not.toBe('playing');
  });
});

describe('lockstep over an imperfect network', () => {
  it('uneven latency: every seat reaches the same final state and verifies', () => {
    const run = fixtureRun({ hub: { latency: (from, to) => 5 + ((from * 7 + to * 13) % 40) }, thinkMs: 3 });
    expectVerified(run.sessions);
  });

  it('3 and 4 seats with latency', () => {
    for (const seats of [3, 4]) {
      const run = playHeadless({
        game: fixtureGame, seats, options: { rounds: 4 }, seed: seats, chainLength: 64,
        hub: { latency: (from, to) => 1 + ((from + 2 * to) % 5) * 10 },
      });
      expectVerified(run.sessions);
      expect(run.transcript!.chains).toHaveLength(seats);
    }
  });

  it('a dropped link: messages sent meanwhile are lost, and resync after reconnect recovers them', () => {
    let dropped = false;
    const run = fixtureRun({
      hub: { latency: () => 10 },
      prepare: ({ hub, scheduler }) => {
        scheduler.after(50, () => { hub.setLink(0, 1, false); dropped = true; });
        scheduler.after(5_000, () => hub.setLink(0, 1, true));
      },
    });
    expect(dropped).toBe(true);
    expect(run.hub.lost).toBeGreaterThan(0);
    expectVerified(run.sessions);
  });

  it('repeated drops and reconnects in the middle of the match', () => {
    const run = fixtureRun({
      hub: { latency: () => 7 },
      prepare: ({ hub, scheduler }) => {
        for (let t = 50; t < 2_000; t += 150) {
          scheduler.after(t, () => hub.setLink(0, 1, false));
          scheduler.after(t + 60, () => hub.setLink(0, 1, true));
        }
      },
    });
    expect(run.hub.lost).toBeGreaterThan(0);
    expectVerified(run.sessions);
  });

  it('beacon chains shorter than the match are extended and still verify', () => {
    const run = fixtureRun({ chainLength: 3, options: { rounds: 5 } });
    expectVerified(run.sessions);
    const extended = run.transcript!.chains.flat().filter((m) => m.body.t === 'beacon' && 'extend' in m.body && m.body.extend);
    expect(extended.length).toBeGreaterThan(3);
    expect(verifyMatch(JSON.parse(JSON.stringify(run.transcript)), GAMES).status).toBe('valid');
  });

  it('the same seeds give the same transcript (determinism)', () => {
    const a = fixtureRun({ seed: 21 });
    const b = fixtureRun({ seed: 21 });
    expect(JSON.stringify(a.transcript)).toBe(JSON.stringify(b.transcript));
    const c = fixtureRun({ seed: 22 });
    expect(JSON.stringify(c.transcript)).not.toBe(JSON.stringify(a.transcript));
  });
});
