/** The ladder's views without a browser: the plot's geometry and the end panel's words about a rating change. */
import { describe, expect, it } from 'vitest';
import { geometry, tickStep } from '../../src/ui/ladder/plot.js';
import { changeWords } from '../../src/ui/ladder/rating-change-words.js';
import type { Point } from '../../src/protocol/ladder/ladder.js';
import { fixture, inputs, ladder } from '../protocol/ladder-kit.js';

const point = (at: number, rating: number): Point => ({ match: String(at), at, before: 0, rating, mu: 25, sigma: 8, place: 1 });

describe('the rating plot', () => {
  it('gridlines every 1, 2 or 5 times a power of ten, about four of them', () => {
    expect([0.3, 4, 9, 17, 40, 0].map(tickStep)).toEqual([0.5, 1, 5, 5, 10, 0.5]);
  });

  it('later is further right, higher is further up, and 0 is always in view', () => {
    const g = geometry([point(1_000, 3.4), point(3_000, -1.5), point(2_000, 6.2)]);
    expect(g.xs[0]).toBeLessThan(g.xs[2] as number);
    expect(g.xs[2]).toBeLessThan(g.xs[1] as number);
    expect(g.ys[2]).toBeLessThan(g.ys[0] as number); // 6.2 above 3.4 (SVG y grows downwards)
    expect(g.ys[0]).toBeLessThan(g.ys[1] as number);
    expect(g.ticks.map((t) => t.value)).toContain(0);
    const lo = Math.min(...g.ticks.map((t) => t.value)), hi = Math.max(...g.ticks.map((t) => t.value));
    expect(lo).toBeLessThanOrEqual(-1.5);
    expect(hi).toBeGreaterThanOrEqual(6.2);
  });

  it('one match, or all on one date: the points sit in the middle, nothing divides by zero', () => {
    const g = geometry([point(5, 2), point(5, 3)]);
    expect(g.xs[0]).toBe(g.xs[1]);
    expect([...g.xs, ...g.ys].every(Number.isFinite)).toBe(true);
    const flat = geometry([point(5, 0)]).ticks.map((t) => t.value);
    expect(new Set(flat).size).toBe(flat.length);
    expect(flat.length).toBeGreaterThan(1);
  });
});

describe('the rating change at the end of a match', () => {
  it('says this player\'s rating before and after this match, by the identity in their own hello', () => {
    const t = fixture('cf-2-alice-bob.json');
    const l = ladder(inputs(['This match', t], ['kept 1', fixture('cf-1-alice-bob.json')]));
    expect(changeWords(l, t, 0, 'This match')).toMatch(/^Your Crystal Factions rating: -1\.8 → \d+\.\d \(\+\d+\.\d\)$/);
    expect(changeWords(l, t, 1, 'This match')).toMatch(/^Your Crystal Factions rating: 3\.4 → \d+\.\d \(−\d+\.\d\)$/);
  });

  it('says why a match does not count, and nothing for a seat without an identity', () => {
    const t = fixture('cf-7-self-play.json');
    const l = ladder(inputs(['This match', t]));
    expect(changeWords(l, t, 0, 'This match')).toBe('This match does not count for your Crystal Factions rating: one identity plays both Alice and Alicia.');
    const { id: _id, ...bare } = t.hellos[0]!;
    expect(changeWords(l, { ...t, hellos: [bare, t.hellos[1]!] }, 0, 'This match')).toBeNull();
  });
});
