/**
 * The search bot (src/engine/search/ismcts.ts): it always plays a legal value, it never reads
 * another seat's hidden cards (its choice is the same whatever they really are), a seeded bot
 * makes the same choice for the same view, and with a small budget and random playouts it beats random play.
 */
import { describe, expect, it } from 'vitest';
import { canonicalEqual } from '../../src/crypto/canonical.js';
import { type Bot, randomBot } from '../../src/engine/bots.js';
import type { GameModule } from '../../src/engine/game-module.js';
import { ARACKUAN_SEARCH } from '../../src/engine/games/arackuan/search.js';
import { CC_SEARCH } from '../../src/engine/games/clockwork-crusade/search.js';
import { CRAYNE_SEARCH } from '../../src/engine/games/crayne/search.js';
import { CF_SEARCH } from '../../src/engine/games/crystal-factions/search.js';
import { MODULES } from '../../src/engine/games/index.js';
import { type SearchOptions, searchBot } from '../../src/engine/search/ismcts.js';
import { simulate } from '../../src/engine/simulate.js';
import { otherHands, positions as allPositions, seedOf } from './positions.js';

/** Each game's search options, with a budget small enough for a test. */
const SMALL: Record<string, Omit<SearchOptions, 'seed' | 'policy'>> = {
  crayne: { ...CRAYNE_SEARCH, iterations: 8, depth: 40 },
  'crystal-factions': { ...CF_SEARCH, iterations: 8, depth: 40 },
  arackuan: { ...ARACKUAN_SEARCH, iterations: 4, depth: 12 },
  'clockwork-crusade': { ...CC_SEARCH, iterations: 6, depth: 16 },
};

const small = (m: GameModule, seed: Uint8Array): Bot =>
  searchBot(m.def, { ...(SMALL[m.def.id] as Omit<SearchOptions, 'seed' | 'policy'>), policy: m.bots.heuristic as (s: Uint8Array) => Bot, seed });

const positions = (m: GameModule, limit: number, every: number) => allPositions(m, { limit, every, bot: 'heuristic', matches: 6 });

const COUNTS: Record<string, [number, number]> = { crayne: [8, 3], 'crystal-factions': [6, 4], arackuan: [4, 9], 'clockwork-crusade': [5, 7] };

describe('the search bot', () => {
  for (const id of Object.keys(SMALL)) {
    it(`${id}: plays a legal value, the same for the same seed, whatever the other seat holds`, () => {
      const m = MODULES.get(id) as GameModule;
      expect(typeof m.bots.search).toBe('function');
      const [limit, every] = COUNTS[id] as [number, number];
      const ps = positions(m, limit, every);
      expect(ps.length).toBe(limit);
      for (const [i, { ask, all }] of ps.entries()) {
        const seed = seedOf('search', id, i);
        const v = { state: ask.state, request: ask.request, legal: ask.legal, knowledge: ask.knowledge };
        const move = small(m, seed)(v);
        expect(ask.legal.some((x) => canonicalEqual(x, move))).toBe(true);
        const seat = ask.knowledge.seat;
        // Handed the referee's whole knowledge, or the same with the other hand changed: the same choice.
        expect(small(m, seed)({ ...v, knowledge: { seat, cards: all } })).toEqual(move);
        expect(small(m, seed)({ ...v, knowledge: { seat, cards: otherHands(all, seat) } })).toEqual(move);
      }
    });
  }

  it('is reproducible: a seeded bot chooses by the view alone, whatever it was asked before', () => {
    const m = MODULES.get('crayne') as GameModule;
    const ps = positions(m, 6, 2);
    const a = small(m, seedOf('repro'));
    const forward = ps.map(({ ask }) => a(ask));
    const b = small(m, seedOf('repro'));
    const backward = [...ps].reverse().map(({ ask }) => b(ask)).reverse();
    expect(backward).toEqual(forward);
  });

  it('beats random play in at least 8 of 10 Crystal Factions matches, with random playouts (the search, not a heuristic)', () => {
    const m = MODULES.get('crystal-factions') as GameModule;
    const [config] = m.sim.configs(2, m.sim.duelVariant ?? null);
    if (!config) throw new Error('no configuration');
    let wins = 0;
    for (let i = 0; i < 10; i++) {
      const me = i % 2;
      const bots = [0, 1].map((seat) => (seat === me
        ? searchBot(m.def, { ...CF_SEARCH, iterations: 12, depth: 30, policy: randomBot, seed: seedOf('smoke', i) })
        : randomBot(seedOf('random', i))));
      const r = simulate(m.def, config.options, 2, seedOf('smoke-match', i), bots);
      if (!r.ok) throw new Error(r.error);
      if (r.value.result.winners.length === 1 && r.value.result.winners[0] === me) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(8);
  });
});
