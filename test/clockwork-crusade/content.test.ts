import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ABILITY_KINDS,
  CARDS,
  INFANTRY,
  SPECIAL_CARDS,
  STACK,
  UNIT_CARDS,
  WALL,
  cardById,
  cardProblems,
  hasAbility,
  setProblems,
  specialCard,
  unitCard,
} from '../../src/engine/games/clockwork-crusade/cards.js';
import { TILES, drawTile, parseTile, territoriesOf, tileById, tileProblems } from '../../src/engine/games/clockwork-crusade/tiles.js';
import type { SpecialEffect, TileDef, UnitCard } from '../../src/engine/games/clockwork-crusade/types.js';

const crab = (): UnitCard => {
  const c = unitCard('crab-tank');
  if (c === undefined) throw new Error('crab-tank missing');
  return c;
};

describe('cards', () => {
  it('every card is valid and the set has no problems', () => {
    for (const c of CARDS) expect(cardProblems(c), c.id).toBeNull();
    expect(setProblems(CARDS)).toEqual([]);
  });

  it('every one of the fourteen abilities is on at least one stack card', () => {
    expect(ABILITY_KINDS).toHaveLength(14);
    for (const kind of ABILITY_KINDS) {
      const on = UNIT_CARDS.filter((c) => c.copies > 0 && hasAbility(c, kind));
      expect(on.length, kind).toBeGreaterThan(0);
    }
  });

  it('has soldiers, vehicles and buildings in the stack, and all seven specials', () => {
    for (const type of ['soldier', 'vehicle', 'building'] as const) {
      expect(UNIT_CARDS.filter((c) => c.type === type && c.copies > 0).length, type).toBeGreaterThanOrEqual(3);
    }
    const kinds: SpecialEffect['kind'][] = ['supply', 'forced-march', 'overcharge', 'fortify', 'sabotage', 'rapid-deployment', 'field-intelligence'];
    expect(SPECIAL_CARDS.map((s) => s.effect.kind).sort()).toEqual([...kinds].sort());
  });

  it('Infantry and Wall are public cards outside the stack, as the rulings say', () => {
    expect(INFANTRY).toMatchObject({ id: 'infantry', type: 'soldier', cost: 1, range: { min: 1, max: 1 }, copies: 0, level2: [], level3: [] });
    expect(WALL).toMatchObject({ id: 'wall', type: 'building', defense: 10, movement: 0, copies: 0 });
    expect(hasAbility(WALL, 'barricade')).toBe(true);
    expect(STACK).not.toContain('infantry');
    expect(STACK).not.toContain('wall');
  });

  it('the stack lists every card once per copy and holds at most 100', () => {
    expect(STACK.length).toBeLessThanOrEqual(100);
    for (const c of CARDS) expect(STACK.filter((id) => id === c.id).length, c.id).toBe(c.copies);
    expect(STACK.length).toBe(CARDS.reduce((n, c) => n + c.copies, 0));
    for (const id of STACK) expect(cardById(id), id).toBeDefined();
  });

  it('ids are unique and the accessors find each kind', () => {
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(CARDS.length);
    expect(unitCard('crab-tank')?.name).toBe('Crab Tank');
    expect(unitCard('sabotage')).toBeUndefined();
    expect(specialCard('sabotage')?.effect.kind).toBe('sabotage');
    expect(specialCard('crab-tank')).toBeUndefined();
    expect(cardById('no-such-card')).toBeUndefined();
  });

  it('the Crab Tank has the rulebook example bonus: +2 defence against Vehicles with two copies', () => {
    expect(crab().level2).toEqual([{ stat: 'defense', amount: 2, vs: 'vehicle' }]);
  });

  it('costs stay 1–6 and cheap soldiers exist for the low starting income', () => {
    const soldiers = UNIT_CARDS.filter((c) => c.type === 'soldier' && c.copies > 0);
    expect(soldiers.filter((c) => c.cost <= 2).length).toBeGreaterThanOrEqual(3);
    for (const c of UNIT_CARDS) expect(c.cost >= 1 && c.cost <= 6, c.id).toBe(true);
  });
});

