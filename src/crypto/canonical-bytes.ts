/**
 * Canonical bytes (canonical.ts) written straight into a reused buffer, with no text in between:
 * the verifier's encoder for the link hash of every message of a file (the string that
 * `canonicalView` builds first costs a few kB of garbage per message). Off the table path: the
 * live session keeps `canonicalView`. Same bytes as `canonicalView` on every value, refused
 * exactly where it refuses (test/crypto/canonical-bytes.test.ts).
 */
import type { Bytes } from './bytes.js';
import { MAX_DEPTH, sortedKeys } from './canonical.js';

let out = new Uint8Array(1 << 12);
let at = 0;

/**
 * The canonical UTF-8 bytes of a value, as `canonicalView(v, omit)`: a view of a buffer that the
 * next call overwrites (hash it at once); undefined where `canonicalText` refuses the value.
 */
export function canonicalBytes(v: unknown, omit?: string): Bytes | undefined {
  at = 0;
  return put(v, 0, omit) ? out.subarray(0, at) : undefined;
}

function room(n: number): void {
  if (at + n <= out.length) return;
  const next = new Uint8Array(Math.max(at + n, out.length * 2));
  next.set(out.subarray(0, at));
  out = next;
}

/** ASCII of a short text at `at` (the room was made). */
function ascii(t: string): void {
  for (let i = 0; i < t.length; i++) out[at++] = t.charCodeAt(i);
}

/** Writes the canonical bytes of v; false where `canonicalText` refuses it. */
function put(v: unknown, depth: number, omit?: string): boolean {
  if (depth > MAX_DEPTH) return false;
  if (v === null) { room(4); ascii('null'); return true; }
  switch (typeof v) {
    case 'boolean': room(5); ascii(v ? 'true' : 'false'); return true;
    case 'number': return Number.isSafeInteger(v) && int(v);
    case 'string': return str(v);
    case 'object': {
      if (Array.isArray(v)) {
        room(1);
        out[at++] = 0x5b; // [
        for (let i = 0; i < v.length; i++) {
          if (i > 0) { room(1); out[at++] = 0x2c; }
          if (!put(v[i], depth + 1)) return false;
        }
        room(1);
        out[at++] = 0x5d; // ]
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const keys = sortedKeys(Object.keys(v));
      room(1);
      out[at++] = 0x7b; // {
      let first = true;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i] as string;
        if (k === omit) continue;
        const val = (v as Record<string, unknown>)[k];
        if (val === undefined) return false;
        if (!first) { room(1); out[at++] = 0x2c; }
        first = false;
        if (!str(k)) return false;
        room(1);
        out[at++] = 0x3a; // :
        if (!put(val, depth + 1)) return false;
      }
      room(1);
      out[at++] = 0x7d; // }
      return true;
    }
    default: return false;
  }
}

/** A safe integer in decimal (-0 as 0). */
function int(v: number): boolean {
  room(17);
  if (v < 0) { out[at++] = 0x2d; v = -v; }
  const from = at;
  do {
    const q = Math.floor(v / 10);
    out[at++] = 0x30 + (v - q * 10);
    v = q;
  } while (v > 0);
  for (let i = from, j = at - 1; i < j; i++, j--) { const t = out[i] as number; out[i] = out[j] as number; out[j] = t; }
  return true;
}

const SHORT_ESCAPES: Record<number, number> = { 0x08: 0x62, 0x09: 0x74, 0x0a: 0x6e, 0x0c: 0x66, 0x0d: 0x72, 0x22: 0x22, 0x5c: 0x5c };
const HEX_DIGITS = '0123456789abcdef';

/** A string as JSON.stringify quotes it, in UTF-8; false on a lone surrogate. */
function str(s: string): boolean {
  const n = s.length;
  room(2 + 6 * n);
  out[at++] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x20 && c !== 0x22 && c !== 0x5c) { out[at++] = c; continue; }
      out[at++] = 0x5c; // backslash
      const e = SHORT_ESCAPES[c];
      if (e !== undefined) { out[at++] = e; continue; }
      out[at++] = 0x75; out[at++] = 0x30; out[at++] = 0x30; // u00
      out[at++] = HEX_DIGITS.charCodeAt(c >> 4); out[at++] = HEX_DIGITS.charCodeAt(c & 15);
    } else if (c < 0x800) {
      out[at++] = 0xc0 | (c >> 6); out[at++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      out[at++] = 0xe0 | (c >> 12); out[at++] = 0x80 | ((c >> 6) & 0x3f); out[at++] = 0x80 | (c & 0x3f);
    } else {
      const d = i + 1 < n ? s.charCodeAt(i + 1) : 0;
      if (c > 0xdbff || d < 0xdc00 || d > 0xdfff) return false;
      i++;
      const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      out[at++] = 0xf0 | (cp >> 18); out[at++] = 0x80 | ((cp >> 12) & 0x3f); out[at++] = 0x80 | ((cp >> 6) & 0x3f); out[at++] = 0x80 | (cp & 0x3f);
    }
  }
  out[at++] = 0x22;
  return true;
}
