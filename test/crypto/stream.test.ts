/** ByteStream and uniformInt: the documented rule, exact rejection boundaries, range, and uniformity. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Bytes, concat, toHex, u32be } from '../../src/crypto/bytes.js';
import { TAG, taggedHash } from '../../src/crypto/hash.js';
import { ByteStream, uniformInt } from '../../src/crypto/stream.js';
import { chiCritical, chiSquare, tally, testSeed } from './helpers.js';

const TWO32 = 2 ** 32;
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 });
/** Any n in [1, 2^32], with small values and powers of two well represented. */
const nArb = fc.oneof(
  fc.integer({ min: 1, max: 60 }),
  fc.bigInt({ min: 1n, max: 2n ** 32n }).map(Number),
  fc.integer({ min: 0, max: 32 }).map((k) => 2 ** k),
  fc.integer({ min: 1, max: 31 }).map((k) => 2 ** k + 1),
);

/** The stream written again from the header of stream.ts. */
function referenceBytes(seed: Bytes, count: number): Bytes {
  const blocks: Bytes[] = [];
  for (let i = 0; blocks.length * 32 < count; i++) blocks.push(taggedHash(TAG.stream, seed, u32be(i)));
  return concat(...blocks).slice(0, count);
}

/** uniformInt written again from the header, over a list of words; returns the value and words used. */
function referenceInt(words: readonly number[], n: number): [number, number] {
  if (n === 1) return [0, 0];
  const limit = TWO32 - (TWO32 % n);
  for (let i = 0; ; i++) {
    const v = words[i] as number;
    if (v < limit) return [v % n, i + 1];
  }
}

/** A stand-in stream that hands out scripted u32 words, counting them. */
function scripted(words: readonly number[]) {
  const s = { used: 0, u32: () => { const w = words[s.used++]; if (w === undefined) throw new Error('script exhausted'); return w; } };
  return s;
}
const asStream = (s: object): ByteStream => s as unknown as ByteStream;

describe('ByteStream', () => {
  it('is SHA-256 in counter mode as documented', () => {
    fc.assert(fc.property(seedArb, fc.integer({ min: 1, max: 130 }), (seed, count) => {
      const s = new ByteStream(seed);
      expect(toHex(Uint8Array.from({ length: count }, () => s.byte()))).toBe(toHex(referenceBytes(seed, count)));
    }), { numRuns: 40 });
  });
  it('u32 is the next four bytes big-endian, also across a block boundary', () => {
    const seed = testSeed('u32', 0);
    const bytes = referenceBytes(seed, 64);
    const s = new ByteStream(seed);
    for (let i = 0; i < 30; i++) s.byte();
    const want = new DataView(bytes.buffer).getUint32(30, false);
    expect(s.u32()).toBe(want);
    expect(s.byte()).toBe(bytes[34]);
  });
  it('depends on every seed byte', () => {
    const seed = testSeed('flip', 0);
    const head = (b: Bytes) => { const s = new ByteStream(b); return toHex(Uint8Array.from({ length: 32 }, () => s.byte())); };
    const first = head(seed);
    for (let i = 0; i < 32; i++) {
      const t = seed.slice();
      t[i] = (t[i] ?? 0) ^ 1;
      expect(head(t)).not.toBe(first);
    }
  });
});

