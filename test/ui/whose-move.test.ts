/** Whose move it is, in words, from the engine's request (issue 29): every kind of request says someone, never a protocol word. */
import { describe, expect, it } from 'vitest';
import type { Request } from '../../src/engine/game.js';
import { whoseMove } from '../../src/ui/games/whose-move.js';

const names = ['Alice', 'Bob'];
const pile = { owner: 1, cards: ['a'], drawn: [] };

describe('whose move', () => {
  it('names you, the other player, or both', () => {
    const me = { seat: 0, names };
    expect(whoseMove({ kind: 'move', seat: 0, prompt: 'x' }, me)).toEqual({ text: 'Your move', mine: true });
    expect(whoseMove({ kind: 'answer', seat: 1, prompt: 'x' }, me)).toEqual({ text: "Bob's move", mine: false });
    expect(whoseMove({ kind: 'commit', seats: [0, 1], slot: 's', prompt: 'x' }, me)).toEqual({ text: 'Both choose', mine: true });
    expect(whoseMove({ kind: 'commit', seats: [1], slot: 's', prompt: 'x' }, me)).toEqual({ text: "Bob's move", mine: false });
    expect(whoseMove({ kind: 'commit', seats: [0, 1, 2], slot: 's', prompt: 'x' }, { seat: 0, names: ['A', 'B', 'C'] })?.text).toBe('Everyone chooses');
    expect(whoseMove({ kind: 'commit', seats: [0, 2], slot: 's', prompt: 'x' }, { seat: 0, names: ['A', 'B', 'C'] })?.text).toBe('You and C choose');
    expect(whoseMove({ kind: 'draw', seat: 1, pile }, me)?.text).toBe('Bob draws a card');
    expect(whoseMove({ kind: 'draw', seat: 0, pile }, me)?.text).toBe('You draw a card');
    expect(whoseMove(null, me)).toBeNull();
  });

  it('someone watching reads names, never "you"', () => {
    const watcher = { seat: 0, names, watching: true };
    expect(whoseMove({ kind: 'move', seat: 0, prompt: 'x' }, watcher)).toEqual({ text: "Alice's move", mine: false });
  });

  it('says something, in plain words, for every kind of request', () => {
    const shared = { id: 'p', cards: ['a'], left: 1 };
    const all: Request[] = [
      { kind: 'move', seat: 1, prompt: '' }, { kind: 'answer', seat: 1, prompt: '' }, { kind: 'commit', seats: [], slot: 's', prompt: '' },
      { kind: 'reveal', seats: [0, 1], slot: 's' }, { kind: 'random', seats: [0, 1], purpose: 'p' }, { kind: 'draw', seat: 1, pile },
      { kind: 'shuffle', pile: shared, add: [] }, { kind: 'deal', pile: shared, seat: 1 }, { kind: 'flip', pile: shared },
    ];
    for (const r of all) {
      const w = whoseMove(r, { seat: 0, names });
      expect(w?.text, r.kind).toMatch(/^[A-Z]/);
      expect(w?.text, r.kind).not.toMatch(/beacon|commit|seat|slot|step|hash|\d/i);
    }
  });
});
