/** Fisher–Yates over the stream: the documented rule, permutation property, and uniformity. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ByteStream, shuffle, uniformInt } from '../../src/crypto/stream.js';
import { chiCritical, chiSquare, tally, testSeed } from './helpers.js';

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 });
const DECK = Array.from({ length: 52 }, (_, i) => `card-${i}`);

/** Fisher–Yates written again from the header of stream.ts. */
function referenceShuffle<T>(s: ByteStream, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i >= 1; i--) {
    const j = uniformInt(s, i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

describe('shuffle', () => {
  it('returns a permutation of its input and leaves the input alone', () => {
    fc.assert(fc.property(seedArb, fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 60 }), (seed, items) => {
      const before = [...items];
      const out = shuffle(new ByteStream(seed), items);
      expect(items).toEqual(before);
      expect(out).not.toBe(items);
      expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
    }), { numRuns: 200 });
  });

  it('matches the documented rule, and leaves the stream where the rule says', () => {
    fc.assert(fc.property(seedArb, fc.array(fc.string(), { maxLength: 40 }), (seed, items) => {
      const s = new ByteStream(seed);
      const r = new ByteStream(seed);
      expect(shuffle(s, items)).toEqual(referenceShuffle(r, items));
      expect(s.u32()).toBe(r.u32());
    }), { numRuns: 60 });
  });

  it('is deterministic in its seed and differs between seeds', () => {
    const a = shuffle(new ByteStream(testSeed('det', 0)), DECK);
    expect(shuffle(new ByteStream(testSeed('det', 0)), DECK)).toEqual(a);
    expect(shuffle(new ByteStream(testSeed('det', 1)), DECK)).not.toEqual(a);
  });

  it('reads nothing for zero or one item', () => {
    const s = new ByteStream(testSeed('small', 0));
    expect(shuffle(s, [])).toEqual([]);
    expect(shuffle(s, ['x'])).toEqual(['x']);
    expect(s.u32()).toBe(new ByteStream(testSeed('small', 0)).u32());
  });
});

describe('shuffle uniformity (chi-square over many seeds)', () => {
  it('the position of one card in a 52-card deck is uniform (2,080 shuffles)', () => {
    const positions = Array.from({ length: 2080 }, (_, i) => shuffle(new ByteStream(testSeed('pos', i)), DECK).indexOf('card-0'));
    expect(chiSquare(tally(52, positions))).toBeLessThan(chiCritical(51));
  });

  it('the card that ends on top is uniform (2,080 shuffles)', () => {
    const tops = Array.from({ length: 2080 }, (_, i) => Number(shuffle(new ByteStream(testSeed('top', i)), DECK)[0]?.slice(5)));
    expect(chiSquare(tally(52, tops))).toBeLessThan(chiCritical(51));
  });

  const PERMS = ['abc', 'acb', 'bac', 'bca', 'cab', 'cba'];
  /** 6,000 shuffles of three items, four per seed, counted per permutation. */
  function permutationCounts(shuf: (s: ByteStream, a: readonly string[]) => string[]): number[] {
    const out: number[] = [];
    for (let i = 0; i < 1500; i++) {
      const s = new ByteStream(testSeed('perm3', i));
      for (let k = 0; k < 4; k++) out.push(PERMS.indexOf(shuf(s, ['a', 'b', 'c']).join('')));
    }
    expect(out.every((p) => p >= 0)).toBe(true);
    return tally(6, out);
  }

  it('all 6 permutations of 3 items appear about equally often; the naive swap-with-any shuffle fails', () => {
    const counts = permutationCounts(shuffle);
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
    expect(chiSquare(counts)).toBeLessThan(chiCritical(5));
    // The classic mistake: j drawn from the whole array at every step (27 equally likely paths
    // onto 6 permutations, so some permutations get 5/27 and others 4/27).
    const naive = (s: ByteStream, items: readonly string[]) => {
      const a = [...items];
      for (let i = a.length - 1; i >= 0; i--) {
        const j = uniformInt(s, a.length);
        [a[i], a[j]] = [a[j] as string, a[i] as string];
      }
      return a;
    };
    expect(chiSquare(permutationCounts(naive))).toBeGreaterThan(chiCritical(5));
  });
});
