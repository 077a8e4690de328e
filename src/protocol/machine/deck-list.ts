/** A seat's hidden deck list (committed in its hello), opened at the end of the match, a claim or an audit call. */
import { fromHex, toHex } from '../../crypto/bytes.js';
import { deckCommitment } from '../../crypto/commit.js';
import { type Result, err, ok } from '../../result.js';
import type { Seat } from '../../engine/game.js';
import type { DeckOpening } from '../wire/transcript.js';
import type { MachineState, MatchConfig } from './types.js';

/**
 * Opens a seat's hidden deck list against its hello (when it has one): the opened lists, or why
 * not. A seat without a deck list must not send one.
 */
export function openDeck(cfg: MatchConfig, s: MachineState, seat: Seat, opening: DeckOpening | undefined): Result<MachineState['decks'], string> {
  const committed = cfg.decks[seat];
  if (!committed) return opening ? err('opened a deck list it never committed to') : ok(s.decks);
  if (!opening) return err('did not open the deck list committed in its hello');
  if (opening.cards.length !== committed.size || toHex(deckCommitment(fromHex(opening.salt), opening.cards)) !== committed.c) {
    return err('the opened deck list does not match the commitment in its hello');
  }
  return ok((s.decks ?? []).map((d, i) => (i === seat ? [...opening.cards].sort() : d)));
}
