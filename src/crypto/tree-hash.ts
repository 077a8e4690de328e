/**
 * Merkle hash of a JSON value: each array and object is hashed once over an encoding in which
 * its child arrays and objects appear by their own hashes, so a value that shares subtrees (by
 * reference) with one hashed before rehashes only what changed.
 *
 * Encoding of a value v as an element of its parent, enc(v) (the first byte says the kind):
 *   null 00; false 01; true 02;
 *   integer 03 ‖ 8-byte big-endian two's complement (safe integers only; -0 is written 0);
 *   string 04 ‖ u32be(len(utf8(s))) ‖ utf8(s) (well-formed strings only);
 *   array 05 ‖ arrayHash(v), object 06 ‖ objectHash(v) (32 bytes each), or when v is small:
 *   array 07 ‖ u32be(len(body(v))) ‖ body(v), object 08 ‖ u32be(len(body(v))) ‖ body(v).
 * body(array of n) = u32be(n) ‖ enc(e_0) ‖ … ‖ enc(e_n-1).
 * body(object of n) = u32be(n) ‖ u32be(len(utf8(k))) ‖ utf8(k) ‖ enc(v_k) for each key k,
 *   keys sorted by UTF-16 code units as `canonical` sorts them.
 * Small: an array or object is written inline (07, 08) exactly when none of its elements is an
 *   array or object and len(body(v)) <= INLINE_MAX; otherwise by hash (05, 06). The rule looks at
 *   the value only, so a value has one encoding whoever shares it.
 * arrayHash(v) = taggedHash("facedown/tree/array", body(v)), objectHash(v) = taggedHash("facedown/tree/object", body(v)).
 * treeHash(v) = arrayHash(v) or objectHash(v) for an array or object (small or not), and
 *   taggedHash("facedown/tree/leaf", enc(v)) for any other value.
 * Every kind byte is followed by a fixed or length-prefixed field, so enc is prefix-free and a
 * body splits into its elements one way; the tags keep the three hash kinds apart.
 * Values are refused exactly when `canonical` refuses them, with its message.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { type Result, err, ok } from '../result.js';
import { type Bytes, concat, u32be, utf8 } from './bytes.js';
import { type Json, MAX_DEPTH, canonicalText, sortedKeys } from './canonical.js';
import { digestOf } from './hash.js';

export const TREE_TAG = { leaf: 'facedown/tree/leaf', array: 'facedown/tree/array', object: 'facedown/tree/object' } as const;

/** The largest body (in bytes) of an array or object of scalars that is written inline into its parent. */
export const INLINE_MAX = 128;

export const KIND = {
  null: 0, false: 1, true: 2, int: 3, string: 4, arrayHash: 5, objectHash: 6, arrayInline: 7, objectInline: 8,
} as const;

/** Hash, kind byte (05 or 06) and height of every array and object hashed so far (never the inline ones). */
interface Memo { readonly kind: number; readonly hash: Bytes; readonly height: number }

/**
 * Hashes of arrays and objects by identity. A value must not be mutated once hashed (match
 * states are readonly and replaced, never edited): a later hash of it would use the stale entry.
 */
const weak = new WeakMap<object, Memo>();
/** The memo of the hash under way: the shared weak one, or a caller's own (`TreeMemo`). */
let memo: { get(o: object): Memo | undefined; set(o: object, m: Memo): unknown } = weak;

/**
 * A memo of its own for a caller that hashes a few states of one short-lived run (the verifier):
 * a weak map entry costs several times a map's, and what a map keeps alive (the hashed states'
 * nodes) is dropped with it. Same rules as the shared memo: hashed values are never mutated.
 */
export type TreeMemo = Map<object, unknown>;
export const treeMemo = (): TreeMemo => new Map();

const FAIL = -1;
/** u32be(len(tag)) ‖ tag, the start of every taggedHash preimage. */
const tagPrefix = (tag: string): Bytes => { const t = utf8(tag); return concat(u32be(t.length), t); };
const ARRAY_PREFIX = tagPrefix(TREE_TAG.array);
const OBJECT_PREFIX = tagPrefix(TREE_TAG.object);
const LEAF_PREFIX = tagPrefix(TREE_TAG.leaf);
/** Room left before a body for its taggedHash prefix: u32be(len(tag)) ‖ tag ‖ u32be(len(body)). */
const RESERVE = Math.max(ARRAY_PREFIX.length, OBJECT_PREFIX.length) + 4;

let buf = new Uint8Array(1 << 14);
/** A hash state at its start, and one working state refilled from it per node (no hash object per node). */
const fresh = sha256.create();
let work: ReturnType<typeof sha256.create> | undefined;
function sha(bytes: Bytes): Bytes {
  return digestOf((work = fresh._cloneInto(work)).update(bytes));
}
/** Height of the value just encoded: 0 for a scalar or an empty container, else 1 + its tallest element's. */
let height = 0;

function room(end: number): void {
  if (end <= buf.length) return;
  const next = new Uint8Array(Math.max(end, buf.length * 2));
  next.set(buf);
  buf = next;
}

