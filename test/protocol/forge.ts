/** Test helpers that forge what a cheating seat could sign: its own messages, in its own chain. */
import { toHex } from '../../src/crypto/bytes.js';
import { linkHash, matchIdOf, signMessage } from '../../src/protocol/chain.js';
import type { Body, SignedMessage, Transcript } from '../../src/protocol/transcript.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { SeatSecrets } from '../../src/net/secrets.js';
export const CHAIN = 64;

/** The secrets a headless seat had in a seeded run (its key and private seed). */
export const secretsOf = (seat: number, seed = 7): SeatSecrets => SeatSecrets.fresh(seededEntropy(`seat-${seat}`, seed), CHAIN);

/** A copy of the file with the seat's chain cut to its first `keep` messages. */
export function cut(t: Transcript, seat: number, keep: number): Transcript {
  return { ...t, chains: t.chains.map((c, i) => (i === seat ? c.slice(0, keep) : c)) };
}

/** A message the seat signs at the end of its chain in `t`, at `step` with the state hash it had there. */
export function signedNext(t: Transcript, seat: number, step: number, stateHash: string, body: Body, seed = 7): SignedMessage {
  const chain = t.chains[seat] ?? [];
  const last = chain[chain.length - 1];
  const matchId = matchIdOf(t.hellos);
  return signMessage(matchId, {
    seat, seq: chain.length, prev: last ? linkHash(last) : toHex(matchId), step, stateHash, body,
  }, secretsOf(seat, seed).keys.secretKey);
}

/** The file with `m` appended to its author's chain. */
export const append = (t: Transcript, m: SignedMessage): Transcript =>
  ({ ...t, chains: t.chains.map((c, i) => (i === m.seat ? [...c, m] : c)) });

/** A JSON round trip, as a file on disk would be. */
export const asFile = (t: unknown): unknown => JSON.parse(JSON.stringify(t));
