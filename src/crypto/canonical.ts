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

/** Why the last `text` call refused its value (set only on a refusal, with the path to the refused part). */
let why = '';
const refuse = (reason: string): undefined => { why = reason; return undefined; };

/**
 * Key lists sorted before (at most 8 by first key, of at most 32 keys; 256 first keys, then it
 * starts afresh): objects of one shape list their keys in one order, so an object shaped like one
 * seen before takes the sorted list it had (compared key by key with ===) instead of sorting again.
 */
const shapes = new Map<string, { readonly keys: readonly string[]; readonly sorted: string[] }[]>();

/** `keys` sorted by UTF-16 code units (as `Array.prototype.sort`), shared with earlier calls on the same list: never edit it. */
export function sortedKeys(keys: string[]): readonly string[] {
  const n = keys.length;
  if (n < 2) return keys;
  const first = keys[0] as string;
  let known = shapes.get(first);
  if (known) {
    outer: for (const k of known) {
      if (k.keys.length !== n) continue;
      for (let i = 1; i < n; i++) if (k.keys[i] !== keys[i]) continue outer;
      return k.sorted;
    }
  }
  const sorted = keys.slice().sort();
  if (n > 32 || (known && known.length >= 8)) return sorted;
  if (!known) {
    if (shapes.size >= 256) shapes.clear();
    shapes.set(first, (known = []));
  }
  known.push({ keys, sorted });
  return sorted;
}

/**
 * The canonical text, built by concatenation; undefined when the value has none, `why` then
 * saying why (only a refusal builds that message: the path to the refused part, prefixed on the
 * way out). `omit`: a key of this object left out.
 */
function text(v: unknown, depth: number, omit?: string): string | undefined {
  if (depth > MAX_DEPTH) return refuse(`nesting deeper than ${MAX_DEPTH}`);
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean': return v ? 'true' : 'false';
    case 'number': return Number.isSafeInteger(v) ? (v === 0 ? '0' : `${v}`) : refuse(`number ${String(v)} is not a safe integer`);
    case 'string': return v.isWellFormed() ? JSON.stringify(v) : refuse('string holds a lone surrogate');
    case 'object': {
      if (Array.isArray(v)) {
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          const e = text(v[i], depth + 1);
          if (e === undefined) return refuse(`[${i}]: ${why}`);
          out += i > 0 ? `,${e}` : e;
        }
        return `${out}]`;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return refuse('not a plain object');
      const keys = sortedKeys(Object.keys(v));
      let out = '{';
      let first = true;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i] as string;
        if (k === omit) continue;
        const val = (v as Record<string, unknown>)[k];
        if (val === undefined) return refuse(`key ${JSON.stringify(k)} is undefined`);
        if (!k.isWellFormed()) return refuse('key holds a lone surrogate');
        const e = text(val, depth + 1);
        if (e === undefined) return refuse(`${JSON.stringify(k)}: ${why}`);
        out += `${first ? '' : ','}${JSON.stringify(k)}:${e}`;
        first = false;
      }
      return `${out}}`;
    }
    default: return refuse(`${typeof v} cannot be encoded`);
  }
}

/**
 * Whether a value has a canonical encoding, without building it: true exactly where
 * `canonicalText` succeeds (it mirrors `encode`'s refusals). For checks at the boundary whose
 * text nobody needs; call `canonicalText` for the reason when this says no.
 */
export function isCanonical(v: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (v === null) return true;
  switch (typeof v) {
    case 'boolean': return true;
    case 'number': return Number.isSafeInteger(v);
    case 'string': return v.isWellFormed();
    case 'object': {
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (!isCanonical(v[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const k of Object.keys(v)) {
        const val = (v as Record<string, unknown>)[k];
        if (val === undefined || !k.isWellFormed() || !isCanonical(val, depth + 1)) return false;
      }
      return true;
    }
    default: return false;
  }
}

/** The canonical text of a value, or why it has none. */
export function canonicalText(v: unknown): Result<string> {
  const t = text(v, 0);
  return t === undefined ? err(`not canonical JSON: ${why}`) : ok(t);
}

/** Canonical UTF-8 bytes of a value this program built itself; a failure here is a programming error. */
export function canonical(v: Json): Bytes {
  return canonicalViewOf(v).slice();
}

/** Whether two values have the same canonical encoding (false if either has none). */
export function canonicalEqual(a: unknown, b: unknown): boolean {
  const x = canonicalText(a), y = canonicalText(b);
  return x.ok && y.ok && x.value === y.value;
}

/**
 * The canonical UTF-8 bytes of a value, encoded into a buffer this module reuses (no new bytes,
 * no copy): a view that the next call overwrites, so hash it at once (and never take two views
 * for one call's arguments). Undefined exactly where `canonicalText` refuses the value. `omit`:
 * a key of the top-level object left out (a message without its signature, with no copy of it).
 */
export function canonicalView(v: unknown, omit?: string): Bytes | undefined {
  const t = text(v, 0, omit);
  if (t === undefined) return undefined;
  // UTF-8 takes at most 3 bytes per UTF-16 code unit (4 per surrogate pair).
  if (out.length < 3 * t.length) out = new Uint8Array(Math.max(3 * t.length, 2 * out.length));
  return out.subarray(0, encoder.encodeInto(t, out).written);
}

/** `canonicalView` of a value this program built itself; a refusal is a programming error (a TypeError, as `canonical`). */
export function canonicalViewOf(v: Json, omit?: string): Bytes {
  const b = canonicalView(v, omit);
  if (b) return b;
  throw new TypeError(`not canonical JSON: ${why}`);
}

let out = new Uint8Array(1 << 12);
const encoder = new TextEncoder();
