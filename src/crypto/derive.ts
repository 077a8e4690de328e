/**
 * Seeds for public randomness and private draws.
 *
 *   public seed k  = taggedHash("facedown/rand", matchId, u32be(k), x_k of each contributing seat in seat order)
 *   private draw d = index uniformInt(stream(taggedHash("facedown/draw", matchId, u32be(seat), u32be(d),
 *                    HMAC-SHA256(s, u32be(d)), beacon of each other seat in seat order)), remaining)
 */
import { type Bytes, u32be } from './bytes.js';
import { TAG, hmacSha256, taggedHash } from './hash.js';
import { ByteStream, uniformInt } from './stream.js';

export const publicSeed = (matchId: Bytes, k: number, beacons: readonly Bytes[]): Bytes =>
  taggedHash(TAG.rand, matchId, u32be(k), ...beacons);

export function drawSeed(matchId: Bytes, seat: number, d: number, privateSeed: Bytes, beacons: readonly Bytes[]): Bytes {
  return taggedHash(TAG.draw, matchId, u32be(seat), u32be(d), hmacSha256(privateSeed, u32be(d)), ...beacons);
}

/** Index of the d-th private draw in a pile of `remaining` cards (canonical order). */
export function drawIndex(
  matchId: Bytes, seat: number, d: number, privateSeed: Bytes, beacons: readonly Bytes[], remaining: number,
): number {
  return uniformInt(new ByteStream(drawSeed(matchId, seat, d, privateSeed, beacons)), remaining);
}
