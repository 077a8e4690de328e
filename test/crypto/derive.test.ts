/** publicSeed, drawSeed and drawIndex: range, and dependence on every input. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Bytes, concat, toHex, u32be } from '../../src/crypto/bytes.js';
import { TAG, hmacSha256, taggedHash } from '../../src/crypto/hash.js';
import { ByteStream, uniformInt } from '../../src/crypto/stream.js';
import { drawIndex, drawSeed, publicSeed } from '../../src/crypto/derive.js';
import { chiCritical, chiSquare, tally, testSeed } from './helpers.js';

const TWO32 = 2 ** 32;
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const u32 = fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }).map(Number);
const flip = (b: Bytes, i: number): Bytes => { const c = b.slice(); c[i % c.length] = (c[i % c.length] ?? 0) ^ (1 << (i % 8)); return c; };

interface DrawInput { matchId: Bytes; seat: number; d: number; seed: Bytes; beacons: Bytes[] }
const drawArb: fc.Arbitrary<DrawInput> = fc.record({
  matchId: bytes32, seat: fc.integer({ min: 0, max: 15 }), d: fc.oneof(fc.integer({ min: 0, max: 200 }), u32),
  seed: bytes32, beacons: fc.array(bytes32, { minLength: 1, maxLength: 4 }),
});
const seedOf = (x: DrawInput) => toHex(drawSeed(x.matchId, x.seat, x.d, x.seed, x.beacons));
const indexOf = (x: DrawInput, remaining: number) => drawIndex(x.matchId, x.seat, x.d, x.seed, x.beacons, remaining);

/** Every way of changing exactly one input of a draw. */
function variants(x: DrawInput, i: number): [string, DrawInput][] {
  const out: [string, DrawInput][] = [
    ['matchId', { ...x, matchId: flip(x.matchId, i) }],
    ['seat', { ...x, seat: (x.seat + 1) % 16 }],
    ['d', { ...x, d: (x.d + 1) % TWO32 }],
    ['private seed', { ...x, seed: flip(x.seed, i) }],
    ['one more beacon', { ...x, beacons: [...x.beacons, x.beacons[0]!] }],
    ['one beacon fewer', { ...x, beacons: x.beacons.slice(1) }],
  ];
  if (x.beacons.length > 1) out.push(['beacons joined', { ...x, beacons: [concat(...x.beacons)] }]);
  x.beacons.forEach((_, k) => out.push([`beacon ${k}`, { ...x, beacons: x.beacons.map((b, j) => (j === k ? flip(b, i) : b)) }]));
  if (x.beacons.length > 1 && toHex(x.beacons[0]!) !== toHex(x.beacons[1]!)) {
    out.push(['beacon order', { ...x, beacons: [x.beacons[1]!, x.beacons[0]!, ...x.beacons.slice(2)] }]);
  }
  return out;
}

describe('drawIndex', () => {
  it('is in [0, remaining)', () => {
    const remainingArb = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.bigInt({ min: 1n, max: 2n ** 32n }).map(Number));
    fc.assert(fc.property(drawArb, remainingArb, (x, remaining) => {
      const v = indexOf(x, remaining);
      expect(Number.isInteger(v) && v >= 0 && v < remaining).toBe(true);
    }), { numRuns: 200 });
  });

  it('is the first uniformInt of a stream over drawSeed, as documented', () => {
    fc.assert(fc.property(drawArb, fc.integer({ min: 1, max: 100 }), (x, remaining) => {
      const hmac = hmacSha256(x.seed, u32be(x.d));
      const seed = taggedHash(TAG.draw, x.matchId, u32be(x.seat), u32be(x.d), hmac, ...x.beacons);
      expect(seedOf(x)).toBe(toHex(seed));
      expect(indexOf(x, remaining)).toBe(uniformInt(new ByteStream(seed), remaining));
    }), { numRuns: 60 });
  });

  it('depends on every input (seed always; index at remaining = 2^32)', () => {
    fc.assert(fc.property(drawArb, fc.nat(), (x, i) => {
      const [s, idx] = [seedOf(x), indexOf(x, TWO32)];
      for (const [what, y] of variants(x, i)) {
        expect(seedOf(y), what).not.toBe(s);
        expect(indexOf(y, TWO32), what).not.toBe(idx);
      }
    }), { numRuns: 40 });
  });

  it('changes its index for each single change with the expected frequency at remaining = 52', () => {
    // Over many base draws, a single changed input should move the index about 51 times in 52.
    const bases = Array.from({ length: 200 }, (_, i): DrawInput => ({
      matchId: testSeed('m', i), seat: i % 4, d: i, seed: testSeed('s', i), beacons: [testSeed('b0', i), testSeed('b1', i)],
    }));
    const moved: Record<string, number> = {};
    for (const [i, x] of bases.entries()) {
      for (const [what, y] of variants(x, i)) moved[what] = (moved[what] ?? 0) + (indexOf(y, 52) !== indexOf(x, 52) ? 1 : 0);
    }
    for (const [what, n] of Object.entries(moved)) expect(n, what).toBeGreaterThan(185);
  });

  it('is uniform over successive draws d (n = 6, 3,000 draws)', () => {
    const x = { matchId: testSeed('u', 0), seed: testSeed('u', 1), beacons: [testSeed('u', 2)] };
    const idx = Array.from({ length: 3000 }, (_, d) => drawIndex(x.matchId, 1, d, x.seed, x.beacons, 6));
    expect(chiSquare(tally(6, idx))).toBeLessThan(chiCritical(5));
  });
});

describe('publicSeed', () => {
  it('is taggedHash("facedown/rand", matchId, u32be(k), beacons…)', () => {
    fc.assert(fc.property(bytes32, u32, fc.array(bytes32, { maxLength: 4 }), (m, k, bs) => {
      expect(toHex(publicSeed(m, k, bs))).toBe(toHex(taggedHash(TAG.rand, m, u32be(k), ...bs)));
    }), { numRuns: 50 });
  });

  it('depends on the match id, k, every beacon and their order', () => {
    fc.assert(fc.property(bytes32, u32, bytes32, bytes32, fc.nat(), (m, k, a, b, i) => {
      fc.pre(toHex(a) !== toHex(b));
      const base = toHex(publicSeed(m, k, [a, b]));
      const others = [
        publicSeed(flip(m, i), k, [a, b]), publicSeed(m, (k + 1) % TWO32, [a, b]), publicSeed(m, k, [flip(a, i), b]),
        publicSeed(m, k, [a, flip(b, i)]), publicSeed(m, k, [b, a]), publicSeed(m, k, [a]), publicSeed(m, k, [concat(a, b)]),
      ].map(toHex);
      expect(others).not.toContain(base);
      expect(new Set(others).size).toBe(others.length);
    }), { numRuns: 50 });
  });

  it('refuses k outside u32', () => {
    expect(() => publicSeed(new Uint8Array(32), -1, [])).toThrow(RangeError);
    expect(() => publicSeed(new Uint8Array(32), TWO32, [])).toThrow(RangeError);
  });
});
