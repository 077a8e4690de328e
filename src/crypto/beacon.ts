/**
 * Beacon hash chains: public randomness whose every contribution was fixed before the match.
 *
 * A seat picks a random x_L and publishes x_0, where x_{i-1} = taggedHash("facedown/beacon", x_i).
 * Its k-th contribution is x_k, which anyone checks by hashing it to the previous one. A chain
 * is extended by publishing the tip y_0 of a fresh chain inside a signed message before the old
 * one runs out; the value after that must then hash to y_0.
 */
import { type Bytes, equalBytes } from './bytes.js';
import { TAG, taggedHash } from './hash.js';

export const BEACON_BYTES = 32;
/**
 * Enough for most matches (a Crayne heads-up match uses ~150 per seat); a longer one extends its
 * chain when it runs out (one value in a message of its own). Each seat hashes the whole chain
 * once before the match, so a longer default only costs time.
 */
export const DEFAULT_CHAIN_LENGTH = 256;

export const beaconParent = (x: Bytes): Bytes => taggedHash(TAG.beacon, x);

/** True when `x` is the value that follows `anchor` (the tip, or the last value revealed). */
export const beaconFollows = (x: Bytes, anchor: Bytes): boolean =>
  x.length === BEACON_BYTES && equalBytes(beaconParent(x), anchor);

/** A seat's own chain, built from its secret end value. values[0] is the published tip. */
export interface BeaconChain {
  readonly values: readonly Bytes[];
}

export function buildChain(end: Bytes, length: number): BeaconChain {
  const values: Bytes[] = new Array<Bytes>(length + 1);
  values[length] = end;
  for (let i = length; i > 0; i--) values[i - 1] = beaconParent(values[i] as Bytes);
  return { values };
}

export const chainTip = (c: BeaconChain): Bytes => c.values[0] as Bytes;

/** Value number k (1-based: the first contribution is x_1), or undefined when the chain is spent. */
export const chainValue = (c: BeaconChain, k: number): Bytes | undefined => (k >= 1 ? c.values[k] : undefined);

export const chainLength = (c: BeaconChain): number => c.values.length - 1;
