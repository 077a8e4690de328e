/** src/crypto/bytes.ts's own hex and concatenation agree with @noble/hashes/utils.js, which they replace on the first page. */
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concat, fromHex, isHex, toHex } from '../../src/crypto/bytes.js';

describe('bytes', () => {
  it('isHex takes exactly lowercase hex of the asked length', () => {
    const reference = (x: unknown, len?: number): boolean => typeof x === 'string' && /^(?:[0-9a-f]{2})*$/.test(x) && (len === undefined || x.length === len * 2);
    const hexish = fc.string({ unit: fc.constantFrom('0', '9', 'a', 'f', 'A', 'F', 'g', '/', ':', '`', 'G', ' ', '\n', 'é', '٣'), maxLength: 10 });
    fc.assert(fc.property(hexish, fc.option(fc.nat(6), { nil: undefined }), (x, len) => { expect(isHex(x, len)).toBe(reference(x, len)); }), { numRuns: 2000 });
    for (const x of [null, undefined, 12, ['00'], { length: 2 }]) expect(isHex(x)).toBe(false);
    expect(isHex('')).toBe(true);
    expect(isHex('', 0)).toBe(true);
    expect(isHex('0a', 1)).toBe(true);
    expect(isHex('0a', 2)).toBe(false);
    expect(isHex('0A', 1)).toBe(false);
    expect(isHex('0a\n', undefined)).toBe(false);
  });

  it('toHex and fromHex agree with noble and invert each other', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 80 }), (b) => {
      const h = toHex(b);
      expect(h).toBe(bytesToHex(b));
      expect(isHex(h, b.length)).toBe(true);
      expect(fromHex(h)).toEqual(b);
      expect(fromHex(h.toUpperCase())).toEqual(hexToBytes(h.toUpperCase()));
    }));
    expect(toHex(Uint8Array.of(0, 1, 0xab, 0xff))).toBe('0001abff');
  });

  it('fromHex refuses an odd length or a character that is not a hex digit', () => {
    for (const bad of ['0', 'abc', '0g', 'zz', '0 ', '٠٠']) expect(() => fromHex(bad), bad).toThrow(RangeError);
  });

  it('concat joins in order, copying', () => {
    fc.assert(fc.property(fc.array(fc.uint8Array({ maxLength: 20 }), { maxLength: 6 }), (parts) => {
      const out = concat(...parts);
      expect(out).toEqual(concatBytes(...parts));
      if (parts[0]?.length) expect(out.buffer).not.toBe(parts[0].buffer);
    }));
  });
});
