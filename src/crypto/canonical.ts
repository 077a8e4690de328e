/**
 * Canonical encoding of JSON values for hashing and signing.
 *
 * It is RFC 8785 (JCS) restricted to integers: object keys sorted by UTF-16 code units,
 * no whitespace, strings escaped as ECMAScript's JSON.stringify does, numbers only as safe
 * integers (-0 is written 0). Floats, NaN, undefined, lone surrogates, non-plain objects and
 * values nested deeper than MAX_DEPTH are refused.
 */
import { type Result, err, ok } from '../result.js';
import type { Bytes } from './bytes.js';

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export const MAX_DEPTH = 64;

function encode(v: unknown, depth: number, out: string[]): string | null {
  if (depth > MAX_DEPTH) return `nesting deeper than ${MAX_DEPTH}`;
  if (v === null) { out.push('null'); return null; }
  switch (typeof v) {
    case 'boolean': out.push(v ? 'true' : 'false'); return null;
    case 'number':
      if (!Number.isSafeInteger(v)) return `number ${String(v)} is not a safe integer`;
      out.push(String(v === 0 ? 0 : v)); return null;
    case 'string':
      if (!v.isWellFormed()) return 'string holds a lone surrogate';
      out.push(JSON.stringify(v)); return null;
    case 'object': {
      if (Array.isArray(v)) {
        out.push('[');
        for (let i = 0; i < v.length; i++) {
          if (i > 0) out.push(',');
          const e = encode(v[i], depth + 1, out);
          if (e) return `[${i}]: ${e}`;
        }
        out.push(']');
        return null;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return 'not a plain object';
      const keys = Object.keys(v).sort();
      out.push('{');
      let first = true;
      for (const k of keys) {
        const val = (v as Record<string, unknown>)[k];
        if (val === undefined) return `key ${JSON.stringify(k)} is undefined`;
        if (!first) out.push(',');
        first = false;
        if (!k.isWellFormed()) return 'key holds a lone surrogate';
        out.push(JSON.stringify(k), ':');
        const e = encode(val, depth + 1, out);
        if (e) return `${JSON.stringify(k)}: ${e}`;
      }
      out.push('}');
      return null;
    }
    default:
      return `${typeof v} cannot be encoded`;
  }
}

/**
 * The canonical text, built by concatenation; undefined wherever `encode` would refuse (which
 * then says why). Same output as `encode` on every value it accepts.
 */
function fast(v: unknown, depth: number): string | undefined {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean': return v ? 'true' : 'false';
    case 'number': return Number.isSafeInteger(v) ? (v === 0 ? '0' : `${v}`) : undefined;
    case 'string': return v.isWellFormed() ? JSON.stringify(v) : undefined;
    case 'object': {
      if (depth >= MAX_DEPTH) return undefined;
      if (Array.isArray(v)) {
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          const e = fast(v[i], depth + 1);
          if (e === undefined) return undefined;
          out += i > 0 ? `,${e}` : e;
        }
        return `${out}]`;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return undefined;
      const keys = Object.keys(v).sort();
      let out = '{';
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i] as string;
        const val = (v as Record<string, unknown>)[k];
        if (val === undefined || !k.isWellFormed()) return undefined;
        const e = fast(val, depth + 1);
        if (e === undefined) return undefined;
        out += `${i > 0 ? ',' : ''}${JSON.stringify(k)}:${e}`;
      }
      return `${out}}`;
    }
    default: return undefined;
  }
}

/** The canonical text of a value, or why it has none. */
export function canonicalText(v: unknown): Result<string> {
  const quick = fast(v, 0);
  if (quick !== undefined) return ok(quick);
  const out: string[] = [];
  const e = encode(v, 0, out);
  return e ? err(`not canonical JSON: ${e}`) : ok(out.join(''));
}

/** Canonical UTF-8 bytes of a value this program built itself; a failure here is a programming error. */
export function canonical(v: Json): Bytes {
  return canonicalViewOf(v).slice();
}

/**
 * The canonical UTF-8 bytes of a value, written straight into a buffer this module reuses (no
 * text, no encoder, no copy): a view that the next call overwrites, so hash it at once (and never
 * take two views for one call's arguments). Undefined exactly where `canonicalText` refuses the
 * value. `omit`: a key of the top-level object left out (a message without its signature).
 */
export function canonicalView(v: unknown, omit?: string): Bytes | undefined {
  at = 0;
  return put(v, 0, omit) ? out.subarray(0, at) : undefined;
}

/** `canonicalView` of a value this program built itself; a refusal is a programming error (a TypeError, as `canonical`). */
export function canonicalViewOf(v: Json, omit?: string): Bytes {
  const b = canonicalView(v, omit);
  if (b) return b;
  const r = canonicalText(v);
  throw r.ok ? new Error('canonicalView refused a value canonicalText accepts') : new TypeError(r.error);
}

let out = new Uint8Array(1 << 12);
let at = 0;

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

/** Writes the canonical bytes of v; false where `encode` refuses it. */
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
      const keys = Object.keys(v).sort();
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

/** Whether two values have the same canonical encoding (false if either has none). */
export function canonicalEqual(a: unknown, b: unknown): boolean {
  const x = canonicalText(a), y = canonicalText(b);
  return x.ok && y.ok && x.value === y.value;
}
