/**
 * Every attribute the cards use, on small tables (rulebook "Attributes"; clarifications
 * "Attributes"): Omnistrike, Ranged Attack, Stealth, Swarm, Flight, Movement, Regeneration, and
 * what happens to a card that moved, to spells, to immune cards.
 */
import { describe, expect, it } from 'vitest';
import { planAttack } from '../../src/engine/games/arackuan/attack.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { profAt } from '../../src/engine/games/arackuan/profile.js';
import { destinations } from '../../src/engine/games/arackuan/movement.js';
import { endOfRound } from '../../src/engine/games/arackuan/end-round.js';
import type { Prof } from '../../src/engine/games/arackuan/profile.js';
import { at, play, refused, table } from './helpers.js';

const FOE_IDLE = { card: 'swamp-ogre', at: 'h2', seat: 1 } as const;
const dests = (s: ReturnType<typeof table>, sq: string) => destinations(s, profAt(s, sq) as Prof).map((d) => d.to).sort();

describe('Omnistrike', () => {
  it('one attack strikes every adjacent enemy card (never a spell); the named target may get help', () => {
    const s = table([
      { card: 'slayer', at: 'd3', seat: 1 }, { card: 'nihilist-penguin', at: 'd4', seat: 0 }, { card: 'nihilist-penguin', at: 'c3', seat: 0 },
      { card: 'lunar-wendigo', at: 'e3', seat: 0 }, { card: 'winter-protects', at: 'd2', seat: 0 }, { card: 'yeti', at: 'a2', seat: 0 },
    ], { starter: 1, factions: ['whitelands', 'myrkur'] });
    // Winter Protects (+2 defence to adjacent allies) touches none of the three; Slayer (2) beats the Penguins (1), not the Wendigo (2).
    const strikes = planAttack(s, 'd4', ['d3'], false);
    expect(strikes[0]).toMatchObject({ sum: 2, defence: 1, success: true });
    expect(strikes.map((x) => [x.sum, x.defence, x.success]).sort()).toEqual([[2, 1, true], [2, 1, true], [2, 2, false]]);
    const after = play(s, { kind: 'attack', target: 'd4', with: ['d3'] }, 1);
    expect([at(after, 'd4'), at(after, 'c3'), at(after, 'e3'), at(after, 'd2')]).toEqual([null, null, 'lunar-wendigo', 'winter-protects']);
  });

  it('in the same declaration other cards may add to its strikes on the other adjacent enemies', () => {
    const s = table([
      { card: 'slayer', at: 'd3', seat: 1 }, { card: 'swamp-ogre', at: 'f3', seat: 1 }, { card: 'scuttle-jaw', at: 'h2', seat: 1 },
      { card: 'nihilist-penguin', at: 'd4', seat: 0 }, { card: 'lunar-wendigo', at: 'e3', seat: 0 }, { card: 'yeti', at: 'a2', seat: 0 },
    ], { starter: 1 });
    const move = { kind: 'attack', target: 'd4', with: ['d3'], also: [{ target: 'e3', with: ['f3'] }] } as const;
    const after = play(s, move, 1);
    expect([at(after, 'd4'), at(after, 'e3')]).toEqual([null, null]);
    const e3 = planAttack(s, 'd4', ['d3'], false, move.also).find((x) => x.defence === 2);
    expect(e3).toMatchObject({ sum: 4, success: true });
    expect(e3?.attackers).toHaveLength(2);
    // Only next to the Omnistrike card, and never twice with one card.
    expect(refused(s, { kind: 'attack', target: 'd4', with: ['d3'], also: [{ target: 'a2', with: ['f3'] }] }, 1)).toMatch(/not another enemy card next to Slayer/);
    expect(refused(s, { kind: 'attack', target: 'd4', with: ['f3'], also: [{ target: 'e3', with: ['d3'] }] }, 1)).toMatch(/Omnistrike|reach/);
  });

  it('Flail also strikes its own side next to it', () => {
    const s = table([{ card: 'flail', at: 'd3', seat: 1 }, { card: 'scuttle-jaw', at: 'd2', seat: 1 }, { card: 'nihilist-penguin', at: 'd4', seat: 0 }, { card: 'yeti', at: 'a2', seat: 0 }], { starter: 1 });
    const after = play(s, { kind: 'attack', target: 'd4', with: ['d3'] }, 1);
    expect([at(after, 'd4'), at(after, 'd2')]).toEqual([null, null]);
  });
});

