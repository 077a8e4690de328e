/** Card data: deck sizes, provenance marks, the 1.4.3 facts, and text generated from data. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv, sharedData } from '../published-csv.js';
import {
  ALL_CARDS, BASIC_DECK_SIZE, FACTION_CARDS, FACTION_DECK_SIZE, TROOPERS, basicDeck, cardById, cardOf, factionDeck,
} from '../../src/engine/games/crystal-factions/cards/index.js';
import { cardText, cardTextLines } from '../../src/engine/games/crystal-factions/text.js';
import { FACTIONS, STEALTH_COST, STEALTH_TECH } from '../../src/engine/games/crystal-factions/types.js';

const get = (id: string) => {
  const c = cardById(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

describe('decks', () => {
  it.each(FACTIONS)('%s: a 20-card faction deck, at most 2 copies a card, and a 10-Trooper basic deck', (f) => {
    expect(factionDeck(f)).toHaveLength(FACTION_DECK_SIZE);
    expect(new Set(factionDeck(f)).size).toBe(FACTION_DECK_SIZE);
    expect([...factionDeck(f)]).toEqual([...factionDeck(f)].sort());
    for (const c of FACTION_CARDS[f]) {
      expect(c.copies, c.id).toBeGreaterThanOrEqual(1);
      expect(c.copies, c.id).toBeLessThanOrEqual(2);
      expect(c.faction).toBe(f);
    }
    expect(basicDeck(f)).toHaveLength(BASIC_DECK_SIZE);
    expect(TROOPERS[f]).toMatchObject({ cost: 2, tech: 1, power: { mining: 1, attack: 1, tech: 1 }, types: ['basic'] });
  });

  it('card ids are unique and every instance id resolves', () => {
    expect(new Set(ALL_CARDS.map((c) => c.id)).size).toBe(ALL_CARDS.length);
    for (const f of FACTIONS) for (const id of [...factionDeck(f), ...basicDeck(f)]) expect(cardOf(id), id).toBeDefined();
    expect(cardOf('scout-drone#3')).toBeUndefined();
    expect(cardOf('scout-drone#01')).toBeUndefined();
    expect(cardOf('nothing#1')).toBeUndefined();
  });

  it('every Stealth card costs 5 crystals and needs 3 tech (so a face-down play is paid publicly)', () => {
    const stealth = ALL_CARDS.filter((c) => c.stealth);
    expect(stealth.map((c) => c.id).sort()).toEqual(['cloaked-transport', 'invisible-hand', 'sniper-squad', 'stealth-trooper', 'whisper-network']);
    for (const c of stealth) expect([c.cost, c.tech]).toEqual([STEALTH_COST, STEALTH_TECH]);
  });

  it('every card says where it comes from; completed and original cards explain themselves', () => {
    const counts: Record<string, Record<string, number>> = {};
    for (const f of FACTIONS) {
      counts[f] = { published: 0, completed: 0, original: 0 };
      for (const c of FACTION_CARDS[f]) {
        (counts[f] as Record<string, number>)[c.origin] = ((counts[f] as Record<string, number>)[c.origin] ?? 0) + 1;
        if (c.origin === 'completed') expect(c.note, c.id).not.toBe('');
        if (c.origin === 'published') expect(c.note, c.id).toBe('');
      }
    }
    // Distinct cards per faction (the docs list the copies).
    expect(counts).toEqual({
      'cybernet-collective': { published: 6, completed: 1, original: 6 },
      'caldors-brigadeers': { published: 3, completed: 3, original: 7 },
      'megalaxian-mining-consortium': { published: 4, completed: 3, original: 5 },
      'endacor-federation': { published: 8, completed: 11, original: 1 },
    });
  });
});

/** The 1.4.3 card facts, where the file is at hand: every named card is in the set with its known numbers. */
const CSV = sharedData('crystal-factions-cards.csv');

const FACTION_OF: Record<string, string> = {
  'Cybernet Collective': 'cybernet-collective', "Caldor's Brigadeers": 'caldors-brigadeers',
  'Megalaxian Mining Consortium': 'megalaxian-mining-consortium', 'Endacor Federation': 'endacor-federation',
};

