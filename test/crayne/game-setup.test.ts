import { describe, expect, it } from 'vitest';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { crayneInvariants } from '../../src/engine/games/crayne/invariants.js';
import { SEATS } from '../../src/engine/games/crayne/options.js';
import { VARIANTS, cardOf, pileLeft } from '../../src/engine/games/crayne/state.js';
import { FACTIONS } from '../../src/engine/games/crayne/types.js';
import { Table, countCards, tableRng } from './driver.js';

describe('options', () => {
  it('accepts every variant, defaults difficulty to normal for solo and co-op', () => {
    for (const variant of VARIANTS) expect(crayneGame.parseOptions({ variant }).ok).toBe(true);
    expect(crayneGame.parseOptions({ variant: 'solo' })).toEqual({ ok: true, value: { variant: 'solo', difficulty: 'normal', rules: 1 } });
    expect(crayneGame.parseOptions({})).toEqual({ ok: true, value: { variant: null, difficulty: null, rules: 1 } });
    // A file from before the rules option replays by revision 1; new matches name the newest.
    expect(crayneGame.parseOptions({ variant: 'heads-up', rules: 2 })).toEqual({ ok: true, value: { variant: 'heads-up', difficulty: null, rules: 2 } });
    expect(crayneGame.parseOptions({ rules: 3 }).ok).toBe(false);
    expect(crayneGame.parseOptions({ rules: '2' }).ok).toBe(false);
  });

  it('refuses unknown fields, unknown variants, and a difficulty where there is no Automated Opponent', () => {
    expect(crayneGame.parseOptions({ variant: 'heads-up', rounds: 3 })).toEqual({ ok: false, error: 'unknown option "rounds"' });
    expect(crayneGame.parseOptions({ variant: 'battle-royale' }).ok).toBe(false);
    expect(crayneGame.parseOptions({ variant: 'coop', difficulty: 'nightmare' }).ok).toBe(false);
    expect(crayneGame.parseOptions({ variant: 'heads-up', difficulty: 'hard' }).ok).toBe(false);
    expect(crayneGame.parseOptions(null).ok).toBe(false);
    expect(crayneGame.parseOptions([]).ok).toBe(false);
  });

  it('refuses a seat count the variant does not seat', () => {
    const rng = tableRng();
    const bad = (variant: string, seats: number) => {
      const o = crayneGame.parseOptions({ variant });
      return o.ok ? crayneGame.setup(o.value, seats, rng) : o;
    };
    expect(bad('heads-up', 3)).toEqual({ ok: false, error: 'the heads-up variant seats 2 players, not 3' });
    expect(bad('free-for-all', 2).ok).toBe(false);
    expect(bad('2v2v2', 4).ok).toBe(false);
    expect(bad('solo', 2).ok).toBe(false);
    expect(bad('coop', 4).ok).toBe(false);
  });
});

describe('setup for every variant and player count', () => {
  const cases = VARIANTS.flatMap((variant) => SEATS[variant].map((seats) => ({ variant, seats })));
  it.each(cases)('$variant with $seats seats', ({ variant, seats }) => {
    const t = Table.setup({ variant }, seats, tableRng());
    const s = t.state;
    const players = variant === 'coop' ? 2 : seats;
    const factions = variant === 'coop' ? 5 : players + 2;
    expect(s.factions).toHaveLength(factions);
    expect(new Set(s.factions).size).toBe(factions);
    expect(s.pit).toHaveLength(6);
    expect(s.market).toHaveLength(variant === 'coop' ? 6 : players + 3);
    expect(s.mercenaries).toHaveLength(3 * players);
    expect(s.camps).toHaveLength(players);
    const influence = variant === 'solo' || variant === 'coop' || variant === 'heads-up' || ['2v2', '3v3', '2v2v2'].includes(variant) ? 30 : 60;
    for (const l of s.lords) {
      expect([l.influence, l.start]).toEqual([influence, influence]);
      expect(l.pile.cards).toHaveLength(12);
      expect(l.pile.cards.filter((c) => cardOf(c).faction === 'trade-cart')).toHaveLength(8);
      expect(l.pile.cards.filter((c) => cardOf(c).basic && cardOf(c).faction !== 'trade-cart')).toHaveLength(4);
    }
    // Every pile and zone holds distinct cards; the rest of the basic deck is out of play.
    expect(crayneInvariants(s)).toBeNull();
    expect(s.cardCount).toBe(countCards(s));
    const basics = 4 * factions;
    const dealt = 4 * players + (s.automata ? 6 * s.automata.decks.length : 0);
    expect(s.removed.filter((c) => cardOf(c).basic)).toHaveLength(basics - dealt);
    // The opening hands of 3 are drawn privately.
    t.auto();
    for (const l of t.state.lords) {
      expect(l.hand).toHaveLength(3);
      expect(pileLeft(l.pile)).toBe(9);
    }
    expect(t.request?.kind).toBe('commit');
  });

  it('the Automated Opponent deck follows the difficulty; challenging lowers the Lord to 25', () => {
    const deck = (difficulty: string) => Table.setup({ variant: 'solo', difficulty }, 1, tableRng()).state;
    const kinds = (d: readonly string[]) => ['basic', 'trade-cart', 'mercenary'].map((k) =>
      d.filter((c) => (k === 'basic' ? cardOf(c).basic && cardOf(c).faction !== 'trade-cart' : cardOf(c).faction === k)).length);
    expect(kinds(deck('easy').automata?.decks[0]?.pile ?? [])).toEqual([6, 6, 0]);
    expect(kinds(deck('normal').automata?.decks[0]?.pile ?? [])).toEqual([6, 4, 1]);
    expect(kinds(deck('hard').automata?.decks[0]?.pile ?? [])).toEqual([6, 2, 2]);
    const ch = deck('challenging');
    expect(kinds(ch.automata?.decks[0]?.pile ?? [])).toEqual([6, 2, 2]);
    expect([ch.lords[0]?.influence, ch.automata?.influence]).toEqual([25, 30]);
    const coop = Table.setup({ variant: 'coop', difficulty: 'challenging' }, 2, tableRng()).state;
    expect([coop.lords.map((l) => l.influence), coop.automata?.influence, coop.automata?.decks.length]).toEqual([[25, 25], 60, 2]);
    // The solo market is a single line of 4, one Mercenary pile of 3 and one Camp.
    expect([deck('normal').market.length, deck('normal').mercenaries.length, deck('normal').camps.length]).toEqual([4, 3, 1]);
  });

  it('factions and the first player are chosen with the setup randomness', () => {
    const picked = ['dwarves-of-emerald-peaks', 'demons-of-the-rift', 'knights-of-kalimas', 'corsairs-of-the-sunken-coast'] as const;
    const s = Table.setup({ variant: 'heads-up' }, 2, tableRng({ factions: picked, overlord: 1 })).state;
    expect(s.factions).toEqual(FACTIONS.filter((f) => (picked as readonly string[]).includes(f)));
    expect(s.overlord).toBe(1);
    expect([...s.aux, ...s.market, ...s.pit].every((c) => (picked as readonly string[]).includes(cardOf(c).faction) && !cardOf(c).basic)).toBe(true);
    // Team games: a random team starts with the Medallion, its first seat holds it.
    expect(Table.setup({ variant: '2v2v2' }, 6, tableRng({ overlord: 2 })).state.overlord).toBe(4);
  });

  it('keeps the Auxiliary Draw face down: a sorted set, its next card picked only when drawn', () => {
    const s = Table.setup({ variant: 'heads-up' }, 2, tableRng()).state;
    expect([...s.aux].sort()).toEqual(s.aux);
  });
});
