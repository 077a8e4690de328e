/** Byte helpers: hex (lowercase, the only byte encoding on the wire), UTF-8, big-endian integers. */
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';

export type Bytes = Uint8Array;

export const toHex = (b: Bytes): string => bytesToHex(b);
/** UTF-8 of a well-formed string; a lone surrogate is a programming error (it would collide with U+FFFD). */
export function utf8(s: string): Bytes {
  if (!s.isWellFormed()) throw new TypeError('utf8: string holds a lone surrogate');
  return encoder.encode(s);
}
/** One encoder for every call (a fresh TextEncoder and a copy per call cost more than the encoding). */
const encoder = new TextEncoder();
export const concat = (...parts: Bytes[]): Bytes => concatBytes(...parts);

const HEX = /^(?:[0-9a-f]{2})*$/;

/** True when `s` is lowercase hex of exactly `len` bytes (any even length when len is omitted). */
export function isHex(s: unknown, len?: number): s is string {
  return typeof s === 'string' && HEX.test(s) && (len === undefined || s.length === len * 2);
}

/** Decodes lowercase hex; callers validate with `isHex` at the boundary first. */
export function fromHex(s: string): Bytes {
  return hexToBytes(s);
}

/** 4-byte big-endian encoding of an integer in [0, 2^32). */
export function u32be(n: number): Bytes {
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new RangeError(`u32 out of range: ${n}`);
  return Uint8Array.of(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
}

export function equalBytes(a: Bytes, b: Bytes): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
