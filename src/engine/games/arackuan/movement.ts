/**
 * Flight and Movement (rulebook "Flight", "Movement"; clarifications "Attributes").
 *  - Flight: to any empty square adjacent to another card, or swap with an allied creature.
 *  - Movement N: up to N orthogonal steps through empty squares and allies (never enemies),
 *    ending on an empty square adjacent to another card, or on an allied creature's square
 *    (a swap). The card's own old square does not count as "another card".
 *  - Nihilist Morgon's extra movement: further, when the move ends next to a matching card (it
 *    then cannot attack this round).
 * A card moves once a turn, before it attacks or acts; a card that moved must then attack or
 * act, or it is deactivated when its player does anything else (activate.ts).
 */
import type { Seat } from '../../game.js';
import { type Position, SQUARES, isSquare, neighbours } from './board.js';
import { type Prof, attributeValue, has, profAt, sceneNow } from './profile.js';
import { passes } from './select.js';
import type { ArkState } from './state.js';

/** Whether `sq` touches a card other than the one at `self`. */
function touchesAnother(s: ArkState, sq: Position, self: Position): boolean {
  return neighbours(sq).some((n) => n !== self && s.board.some((p) => p.at === n));
}

/** Squares reachable in at most `max` steps through empty squares and the mover's allies, with their distance. */
export function walk(s: ArkState, from: Position, seat: Seat, max: number): Map<Position, number> {
  const dist = new Map<Position, number>([[from, 0]]);
  let frontier: Position[] = [from];
  for (let d = 1; d <= max; d++) {
    const next: Position[] = [];
    for (const at of frontier) {
      for (const n of neighbours(at)) {
        if (dist.has(n)) continue;
        const there = s.board.find((p) => p.at === n);
        if (there && there.control !== seat) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  dist.delete(from);
  return dist;
}

/** Whether the card can still move this turn (not counting the Initiative sequence). */
export function canMove(p: Prof): boolean {
  return p.kind === 'creature' && isSquare(p.at) && p.active && !p.piece.moved && (has(p, 'flight') || attributeValue(p, 'movement') > 0);
}

/** A destination, and whether it costs the card its attack this round (extra movement). */
export type Dest = { readonly to: Position; readonly swap: boolean; readonly extra: boolean };

/** Where the card may go now (empty squares, or an allied creature's square for a swap). */
export function destinations(s: ArkState, p: Prof): Dest[] {
  if (!canMove(p)) return [];
  const seat = p.control;
  const out = new Map<Position, Dest>();
  const swapOk = (at: Position): boolean => {
    const q = profAt(s, at);
    return !!q && q.key !== p.key && q.control === seat && q.kind === 'creature';
  };
  const consider = (to: Position, extra: boolean) => {
    if (out.has(to) && !out.get(to)?.extra) return;
    const there = s.board.find((x) => x.at === to);
    if (!there && touchesAnother(s, to, p.at)) out.set(to, { to, swap: false, extra });
    else if (there && swapOk(to)) out.set(to, { to, swap: true, extra });
  };
  if (has(p, 'flight')) for (const sq of SQUARES) if (sq !== p.at) consider(sq, false);
  const n = attributeValue(p, 'movement');
  if (n > 0) {
    for (const [to] of walk(s, p.at, seat, n)) consider(to, false);
    const scene = sceneNow(s);
    for (const x of p.extraMovement) {
      for (const [to] of walk(s, p.at, seat, n + x.amount)) {
        if (out.has(to) || s.board.some((q) => q.at === to)) continue;
        const near = neighbours(to).some((m) => {
          const q = m === p.at ? undefined : profAt(s, m);
          return q !== undefined && passes(scene, p, q, x.endAdjacentTo);
        });
        if (near && touchesAnother(s, to, p.at)) out.set(to, { to, swap: false, extra: true });
      }
    }
  }
  return [...out.values()];
}

/** Moves (or swaps) a card; the swapped ally keeps its own state. */
export function moveCard(s: ArkState, from: Position, to: Position, markMoved: boolean): ArkState {
  const mover = s.board.find((p) => p.at === from);
  if (!mover) return s;
  return {
    ...s,
    board: s.board.map((p) => {
      if (p.key === mover.key) return { ...p, at: to, moved: markMoved ? true : p.moved };
      if (p.at === to) return { ...p, at: from };
      return p;
    }),
  };
}