describe('cardProblems refuses broken cards', () => {
  const broken: [string, UnitCard, RegExp][] = [
    ['cost 0', { ...crab(), cost: 0 }, /cost/],
    ['cost 7', { ...crab(), cost: 7 }, /cost/],
    ['Ranged Only with min 1', { ...crab(), abilities: [{ kind: 'ranged-only' }] }, /Ranged Only/],
    ['min range 2 without Ranged Only', { ...crab(), range: { min: 2, max: 3 } }, /Ranged Only/],
    ['max below min', { ...crab(), range: { min: 1, max: 0 } }, /range/],
    ['moving building', { ...WALL, id: 'w', movement: 1 }, /movement 0/],
    ['attacking building without Mounted Weaponry', { ...WALL, id: 'w', attack: 2 }, /Mounted Weaponry/],
    ['Mounted Weaponry on a vehicle', { ...crab(), abilities: [{ kind: 'mounted-weaponry' }] }, /buildings only/],
    ['ability twice', { ...crab(), abilities: [{ kind: 'stealth' }, { kind: 'stealth' }] }, /twice/],
    ['artillery from 1', { ...crab(), abilities: [{ kind: 'artillery-shell', min: 1, max: 4 }] }, /Artillery/],
    ['self destruct 0', { ...crab(), abilities: [{ kind: 'self-destruct', radius: 0 }] }, /Self Destruct/],
    ['3.0 bonus with 2 copies', { ...crab(), copies: 2 }, /3\.0/],
    ['levels on a card outside the stack', { ...crab(), copies: 0 }, /2\.0/],
    ['building movement bonus', { ...WALL, id: 'w', copies: 3, level2: [{ stat: 'movement', amount: 1 }] }, /movement bonus/],
    ['zero bonus', { ...crab(), level2: [{ stat: 'attack', amount: 0 }] }, /positive/],
    ['vehicle that cannot move', { ...crab(), movement: 0 }, /moves at least 1/],
    ['bad id', { ...crab(), id: 'Crab Tank' }, /id/],
  ];
  for (const [what, card, reason] of broken) {
    it(what, () => expect(cardProblems(card)).toMatch(reason));
  }

  it('refuses broken specials', () => {
    const s = SPECIAL_CARDS[0]!;
    expect(cardProblems({ ...s, text: ' ' })).toMatch(/text/);
    expect(cardProblems({ ...s, copies: 0 })).toMatch(/copies/);
    expect(cardProblems({ ...s, effect: { kind: 'supply', amount: 0 } })).toMatch(/amount/);
    expect(cardProblems({ ...s, effect: { kind: 'fortify', defense: 3 } })).toMatch(/fortify/);
  });

  it('the set check finds duplicate ids and an oversized stack', () => {
    expect(setProblems([crab(), crab()])).toContain('crab-tank: id used twice');
    const big = Array.from({ length: 20 }, (_, i) => ({ ...crab(), id: `tank-${i}`, copies: 6 }));
    expect(setProblems(big).some((p) => /more than 100/.test(p))).toBe(true);
  });
});

const hexes = (t: TileDef) => t.hexes;
const ofTile = (rows: string[]): TileDef => ({ id: 'test-tile', name: 'Test', hexes: parseTile(rows) });

