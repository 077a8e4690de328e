/**
 * Byte helpers: hex (lowercase, the only byte encoding on the wire), UTF-8, big-endian integers.
 * Own code rather than @noble/hashes/utils.js: the first page loads these, and importing that
 * module put all of it (its checks, its hex tables) in the entry chunk (issue 10, JS size).
 */
export type Bytes = Uint8Array;

/** The platform's hex codec (Uint8Array.prototype.toHex, Uint8Array.fromHex) where it has one. */
interface HexCodec { toHex?: (this: Bytes) => string }
const nativeToHex = (Uint8Array.prototype as HexCodec).toHex;
const nativeFromHex = (Uint8Array as { fromHex?: (s: string) => Bytes }).fromHex;
/** Byte i as two lowercase hex digits. */
const HEXES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function toHex(b: Bytes): string {
  if (nativeToHex) return nativeToHex.call(b);
  let s = '';
  for (let i = 0; i < b.length; i++) s += HEXES[b[i]!];
  return s;
}
/** UTF-8 of a well-formed string; a lone surrogate is a programming error (it would collide with U+FFFD). */
export function utf8(s: string): Bytes {
  if (!s.isWellFormed()) throw new TypeError('utf8: string holds a lone surrogate');
  return encoder.encode(s);
}
/** One encoder for every call (a fresh TextEncoder and a copy per call cost more than the encoding). */
const encoder = new TextEncoder();
export function concat(...parts: Bytes[]): Bytes {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  n = 0;
  for (const p of parts) {
    out.set(p, n);
    n += p.length;
  }
  return out;
}

/** True when `s` is lowercase hex of exactly `len` bytes (any even length when len is omitted). */
export function isHex(s: unknown, len?: number): s is string {
  if (typeof s !== 'string' || s.length % 2 !== 0 || (len !== undefined && s.length !== len * 2)) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** A hex digit's value from its character code (0-9, a-f, A-F), else -1. */
const nibble = (c: number): number => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1);

/** Decodes hex; callers validate with `isHex` at the boundary first (here an odd length or a non-hex digit throws). */
export function fromHex(s: string): Bytes {
  if (nativeFromHex) return nativeFromHex(s);
  if (s.length % 2) throw new RangeError(`fromHex: odd length ${s.length}`);
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) {
    const hi = nibble(s.charCodeAt(2 * i)), lo = nibble(s.charCodeAt(2 * i + 1));
    if (hi < 0 || lo < 0) throw new RangeError(`fromHex: not a hex digit at ${2 * i}`);
    out[i] = hi * 16 + lo;
  }
  return out;
}

/** 4-byte big-endian encoding of an integer in [0, 2^32). */
export function u32be(n: number): Bytes {
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new RangeError(`u32 out of range: ${n}`);
  const b = new Uint8Array(4); // (Uint8Array.of takes the slow generic path in V8)
  b[0] = n >>> 24; b[1] = (n >>> 16) & 0xff; b[2] = (n >>> 8) & 0xff; b[3] = n & 0xff;
  return b;
}

export function equalBytes(a: Bytes, b: Bytes): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
