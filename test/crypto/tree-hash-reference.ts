/**
 * A straightforward reference for src/crypto/tree-hash.ts, written again from the definition in
 * its header: plain recursion, no memo, no shared buffer, BigInt for integers, TextEncoder for
 * strings. Used by test/crypto/tree-hash.test.ts and scripts/gen-vectors.ts.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { canonicalText } from '../../src/crypto/canonical.js';

export const REF_INLINE_MAX = 128;
export const REF_TAGS = { leaf: 'facedown/tree/leaf', array: 'facedown/tree/array', object: 'facedown/tree/object' } as const;

const text = new TextEncoder();
const cat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
};
const u32 = (n: number): Uint8Array => Uint8Array.of(n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
const byte = (b: number): Uint8Array => Uint8Array.of(b);
/** taggedHash(tag, part) = SHA-256(u32be(len tag) ‖ tag ‖ u32be(len part) ‖ part). */
const tagged = (tag: string, part: Uint8Array): Uint8Array => {
  const t = text.encode(tag);
  return sha256(cat([u32(t.length), t, u32(part.length), part]));
};
const int64 = (n: number): Uint8Array => {
  const x = BigInt.asUintN(64, BigInt(n));
  return Uint8Array.from({ length: 8 }, (_, i) => Number((x >> BigInt(8 * (7 - i))) & 255n));
};
const lenPrefixed = (b: Uint8Array): Uint8Array => cat([u32(b.length), b]);
const isNode = (v: unknown): v is object => v !== null && typeof v === 'object';

/** body(v) of an array or object. */
export function refBody(v: object): Uint8Array {
  if (Array.isArray(v)) return cat([u32(v.length), ...v.map(refEnc)]);
  const keys = Object.keys(v).sort();
  const o = v as Record<string, unknown>;
  return cat([u32(keys.length), ...keys.flatMap((k) => [lenPrefixed(text.encode(k)), refEnc(o[k])])]);
}

/** enc(v): a value as an element of its parent. */
export function refEnc(v: unknown): Uint8Array {
  if (v === null) return byte(0);
  if (v === false) return byte(1);
  if (v === true) return byte(2);
  if (typeof v === 'number') return cat([byte(3), int64(v)]);
  if (typeof v === 'string') return cat([byte(4), lenPrefixed(text.encode(v))]);
  if (!isNode(v)) throw new TypeError('not JSON');
  const arr = Array.isArray(v);
  const body = refBody(v);
  const small = Object.values(v).every((x) => !isNode(x)) && body.length <= REF_INLINE_MAX;
  if (small) return cat([byte(arr ? 7 : 8), lenPrefixed(body)]);
  return cat([byte(arr ? 5 : 6), tagged(arr ? REF_TAGS.array : REF_TAGS.object, body)]);
}

/** The root preimage part: body(v) for an array or object, enc(v) for a scalar, with its tag. */
export function refRoot(v: unknown): { tag: string; part: Uint8Array } {
  if (!isNode(v)) return { tag: REF_TAGS.leaf, part: refEnc(v) };
  return { tag: Array.isArray(v) ? REF_TAGS.array : REF_TAGS.object, part: refBody(v) };
}

/** The reference tree hash, or null for a value canonical refuses. */
export function refTreeHash(v: unknown): Uint8Array | null {
  if (!canonicalText(v).ok) return null;
  const { tag, part } = refRoot(v);
  return tagged(tag, part);
}