function u32At(p: number, n: number): void {
  buf[p] = n >>> 24; buf[p + 1] = (n >>> 16) & 0xff; buf[p + 2] = (n >>> 8) & 0xff; buf[p + 3] = n & 0xff;
}

const encoder = new TextEncoder();

/**
 * Writes u32be(len(utf8(s))) ‖ utf8(s) at p; FAIL on a lone surrogate. ASCII (nearly every key
 * and id) byte by byte; from the first other character on, the platform's encoder.
 */
function str(s: string, p: number): number {
  const n = s.length;
  room(p + 4 + 3 * n);
  let q = p + 4;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) {
      if (!s.isWellFormed()) return FAIL;
      q += encoder.encodeInto(s.slice(i), buf.subarray(q)).written;
      break;
    }
    buf[q++] = c;
  }
  u32At(p, q - p - 4);
  return q;
}

/** Writes enc(v) at p; returns where it ends, or FAIL. */
function value(v: unknown, depth: number, p: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  height = 0;
  if (v === null) { room(p + 1); buf[p] = KIND.null; return p + 1; }
  switch (typeof v) {
    case 'boolean': room(p + 1); buf[p] = v ? KIND.true : KIND.false; return p + 1;
    case 'number': {
      if (!Number.isSafeInteger(v)) return FAIL;
      room(p + 9);
      const hi = Math.floor(v / 4294967296), lo = v - hi * 4294967296;
      buf[p] = KIND.int;
      u32At(p + 1, hi >>> 0);
      u32At(p + 5, lo);
      return p + 9;
    }
    case 'string': {
      room(p + 1);
      buf[p] = KIND.string;
      return str(v, p + 1);
    }
    case 'object': return node(v as object, depth, p, false);
    default: return FAIL;
  }
}

/** Writes enc(v) of an array or object at p (by hash, or inline when small unless `root`); FAIL when refused. */
function node(v: object, depth: number, p: number, root: boolean): number {
  const known = memo.get(v);
  if (known) {
    if (depth + known.height > MAX_DEPTH) return FAIL;
    room(p + 33);
    buf[p] = known.kind;
    buf.set(known.hash, p + 1);
    height = known.height;
    return p + 33;
  }
  const isArray = Array.isArray(v);
  const start = p + RESERVE;
  let q = start + 4;
  let scalars = true, tallest = -1, n: number;
  if (isArray) {
    const a = v as readonly unknown[];
    n = a.length;
    for (let i = 0; i < n; i++) {
      const x = a[i];
      if (x !== null && typeof x === 'object') scalars = false;
      q = value(x, depth + 1, q);
      if (q === FAIL) return FAIL;
      if (height > tallest) tallest = height;
    }
  } else {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return FAIL;
    const keys = sortedKeys(Object.keys(v));
    n = keys.length;
    for (const k of keys) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined) return FAIL;
      if (x !== null && typeof x === 'object') scalars = false;
      q = str(k, q);
      if (q === FAIL) return FAIL;
      q = value(x, depth + 1, q);
      if (q === FAIL) return FAIL;
      if (height > tallest) tallest = height;
    }
  }
  room(q + 33);
  u32At(start, n);
  const len = q - start;
  height = tallest + 1;
  if (scalars && len <= INLINE_MAX && !root) {
    buf[p] = isArray ? KIND.arrayInline : KIND.objectInline;
    u32At(p + 1, len);
    buf.copyWithin(p + 5, start, q);
    return p + 5 + len;
  }
  const prefix = isArray ? ARRAY_PREFIX : OBJECT_PREFIX;
  const from = start - 4 - prefix.length;
  buf.set(prefix, from);
  u32At(start - 4, len);
  const hash = sha(buf.subarray(from, q));
  const kind = isArray ? KIND.arrayHash : KIND.objectHash;
  if (!(scalars && len <= INLINE_MAX)) memo.set(v, { kind, hash, height });
  buf[p] = kind;
  buf.set(hash, p + 1);
  return p + 33;
}

/** The tree hash of a value, or why it has none (canonical's own message: a value is refused exactly when canonical refuses it). */
export function treeHashOf(v: unknown, own?: TreeMemo): Result<Bytes> {
  let end: number;
  memo = (own as Map<object, Memo> | undefined) ?? weak;
  try {
    if (v !== null && typeof v === 'object') {
      end = node(v, 0, 0, true);
      if (end !== FAIL) return ok(buf.slice(1, 33));
    } else {
      const from = LEAF_PREFIX.length + 4;
      end = value(v, 0, from);
      if (end !== FAIL) {
        buf.set(LEAF_PREFIX, 0);
        u32At(from - 4, end - from);
        return ok(sha(buf.subarray(0, end)));
      }
    }
  } finally {
    height = 0;
    memo = weak;
  }
  const c = canonicalText(v);
  if (c.ok) throw new Error('treeHash refused a value canonical accepts');
  return err(c.error);
}

/** The tree hash of a value this program built itself; a failure here is a programming error (a TypeError, as canonical throws). */
export function treeHash(v: Json, own?: TreeMemo): Bytes {
  const r = treeHashOf(v, own);
  if (!r.ok) throw new TypeError(r.error);
  return r.value;
}