describe('tiles', () => {
  it('there are fourteen valid tiles with unique ids', () => {
    expect(TILES).toHaveLength(14);
    expect(new Set(TILES.map((t) => t.id)).size).toBe(14);
    for (const t of TILES) expect(tileProblems(t), t.id).toBeNull();
  });

  it('each tile: 19 distinct hexes within radius 2, 2–4 territories, some neutral', () => {
    for (const t of TILES) {
      const keys = new Set(hexes(t).map((h) => `${h.q},${h.r}`));
      expect(keys.size, t.id).toBe(19);
      for (const h of hexes(t)) expect(Math.max(Math.abs(h.q), Math.abs(h.r), Math.abs(h.q + h.r)), t.id).toBeLessThanOrEqual(2);
      expect(territoriesOf(t).length, t.id).toBeGreaterThanOrEqual(2);
      expect(territoriesOf(t).length, t.id).toBeLessThanOrEqual(4);
      expect(hexes(t).some((h) => h.terrain === 'neutral'), t.id).toBe(true);
    }
  });

  it('about half the tiles have water, and the pool has 2-, 3- and 4-territory tiles', () => {
    const wet = TILES.filter((t) => hexes(t).some((h) => h.terrain === 'water')).length;
    expect(wet).toBeGreaterThanOrEqual(5);
    expect(wet).toBeLessThanOrEqual(9);
    const counts = new Set(TILES.map((t) => territoriesOf(t).length));
    expect([...counts].sort()).toEqual([2, 3, 4]);
  });

  it('tileById finds each tile; drawing a tile and reading it back gives the same hexes', () => {
    for (const t of TILES) {
      expect(tileById(t.id)).toBe(t);
      const again = parseTile(drawTile(t));
      expect(again).toEqual(t.hexes);
    }
    expect(tileById('nowhere')).toBeUndefined();
  });

  it('the parser places the rows as a pointy-top hexagon', () => {
    const t = ofTile(['a a a', 'a . . b', 'c . . . b', 'c . . b', 'c c b']);
    expect(t.hexes.find((h) => h.q === 0 && h.r === -2)?.territory).toBe('a');
    expect(t.hexes.find((h) => h.q === -2 && h.r === 0)?.territory).toBe('c');
    expect(t.hexes.find((h) => h.q === 0 && h.r === 2)?.territory).toBe('b');
    expect(t.hexes.find((h) => h.q === 2 && h.r === 0)?.territory).toBe('b');
    expect(tileProblems(t)).toBeNull();
  });
});

// The tile lattice as types.ts describes it (basis (5, −2) and its 60° turn; hex.ts holds the
// rules' copy): any two tiles side by side, in any rotations, touch by land, so no placement
// choice leaves a later tile without a legal spot next to it.
type Ax = { q: number; r: number };
const turn = (a: Ax, k: number): Ax => {
  let [x, y, z] = [a.q, -a.q - a.r, a.r];
  for (let i = 0; i < k; i++) [x, y, z] = [-z, -x, -y];
  return { q: x, r: z };
};
const LA: Ax = { q: 5, r: -2 };
const LB = turn(LA, 1);
const STEPS: Ax[] = [{ q: 1, r: 0 }, { q: 1, r: -1 }, { q: 0, r: -1 }, { q: -1, r: 0 }, { q: -1, r: 1 }, { q: 0, r: 1 }];
const landAt = (t: TileDef, at: Ax, rot: number): Ax[] =>
  t.hexes.filter((h) => h.terrain !== 'water').map((h) => {
    const p = turn(h, rot);
    return { q: p.q + LA.q * at.q + LB.q * at.r, r: p.r + LA.r * at.q + LB.r * at.r };
  });

