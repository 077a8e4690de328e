/** taggedHash: the documented preimage, injectivity over part boundaries and tags; HMAC. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { type Bytes, concat, toHex, u32be, utf8 } from '../../src/crypto/bytes.js';
import { TAG, hmacSha256, taggedHash } from '../../src/crypto/hash.js';
import { hmac } from '@noble/hashes/hmac.js';
import { unicodeString } from './helpers.js';

const th = (tag: string, ...parts: (string | Bytes)[]) =>
  toHex(taggedHash(tag, ...parts.map((p) => (typeof p === 'string' ? utf8(p) : p))));

/** The preimage written again from the header of hash.ts. */
const preimage = (tag: string, parts: readonly Bytes[]): Bytes =>
  concat(...[utf8(tag), ...parts].flatMap((p) => [u32be(p.length), p]));

describe('taggedHash', () => {
  it('is SHA-256 of the length-prefixed tag and parts', () => {
    fc.assert(fc.property(unicodeString(20), fc.array(fc.uint8Array({ maxLength: 80 }), { maxLength: 6 }), (tag, parts) => {
      expect(toHex(taggedHash(tag, ...parts))).toBe(toHex(sha256(preimage(tag, parts))));
    }), { numRuns: 200 });
  });

  it('separates part boundaries', () => {
    const all = [
      th('t', 'ab', 'c'), th('t', 'a', 'bc'), th('t', 'abc'), th('t', 'a', 'b', 'c'),
      th('t'), th('t', ''), th('t', '', ''), th('t', 'abc', ''), th('t', '', 'abc'),
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it('separates the tag from the parts', () => {
    const all = [th('ab'), th('a', 'b'), th('', 'ab'), th('', 'a', 'b'), th('a', ''), th('a'), th(''), th('', '')];
    expect(new Set(all).size).toBe(all.length);
  });

  it('is injective on (tag, parts): equal hashes exactly for equal inputs', () => {
    // A tiny alphabet makes equal concatenations with different boundaries common.
    const bytesArb = fc.array(fc.constantFrom(0x61, 0x62), { maxLength: 3 }).map((a) => Uint8Array.from(a));
    const inputArb = fc.tuple(fc.constantFrom('', 'a', 'b', 'ab'), fc.array(bytesArb, { maxLength: 3 }));
    const key = ([tag, parts]: [string, Bytes[]]) => JSON.stringify([tag, parts.map(toHex)]);
    let collisionsOfConcatenation = 0;
    fc.assert(fc.property(inputArb, inputArb, (x, y) => {
      const [hx, hy] = [taggedHash(x[0], ...x[1]), taggedHash(y[0], ...y[1])];
      const flat = (i: [string, Bytes[]]) => i[0] + i[1].map((p) => String.fromCharCode(...p)).join('');
      if (flat(x) === flat(y) && key(x) !== key(y)) collisionsOfConcatenation++;
      expect(toHex(hx) === toHex(hy)).toBe(key(x) === key(y));
    }), { numRuns: 2000 });
    expect(collisionsOfConcatenation).toBeGreaterThan(0);
  });

  it('gives every protocol tag its own domain', () => {
    const tags = Object.values(TAG);
    expect(new Set(tags).size).toBe(tags.length);
    const part = new Uint8Array(32);
    expect(new Set(tags.map((t) => th(t, part))).size).toBe(tags.length);
  });

  it('counts the tag length in UTF-8 bytes', () => {
    expect(toHex(preimage('é', []))).toBe('00000002c3a9');
    expect(th('é')).toBe(toHex(sha256(Uint8Array.from([0, 0, 0, 2, 0xc3, 0xa9]))));
  });
});

describe('hmacSha256', () => {
  it('RFC 4231 test case 6 (key longer than a block)', () => {
    const key = new Uint8Array(131).fill(0xaa);
    expect(toHex(hmacSha256(key, utf8('Test Using Larger Than Block-Size Key - Hash Key First'))))
      .toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });
  it('depends on key and message', () => {
    const k = new Uint8Array(32).fill(1);
    const base = toHex(hmacSha256(k, u32be(0)));
    expect(toHex(hmacSha256(k, u32be(1)))).not.toBe(base);
    expect(toHex(hmacSha256(new Uint8Array(32).fill(2), u32be(0)))).not.toBe(base);
  });
  it('agrees with noble\'s hmac over many keys in turn, and follows a key buffer refilled in place', () => {
    const keys = Array.from({ length: 12 }, (_, i) => new Uint8Array(32).fill(i));
    for (let round = 0; round < 3; round++) {
      for (const [i, k] of keys.entries()) {
        if ((i + round) % 3 === 0) continue; // different subsets, so keys leave and come back
        const msg = u32be(round * 100 + i);
        expect(toHex(hmacSha256(k, msg))).toBe(toHex(hmac(sha256, k, msg)));
      }
    }
    const k = new Uint8Array(32).fill(7);
    const before = toHex(hmacSha256(k, u32be(5)));
    k[31] = 8;
    expect(toHex(hmacSha256(k, u32be(5)))).toBe(toHex(hmac(sha256, k, u32be(5))));
    expect(toHex(hmacSha256(k, u32be(5)))).not.toBe(before);
    k[31] = 7;
    expect(toHex(hmacSha256(k, u32be(5)))).toBe(before);
    expect(toHex(hmacSha256(new Uint8Array(32).fill(7), u32be(5)))).toBe(before);
  });
  it('agrees with noble\'s hmac for keys shorter than, as long as and longer than a block, and longer messages', () => {
    for (const n of [0, 1, 31, 63, 64, 65, 200]) {
      const key = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
      for (const m of [0, 4, 55, 64, 200]) {
        const msg = Uint8Array.from({ length: m }, (_, i) => (i * 11) & 0xff);
        expect(toHex(hmacSha256(key, msg))).toBe(toHex(hmac(sha256, key, msg)));
      }
    }
  });
});
