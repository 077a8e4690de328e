/** Commitments: they open only for the exact (context, salt, value) they were made with. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Bytes, toHex, u32be, utf8 } from '../../src/crypto/bytes.js';
import type { Json } from '../../src/crypto/canonical.js';
import { type CommitContext, SALT_BYTES, commitment, opens, seedCommitment } from '../../src/crypto/commit.js';
import { TAG, taggedHash } from '../../src/crypto/hash.js';
import { unicodeString } from './helpers.js';

const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const u32 = fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }).map(Number);
const ctxArb: fc.Arbitrary<CommitContext> = fc.record({
  matchId: bytes32, seat: fc.oneof(fc.integer({ min: 0, max: 15 }), u32), step: u32, slot: unicodeString(12),
});
const valueArb: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, true, 'AS', 0, -1, [], {}),
  unicodeString(10), fc.integer(),
  fc.record({ card: fc.string({ maxLength: 3 }), n: fc.integer({ min: 0, max: 99 }) }),
  fc.array(fc.integer({ min: 0, max: 51 }), { maxLength: 5 }),
);
const flip = (b: Bytes, i: number): Bytes => { const c = b.slice(); c[i % c.length] = (c[i % c.length] ?? 0) ^ (1 << (i % 8)); return c; };

type Change = (ctx: CommitContext, salt: Bytes, value: Json, i: number) => [CommitContext, Bytes, Json];
const CHANGES: Record<string, Change> = {
  matchId: (c, s, v, i) => [{ ...c, matchId: flip(c.matchId, i) }, s, v],
  seat: (c, s, v) => [{ ...c, seat: (c.seat + 1) % 2 ** 32 }, s, v],
  step: (c, s, v, i) => [{ ...c, step: (c.step + 1 + (i % 7)) % 2 ** 32 }, s, v],
  slot: (c, s, v, i) => [{ ...c, slot: i % 2 ? `${c.slot}x` : `x${c.slot}` }, s, v],
  salt: (c, s, v, i) => [c, flip(s, i), v],
  value: (c, s, v, i) => [c, s, i % 2 ? [v] : { v }],
};

describe('commitment / opens', () => {
  it('opens for the right (context, salt, value)', () => {
    fc.assert(fc.property(ctxArb, bytes32, valueArb, (ctx, salt, value) => {
      expect(opens(ctx, commitment(ctx, salt, value), salt, value)).toBe(true);
    }), { numRuns: 100 });
  });

  it.each(Object.keys(CHANGES))('does not open when the %s changes', (what) => {
    fc.assert(fc.property(ctxArb, bytes32, valueArb, fc.nat(), (ctx, salt, value, i) => {
      const c = commitment(ctx, salt, value);
      const [ctx2, salt2, value2] = (CHANGES[what] as Change)(ctx, salt, value, i);
      expect(opens(ctx2, c, salt2, value2)).toBe(false);
      expect(toHex(commitment(ctx2, salt2, value2))).not.toBe(toHex(c));
    }), { numRuns: 60 });
  });

  it('does not open with a salt of the wrong length, even one the commitment was made with', () => {
    const ctx = { matchId: new Uint8Array(32), seat: 0, step: 3, slot: 'play' };
    for (const n of [0, 1, 16, SALT_BYTES - 1, SALT_BYTES + 1, 64]) {
      const salt = new Uint8Array(n).fill(7);
      expect(opens(ctx, commitment(ctx, salt, 'AS'), salt, 'AS'), `salt of ${n} bytes`).toBe(false);
    }
    const salt = new Uint8Array(SALT_BYTES).fill(7);
    const c = commitment(ctx, salt, 'AS');
    expect(opens(ctx, c, salt.subarray(0, SALT_BYTES - 1), 'AS')).toBe(false);
    expect(opens(ctx, c, salt, 'AS')).toBe(true);
  });

  it('does not open against a truncated, extended or altered commitment', () => {
    const ctx = { matchId: new Uint8Array(32).fill(1), seat: 1, step: 9, slot: 's' };
    const salt = new Uint8Array(32).fill(2);
    const c = commitment(ctx, salt, { a: 1 });
    expect(opens(ctx, c.subarray(0, 31), salt, { a: 1 })).toBe(false);
    expect(opens(ctx, Uint8Array.from([...c, 0]), salt, { a: 1 })).toBe(false);
    for (let i = 0; i < 256; i += 37) expect(opens(ctx, flip(c, i), salt, { a: 1 })).toBe(false);
  });

  it('opens for the same value with its keys in another order (the canonical encoding is hashed)', () => {
    const ctx = { matchId: new Uint8Array(32), seat: 0, step: 0, slot: 'choice' };
    const salt = new Uint8Array(32).fill(9);
    expect(opens(ctx, commitment(ctx, salt, { b: 2, a: [1, { d: 4, c: 3 }] }), salt, { a: [1, { c: 3, d: 4 }], b: 2 })).toBe(true);
  });

  it('separates slot from value and salt (length prefixes)', () => {
    const ctx = (slot: string) => ({ matchId: new Uint8Array(32), seat: 0, step: 0, slot });
    const salt = new Uint8Array(32);
    expect(toHex(commitment(ctx('ab'), salt, 'c'))).not.toBe(toHex(commitment(ctx('a'), salt, 'bc')));
    expect(toHex(commitment(ctx('1'), salt, 2))).not.toBe(toHex(commitment(ctx(''), salt, 12)));
  });

  it('is the documented tagged hash', () => {
    const ctx = { matchId: new Uint8Array(32).fill(3), seat: 2, step: 70000, slot: 'stealth-2' };
    const salt = new Uint8Array(32).fill(4);
    const want = taggedHash(TAG.commit, ctx.matchId, u32be(2), u32be(70000), utf8('stealth-2'), salt, utf8('{"x":[1,2]}'));
    expect(toHex(commitment(ctx, salt, { x: [1, 2] }))).toBe(toHex(want));
  });
});

describe('seedCommitment', () => {
  it('is taggedHash("facedown/seed", seed) and binds every seed byte', () => {
    fc.assert(fc.property(bytes32, fc.nat(255), (seed, i) => {
      const c = toHex(seedCommitment(seed));
      expect(c).toBe(toHex(taggedHash(TAG.seed, seed)));
      expect(toHex(seedCommitment(flip(seed, i)))).not.toBe(c);
    }), { numRuns: 50 });
  });
});

describe('commitments refuse what they cannot encode faithfully', () => {
  const ctx = (slot: string) => ({ matchId: new Uint8Array(32), seat: 0, step: 0, slot });
  it('a lone surrogate in a slot is a programming error, not a collision with U+FFFD', () => {
    expect(() => commitment(ctx('\ud800'), new Uint8Array(32), 1)).toThrow(/lone surrogate/);
  });
  it('opens() is false, never a throw, for malformed values and contexts', () => {
    const c = commitment(ctx('a'), new Uint8Array(32), 1);
    expect(opens(ctx('a'), c, new Uint8Array(32), 1.5 as never)).toBe(false);
    expect(opens({ ...ctx('a'), seat: -1 }, c, new Uint8Array(32), 1)).toBe(false);
    expect(opens(ctx('\ud800'), c, new Uint8Array(32), 1)).toBe(false);
  });
});
