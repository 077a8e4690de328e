/**
 * The one module that reads secure randomness. Everything else receives an `Entropy`
 * function, so tests and reproducible headless matches can hand in a seeded one.
 */
import { ByteStream } from '../crypto/stream.js';
import { taggedHash } from '../crypto/hash.js';
import { u32be, utf8 } from '../crypto/bytes.js';

export type Entropy = (bytes: number) => Uint8Array;

export const secureEntropy: Entropy = (bytes) => crypto.getRandomValues(new Uint8Array(bytes));

/** Deterministic bytes from a label and number: ONLY for tests and `--seed` reproducible bot matches. */
export function seededEntropy(label: string, seed: number): Entropy {
  const s = new ByteStream(taggedHash('facedown/test-entropy', utf8(label), u32be(seed >>> 0)));
  return (bytes) => Uint8Array.from({ length: bytes }, () => s.byte());
}
