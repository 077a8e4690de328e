/** The fixture game's rules, engine-only, and invariants over many simulated matches. */
import { describe, expect, it } from 'vitest';
import { u32be } from '../src/crypto/bytes.js';
import { randomBot } from '../src/engine/bots.js';
import { type FixtureState, HAND, fixtureGame } from '../src/engine/games/fixture/rules.js';
import { simulate } from '../src/engine/simulate.js';
import { recordingRng } from '../src/engine/rng.js';

const seedOf = (n: number) => new Uint8Array([...u32be(n), ...new Uint8Array(28)]);

describe('High Card (fixture)', () => {
  it('options are validated', () => {
    expect(fixtureGame.parseOptions({}).ok).toBe(true);
    expect(fixtureGame.parseOptions({ rounds: 0 })).toMatchObject({ ok: false });
    expect(fixtureGame.parseOptions({ rounds: 3, cheat: true })).toEqual({ ok: false, error: 'unknown option "cheat"' });
    expect(fixtureGame.parseOptions([])).toMatchObject({ ok: false });
  });

  it('setup shuffles the prize deck and deals with private draws', () => {
    const s = fixtureGame.setup({ rounds: 2 }, 3, recordingRng(seedOf(1)));
    if (!s.ok) throw new Error(s.error);
    expect([...s.value.prizes].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `m${i + 1}`).sort());
    expect(fixtureGame.request(s.value)).toMatchObject({ kind: 'draw', seat: 0 });
  });

  it('refuses a reveal of a handle the seat does not hold, naming the seat', () => {
    const s = fixtureGame.setup({ rounds: 2 }, 2, recordingRng(seedOf(2)));
    if (!s.ok) throw new Error(s.error);
    const st: FixtureState = { ...s.value, phase: 'reveal', hands: [['0:0'], ['1:0']] };
    const r = fixtureGame.apply(st, { kind: 'reveal', values: [{ seat: 0, value: { handle: '0:0', card: 'c1' } }, { seat: 1, value: { handle: '0:0', card: 'c2' } }] });
    expect(r).toEqual({ ok: false, error: { seat: 1, reason: '0:0 is not in seat 1\'s hand' } });
  });

  it('300 simulated matches (2–4 seats): cards conserved after every step, every match ends', () => {
    for (let i = 0; i < 300; i++) {
      const seats = 2 + (i % 3);
      const bots = Array.from({ length: seats }, (_, k) => randomBot(seedOf(i * 8 + k)));
      const r = simulate(fixtureGame, { rounds: 1 + (i % 8) }, seats, seedOf(i), bots, {
        check: (raw) => {
          const s = raw as FixtureState;
          for (let seat = 0; seat < seats; seat++) {
            const drawn = s.piles[seat]!.drawn.length;
            if (s.hands[seat]!.length > HAND) return `seat ${seat} holds ${s.hands[seat]!.length} cards`;
            if (new Set(s.hands[seat]).size !== s.hands[seat]!.length) return `seat ${seat} holds a card twice`;
            if (drawn > 8) return 'drew more than the deck';
          }
          const shown = s.discarded.length + s.played.filter((c) => c !== null).length;
          return shown < 0 ? 'negative' : null;
        },
      });
      if (!r.ok) throw new Error(`match ${i}: ${r.error}`);
      expect(r.value.result.winners.length).toBeGreaterThan(0);
    }
  });
});
