/**
 * Domain-separated hashing. Every hash in the protocol is
 *   taggedHash(tag, p1, …, pn) = SHA-256( len(tag) ‖ tag ‖ len(p1) ‖ p1 ‖ … ‖ len(pn) ‖ pn )
 * where len is a 4-byte big-endian length. Length prefixes make the concatenation injective,
 * so no two different part lists (or tags) hash the same input.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hmac } from '@noble/hashes/hmac.js';
import { type Bytes, u32be, utf8 } from './bytes.js';

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

export function taggedHash(tag: string, ...parts: Bytes[]): Bytes {
  const h = sha256.create();
  const t = utf8(tag);
  h.update(u32be(t.length)).update(t);
  for (const p of parts) h.update(u32be(p.length)).update(p);
  return h.digest();
}

export const hmacSha256 = (key: Bytes, msg: Bytes): Bytes => hmac(sha256, key, msg);
