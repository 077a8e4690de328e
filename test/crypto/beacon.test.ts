/** Beacon hash chains: construction, chainValue indices, and beaconFollows. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Bytes, toHex } from '../../src/crypto/bytes.js';
import {
  BEACON_BYTES, DEFAULT_CHAIN_LENGTH, beaconFollows, beaconParent, buildChain, chainLength, chainTip, chainValue,
} from '../../src/crypto/beacon.js';
import { TAG, taggedHash } from '../../src/crypto/hash.js';
import { testSeed } from './helpers.js';

const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const flip = (b: Bytes, i: number): Bytes => { const c = b.slice(); c[i % c.length] = (c[i % c.length] ?? 0) ^ 1; return c; };

describe('buildChain', () => {
  it('hashes down from the end value to the tip', () => {
    fc.assert(fc.property(bytes32, fc.integer({ min: 0, max: 20 }), (end, L) => {
      const c = buildChain(end, L);
      expect(chainLength(c)).toBe(L);
      expect(c.values).toHaveLength(L + 1);
      expect(toHex(c.values[L]!)).toBe(toHex(end));
      expect(chainTip(c)).toBe(c.values[0]);
      for (let i = L; i > 0; i--) expect(toHex(c.values[i - 1]!)).toBe(toHex(taggedHash(TAG.beacon, c.values[i]!)));
    }), { numRuns: 50 });
  });

  it('of length 0 is just its end value', () => {
    const end = testSeed('beacon', 0);
    const c = buildChain(end, 0);
    expect(toHex(chainTip(c))).toBe(toHex(end));
    expect(chainValue(c, 1)).toBeUndefined();
  });

  it(`of the default length ${DEFAULT_CHAIN_LENGTH} has values 1..${DEFAULT_CHAIN_LENGTH}`, () => {
    const c = buildChain(testSeed('beacon', 1), DEFAULT_CHAIN_LENGTH);
    expect(chainLength(c)).toBe(DEFAULT_CHAIN_LENGTH);
    expect(beaconFollows(chainValue(c, DEFAULT_CHAIN_LENGTH)!, chainValue(c, DEFAULT_CHAIN_LENGTH - 1)!)).toBe(true);
    expect(chainValue(c, DEFAULT_CHAIN_LENGTH + 1)).toBeUndefined();
  });
});

describe('chainValue', () => {
  const c = buildChain(testSeed('beacon', 2), 8);
  it('is 1-based: value k is x_k, k = 1..L', () => {
    for (let k = 1; k <= 8; k++) expect(chainValue(c, k)).toBe(c.values[k]);
  });
  it('is undefined for the tip index 0, past the end, and for non-indices', () => {
    for (const k of [0, -1, 9, 100, 1.5, NaN]) expect(chainValue(c, k), String(k)).toBeUndefined();
  });
});

describe('beaconFollows', () => {
  const L = 8;
  const c = buildChain(testSeed('beacon', 3), L);
  const x = (k: number) => c.values[k] as Bytes;

  it('accepts each next value after the tip and after the last one revealed', () => {
    for (let k = 1; k <= L; k++) expect(beaconFollows(x(k), x(k - 1)), `x_${k}`).toBe(true);
    for (let k = 1; k <= L; k++) expect(toHex(beaconParent(x(k)))).toBe(toHex(x(k - 1)));
  });

  it('rejects skipping, repeating and going backwards', () => {
    for (let k = 1; k <= L; k++) {
      for (let j = 0; j <= L; j++) {
        if (j !== k) expect(beaconFollows(x(j), x(k - 1)), `x_${j} after x_${k - 1}`).toBe(false);
      }
    }
  });

  it('rejects altered values and anchors', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: L }), fc.nat(), (k, i) => {
      expect(beaconFollows(flip(x(k), i), x(k - 1))).toBe(false);
      expect(beaconFollows(x(k), flip(x(k - 1), i))).toBe(false);
    }), { numRuns: 100 });
  });

  it(`rejects values that are not ${BEACON_BYTES} bytes, whatever they hash to`, () => {
    for (const len of [0, 1, 31, 33, 64]) {
      const v = new Uint8Array(len).fill(5);
      expect(beaconFollows(v, beaconParent(v)), `${len} bytes`).toBe(false);
    }
    expect(beaconFollows(Uint8Array.from([...x(1), 0]), x(0))).toBe(false);
    expect(beaconFollows(x(1).subarray(0, 31), x(0))).toBe(false);
  });

  it('follows an extension: after a new tip y_0 is published, y_1 follows it and x_(k+1) no longer does', () => {
    const y = buildChain(testSeed('beacon', 4), 4);
    expect(beaconFollows(y.values[1]!, chainTip(y))).toBe(true);
    expect(beaconFollows(x(3), chainTip(y))).toBe(false);
    expect(beaconFollows(y.values[1]!, x(2))).toBe(false);
  });

  it('accepts random chains at every position', () => {
    fc.assert(fc.property(bytes32, fc.integer({ min: 1, max: 12 }), (end, len) => {
      const ch = buildChain(end, len);
      for (let k = 1; k <= len; k++) expect(beaconFollows(chainValue(ch, k)!, ch.values[k - 1]!)).toBe(true);
    }), { numRuns: 30 });
  });
});
