/**
 * The shared deck's message bodies (docs/PROTOCOL.md, "Shared decks"): a seat's shuffle pass, its
 * proof of shuffle, its decryption share, an early audit call. Loaded with the shared deck's code (shared-lazy.ts):
 * parse.ts checks them with it once it is loaded, and the shared deck checks each again where it
 * uses one (a stored or watched match may be read before it loads), so a malformed body is refused
 * with the seat and the step. A match without a shared pile never loads this.
 */
import { isHex } from '../../crypto/bytes.js';
import { MAX_SHARED } from '../../engine/game.js';
import { type Result, err } from '../../result.js';
import { Bad, Fields, build, deckOpening } from '../wire/parse.js';
import type { Body } from '../wire/transcript.js';

/**
 * The length in bytes of a proof of shuffle for a deck of n: (5n+9)·32 (src/crypto/shuffle-proof.ts,
 * `proofBytes`; written here so the boundary does not load the group code).
 */
export const shuffleProofBytes = (n: number): number => (5 * n + 9) * 32;

export function parseSharedBody(x: Record<string, unknown>, where = 'body'): Result<Body> {
  const f = new Fields(x, where);
  switch (x.t) {
    case 'shuffle': {
      const deck = x.deck;
      const fine = Array.isArray(deck) && deck.length > 0 && deck.length <= MAX_SHARED && deck.every((c) => isHex(c, 64));
      const fields: Record<string, unknown> = { t: 'shuffle', deck: fine ? deck : new Bad(`${where}.deck: expected 1 to ${MAX_SHARED} ciphertexts (64 bytes of lowercase hex each)`) };
      // Hex of any length up to the largest proof, or absent: a signed pass whose proof is missing,
      // or of the wrong length for its deck, reaches the lockstep, which refuses it naming the seat.
      if ('proof' in x) {
        const p = x.proof;
        fields.proof = isHex(p) && p.length <= 2 * shuffleProofBytes(MAX_SHARED) ? p : new Bad(`${where}.proof: expected at most ${shuffleProofBytes(MAX_SHARED)} bytes of lowercase hex`);
      }
      return build(fields, f.only(['t', 'deck', 'proof']));
    }
    case 'share': return build({ t: 'share', T: f.hex('T', 32), proof: f.hex('proof', 64) }, f.only(['t', 'T', 'proof']));
    case 'audit': {
      const fields: Record<string, unknown> = { t: 'audit', handle: f.str('handle', 40), seed: f.hex('seed', 32) };
      if ('deck' in x) fields.deck = deckOpening(x.deck, `${where}.deck`);
      return build(fields, f.only(['t', 'handle', 'seed', 'deck']));
    }
    default: return err(`${where}.t: not a shared-deck message`);
  }
}

/** Why a body the shared deck is about to use is malformed (it may have been read before this code loaded), or null. */
export function sharedBodyFault(body: Body): string | null {
  const r = parseSharedBody(body as unknown as Record<string, unknown>);
  return r.ok ? null : r.error;
}
