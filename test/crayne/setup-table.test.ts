import { describe, expect, it } from 'vitest';
import { SETUP_TABLE, componentsFor, tableSetup } from '../../src/engine/games/crayne/setup-table.js';
import { FACTIONS } from '../../src/engine/games/crayne/types.js';
import { error, value } from './helpers.js';

describe('the rulebook setup table', () => {
  it('matches players → factions, market, Mercenaries & Camps', () => {
    expect(SETUP_TABLE.map((r) => [r.players, r.factions, r.marketSize, r.mercenaries, r.camps])).toEqual([
      [1, 3, 4, 3, 1],
      [2, 4, 5, 6, 2],
      [3, 5, 6, 9, 3],
      [4, 6, 7, 12, 4],
      [5, 7, 8, 15, 5],
      [6, 8, 9, 18, 6],
    ]);
  });

  it('starts Lords at 30 Influence with 1–2 players and 60 with 3 or more', () => {
    const influence = [2, 3, 4, 5, 6].map((players) => value(tableSetup({ kind: 'standard', players })).startingInfluence);
    expect(influence).toEqual([30, 60, 60, 60, 60]);
  });

  it('deals 4 Basic cards, 8 Trade Carts, a Pit of 6 and an opening hand of 3', () => {
    const t = value(tableSetup({ kind: 'standard', players: 3 }));
    expect([t.basicsPerPlayer, t.tradeCartsPerPlayer, t.basicsPerPlayer + t.tradeCartsPerPlayer]).toEqual([4, 8, 12]);
    expect([t.pitSize, t.openingHand, t.handSize, t.playsPerRound]).toEqual([6, 3, 3, 5]);
    expect([t.factions, t.marketSize, t.mercenaries, t.camps]).toEqual([5, 6, 9, 3]);
    expect(t.automated).toBeNull();
  });

  it('refuses player counts the standard game does not have', () => {
    expect(error(tableSetup({ kind: 'standard', players: 1 }))).toMatch(/Single-Player/);
    expect(error(tableSetup({ kind: 'standard', players: 7 }))).toMatch(/2 to 6/);
  });

  it('team games use the table by player count and start at 30', () => {
    const t = value(tableSetup({ kind: 'team', format: '2v2v2' }));
    expect([t.players, t.factions, t.marketSize, t.mercenaries, t.camps, t.startingInfluence]).toEqual([6, 8, 9, 18, 6, 30]);
    expect(t.teams).toEqual([[0, 1], [2, 3], [4, 5]]);
    expect(value(tableSetup({ kind: 'team', format: '2v2' })).factions).toBe(6);
  });

  it('Single-Player Deathmatch: 3 factions, market 4, 3 & 1, Automated Opponent by difficulty', () => {
    const normal = value(tableSetup({ kind: 'soloDeathmatch', difficulty: 'normal' }));
    expect([normal.players, normal.factions, normal.marketSize, normal.mercenaries, normal.camps]).toEqual([1, 3, 4, 3, 1]);
    expect(normal.startingInfluence).toBe(30);
    expect(normal.automated).toEqual({ count: 1, basics: 6, tradeCarts: 4, mercenaries: 1, influence: 30, sharedInfluence: false });
    expect(value(tableSetup({ kind: 'soloDeathmatch', difficulty: 'easy' })).automated?.tradeCarts).toBe(6);
    const hard = value(tableSetup({ kind: 'soloDeathmatch', difficulty: 'hard' }));
    expect([hard.automated?.tradeCarts, hard.automated?.mercenaries, hard.startingInfluence]).toEqual([2, 2, 30]);
    const challenging = value(tableSetup({ kind: 'soloDeathmatch', difficulty: 'challenging' }));
    expect([challenging.startingInfluence, challenging.automated?.influence]).toEqual([25, 30]);
  });

  it('Co-operative Deathmatch: 5 factions, market 6, 6 & 2, shared 60', () => {
    const t = value(tableSetup({ kind: 'coopDeathmatch', difficulty: 'hard' }));
    expect([t.players, t.factions, t.marketSize, t.mercenaries, t.camps, t.startingInfluence]).toEqual([2, 5, 6, 6, 2, 30]);
    expect(t.automated).toEqual({ count: 2, basics: 6, tradeCarts: 2, mercenaries: 2, influence: 60, sharedInfluence: true });
  });
});

describe('components for the chosen factions', () => {
  it('splits faction cards into the Auxiliary Draw and the basic deck', () => {
    const t = value(tableSetup({ kind: 'standard', players: 2 }));
    const c = value(componentsFor(t, ['greenskins-of-chak', 'knights-of-kalimas', 'demons-of-the-rift', 'mages-of-illiban-sina']));
    expect(c.auxiliary).toHaveLength(4 * 15);
    expect(c.basics).toHaveLength(4 * 4);
    expect(c.auxiliary.every((i) => !i.card.basic)).toBe(true);
    expect(c.basics.every((i) => i.card.basic && i.card.cost === 1)).toBe(true);
    expect(new Set(c.basics.map((i) => i.card.faction)).size).toBe(4);
    expect([c.mercenaries.length, c.camps.length, c.tradeCarts.length]).toEqual([18, 6, 48]);
    // Canonical order: FACTIONS order, whatever order they were chosen in.
    expect(c.auxiliary[0]?.card.faction).toBe('knights-of-kalimas');
  });

  it('has enough of everything for every variant', () => {
    const variants = [
      ...[2, 3, 4, 5, 6].map((players) => ({ kind: 'standard' as const, players })),
      ...(['2v2', '3v3', '2v2v2'] as const).map((format) => ({ kind: 'team' as const, format })),
      ...(['easy', 'normal', 'hard', 'challenging'] as const).flatMap((difficulty) => [
        { kind: 'soloDeathmatch' as const, difficulty },
        { kind: 'coopDeathmatch' as const, difficulty },
      ]),
    ];
    for (const v of variants) {
      const t = value(tableSetup(v));
      expect(componentsFor(t, FACTIONS.slice(0, t.factions)).ok, JSON.stringify(v)).toBe(true);
    }
  });

  it('refuses the wrong number of factions, or one chosen twice', () => {
    const t = value(tableSetup({ kind: 'standard', players: 2 }));
    expect(error(componentsFor(t, FACTIONS.slice(0, 3)))).toMatch(/4 factions/);
    expect(error(componentsFor(t, ['greenskins-of-chak', 'greenskins-of-chak', 'knights-of-kalimas', 'demons-of-the-rift']))).toMatch(/twice/);
  });
});
