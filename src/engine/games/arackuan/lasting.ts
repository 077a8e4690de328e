/**
 * Temporary effects left on the table by actions ("until the end of the round", "for this
 * turn"), kept in the public state as `Lasting` entries (state.ts) with one of these effects.
 * Control changes are made on the piece at once and undone when the entry expires.
 */
import type { Seat } from '../../game.js';
import type { Grant } from './cards/types.js';
import type { ArkState, Lasting } from './state.js';

export type LastingEffect =
  /** The pieces receive these grants. */
  | { readonly kind: 'grant'; readonly grants: readonly Grant[] }
  /** The pieces take (or add) the printed characteristics of a card id. */
  | { readonly kind: 'copy'; readonly card: string; readonly mode: 'replace' | 'add' }
  /** The pieces' skills are those of a card id (their other abilities stay). */
  | { readonly kind: 'skills'; readonly card: string }
  /** The pieces' attack and defence are set to these. */
  | { readonly kind: 'stats'; readonly attack: number; readonly defence: number }
  /** The pieces' control returns to `back` when this ends. */
  | { readonly kind: 'control'; readonly back: Seat };

export function lasting(source: number, seat: Seat, until: Lasting['until'], pieces: readonly number[], effect: LastingEffect): Lasting {
  return { source, seat, until, pieces, effect };
}

/** Ends the entries that last `until` (control returns to whom it was); the rest stay. */
export function expire(s: ArkState, until: Lasting['until']): ArkState {
  const ending = (l: Lasting): boolean => until === 'round' || l.until === 'turn';
  let board = s.board;
  for (const l of s.lasting) {
    if (!ending(l)) continue;
    const e = l.effect as LastingEffect;
    if (e.kind === 'control') board = board.map((p) => (l.pieces.includes(p.key) ? { ...p, control: e.back } : p));
  }
  const keep = s.lasting.filter((l) => !ending(l));
  return { ...s, board, lasting: keep };
}
