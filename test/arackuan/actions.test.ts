/**
 * Actions and lasting effects from the card vocabulary: control taken for the round, a chosen
 * profile, moving any number of cards, drawing then putting back (an answer), an end-of-round
 * trigger, Initiative spells in the Initiative sequence.
 */
import { describe, expect, it } from 'vitest';
import type { Input } from '../../src/engine/game.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { endOfRound } from '../../src/engine/games/arackuan/end-round.js';
import type { ArkMove } from '../../src/engine/games/arackuan/moves.js';
import { profAt } from '../../src/engine/games/arackuan/profile.js';
import type { ArkState } from '../../src/engine/games/arackuan/state.js';
import { at, controlAt, play, refused, step, table } from './helpers.js';

const KEEP_BUSY = [{ card: 'yeti', at: 'a2', seat: 0 }, { card: 'swamp-ogre', at: 'b2', seat: 1 }] as const;

describe('lasting effects', () => {
  it('Possession takes an enemy creature for the round: it can attack its old side, then goes back', () => {
    const s = table([
      { card: 'possession', at: 'astral:1:0', seat: 1 }, { card: 'swamp-ogre', at: 'h2', seat: 1 }, { card: 'scuttle-jaw', at: 'b2', seat: 1 },
      { card: 'hexacarias', at: 'd3', seat: 0 }, { card: 'nihilist-penguin', at: 'd4', seat: 0 },
    ], { starter: 1, factions: ['vestur', 'myrkur'] });
    const taken = play(s, { kind: 'action', at: 'astral:1:0', targets: ['d3'] }, 1);
    expect(controlAt(taken, 'd3')).toBe(1);
    expect(at(taken, 'astral:1:0')).toBeNull();
    const hit = play(taken, { kind: 'attack', target: 'd4', with: ['d3'] }, 1);
    expect(at(hit, 'd4')).toBeNull();
    const ended = endOfRound({ ...hit, ask: null });
    expect(controlAt(ended, 'd3')).toBe(0);
    expect(ended.lasting).toEqual([]);
  });

  it('Ice Elemental sets its profile (an option) for the round and is reactivated once', () => {
    const s = table([{ card: 'ice-elemental', at: 'd3', seat: 0 }, ...KEEP_BUSY]);
    expect(refused(s, { kind: 'action', at: 'd3', targets: [] })).toMatch(/option/);
    const set = play(s, { kind: 'action', at: 'd3', targets: [], option: 2 });
    expect(profAt(set, 'd3')).toMatchObject({ attack: 3, defence: 0, active: true });
    expect(refused(set, { kind: 'action', at: 'd3', targets: [], option: 0 })).toMatch(/used its Action this round/);
  });

  it('Marching Order moves any number of 6th Legion creatures, one after another', () => {
    const s = table([
      { card: 'marching-order', at: 'astral:0:0', seat: 0 }, { card: 'phalanx', at: 'd3', seat: 0 }, { card: 'infantryman', at: 'd4', seat: 0 },
      ...KEEP_BUSY,
    ], { factions: ['byartur', 'myrkur'] });
    const after = play(s, { kind: 'action', at: 'astral:0:0', targets: ['d3', 'c4', 'd4', 'c5'] });
    expect([at(after, 'c4'), at(after, 'c5'), at(after, 'd3'), at(after, 'd4')]).toEqual(['phalanx', 'infantryman', null, null]);
    expect(refused(s, { kind: 'action', at: 'astral:0:0', targets: ['d3', 'g4'] })).toMatch(/cannot reach g4|touches no other card/);
  });

  it('Teleportation, an Initiative spell, acts in the Initiative sequence', () => {
    const s = table([
      { card: 'teleportation', at: 'astral:0:0', seat: 0 }, { card: 'lunar-wendigo', at: 'd3', seat: 0 }, { card: 'swamp-ogre', at: 'd4', seat: 1 },
    ], { step: 1 });
    const after = play(s, { kind: 'action', at: 'astral:0:0', targets: ['d3', 'e4'] });
    expect(at(after, 'e4')).toBe('lunar-wendigo');
  });

  it('Ghost Metal Monolith destroys the small flyers next to it at the end of the round', () => {
    const s = table([
      { card: 'ghost-metal-monolith', at: 'd3', seat: 0 }, { card: 'eagle', at: 'd4', seat: 1 }, { card: 'mounted-banshee', at: 'c3', seat: 1 }, { card: 'yeti', at: 'e3', seat: 1 },
    ], { factions: ['byartur', 'whitelands'] });
    const ended = endOfRound({ ...s, ask: null });
    expect([at(ended, 'd4'), at(ended, 'c3'), at(ended, 'e3')]).toEqual([null, 'mounted-banshee', 'yeti']);
  });
});

describe('drawing in the middle of a turn', () => {
  it('Ancestral Library draws (private draws), then asks which cards go back, then the turn goes on', () => {
    const base = table([{ card: 'ancestral-library', at: 'd3', seat: 0 }, ...KEEP_BUSY]);
    const s: ArkState = { ...base, players: base.players.map((p, i) => (i === 0 ? { ...p, hand: ['0:0'], pile: p.pile ? { ...p.pile, drawn: ['0:0'] } : p.pile } : p)) };
    let t = play(s, { kind: 'action', at: 'd3', targets: [], option: 2 });
    expect(arackuanGame.request(t)).toMatchObject({ kind: 'draw', seat: 0 });
    t = step(t, { kind: 'draw', seat: 0, handle: '0:1' });
    t = step(t, { kind: 'draw', seat: 0, handle: '0:2' });
    expect(arackuanGame.request(t)).toMatchObject({ kind: 'answer', seat: 0 });
    const answer = (handles: string[]): Input<ArkMove> => ({ kind: 'answer', seat: 0, answer: { kind: 'return', handles } });
    expect(arackuanGame.apply(t, answer(['0:0'])).ok).toBe(false);
    t = step(t, answer(['0:0', '0:2']));
    expect(t.players[0]?.hand).toEqual(['0:1']);
    expect(t.players[0]?.pile?.drawn).toEqual(['0:1']);
    expect(t.ask).toEqual({ kind: 'activate', seat: 0, step: 3 });
  });
});
