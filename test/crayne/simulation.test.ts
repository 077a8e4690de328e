/**
 * Engine-only matches across every variant and player count, with the invariants checked after
 * every step (every card in exactly one zone, Influence never above the start, Strongholds facing
 * a living Opponent), random and heuristic bots mixed. `npm run sim` runs the 10,000.
 */
import { describe, expect, it } from 'vitest';
import { taggedHash } from '../../src/crypto/hash.js';
import { randomBot } from '../../src/engine/bots.js';
import type { AnyGame, Json } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { crayneInvariants } from '../../src/engine/games/crayne/invariants.js';
import { crayneConfigs } from '../../src/engine/games/crayne/sim-profile.js';
import type { CrayneState } from '../../src/engine/games/crayne/state.js';
import { simulate } from '../../src/engine/simulate.js';

const seed = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => new TextEncoder().encode(String(x))));
const PER_CONFIG = 14;

describe('simulated matches with invariants after every step', () => {
  for (const config of crayneConfigs(null, null)) {
    it(`${config.label}: ${PER_CONFIG} matches`, () => {
      const outcomes: Record<string, number> = {};
      for (let i = 0; i < PER_CONFIG; i++) {
        const mix = i % 3;
        const bots = Array.from({ length: config.seats }, (_, s) =>
          mix === 0 || (mix === 2 && s % 2 === 1) ? randomBot(seed('bot', config.label, i, s)) : heuristicBot());
        const r = simulate(crayneGame, config.options, config.seats, seed('match', config.label, i), bots, {
          check: (state: Json, known) => crayneInvariants(state as CrayneState, known),
          maxSteps: 50_000,
        });
        if (!r.ok) throw new Error(`${config.label} #${i}: ${r.error}`);
        const o = (r.value.state as CrayneState).outcome;
        expect(o).not.toBeNull();
        outcomes[o?.kind ?? '?'] = (outcomes[o?.kind ?? '?'] ?? 0) + 1;
      }
      expect(Object.values(outcomes).reduce((a, b) => a + b, 0)).toBe(PER_CONFIG);
    });
  }

  it('apply never throws and never changes a state it refuses (junk at every step of a match)', () => {
    // Type-erased, as a registry or an engine-only caller holds it: raw JSON reaches `apply`.
    const untyped: AnyGame = crayneGame;
    const junk: Json[] = [null, 0, -1, 'x', [], {}, { kind: 'play' }, { kind: 'buy', card: 'wraiths#1', from: 'nowhere' },
      { kind: 'buy', card: 7, from: 'market' }, { kind: 'face', card: 'x', direction: 'up' }, { kind: 'choose', card: 'x', option: 1.5 },
      { kind: 'gift', card: 'x', to: 99 }, { kind: 'next-buyer', seat: -1 }, { kind: 'automaton-first', deck: 9 }, { kind: 'sacrifice', card: {} },
      { kind: 'cannot-play', hand: 'all' }, { kind: 'discard', handle: '0:0', card: 'trade-cart#1' }];
    let refused = 0;
    for (const [variant, seats] of [['free-for-all', 3], ['2v2', 4], ['coop', 2]] as const) {
      const bots = Array.from({ length: seats }, (_, s) => randomBot(seed('fuzz-bot', variant, s)));
      const r = simulate(crayneGame, { variant }, seats, seed('fuzz', variant), bots, {
        check: (state: Json) => {
          const s = state as CrayneState;
          const before = JSON.stringify(s);
          for (const [i, j] of junk.entries()) {
            const seat = i % seats;
            for (const input of [
              { kind: 'move' as const, seat, move: j }, { kind: 'answer' as const, seat, answer: j },
              { kind: 'reveal' as const, values: [{ seat, value: j }] }, { kind: 'commit' as const, seats: [seat] },
              { kind: 'draw' as const, seat, handle: `${seat}:999` },
            ]) {
              const out = untyped.apply(s, input);
              if (!out.ok) refused++;
            }
          }
          return JSON.stringify(s) === before ? null : 'a refused input changed the state';
        },
        maxSteps: 50_000,
      });
      expect(r.ok, r.ok ? '' : r.error).toBe(true);
    }
    expect(refused).toBeGreaterThan(1000);
  });
});
