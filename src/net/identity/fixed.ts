/**
 * Identities for tools and tests only: the key is derived from a label, so the same label is the
 * same player in every file a tool writes (`npm run match -- --ids alice,bob`). Never for players:
 * anyone who knows the label holds the key.
 */
import { toHex, utf8 } from '../../crypto/bytes.js';
import { taggedHash } from '../../crypto/hash.js';
import { publicKeyOf, sign } from '../../crypto/lazy-noble.js';
import type { IdentitySigner } from './signer.js';

/** A fixed identity for `label`; `at` is the time its certificates name (a tool's runs stay reproducible). */
export function fixedIdentity(label: string, at: number): IdentitySigner {
  const secret = taggedHash('facedown/test-identity', utf8(label));
  return { pk: toHex(publicKeyOf(secret)), certify: (d) => sign(d, secret), now: () => at };
}
