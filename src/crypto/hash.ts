/**
 * Domain-separated hashing. Every hash in the protocol is
 *   taggedHash(tag, p1, …, pn) = SHA-256( len(tag) ‖ tag ‖ len(p1) ‖ p1 ‖ … ‖ len(pn) ‖ pn )
 * where len is a 4-byte big-endian length. Length prefixes make the concatenation injective,
 * so no two different part lists (or tags) hash the same input.
 */
import { sha256 } from '@noble/hashes/sha2.js';
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

/**
 * HMAC-SHA256 (RFC 2104) over the SHA-256 above, in place of @noble/hashes/hmac.js (whose code,
 * and the hash checks it asks of utils.js, rode on the way to every table: issue 10):
 *   HMAC(K, m) = H((K' ⊕ opad) ‖ H((K' ⊕ ipad) ‖ m)), K' = K (or H(K) when longer than a block) padded to 64 bytes.
 * The inner and outer states after their padded key are kept for the last few keys (a seat's
 * private seed keys every one of its draws), and each call refills the working state from them.
 */
const keyed = new Map<string, readonly [Sha256, Sha256]>();
const KEYS = 8;

export function hmacSha256(key: Bytes, msg: Bytes): Bytes {
  const id = toHex(key);
  let base = keyed.get(id);
  if (!base) {
    const k = new Uint8Array(64);
    k.set(key.length > 64 ? sha256(key) : key);
    const padded = (x: number): Sha256 => sha256.create().update(k.map((b) => b ^ x));
    base = [padded(0x36), padded(0x5c)];
    if (keyed.size >= KEYS) keyed.delete(keyed.keys().next().value as string);
    keyed.set(id, base);
  }
  const inner = digestOf((work = base[0]._cloneInto(work)).update(msg));
  return digestOf((work = base[1]._cloneInto(work)).update(inner));
}