describe('tiles join by land', () => {
  it('the lattice neighbours sit edge to edge (tiles never overlap, some hexes touch)', () => {
    const a = new Set(landAt(TILES[1]!, { q: 0, r: 0 }, 0).map((h) => `${h.q},${h.r}`));
    for (const at of STEPS) {
      const b = landAt(TILES[1]!, at, 0);
      expect(b.some((h) => a.has(`${h.q},${h.r}`))).toBe(false);
      expect(b.some((h) => STEPS.some((d) => a.has(`${h.q + d.q},${h.r + d.r}`)))).toBe(true);
    }
  });

  it('every pair of tiles, every rotation, every side: at least one land hex touches land', () => {
    const bad: string[] = [];
    for (const x of TILES) for (let rx = 0; rx < 6; rx++) {
      const a = new Set(landAt(x, { q: 0, r: 0 }, rx).map((h) => `${h.q},${h.r}`));
      for (const y of TILES) for (let ry = 0; ry < 6; ry++) for (const at of STEPS) {
        const touch = landAt(y, at, ry).some((h) => STEPS.some((d) => a.has(`${h.q + d.q},${h.r + d.r}`)));
        if (!touch) bad.push(`${x.id}@${rx} ${y.id}@${ry} at ${at.q},${at.r}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('a tile that is all water on one side can fail to join (the check can fail)', () => {
    const wet = ofTile(['~ ~ ~', '~ ~ a b', '~ . a b b', '~ . a b', '. a b']);
    const a = new Set(landAt(wet, { q: 0, r: 0 }, 0).map((h) => `${h.q},${h.r}`));
    const touches = STEPS.map((at) => landAt(wet, at, 3).some((h) => STEPS.some((d) => a.has(`${h.q + d.q},${h.r + d.r}`))));
    expect(touches).toContain(false);
  });
});

describe('tileProblems refuses broken tiles', () => {
  const good = TILES[0]!;
  const cases: [string, TileDef, RegExp][] = [
    ['18 hexes', { ...good, hexes: good.hexes.slice(1) }, /19 hexes/],
    ['a hex twice', { ...good, hexes: [...good.hexes.slice(1), good.hexes[1]!] }, /twice/],
    ['a hex outside', { ...good, hexes: [...good.hexes.slice(1), { q: 3, r: 0, terrain: 'neutral' }] }, /outside/],
    ['a split territory', ofTile(['a a b', 'a . . b', '. . . b b', 'a . . b', 'a a b']), /split/],
    ['a territory of 2', ofTile(['a a .', '. . . b', '. . . b b', '. . . b', '. . b']), /at least 3/],
    ['one territory', ofTile(['a a a', 'a . . a', 'a . . . a', 'a . . a', 'a a a']), /2 to 4/],
    ['a fifth territory', ofTile(['a a a', 'b b b .', 'c c c d d', 'e e e d', '. . .']), /letter a–d/],
    ['no neutral', ofTile(['a a a', 'a a b b', 'a a b b b', 'a a b b', 'a b b']), /neutral/],
    ['a lake island', ofTile(['a a a', 'a ~ ~ b', 'a ~ . ~ b', 'a ~ ~ b', 'b b b']), /cut off/],
    ['a side all water', ofTile(['~ ~ ~', 'a a . b', 'a a . b b', 'a . . b', 'a . b']), /all water/],
    ['letters with a gap', ofTile(['a a a', 'a . . c', 'a . . c c', '. . . c', '. c c']), /without gaps/],
    ['territory hex without a letter', { ...good, hexes: good.hexes.map((h, i) => (i === 0 ? { q: h.q, r: h.r, terrain: 'territory' as const } : h)) }, /letter/],
  ];
  for (const [what, t, reason] of cases) {
    it(what, () => expect(tileProblems(t)).toMatch(reason));
  }
});

describe('the docs match the data', () => {
  const doc = readFileSync(new URL('../../docs/clockwork-crusade.md', import.meta.url), 'utf8');

  it('the card table lists every card with its type, cost, attack, defence, movement and copies', () => {
    for (const c of UNIT_CARDS) {
      const row = doc.split('\n').find((l) => l.includes(`\`${c.id}\``));
      expect(row, c.id).toBeDefined();
      const cells = row!.split('|').map((x) => x.trim());
      const attack = c.type === 'building' && c.attack === 0 ? '—' : `${c.attack}`;
      const defence = c.type === 'building' ? `${c.defense} (static)` : `${c.defense}`;
      expect([cells[2], cells[3], cells[5], cells[6], cells[7], cells[11]], c.id).toEqual([c.type, `${c.cost}`, attack, defence, `${c.movement}`, `${c.copies}`]);
    }
    for (const s of SPECIAL_CARDS) expect(doc, s.id).toContain(`| ${s.name} \`${s.id}\` | ${s.effect.kind} | ${s.text} | ${s.copies} |`);
    expect(doc).toContain(`**${STACK.length} cards**`);
  });

  it('the tile pictures show every tile as drawn from the data', () => {
    const lines = doc.split('\n');
    for (const t of TILES) {
      const at = lines.findIndex((l) => l.split(/\s+/).includes(t.id));
      expect(at, t.id).toBeGreaterThan(-1);
      const col = lines[at]!.indexOf(t.id);
      const drawn = lines.slice(at + 2, at + 7).map((l) => l.slice(col, col + 21).trim());
      expect(drawn, t.id).toEqual(drawTile(t).map((l) => l.trim()));
    }
  });
});