describe.skipIf(!existsSync(CSV))('the published card facts (crystal-factions-cards.csv, 1.4.3)', () => {
  const rows = existsSync(CSV) ? parseCsv(readFileSync(CSV, 'utf8')) : [];
  it('every faction card of the data is in the set, with every number the data gives', () => {
    const named = rows.filter((r) => r.faction !== 'All factions' && r.card_type !== 'Basic');
    expect(named).toHaveLength(39);
    for (const r of named) {
      const f = FACTION_OF[r.faction as string] as string;
      const c = FACTION_CARDS[f as keyof typeof FACTION_CARDS].find((x) => x.name === r.name);
      expect(c, r.name).toBeDefined();
      if (!c) continue;
      const num = (k: string) => (r[k] === '' ? null : Number(r[k]));
      if (num('cost') !== null) expect(c.cost, `${c.name} cost`).toBe(num('cost'));
      if (num('tech_req') !== null) expect(c.tech, `${c.name} tech`).toBe(num('tech_req'));
      if (num('mining') !== null) expect(c.power.mining, `${c.name} mining`).toBe(num('mining'));
      if (num('attack') !== null) expect(c.power.attack, `${c.name} attack`).toBe(num('attack'));
      if (num('tech') !== null) expect(c.power.tech, `${c.name} tech power`).toBe(num('tech'));
      if (r.card_id) expect(c.code, c.name).toBe(r.card_id);
      const complete = r.completeness === 'complete' && r.presence_1_4_3 !== 'uncertain';
      expect(c.origin, c.name).toBe(complete ? 'published' : 'completed');
    }
  });

  it('the base lane cards and the Trooper match', () => {
    const base = rows.filter((r) => r.faction === 'All factions');
    expect(base.map((r) => [r.mining, r.attack, r.tech].join('/'))).toEqual(['2//', '/0/', '//1']);
    const b001 = rows.find((r) => r.card_id === 'B001');
    expect(TROOPERS['cybernet-collective'].code).toBe(b001?.card_id);
  });
});

describe('card text from data', () => {
  it('gives every card text, one sentence per line', () => {
    for (const c of ALL_CARDS) {
      const lines = cardTextLines(c);
      expect(lines.length, c.id).toBeGreaterThanOrEqual(c.abilities.length);
      for (const l of lines) {
        expect(l, c.id).toMatch(/^[A-Z]/);
        expect(l, c.id).toMatch(/[.)]$/);
        expect(l, c.id).not.toMatch(/undefined|NaN|\[object|null/);
      }
    }
  });

  it('renders the named cards as expected', () => {
    expect(cardTextLines(get('automated-drones'))).toEqual([
      'Drone.',
      'When played: Swarming 1 (+1 Boost on this lane for each of your other Drones in play).',
      'End of turn: Draw 2 cards.',
    ]);
    expect(cardText(get('alloy-plating'))).toBe('When played: Gain 2 hitpoints.');
    expect(cardTextLines(get('third-party-research'))).toEqual([
      'Mercenary.',
      'When played: You may discard one of your other cards from your Tech lane; if you do, gain 5 crystals.',
      'End of turn: Pay 5 crystals or this card returns to your hand.',
    ]);
    expect(cardTextLines(get('invisible-hand'))[1]).toBe('End of turn: Gain 2 crystals; if it was revealed from Stealth, gain 5 crystals instead.');
    expect(cardTextLines(get('orbital-drop-mech'))[0]).toBe(
      'You may discard one of your Satellites in play to play this card with tech requirement 0 (the crystal cost is still paid).',
    );
    expect(cardText(get('frontal-assault'))).toBe(
      'When played: You may discard up to 3 of your other cards from your Attack lane; for each one, deal 2 damage to an opponent of your choice.',
    );
    expect(cardText(get('ore-hauler'))).toBe('End of turn: Gain 1 crystal for each card in your Mining lane.');
    expect(cardText(get('boring-machine'))).toBe('No ability.');
    expect(cardText(get('corrupt-policies'))).toBe('When played: Corrupt 1 (put 1 corruption token on one of your lanes).');
  });
});
