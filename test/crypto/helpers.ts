/** Shared test helpers: chi-square statistics, fixed seeds, and a cheap any-Unicode string arbitrary. */
import fc from 'fast-check';
import { type Bytes, u32be, utf8 } from '../../src/crypto/bytes.js';
import { taggedHash } from '../../src/crypto/hash.js';

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const e = total / counts.length;
  return counts.reduce((acc, o) => acc + (o - e) ** 2 / e, 0);
}

/**
 * Upper critical value of chi-square with `df` degrees of freedom at z standard deviations
 * (Wilson–Hilferty). z = 5 is a one-sided tail of about 3e-7: a fair generator essentially
 * never exceeds it, while the biased generators in the tests exceed it by a wide margin.
 */
export function chiCritical(df: number, z = 5): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** The i-th fixed test seed for a label (32 bytes, independent of every protocol tag). */
export const testSeed = (label: string, i: number): Bytes => taggedHash('facedown/test-seed', utf8(label), u32be(i));

export function tally(n: number, values: Iterable<number>): number[] {
  const counts = new Array<number>(n).fill(0);
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/**
 * Well-formed strings over all of Unicode (ASCII, the rest of the BMP outside the surrogates,
 * and astral characters). Cheaper to start than fc.string({ unit: 'binary' }).
 */
export const unicodeString = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0, max: 0xd7ff }),
      fc.integer({ min: 0xe000, max: 0xffff }), fc.integer({ min: 0x10000, max: 0x10ffff }),
    ).map((cp) => String.fromCodePoint(cp)),
    maxLength,
  });
