/**
 * What the Clockwork Crusade table lights and says (src/ui/games/clockwork-crusade/), checked
 * over simulated matches between the engine's bots: a unit's lit moves and targets are exactly
 * the engine's legal moves for it (nothing invented, nothing left out), the tile and gate choices
 * cover the legal list, territory colours never repeat across a border or within a tile, and the
 * dice panel and the hand read as they should.
 */
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import type { Json, Knowledge } from '../../src/engine/game.js';
import { ABILITY_KINDS, CARDS, cardById } from '../../src/engine/games/clockwork-crusade/cards.js';
import { clockworkCrusadeModule } from '../../src/engine/games/clockwork-crusade/module.js';
import type { Ability, CcState, HexId } from '../../src/engine/games/clockwork-crusade/types.js';
import { simulate } from '../../src/engine/simulate.js';
import { actingUnits, gateChoices, hexOfTarget, movesOf, reachOf, tileChoices, valueCard } from '../../src/ui/games/clockwork-crusade/ask.js';
import { levelOf } from '../../src/ui/games/clockwork-crusade/facts.js';
import { hexId, neighbour, parseHex } from '../../src/ui/games/clockwork-crusade/geometry.js';
import { handOf } from '../../src/ui/games/clockwork-crusade/hand.js';
import { ccHeadline } from '../../src/ui/games/clockwork-crusade/headline.js';
import { shortName, territoryColours } from '../../src/ui/games/clockwork-crusade/look.js';
import { Dice } from '../../src/ui/games/clockwork-crusade/parts.js';
import { abilityName, abilityText } from '../../src/ui/games/clockwork-crusade/words.js';

const def = clockworkCrusadeModule.def;

/** Seat-to-move states of a few simulated matches, with that seat's knowledge and legal list. */
function moments(seats: number, seed: number, every = 1): { s: CcState; seat: number; k: Knowledge; legal: readonly Json[] }[] {
  const out: { s: CcState; seat: number; k: Knowledge; legal: readonly Json[] }[] = [];
  const bots = Array.from({ length: seats }, (_, i) => clockworkCrusadeModule.bots.random!(new Uint8Array(32).fill(seed * 11 + i)));
  let n = 0;
  simulate(def, { rounds: 6 }, seats, new Uint8Array(32).fill(seed), bots, {
    check: (json, known) => {
      const s = json as unknown as CcState;
      const r = def.request(s);
      if (r?.kind === 'move' && n++ % every === 0) {
        const k = { seat: r.seat, cards: Object.fromEntries(Object.entries(known).filter(([h]) => h.startsWith(`${r.seat}:`))) };
        out.push({ s, seat: r.seat, k, legal: def.legal(s, r.seat, k) as readonly Json[] });
      }
      return null;
    },
  });
  return out;
}

const text = (v: unknown): string => {
  if (v === null || v === undefined || typeof v === 'boolean') return '';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(text).join(' ');
  const node = v as VNode<{ children?: unknown }>;
  if (typeof node.type === 'function') return text((node.type as (p: unknown) => unknown)(node.props));
  return text(node.props?.children);
};

describe('the Clockwork Crusade table lights only what the engine allows', () => {
  const all = [...moments(2, 1), ...moments(3, 2, 2)];

  it('a unit\'s lit moves, attacks and ability targets are exactly its legal moves', () => {
    let units = 0;
    for (const { s, legal } of all) {
      if (s.phase !== 'main') continue;
      for (const id of actingUnits(s, legal, {})) {
        units++;
        const reach = reachOf(s, legal, id, {});
        const moves = movesOf(legal, 'move').filter((m) => m.unit === id).map((m) => m.to).sort();
        expect([...reach.move].sort()).toEqual(moves);
        const attacks = movesOf(legal, 'attack').filter((m) => m.unit === id).map((m) => m.target).sort();
        expect([...reach.attack.values()].sort()).toEqual(attacks);
        for (const [h, target] of reach.attack) expect(hexOfTarget(s, target)).toBe(h);
        for (const m of movesOf(legal, 'ability').filter((x) => x.unit === id)) {
          expect(reach.abilities.has(m.ability)).toBe(true);
          if (m.target !== undefined) expect([...(reach.abilities.get(m.ability)?.values() ?? [])]).toContain(m.target);
        }
      }
    }
    expect(units).toBeGreaterThan(5);
  });

  it('every legal tile placement and gate is reachable through the table\'s choices, and nothing else', () => {
    let tiles = 0;
    let gates = 0;
    for (const { legal } of all) {
      const tm = movesOf(legal, 'tile');
      if (tm.length) {
        const tc = tileChoices(legal);
        const listed = tc.tiles.flatMap((t) => tc.slots(t).flatMap((at) => tc.rotations(t, at).map((r) => `${t}@${at.q},${at.r}/${r}`)));
        expect(listed.sort()).toEqual(tm.map((m) => `${m.tile}@${m.at.q},${m.at.r}/${m.rotation}`).sort());
        tiles++;
      }
      const gm = movesOf(legal, 'gate');
      if (gm.length) {
        const gc = gateChoices(legal);
        expect(gc.hexes.flatMap((h) => gc.arrows(h).map((a) => `${h}>${a}`)).sort()).toEqual(gm.map((m) => `${m.hex}>${m.arrow}`).sort());
        gates++;
      }
    }
    expect(tiles).toBeGreaterThan(0);
    expect(gates).toBeGreaterThan(0);
  });

  it('territories that touch, or share a tile, never share a colour', () => {
    const last = all[all.length - 1]!.s;
    const colours = territoryColours(last.board);
    let borders = 0;
    for (const [h, b] of Object.entries(last.board)) {
      const a = parseHex(h)!;
      for (let i = 0; i < 6; i++) {
        const n = last.board[hexId(neighbour(a, i).q, neighbour(a, i).r) as HexId];
        if (b.territory && n?.territory && n.territory !== b.territory) { borders++; expect(colours.get(b.territory)).not.toBe(colours.get(n.territory)); }
      }
    }
    const byTile = new Map<string, string[]>();
    for (const t of colours.keys()) byTile.set(t.split('/')[0]!, [...(byTile.get(t.split('/')[0]!) ?? []), colours.get(t)!]);
    for (const list of byTile.values()) expect(new Set(list).size).toBe(list.length);
    expect(borders).toBeGreaterThan(0);
  });
});

