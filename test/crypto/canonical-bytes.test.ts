/** The verifier's text-free canonical encoder: the same bytes as canonicalView, refused where it refuses. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Json, MAX_DEPTH, canonicalView } from '../../src/crypto/canonical.js';
import { canonicalBytes } from '../../src/crypto/canonical-bytes.js';
import { toHex } from '../../src/crypto/bytes.js';
import { unicodeString } from './helpers.js';

const hex = (b: Uint8Array | undefined): string | undefined => (b ? toHex(b) : undefined);
const both = (v: unknown, omit?: string) => [hex(canonicalBytes(v, omit)), hex(canonicalView(v, omit))];

const keyArb = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', 'A', '0', '1', 'é', '\u0000', '"', '\\', '\ue000', '\uffff', '😀', 'sig'), maxLength: 3 }),
  unicodeString(6),
);
const leafArb: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null), fc.boolean(),
  fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 31, -(2 ** 32), 10, 100),
  unicodeString(8), fc.string({ unit: fc.constantFrom('\n', '\t', '\b', '\f', '\r', '\u0000', '\u001f', '\u007f', '\u2028', '"', '\\', '/', 'x'), maxLength: 5 }),
);
const { json: jsonArb } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(keyArb, tie('json'), { maxKeys: 5, noNullPrototype: true })),
}));

describe('canonicalBytes', () => {
  it('writes the bytes canonicalView writes, with or without a top-level key left out', () => {
    fc.assert(fc.property(jsonArb, (v) => {
      const [a, b] = both(v);
      expect(a).toBeDefined();
      expect(a).toBe(b);
      const [c, d] = both(v, 'sig');
      expect(c).toBe(d);
    }), { numRuns: 500 });
  });

  it('leaves out only the top-level key, not the same key deeper down', () => {
    const v = { sig: 'x', body: { sig: 'kept', n: [1, { sig: 2 }] }, a: -7 };
    expect(new TextDecoder().decode(canonicalBytes(v, 'sig'))).toBe('{"a":-7,"body":{"n":[1,{"sig":2}],"sig":"kept"}}');
    expect(both(v, 'sig')[0]).toBe(both(v, 'sig')[1]);
  });

  it('refuses exactly what canonicalView refuses (floats, unsafe integers, undefined, lone surrogates, non-plain objects, the depth limit)', () => {
    const bad: unknown[] = [0.5, NaN, Infinity, 2 ** 53, undefined, 1n, '\ud800', 'a\udc00b', { ['\udc00']: 1 }, [1, , 3], { a: undefined }, new Date(0), () => 1, [{ x: [Infinity] }], Symbol('s'), new Map()];
    for (const v of bad) {
      expect(canonicalBytes(v)).toBeUndefined();
      expect(canonicalView(v)).toBeUndefined();
    }
    const arrays = (n: number, inner: unknown) => { let v = inner; for (let i = 0; i < n; i++) v = [v]; return v; };
    for (const v of [arrays(MAX_DEPTH, 0), arrays(MAX_DEPTH, []), arrays(MAX_DEPTH + 1, 0), arrays(MAX_DEPTH - 1, {}), { sig: 1, a: arrays(MAX_DEPTH - 1, []) }]) {
      expect(both(v)[0]).toBe(both(v)[1]);
      expect(both(v, 'sig')[0]).toBe(both(v, 'sig')[1]);
    }
    expect(canonicalBytes(arrays(MAX_DEPTH + 1, 0))).toBeUndefined();
    expect(canonicalBytes({ sig: 0.5, a: 1 }, 'sig')).toBeDefined();
    expect(canonicalBytes({ sig: 1, a: 0.5 }, 'sig')).toBeUndefined();
  });

  it('grows its buffer for large values and is overwritten by the next call', () => {
    const big = Array.from({ length: 3000 }, (_, i) => ({ card: `c${i}`, n: i, t: 'é😀\u2028' }));
    expect(both(big)[0]).toBe(both(big)[1]);
    const first = canonicalBytes({ a: 1 }) as Uint8Array;
    const copy = first.slice();
    canonicalBytes({ b: 2 });
    expect(toHex(first)).not.toBe(toHex(copy));
  });
});
