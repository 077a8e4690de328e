/**
 * Moving cards between zones: drawing (faction deck privately, its bottom queue and the basic
 * deck publicly), discarding from play, returning to hand. Every move keeps each card in
 * exactly one place (see invariants.ts).
 */
import type { Seat } from '../../game.js';
import type { Ask, CFState } from './state.js';
import { isHandle, locate, playerOf, takeFromPlay, withPlayer } from './state.js';

/**
 * Draw from the faction deck: a private draw while its shuffled part lasts (the handle arrives
 * with the draw input), then the bottom queue, in the order the cards were put there (public:
 * the owner already knows those cards).
 */
export function drawFaction(s: CFState, seat: Seat, why: 'turn' | 'opening' | 'effect'): { s: CFState; ask: Ask | null } {
  const p = playerOf(s, seat);
  if (p.pile.cards.length > p.pile.drawn.length) return { s, ask: { kind: 'draw', seat, for: why } };
  const [next, ...rest] = p.bottom;
  if (next === undefined) return { s, ask: null };
  return { s: withPlayer(s, seat, (q) => ({ ...q, bottom: rest, hand: [...q.hand, next] })), ask: null };
}

/** The handle of a private draw goes to the hand and is recorded as drawn from the pile. */
export function receiveDraw(s: CFState, seat: Seat, handle: string): CFState {
  return withPlayer(s, seat, (p) => ({ ...p, pile: { ...p.pile, drawn: [...p.pile.drawn, handle] }, hand: [...p.hand, handle] }));
}

/** The top card of the face-up basic deck goes to the hand (no-op when empty). */
export function drawBasic(s: CFState, seat: Seat): CFState {
  return withPlayer(s, seat, (p) => {
    const [top, ...rest] = p.basic;
    return top === undefined ? p : { ...p, basic: rest, hand: [...p.hand, top] };
  });
}

/** A face-up card leaves play for its owner's discard pile. */
export function discardFromPlay(s: CFState, seat: Seat, id: string): CFState {
  return withPlayer(s, seat, (p) => (locate(p, id) ? { ...takeFromPlay(p, id), discard: [...p.discard, id] } : p));
}

/** A face-up card leaves play for its owner's hand (public: everyone has seen it). */
export function returnToHand(s: CFState, seat: Seat, id: string): CFState {
  return withPlayer(s, seat, (p) => (locate(p, id) ? { ...takeFromPlay(p, id), hand: [...p.hand, id] } : p));
}

/** A card of the discard pile goes to its owner's hand. */
export function recoverCard(s: CFState, seat: Seat, id: string): CFState {
  return withPlayer(s, seat, (p) => {
    const i = p.discard.indexOf(id);
    return i < 0 ? p : { ...p, discard: p.discard.filter((_, j) => j !== i), hand: [...p.hand, id] };
  });
}

/** Hand entries whose card everyone knows (not handles). */
export const publicHand = (hand: readonly string[]): string[] => hand.filter((h) => !isHandle(h));
