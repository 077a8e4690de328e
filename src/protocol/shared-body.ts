/**
 * The shared deck's message bodies (docs/PROTOCOL.md, "Shared decks"): a seat's shuffle pass, its
 * decryption share, an early audit call. Loaded with the shared deck's code (shared-lazy.ts):
 * parse.ts checks them with it once it is loaded, and the shared deck checks each again where it
 * uses one (a stored or watched match may be read before it loads), so a malformed body is refused
 * with the seat and the step. A match without a shared pile never loads this.
 */
import { isHex } from '../crypto/bytes.js';
import { MAX_SHARED } from '../engine/game.js';
import { type Result, err } from '../result.js';
import { Bad, Fields, build, deckOpening } from './parse.js';
import type { Body } from './transcript.js';

export function parseSharedBody(x: Record<string, unknown>, where = 'body'): Result<Body> {
  const f = new Fields(x, where);
  switch (x.t) {
    case 'shuffle': {
      const deck = x.deck;
      const fine = Array.isArray(deck) && deck.length > 0 && deck.length <= MAX_SHARED && deck.every((c) => isHex(c, 64));
      return build({ t: 'shuffle', deck: fine ? deck : new Bad(`${where}.deck: expected 1 to ${MAX_SHARED} ciphertexts (64 bytes of lowercase hex each)`) }, f.only(['t', 'deck']));
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
