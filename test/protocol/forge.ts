/** Test helpers that forge what a cheating seat could sign: its own messages, in its own chain. */
import { toHex } from '../../src/crypto/bytes.js';
import { linkHash, matchIdOf, signMessage, unsigned } from '../../src/protocol/wire/chain.js';
import type { Body, SignedMessage, Transcript } from '../../src/protocol/wire/transcript.js';
import { fileChains } from '../../src/protocol/machine/ledger.js';
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
    seat, seq: chain.length, prev: last ? linkHash(last, versionOf(t)) : toHex(matchId), step, stateHash, body,
  }, secretsOf(seat, seed).keys.secretKey);
}

const versionOf = (t: Transcript): number => t.hellos[0]?.v ?? 1;

/** The file with `m` appended to its author's chain (in protocol 3, the old last message gives up its signature, as in any file). */
export const append = (t: Transcript, m: SignedMessage): Transcript => ({
  ...t,
  chains: t.chains.map((c, i) => (i !== m.seat ? c : [...(versionOf(t) >= 3 ? c.map((x) => unsigned(x) as SignedMessage) : c), m])),
});

/**
 * Every message with its signature, as the seats received them over the wire (a match file
 * keeps only each chain's last signature in protocol 3; a cheater who kept the wire has all).
 */
export const wireOf = (run: { readonly sessions: readonly { readonly match: { chains: readonly (readonly SignedMessage[])[] } | null }[]; readonly transcript: Transcript | null }): Transcript => {
  const t = run.transcript as Transcript;
  return { ...t, chains: t.chains.map((c, seat) => [...(run.sessions[seat]?.match?.chains[seat] ?? c)]) };
};

/** The file a seat would write (in protocol 3, only each chain's last message signed), as a JSON round trip. */
export const asFile = (t: unknown): unknown => {
  const x = t as Transcript;
  const file = Array.isArray(x.chains) ? { ...x, chains: fileChains(x.chains, x.hellos?.[0]?.v ?? 1) } : x;
  return JSON.parse(JSON.stringify(file));
};