describe('uniformInt', () => {
  it('is always in [0, n) and an integer', () => {
    fc.assert(fc.property(seedArb, fc.array(nArb, { minLength: 1, maxLength: 20 }), (seed, ns) => {
      const s = new ByteStream(seed);
      for (const n of ns) {
        const v = uniformInt(s, n);
        expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
      }
    }), { numRuns: 200 });
  });

  it('matches the documented rule word for word', () => {
    fc.assert(fc.property(seedArb, fc.array(nArb, { minLength: 1, maxLength: 12 }), (seed, ns) => {
      const s = new ByteStream(seed);
      const words = new ByteStream(seed);
      const pool: number[] = [];
      for (const n of ns) {
        while (pool.length < 64) pool.push(words.u32());
        const [want, used] = referenceInt(pool, n);
        pool.splice(0, used);
        expect(uniformInt(s, n)).toBe(want);
      }
    }), { numRuns: 60 });
  });

  it('n = 1 returns 0 and reads nothing', () => {
    const s = new ByteStream(testSeed('one', 0));
    const t = new ByteStream(testSeed('one', 0));
    for (let i = 0; i < 10; i++) expect(uniformInt(s, 1)).toBe(0);
    expect(s.u32()).toBe(t.u32());
  });

  it('refuses a bad range', () => {
    const s = new ByteStream(testSeed('bad', 0));
    for (const n of [0, -1, 1.5, NaN, Infinity, TWO32 + 1, 2 ** 53]) expect(() => uniformInt(s, n), String(n)).toThrow(RangeError);
  });

  // Exact boundaries with scripted words: a modulo-biased implementation (no rejection, or a limit
  // off by one) fails here deterministically, however small its bias is.
  it.each([2, 3, 6, 7, 52, 1000, 2 ** 31 - 1, 2 ** 31 + 1, 3 * 2 ** 30, TWO32 - 1, TWO32])('rejects exactly the words >= 2^32 - (2^32 mod n), n = %i', (n) => {
    const limit = TWO32 - (TWO32 % n);
    if (limit < TWO32) {
      const s = scripted([limit, TWO32 - 1, limit - 1]);
      expect(uniformInt(asStream(s), n)).toBe((limit - 1) % n);
      expect(s.used).toBe(3);
      const z = scripted([TWO32 - 1, 0]);
      expect(uniformInt(asStream(z), n)).toBe(0);
      expect(z.used).toBe(2);
    } else {
      const s = scripted([TWO32 - 1]);
      expect(uniformInt(asStream(s), n)).toBe((TWO32 - 1) % n);
      expect(s.used).toBe(1);
    }
    expect(limit % n).toBe(0);
  });

  it('n = 2^32 returns the raw word', () => {
    fc.assert(fc.property(seedArb, (seed) => {
      expect(uniformInt(new ByteStream(seed), TWO32)).toBe(new ByteStream(seed).u32());
    }), { numRuns: 30 });
  });
});

describe('uniformInt uniformity (chi-square over many seeds)', () => {
  /** `perSeed` draws from each of `seeds` fixed seeds. */
  function sample(label: string, seeds: number, perSeed: number, draw: (s: ByteStream) => number): number[] {
    const out: number[] = [];
    for (let i = 0; i < seeds; i++) {
      const s = new ByteStream(testSeed(label, i));
      for (let j = 0; j < perSeed; j++) out.push(draw(s));
    }
    return out;
  }

  // Detection power: with N draws the statistic grows by about N·n·Σ(p_i − 1/n)². The biased
  // generators below are real modulo-bias mistakes that N catches; byte % 6 (bias 1/256 per
  // value) would need ~10^6 draws, so the scripted-word boundary tests above cover it instead.
  it('n = 6: 30,000 draws pass; a die from 5 random bits mod 6 fails the same threshold', () => {
    const crit = chiCritical(5);
    const fair = chiSquare(tally(6, sample('d6', 600, 50, (s) => uniformInt(s, 6))));
    const biased = chiSquare(tally(6, sample('d6', 600, 50, (s) => (s.byte() >> 3) % 6)));
    expect(fair).toBeLessThan(crit);
    expect(biased).toBeGreaterThan(crit);
  });

  it('n = 52: 52,000 draws pass; byte % 52 fails the same threshold', () => {
    const crit = chiCritical(51);
    const fair = chiSquare(tally(52, sample('d52', 1000, 52, (s) => uniformInt(s, 52))));
    const biased = chiSquare(tally(52, sample('d52', 1000, 52, (s) => s.byte() % 52)));
    expect(fair).toBeLessThan(crit);
    expect(biased).toBeGreaterThan(crit);
  });

  it('first draw of each seed is uniform too (n = 6, 6,000 seeds)', () => {
    const counts = tally(6, Array.from({ length: 6000 }, (_, i) => uniformInt(new ByteStream(testSeed('first', i)), 6)));
    expect(chiSquare(counts)).toBeLessThan(chiCritical(5));
  });
});