describe('what the table says', () => {
  it('the dice panel shows both totals and "ties go to the defender" for a fight, and no such line for a lone coin', () => {
    const f = { s: {} as CcState, viewer: 0, names: ['Alice', 'Bob'], watching: false };
    const fight = text(Dice({ f, rolls: [{ seat: 0, what: 'Crab Tank attacks: attacker', dice: [3, 5], total: 11 }, { seat: 1, what: 'Infantry defends', dice: [6, 2], total: 9 }] }));
    expect(fight).toMatch(/=\s*11/);
    expect(fight).toMatch(/=\s*9/);
    expect(fight).toContain('ties go to the defender');
    expect(fight).toContain('Bob');
    const coin = text(Dice({ f, rolls: [{ seat: 1, what: 'Stealth', dice: [], coin: 'heads' }] }));
    expect(coin).toContain('Heads');
    expect(coin).not.toContain('defender');
  });

  it('a portal\'s face-down values name their card, the Infantry too', () => {
    expect(valueCard({ t: 'infantry' })).toBe('infantry');
    expect(valueCard('infantry')).toBe('infantry');
    expect(valueCard({ t: 'card', handle: '0:3', card: 'crab-tank' })).toBe('crab-tank');
    expect(valueCard({ handle: '0:3' })).toBeNull();
  });

  it('the hand holds the Infantry and the cards this seat can read, never another seat\'s', () => {
    const s = { players: [{ hand: ['0:1', '0:2'], shown: {} }, { hand: ['1:1'], shown: {} }] } as unknown as CcState;
    const h = handOf(s, 0, { '0:1': 'crab-tank', '1:1': 'ember-golem' }, cardById);
    expect(h.cards.map((c) => c.card.id)).toEqual(['infantry', 'crab-tank']);
    expect(h.unknown).toBe(1);
  });

  it('a unit shows its level only with two or three shown copies of its card', () => {
    const base = { players: [{ shown: { '0:1': 'crab-tank' } }] } as unknown as CcState;
    const u = { id: 'u1', owner: 0, hex: '0,0', card: 'crab-tank', moved: 0, attacks: 0 };
    expect(levelOf(base, u)).toBe(0);
    const two = { players: [{ shown: { '0:1': 'crab-tank', '0:2': 'crab-tank' } }] } as unknown as CcState;
    expect(levelOf(two, u)).toBe(2);
    const three = { players: [{ shown: { '0:1': 'crab-tank', '0:2': 'crab-tank', '0:5': 'crab-tank' } }] } as unknown as CcState;
    expect(levelOf(three, u)).toBe(3);
    expect(levelOf(three, { ...u, faceDown: { slot: 'x' } })).toBe(0);
  });

  it('every unit card has its own short name on the map, and every ability has words', () => {
    const units = CARDS.filter((c) => c.kind === 'unit');
    expect(new Set(units.map((c) => shortName(c.name))).size).toBe(units.length);
    for (const kind of ABILITY_KINDS) {
      const a = { kind, min: 2, max: 4, radius: 1 } as unknown as Ability;
      expect(abilityName(a).length).toBeGreaterThan(3);
      expect(abilityText(a).length).toBeGreaterThan(20);
    }
  });

  it('the headline counts territories held and plays no seat numbers', () => {
    const s = { players: [{ resources: 5, eliminated: false }, { resources: 2, eliminated: true }], gates: [{ owner: 0, territory: 'a/a' }, { owner: 0, territory: 'a/b' }, { owner: 0, territory: 'a/b' }] } as unknown as CcState;
    expect(ccHeadline(s).map((h) => [h.value, h.detail])).toEqual([[2, '5 res.'], [0, 'out']]);
  });
});
