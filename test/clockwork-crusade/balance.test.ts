/**
 * The balance facts issue 30 relies on for matches to end by the victory condition (destroying
 * every other gate) rather than the round limit: one territory grid per player (a small board:
 * few gates each, armies close), the gate's static 9 against 2d6 + attack, and a default length that
 * leaves room for a siege. The round-limit shares themselves come from `npm run sim` (too slow and
 * too noisy for a unit test); docs/clockwork-crusade.md, "Balance: ending by the victory condition".
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUNDS, gridsFor, setup, tilesToPlace } from '../../src/engine/games/clockwork-crusade/setup.js';
import { SIM_ROUNDS } from '../../src/engine/games/clockwork-crusade/sim-profile.js';
import { TILES, territoriesOf } from '../../src/engine/games/clockwork-crusade/tiles.js';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import { faces, gate, game, knows, move, must, roll, table, unit } from './helpers.js';

const fresh = (seats: number): CcState => { const r = setup({ rounds: DEFAULT_ROUNDS }, seats); if (!r.ok) throw new Error(r.error); return r.value; };

describe('the board: one grid per player, one fewer from four players up', () => {
  it('2 and 3 players place one grid each; 4, 5 and 6 players share 3, 4 and 5 grids', () => {
    expect([2, 3, 4, 5, 6].map((n) => tilesToPlace(fresh(n)))).toEqual([2, 3, 3, 4, 5]);
    expect([2, 3, 4, 5, 6].map(gridsFor)).toEqual([2, 3, 3, 4, 5]);
  });

  it('every table has territories enough for every first gate, even on grids of two territories', () => {
    for (const n of [2, 3, 4, 5, 6]) expect(2 * gridsFor(n)).toBeGreaterThanOrEqual(n);
  });

  it('a two-player board has 2 × 19 hexes and 4 to 8 territories (so 2 to 4 gates each when shared evenly)', () => {
    let s = roll(fresh(2), faces(6, 1));
    while (s.phase === 'tiles') {
      const seat = (game.request(s) as { seat: number }).seat;
      s = must(move(s, seat, game.legal(s, seat, knows(seat))[0]!));
    }
    expect(s.phase).toBe('gates');
    expect(Object.keys(s.board)).toHaveLength(2 * 19);
    const territories = new Set(Object.values(s.board).flatMap((h) => (h.territory === undefined ? [] : [h.territory])));
    expect(territories.size).toBeGreaterThanOrEqual(4);
    expect(territories.size).toBeLessThanOrEqual(8);
    const counts = TILES.map((t) => territoriesOf(t).length);
    expect(Math.min(...counts)).toBe(2);
    expect(Math.max(...counts)).toBe(4);
  });
});

describe('a gate falls to a few attacks', () => {
  // seat 1's only gate, unguarded (its face-down portal does not protect it); seat 0's attacker next to it
  const base = (card: string) => table({
    board: { ...table().board, '4,0': { terrain: 'territory', territory: 't/x' }, '5,0': { terrain: 'territory', territory: 't/x' }, '6,0': { terrain: 'territory', territory: 't/x' } },
    gates: [gate('g1', 1, '5,0', '6,0', 't/x'), gate('g0', 0, '0,0', '1,0', 't/y')],
    units: [unit('a', 0, '5,1', card)],
  });
  /** Of the 36 rolls of two dice, how many destroy the gate (each played through the engine). */
  const destroying = (card: string): number => {
    let n = 0;
    for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) {
      const s = roll(must(move(base(card), 0, { t: 'attack', unit: 'a', target: 'g1' })), faces(x, y));
      if (!s.gates.some((g) => g.id === 'g1')) n++;
    }
    return n;
  };

  it('Infantry (attack 1) destroys an unguarded gate with 10 rolls of 36: about 3.6 attacks on average', () => {
    expect(destroying('infantry')).toBe(10);
  });

  it('a Cog Rifleman (attack 2) with 15 of 36, a Crab Tank (attack 3) with 21 of 36', () => {
    expect(destroying('cog-rifleman')).toBe(15);
    expect(destroying('crab-tank')).toBe(21);
  });

  it('destroying a player\'s last gate ends the match for that player at once (the victory condition, not the limit)', () => {
    const s = roll(must(move(base('infantry'), 0, { t: 'attack', unit: 'a', target: 'g1' })), faces(6, 6));
    expect(s.phase).toBe('over');
    expect(s.summary).not.toMatch(/^after/);
  });
});

describe('the length', () => {
  it('the default leaves 40 rounds, and npm run sim measures that default', () => {
    expect(DEFAULT_ROUNDS).toBe(40);
    expect(SIM_ROUNDS).toBe(DEFAULT_ROUNDS);
  });
});
