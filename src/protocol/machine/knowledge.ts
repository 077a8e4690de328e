/** Resolving private draws: the owner does it during the match, everyone does it in the audit. */
import { type Bytes, fromHex } from '../../crypto/bytes.js';
import { drawIndex } from '../../crypto/derive.js';
import { type Result, err, ok } from '../../result.js';
import type { Handle, PrivatePile, Seat } from '../../engine/game.js';

export interface DrawEvent {
  readonly seat: Seat;
  readonly d: number;
  readonly handle: Handle;
  readonly pile: PrivatePile;
  readonly beacons: readonly string[];
}

/** Each pile's cards in canonical (sorted) order, by identity: states share unchanged arrays from step to step. */
const sortedOf = new WeakMap<readonly string[], readonly string[]>();
function sorted(cards: readonly string[]): readonly string[] {
  let s = sortedOf.get(cards);
  if (!s) { s = [...cards].sort(); sortedOf.set(cards, s); }
  return s;
}

/**
 * What is left of each card list after the draws taken so far, kept from one draw to the next
 * (the audit resolves a pile's draws in order: each one then removes only the cards of the
 * handles new since the last). By the list's identity; an entry holds only while the pile's
 * drawn handles start with the ones it has removed (else it is computed afresh).
 */
export type PileMemo = Map<readonly string[], { drawn: readonly Handle[]; left: string[] }>;
export const pileMemo = (): PileMemo => new Map();

/**
 * The card behind a draw: the pile's cards (sorted) less those behind the handles already drawn
 * from it, indexed by the draw derivation. `known` maps the owner's earlier handles to cards (a
 * handle's card never changes once known). A hidden deck list's cards are not in the pile: its
 * owner (or, after it was opened, the audit) hands them in as `list`. `memo`: what is left of
 * each pile, kept across calls that share `known` (the audit).
 */
export function resolveDraw(
  matchId: Bytes, privateSeed: Bytes, ev: DrawEvent, known: Readonly<Record<Handle, string>>, list?: readonly string[] | null, memo?: PileMemo,
): Result<string> {
  const cards = ev.pile.hidden === undefined ? ev.pile.cards : list;
  if (!cards) return err(`draw ${ev.handle}: the deck list it was drawn from is not known`);
  if (ev.pile.hidden !== undefined && cards.length !== ev.pile.hidden) return err(`draw ${ev.handle}: the deck list holds ${cards.length} cards, not ${ev.pile.hidden}`);
  const drawn = ev.pile.drawn;
  const kept = memo?.get(cards);
  // The handles removed before, if the pile's drawn handles still start with them.
  let from = 0;
  if (kept && kept.drawn.length <= drawn.length) {
    from = kept.drawn.length;
    for (let i = 0; i < from; i++) if (kept.drawn[i] !== drawn[i]) { from = -1; break; }
  } else from = -1;
  let left: string[];
  if (kept && from >= 0) {
    left = kept.left;
  } else {
    from = 0;
    left = [...sorted(cards)];
  }
  for (let i = from; i < drawn.length; i++) {
    const h = drawn[i] as Handle;
    const c = known[h];
    if (c === undefined) {
      memo?.delete(cards);
      return err(`draw ${ev.handle}: earlier draw ${h} from the same pile is unknown`);
    }
    // Every copy of the card goes (as the set of taken cards did).
    let w = 0;
    for (let r = 0; r < left.length; r++) if (left[r] !== c) left[w++] = left[r] as string;
    left.length = w;
  }
  if (memo) memo.set(cards, { drawn, left });
  if (left.length === 0) return err(`draw ${ev.handle}: the pile is empty`);
  const idx = drawIndex(matchId, ev.seat, ev.d, privateSeed, ev.beacons.map(fromHex), left.length);
  return ok(left[idx] as string);
}
