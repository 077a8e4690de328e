/**
 * A Lord's own cards: the private draw pile, the hidden hand, the public discard pile.
 * The pile is reshuffled from the discard pile only when a draw is needed and the pile is
 * empty; the new pile is the discard pile's cards (public), drawn privately from then on.
 * A card leaving the hand is shown as { handle, card }: the handle must be in the hand and the
 * card among the Lord's hidden cards (the audit checks the handle really is that card).
 */
import { type Result, err, ok } from '../../../result.js';
import type { Handle, RuleError, Seat, Shown } from '../../game.js';
import { cardOfInstance } from './cards/index.js';
import type { ShownCard } from './moves.js';
import { type Lord, pileLeft, sortedInsert, without } from './state.js';

export const canDraw = (l: Lord): boolean => pileLeft(l.pile) > 0 || l.discard.length > 0;

/** Reshuffles the discard pile into a new draw pile, if (and only if) the pile is empty. */
export function reshuffleIfEmpty(l: Lord): Lord {
  if (pileLeft(l.pile) > 0 || l.discard.length === 0) return l;
  const cards = [...l.discard].sort();
  return { ...l, pile: { owner: l.pile.owner, cards, drawn: [] }, hidden: sortedInsert(l.hidden, cards), discard: [] };
}

export const addDraw = (l: Lord, handle: Handle): Lord => ({
  ...l,
  hand: [...l.hand, handle],
  pile: { ...l.pile, drawn: [...l.pile.drawn, handle] },
});

/** Checks a shown `{ handle, card }` against the seat's hidden hand (the card stays in the hand). */
export function shownFromHand(l: Lord, seat: Seat, v: ShownCard): Result<Shown, RuleError> {
  const { handle, card } = v;
  if (!l.hand.includes(handle)) return err({ seat, reason: `${handle} is not in seat ${seat}'s hand` });
  if (cardOfInstance(card) === undefined) return err({ seat, reason: `"${card}" is not a card of this game` });
  if (!l.hidden.includes(card)) return err({ seat, reason: `${card} cannot be in seat ${seat}'s hand` });
  return ok({ handle, card });
}

/** Takes a shown card out of the hand (it is public from now on). */
export const removeFromHand = (l: Lord, s: Shown): Lord => ({
  ...l,
  hand: l.hand.filter((h) => h !== s.handle),
  hidden: without(l.hidden, s.card),
});
