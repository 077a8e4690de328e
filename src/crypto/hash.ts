/**
 * Domain-separated hashing. Every hash in the protocol is
 *   taggedHash(tag, p1, …, pn) = SHA-256( len(tag) ‖ tag ‖ len(p1) ‖ p1 ‖ … ‖ len(pn) ‖ pn )
 * where len is a 4-byte big-endian length. Length prefixes make the concatenation injective,
 * so no two different part lists (or tags) hash the same input.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { type Bytes, equalBytes, toHex, u32be, utf8 } from './bytes.js';

export const TAG = {
  match: 'facedown/match',
  beacon: 'facedown/beacon',
  rand: 'facedown/rand',
  draw: 'facedown/draw',
  commit: 'facedown/commit',
  seed: 'facedown/seed',
  stream: 'facedown/stream',
  state: 'facedown/state',
  msg: 'facedown/msg',
  hello: 'facedown/hello',
  link: 'facedown/link',
  auth: 'facedown/link-auth',
  deck: 'facedown/deck',
  identity: 'facedown/identity-cert',
  fingerprint: 'facedown/identity',
} as const;

type Sha256 = ReturnType<typeof sha256.create>;
/** The hash state after u32be(len(tag)) ‖ tag, per tag: each call clones it instead of hashing the tag again. */
const started = new Map<string, Sha256>();
/** One 4-byte scratch buffer for length prefixes (`update` copies what it is given). */
const len = new Uint8Array(4);
/**
 * One working hash state, refilled from a tag's started state for each call (`_cloneInto` copies
 * the whole state over, so nothing of the previous call is left): no hash object per call.
 * Hashing is synchronous and never re-entered, so one is enough.
 */
let work: Sha256 | undefined;

export function taggedHash(tag: string, ...parts: Bytes[]): Bytes {
  let base = started.get(tag);
  if (!base) {
    const t = utf8(tag);
    base = sha256.create().update(u32be(t.length)).update(t);
    started.set(tag, base);
  }
  const h = (work = base._cloneInto(work));
  for (const p of parts) {
    const n = p.length;
    len[0] = n >>> 24; len[1] = (n >>> 16) & 0xff; len[2] = (n >>> 8) & 0xff; len[3] = n & 0xff;
    h.update(len).update(p);
  }
  return digestOf(h);
}

/**
 * The digest of a working SHA-256 state, as fresh bytes. Digested into the state's own block
 * buffer and copied out: for any other output buffer noble builds a DataView per call, which cost
 * a fifth of a short hash (the state is refilled by `_cloneInto` before its next use).
 */
export function digestOf(h: Sha256): Bytes {
  const own = (h as unknown as { buffer: Uint8Array }).buffer;
  h.digestInto(own);
  return own.slice(0, 32);
}

/**
 * HMAC-SHA256 (RFC 2104) of a key: the SHA-256 states after its inner and outer padded blocks,
 * and a copy of the key (to tell a key buffer refilled in place).
 */
interface Keyed { readonly key: Bytes; readonly inner: Sha256; readonly outer: Sha256 }
/** By key buffer (a seat's private seed keys every one of its draws: one buffer per seed). */
const byBuffer = new WeakMap<Bytes, Keyed>();
/** By key bytes, the last few keys (a caller that passes each key in a fresh buffer). */
const byHex = new Map<string, Keyed>();
const KEYS = 8;
/** The second working state (the outer hash), refilled per call as `work` above. */
let workOuter: Sha256 | undefined;

function keyed(key: Bytes): Keyed {
  const held = byBuffer.get(key);
  if (held && equalBytes(held.key, key)) return held;
  const id = toHex(key);
  let k = byHex.get(id);
  if (!k) {
    const block = new Uint8Array(64);
    block.set(key.length > 64 ? sha256(key) : key);
    for (let i = 0; i < 64; i++) block[i] = (block[i] as number) ^ 0x36;
    const inner = sha256.create().update(block);
    for (let i = 0; i < 64; i++) block[i] = (block[i] as number) ^ (0x36 ^ 0x5c);
    const outer = sha256.create().update(block);
    k = { key: key.slice(), inner, outer };
    if (byHex.size >= KEYS) byHex.delete(byHex.keys().next().value as string);
    byHex.set(id, k);
  }
  byBuffer.set(key, k);
  return k;
}

export function hmacSha256(key: Bytes, msg: Bytes): Bytes {
  const k = keyed(key);
  const inner = digestOf((work = k.inner._cloneInto(work)).update(msg));
  return digestOf((workOuter = k.outer._cloneInto(workOuter)).update(inner));
}
