/**
 * Domain-separated hashing. Every hash in the protocol is
 *   taggedHash(tag, p1, …, pn) = SHA-256( len(tag) ‖ tag ‖ len(p1) ‖ p1 ‖ … ‖ len(pn) ‖ pn )
 * where len is a 4-byte big-endian length. Length prefixes make the concatenation injective,
 * so no two different part lists (or tags) hash the same input.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hmac } from '@noble/hashes/hmac.js';
import { type Bytes, toHex, u32be, utf8 } from './bytes.js';

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

type Hmac = ReturnType<typeof hmac.create>;
/** HMAC states keyed by the last few keys (a seat's private seed keys every one of its draws). */
const keyed = new Map<string, Hmac>();
const KEYS = 8;
/** The working HMAC state, refilled from a key's state per call (as `work` above). */
let workHmac: Hmac | undefined;

export function hmacSha256(key: Bytes, msg: Bytes): Bytes {
  const id = toHex(key);
  let base = keyed.get(id);
  if (!base) {
    base = hmac.create(sha256, key);
    if (keyed.size >= KEYS) keyed.delete(keyed.keys().next().value as string);
    keyed.set(id, base);
  }
  const h = (workHmac = base._cloneInto(workHmac) as Hmac);
  const out = new Uint8Array(32);
  h.update(msg).digestInto(out);
  return out;
}
