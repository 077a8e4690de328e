import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  CAMPS,
  FACTION_CARDS,
  MERCENARIES,
  TRADE_CARTS,
  cardOfInstance,
  instancesOfAll,
} from '../../src/engine/games/crayne/cards/index.js';
import { MECHANICS, flatten, mechanicsOf } from '../../src/engine/games/crayne/mechanics.js';
import { FACTIONS, type Card } from '../../src/engine/games/crayne/types.js';
import { get } from './helpers.js';

const copies = (cards: readonly Card[]): number => cards.reduce((n, c) => n + c.copies, 0);

describe('component counts (rulebook: Game Components)', () => {
  it('has 8 factions of 19 cards, each with 4 BASIC cards of cost 1', () => {
    expect(FACTIONS).toHaveLength(8);
    expect(Object.keys(FACTION_CARDS).sort()).toEqual([...FACTIONS].sort());
    for (const f of FACTIONS) {
      const cards = FACTION_CARDS[f];
      expect(copies(cards), f).toBe(19);
      expect(cards.every((c) => c.faction === f), f).toBe(true);
      const basics = cards.filter((c) => c.basic);
      expect(copies(basics), f).toBe(4);
      expect(basics.every((c) => c.cost === 1), f).toBe(true);
      expect(cards.filter((c) => !c.basic).every((c) => c.cost >= 2), f).toBe(true);
    }
    expect(copies(Object.values(FACTION_CARDS).flat())).toBe(152);
  });

  it('has 18 Mercenaries, 6 Mercenary Camps and 48 Trade Carts', () => {
    expect(copies(MERCENARIES)).toBe(18);
    expect(MERCENARIES.every((c) => c.faction === 'mercenary' && !c.basic)).toBe(true);
    expect(copies(CAMPS)).toBe(6);
    expect(CAMPS.every((c) => c.faction === 'camp' && !c.basic)).toBe(true);
    expect(copies(TRADE_CARTS)).toBe(48);
    expect(TRADE_CARTS.every((c) => c.faction === 'trade-cart' && c.basic && c.revenue === 1)).toBe(true);
    expect(copies(ALL_CARDS)).toBe(152 + 18 + 6 + 48);
  });
});

describe('data integrity', () => {
  it('gives every card a unique kebab-case id and a name', () => {
    const ids = ALL_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of ALL_CARDS) {
      expect(c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.name.trim()).not.toBe('');
    }
    expect(new Set(ALL_CARDS.map((c) => c.name)).size).toBe(ALL_CARDS.length);
  });

  it('gives every physical card a unique instance id that maps back to its card', () => {
    const all = instancesOfAll(ALL_CARDS);
    expect(all).toHaveLength(224);
    expect(new Set(all.map((i) => i.instanceId)).size).toBe(224);
    for (const i of all) expect(cardOfInstance(i.instanceId)).toBe(i.card);
    expect(cardOfInstance('wraiths#2')).toBeUndefined();
    expect(cardOfInstance('trade-cart#48')?.id).toBe('trade-cart');
    expect(cardOfInstance('trade-cart#01')).toBeUndefined();
  });

  it('is canonical JSON: whole non-negative numbers, no undefined, survives a round trip', () => {
    const walk = (v: unknown, path: string): void => {
      if (typeof v === 'number') expect(Number.isSafeInteger(v) && v >= 0, path).toBe(true);
      else if (v === undefined) expect.fail(`${path} is undefined`);
      else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
    };
    for (const c of ALL_CARDS) {
      walk(c, c.id);
      expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    }
  });

  it('keeps effects well formed', () => {
    for (const c of ALL_CARDS) {
      const { nodes, conditions } = flatten(c);
      expect(nodes.filter((n) => n.kind === 'choice').length, c.id).toBeLessThanOrEqual(1);
      expect(nodes.filter((n) => n.kind === 'sacrifice').length, c.id).toBeLessThanOrEqual(1);
      for (const n of nodes) {
        if (n.kind === 'choice') expect(n.options.length, c.id).toBeGreaterThanOrEqual(2);
        if (n.kind === 'choice') for (const o of n.options) expect(o.effects.length, c.id).toBeGreaterThan(0);
        if (n.kind === 'teeth' || n.kind === 'trigger') expect(n.actions.length, c.id).toBeGreaterThan(0);
        if ('amount' in n) expect(n.amount, c.id).toBeGreaterThan(0);
        if ('count' in n) expect(n.count, c.id).toBeGreaterThan(0);
      }
      for (const k of conditions) if (k.kind !== 'firstCardThisRound') expect(k.count, c.id).toBeGreaterThan(0);
      if (c.stronghold !== undefined) expect(c.stronghold, c.id).toBeGreaterThan(0);
      // A card does something: printed numbers, a Stronghold value or effects.
      expect(c.attack + c.defence + c.revenue + (c.stronghold ?? 0) + c.effects.length, c.id).toBeGreaterThan(0);
    }
  });

  it('uses every mechanic the rulebook names on at least one card', () => {
    const used = new Set(ALL_CARDS.flatMap((c) => [...mechanicsOf(c)]));
    for (const m of MECHANICS) expect(used.has(m), m).toBe(true);
  });

  it('gives each faction its rulebook theme', () => {
    const has = (f: keyof typeof FACTION_CARDS, m: (typeof MECHANICS)[number]) =>
      FACTION_CARDS[f].filter((c) => mechanicsOf(c).has(m)).length;
    expect(has('knights-of-kalimas', 'gainInfluence')).toBeGreaterThanOrEqual(3);
    expect(has('greenskins-of-chak', 'marketSacrifice')).toBeGreaterThanOrEqual(3);
    expect(has('mages-of-illiban-sina', 'attackPhaseChoice')).toBeGreaterThanOrEqual(8);
    expect(has('demons-of-the-rift', 'sacrificeToPit')).toBeGreaterThanOrEqual(5);
    expect(has('servants-of-the-baron', 'discardPileBonus')).toBeGreaterThanOrEqual(3);
    expect(has('servants-of-the-baron', 'ignoreStrongholds')).toBeGreaterThanOrEqual(2);
    expect(has('dwarves-of-emerald-peaks', 'playRequirement')).toBeGreaterThanOrEqual(3);
    expect(has('dwarves-of-emerald-peaks', 'stronghold')).toBeGreaterThanOrEqual(3);
    // Only Greenskins raze the market, and they always spare their own.
    for (const c of ALL_CARDS) {
      for (const n of flatten(c).nodes) if (n.kind === 'sacrificeFromMarket') expect(n.spare).toBe('greenskins-of-chak');
    }
  });

  it('makes every Mercenary a pure choice of at least two Attack-Phase options', () => {
    for (const m of MERCENARIES) {
      expect([m.attack, m.defence, m.revenue], m.id).toEqual([0, 0, 0]);
      const choices = m.effects.filter((e) => e.kind === 'choice');
      expect(choices, m.id).toHaveLength(1);
      const [choice] = choices;
      if (choice?.kind !== 'choice') expect.fail(m.id);
      expect(choice.options.length, m.id).toBeGreaterThanOrEqual(2);
      expect(mechanicsOf(m).has('attackPhaseChoice')).toBe(true);
    }
  });

  it('makes every Mercenary Camp a Stronghold that rewards Mercenaries', () => {
    for (const c of CAMPS) {
      expect(c.stronghold, c.id).toBeGreaterThan(0);
      const conditions = flatten(c).conditions;
      expect(conditions.some((k) => k.kind === 'factionPlayedThisRound' && k.faction === 'mercenary'), c.id).toBe(true);
    }
  });
});