describe('Ranged Attack and Stealth', () => {
  it('a ranged card reaches as far as its number (Manhattan, over other cards); a plain one only next to it', () => {
    const s = table([{ card: 'nakka-archer', at: 'd3', seat: 0 }, { card: 'scuttle-jaw', at: 'e4', seat: 1 }, { card: 'scuttle-jaw', at: 'g3', seat: 1 }], { factions: ['vestur', 'myrkur'] });
    expect(refused(s, { kind: 'attack', target: 'g3', with: ['d3'] })).toMatch(/out of Nakka Archer's reach \(3 away, reach 2\)/);
    expect(at(play(s, { kind: 'attack', target: 'e4', with: ['d3'] }), 'e4')).toBeNull();
  });

  it('Stealth: a creature next to it counts as 2 away — melee cannot reach it, Ranged Attack 2 can', () => {
    const s = table([
      { card: 'hexacarias', at: 'c3', seat: 0 }, { card: 'nakka-archer', at: 'e3', seat: 0 }, { card: 'tomur-disc', at: 'd3', seat: 1 }, FOE_IDLE,
    ], { factions: ['vestur', 'byartur'] });
    expect(refused(s, { kind: 'attack', target: 'd3', with: ['c3'] })).toMatch(/Stealth/);
    expect(at(play(s, { kind: 'attack', target: 'd3', with: ['e3'] }), 'd3')).toBeNull();
  });
});

describe('Swarm', () => {
  it('+1 attack for each other card of its family on the battlefield, either side', () => {
    const s = table([
      { card: 'angry-peasant', at: 'd3', seat: 0 }, { card: 'angry-peasant', at: 'a2', seat: 0 }, { card: 'angry-peasant', at: 'h2', seat: 1 },
    ], { factions: ['byartur', 'byartur'] });
    expect(profAt(s, 'd3')?.attack).toBe(2);
  });

  it('Snow Griffin takes Swarm from the enemies next to it', () => {
    const s = table([
      { card: 'angry-peasant', at: 'd3', seat: 1 }, { card: 'angry-peasant', at: 'a2', seat: 1 }, { card: 'snow-griffin', at: 'd4', seat: 0 },
    ], { factions: ['whitelands', 'byartur'] });
    expect(profAt(s, 'd3')?.attack).toBe(0);
    expect(profAt(s, 'a2')?.attack).toBe(1);
  });
});

describe('Flight and Movement', () => {
  it('Flight: to any free square next to another card, or a swap with an ally; not next to nothing', () => {
    const s = table([{ card: 'eagle', at: 'd3', seat: 0 }, { card: 'yeti', at: 'g3', seat: 0 }, { card: 'scuttle-jaw', at: 'b4', seat: 1 }]);
    const to = dests(s, 'd3');
    expect(to).toContain('g2');
    expect(to).toContain('b5');
    expect(to).toContain('g3'); // swap with the Yeti
    expect(to).not.toContain('d4'); // it would only touch its own old square
    expect(to).not.toContain('b4');
  });

  it('Movement 2: orthogonal steps through allies, never through enemies, ending next to another card', () => {
    const s = table([
      { card: 'xenodon', at: 'd3', seat: 0 }, { card: 'yeti', at: 'd4', seat: 0 }, { card: 'scuttle-jaw', at: 'c3', seat: 1 }, { card: 'scuttle-jaw', at: 'e2', seat: 1 },
    ], { factions: ['vestur', 'myrkur'] });
    const to = dests(s, 'd3');
    expect(to).toContain('d5'); // through the allied Yeti
    expect(to).toContain('d4'); // a swap with it
    expect(to).not.toContain('b3'); // behind the enemy at c3
    expect(to).not.toContain('f4'); // three steps away
  });

  it('a card that moved must attack or act next, or it is deactivated', () => {
    const s = table([
      { card: 'eagle', at: 'd3', seat: 0 }, { card: 'yeti', at: 'a2', seat: 0 }, { card: 'scuttle-jaw', at: 'f3', seat: 1 }, { card: 'scuttle-jaw', at: 'b2', seat: 1 },
    ]);
    const moved = play(s, { kind: 'move', from: 'd3', to: 'f4' });
    expect(refused(moved, { kind: 'move', from: 'f4', to: 'e3' })).toMatch(/already moved/);
    // The Yeti attacks instead: the Eagle, which moved and did nothing, is deactivated.
    const after = play(moved, { kind: 'attack', target: 'b2', with: ['a2'] });
    expect(after.board.find((p) => p.at === 'f4')?.active).toBe(false);
    // Moving and then attacking is one activation.
    const direct = play(play(s, { kind: 'move', from: 'd3', to: 'f4' }), { kind: 'attack', target: 'f3', with: ['f4'] });
    expect(at(direct, 'f3')).toBeNull();
  });
});

describe('Regeneration', () => {
  it('an active card that would be destroyed by creatures is deactivated instead; not against a spell', () => {
    const s = table([
      { card: 'behemoth', at: 'd3', seat: 0 }, { card: 'fire-lightning', at: 'c4', seat: 0 }, { card: 'yeti', at: 'a2', seat: 0 },
      { card: 'walker', at: 'd4', seat: 1 }, FOE_IDLE,
    ], { factions: ['vestur', 'vestur'] });
    const once = play(s, { kind: 'attack', target: 'd4', with: ['d3'] });
    expect(at(once, 'd4')).toBe('walker');
    expect(once.board.find((p) => p.at === 'd4')?.active).toBe(false);
    const spell = play(s, { kind: 'attack', target: 'd4', with: ['c4', 'd3'] });
    expect(at(spell, 'd4')).toBeNull();
  });
});

describe('spells are ephemeral; immunity', () => {
  it('an attack spell is discarded after use; a lasting one at the end of the round', () => {
    const s = table([
      { card: 'fire-lightning', at: 'c3', seat: 1 }, { card: 'firestorm', at: 'c5', seat: 1 }, { card: 'scuttle-jaw', at: 'h2', seat: 1 },
      { card: 'nihilist-penguin', at: 'd3', seat: 0 }, { card: 'yeti', at: 'a2', seat: 0 },
    ], { starter: 1 });
    const after = play(s, { kind: 'attack', target: 'd3', with: ['c3'] }, 1);
    expect(at(after, 'c3')).toBeNull();
    expect(after.players[1]?.discard).toContain('fire-lightning#1');
    const ended = endOfRound({ ...after, ask: null });
    expect(at(ended, 'c5')).toBeNull();
    expect(ended.players[1]?.discard).toContain('firestorm#1');
  });

  it('an enemy spell cannot choose a creature immune to enemy spells', () => {
    const s = table([
      { card: 'forced-exile', at: 'astral:1:0', seat: 1 }, { card: 'scuttle-jaw', at: 'h2', seat: 1 },
      { card: 'grey-knight', at: 'd3', seat: 0 }, { card: 'phalanx', at: 'd4', seat: 0 },
    ], { starter: 1, factions: ['byartur', 'myrkur'] });
    expect(refused(s, { kind: 'action', at: 'astral:1:0', targets: ['d3', 'f2'] }, 1)).toMatch(/immune to enemy spells|cannot be chosen/);
    const moved = play(s, { kind: 'action', at: 'astral:1:0', targets: ['d4', 'g2'] }, 1);
    expect(at(moved, 'g2')).toBe('phalanx');
    expect(at(moved, 'astral:1:0')).toBeNull();
  });
});

describe('Actions', () => {
  it('Tomur Disc deactivates an active enemy creature, and is itself deactivated', () => {
    const s = table([
      { card: 'tomur-disc', at: 'd3', seat: 0 }, { card: 'yeti', at: 'a2', seat: 0 }, { card: 'slayer', at: 'f4', seat: 1 }, FOE_IDLE, { card: 'swamp-ogre', at: 'b2', seat: 1 },
    ], { factions: ['byartur', 'myrkur'] });
    const after = play(s, { kind: 'action', at: 'd3', targets: ['f4'] });
    expect(after.board.find((p) => p.at === 'f4')?.active).toBe(false);
    expect(after.board.find((p) => p.at === 'd3')?.active).toBe(false);
    expect(refused(after, { kind: 'action', at: 'd3', targets: ['h2'] })).toMatch(/deactivated/);
  });

  it('Horse of Avalon puts a creature from the hand on its square (the card is shown)', () => {
    const base = table([{ card: 'horse-of-avalon', at: 'd3', seat: 0 }, { card: 'phalanx', at: 'd4', seat: 0 }, FOE_IDLE], { factions: ['byartur', 'myrkur'] });
    const s = { ...base, players: base.players.map((p, i) => (i === 0 ? { ...p, hand: ['0:5'], pile: p.pile ? { ...p.pile, drawn: ['0:5'] } : p.pile } : p)) };
    const r = arackuanGame.apply(s, { kind: 'move', seat: 0, move: { kind: 'action', at: 'd3', targets: [], hand: [{ handle: '0:5', card: 'champion#1' }] } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.shown).toEqual([{ handle: '0:5', card: 'champion#1' }]);
    expect(at(r.value.state, 'd3')).toBe('champion');
    expect(r.value.state.players[0]?.hand).toEqual([]);
    expect(r.value.state.players[0]?.discard).toContain('horse-of-avalon#1');
    // A card that is not in the deck cannot be shown.
    expect(refused(s, { kind: 'action', at: 'd3', targets: [], hand: [{ handle: '0:5', card: 'titan#1' }] })).toMatch(/not a card of your deck/);
  });
});
