/**
 * Game preparation (rulebook "Game preparation"; clarifications "Setup"): both players choose a
 * faction (with pre-built decks: its deck) secretly and at once — a committed value opened once
 * both are bound; each draws 7 cards privately (from a built deck, before the choice: the deck
 * exists already, and its owner's hand shows which faction it must name); the first seat names who starts round 1; then
 * both may mulligan once, at the same time and secretly: the cards put back return to the deck
 * (their handles leave the pile's drawn list, so they can be drawn again: a private reshuffle)
 * and as many are drawn.
 */
import { type Result, err, ok } from '../../../result.js';
import type { Applied, Handle, RuleError, Seat } from '../../game.js';
import { isFaction, prebuiltPile } from './cards-api.js';
import type { ArkMove } from './moves.js';
import type { ArkState, Player, Task } from './state.js';
import { HAND, playerOf, withPlayer } from './state.js';

const draws = (seat: Seat, n: number): Task[] => Array.from({ length: n }, () => ({ kind: 'draw', seat }));

/** Both factions opened: decks in place, then the opening hands. */
export function applyDeckReveal(s: ArkState, values: readonly { readonly seat: Seat; readonly value: ArkMove }[]): Result<Applied<ArkState>, RuleError> {
  let out = s;
  for (const { seat, value } of values) {
    if (value.kind !== 'deck') return err({ seat, reason: 'the opened value is not a faction choice' });
    if (!isFaction(value.faction)) return err({ seat, reason: `"${value.faction}" is not a faction of Arackuan` });
    const f = value.faction;
    out = withPlayer(out, seat, (p) => ({
      ...p, faction: f, pile: s.decks === 'prebuilt' ? { owner: seat, cards: prebuiltPile(f), drawn: [] } : p.pile,
    }));
  }
  // A built deck was dealt from before the choice (its owner knows its faction from its hand).
  const deal = s.decks === 'prebuilt' ? [...draws(0, HAND), ...draws(1, HAND)] : [];
  return ok({ state: { ...out, ask: null, stage: 'deal', tasks: [...deal, { kind: 'stage', stage: 'first' }] } });
}

/** A private draw into the seat's hand. */
export function receiveDraw(s: ArkState, seat: Seat, handle: Handle): ArkState {
  return withPlayer(s, seat, (p) => ({
    ...p, hand: [...p.hand, handle], pile: p.pile ? { ...p.pile, drawn: [...p.pile.drawn, handle] } : p.pile,
  }));
}

/** Cards left to draw in the seat's deck. */
export function deckLeft(p: Player): number {
  if (!p.pile) return 0;
  return (p.pile.hidden ?? p.pile.cards.length) - p.pile.drawn.length;
}

export function applyFirst(s: ArkState, seat: Seat, m: ArkMove): Result<Applied<ArkState>, RuleError> {
  if (m.kind !== 'first') return err({ seat, reason: 'name who starts the first round: { kind: "first", seat }' });
  return ok({ state: { ...s, starter: m.seat, ask: null, stage: 'mulligan' } });
}

/** Why the seat cannot put back these cards, or null. */
export function returnReason(p: Player, handles: readonly Handle[]): string | null {
  const bad = handles.find((h) => !p.hand.includes(h));
  return bad ? `${bad} is not a card in your hand` : null;
}

/** Cards go back into the deck, unseen: out of the hand and out of the pile's drawn list. */
export function putBack(s: ArkState, seat: Seat, handles: readonly Handle[]): ArkState {
  const gone = new Set(handles);
  return withPlayer(s, seat, (p) => ({
    ...p, hand: p.hand.filter((h) => !gone.has(h)), pile: p.pile ? { ...p.pile, drawn: p.pile.drawn.filter((h) => !gone.has(h)) } : p.pile,
  }));
}

/** Both mulligans opened: the cards go back, and as many are drawn (the starting player's first). */
export function applyMulliganReveal(s: ArkState, values: readonly { readonly seat: Seat; readonly value: ArkMove }[]): Result<Applied<ArkState>, RuleError> {
  let out = s;
  const counts: number[] = [0, 0];
  for (const { seat, value } of values) {
    if (value.kind !== 'mulligan') return err({ seat, reason: 'the opened value is not a mulligan' });
    const why = returnReason(playerOf(out, seat), value.handles);
    if (why) return err({ seat, reason: why });
    out = withPlayer(putBack(out, seat, value.handles), seat, (p) => ({ ...p, mulligan: true }));
    counts[seat] = value.handles.length;
  }
  const first = s.starter ?? 0;
  const order = [first, first === 0 ? 1 : 0];
  const tasks = order.flatMap((seat) => draws(seat, counts[seat] ?? 0));
  return ok({ state: { ...out, ask: null, stage: 'redraw', tasks: [...tasks, { kind: 'stage', stage: 'draw' }] } });
}

export { draws };