describe('the cards the rulebook names', () => {
  it('Pack of Ghouls gains +2 with a Servants card in the discard pile', () => {
    const c = get('pack-of-ghouls');
    expect(c.faction).toBe('servants-of-the-baron');
    expect(c.effects).toContainEqual({
      kind: 'if',
      condition: { kind: 'factionInDiscard', faction: 'servants-of-the-baron', count: 1 },
      then: [{ kind: 'modify', stat: 'attack', amount: 2 }],
    });
  });

  it('Charging Juggernaut may only be the first card played', () => {
    expect(get('charging-juggernaut').effects).toContainEqual({ kind: 'playOnlyIf', condition: { kind: 'firstCardThisRound' } });
  });

  it('Assassin cuts each Opponent to two cards; Elf Ranger draws and discards', () => {
    expect(get('assassin').effects).toContainEqual({ kind: 'teeth', actions: [{ kind: 'reduceHand', handSize: 2 }] });
    const ranger = get('elf-ranger');
    expect(ranger.faction).toBe('free-elves-of-springlake');
    expect(ranger.effects).toContainEqual({ kind: 'teeth', actions: [{ kind: 'draw', count: 1 }, { kind: 'discard', count: 1 }] });
  });

  it('Wraiths and Hungry Ghosts ignore Strongholds', () => {
    for (const id of ['wraiths', 'hungry-ghosts']) expect(mechanicsOf(get(id)).has('ignoreStrongholds'), id).toBe(true);
  });

  it('Spearmen Battalion and Magnificent Castle are Knights; the Castle is a Stronghold', () => {
    const spear = get('spearmen-battalion');
    expect(spear.faction).toBe('knights-of-kalimas');
    expect(spear.effects).toContainEqual({
      kind: 'if',
      condition: { kind: 'factionPlayedThisRound', faction: 'knights-of-kalimas', count: 1 },
      then: [{ kind: 'modify', stat: 'defence', amount: 2 }],
    });
    expect(get('magnificent-castle').faction).toBe('knights-of-kalimas');
    expect(get('magnificent-castle').stronghold).toBeGreaterThan(0);
  });

  it('Colossal Golem may become Stronghold 6; Lesser Golem chooses Attack or Defence', () => {
    const golem = get('colossal-golem');
    expect(golem.faction).toBe('mages-of-illiban-sina');
    const options = golem.effects.flatMap((e) => (e.kind === 'choice' ? e.options : []));
    expect(options).toContainEqual({ effects: [{ kind: 'becomeStronghold', value: 6 }] });
    const lesser = get('lesser-golem').effects.flatMap((e) => (e.kind === 'choice' ? e.options : []));
    expect(lesser.map((o) => o.effects.map((x) => (x.kind === 'modify' ? x.stat : x.kind)))).toEqual([['attack'], ['defence']]);
  });

  it('Cemetery costs 3, buries the Auxiliary Draw top card and buys from the Pit', () => {
    const c = get('cemetery');
    expect([c.faction, c.cost]).toEqual(['servants-of-the-baron', 3]);
    expect(c.effects).toContainEqual({
      kind: 'trigger',
      at: 'revenueStart',
      actions: [
        { kind: 'sacrificeAuxiliaryTop', count: 1 },
        { kind: 'buyFromPit', count: 1, discountFaction: 'servants-of-the-baron', discount: 1 },
      ],
    });
  });
});
