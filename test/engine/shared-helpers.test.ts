/** Card copies as instance ids, and the lookahead bot skeleton: helpers every game shares. */
import { describe, expect, it } from 'vitest';
import { instanceIds, instanceLookup } from '../../src/engine/card-instances.js';

describe('card instances', () => {
  const cards = [{ id: 'scout', copies: 2 }, { id: 'a#b', copies: 1 }];
  const lookup = instanceLookup(cards);
  it('lists the copies and leads each back to its card', () => {
    expect(instanceIds(cards[0]!)).toEqual(['scout#1', 'scout#2']);
    expect(lookup('scout#2')).toBe(cards[0]);
    expect(lookup('a#b#1')).toBe(cards[1]);
  });
  it('an id that is no copy of a known card leads nowhere', () => {
    for (const id of ['scout#0', 'scout#3', 'scout#01', 'scout#1.0', 'scout', 'ghost#1', '#1', 'scout#']) expect(lookup(id), id).toBeUndefined();
  });
});

describe('the one-step-lookahead skeleton', () => {
  it('keeps the best score, the first listed on a tie, and skips what it cannot score', async () => {
    const { bestBy } = await import('../../src/engine/bots.js');
    expect(bestBy(['a', 'b', 'c', 'd'], (m) => ({ a: 1, b: 3, c: 3, d: null })[m] ?? null)).toEqual({ move: 'b', score: 3 });
    expect(bestBy(['a'], () => null)).toBeNull();
    expect(bestBy([], () => 1)).toBeNull();
  });
});
