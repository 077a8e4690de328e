/** Resolving private draws: the owner does it during the match, everyone does it in the audit. */
import { type Bytes, fromHex } from '../crypto/bytes.js';
import { drawIndex } from '../crypto/derive.js';
import { type Result, err, ok } from '../result.js';
import type { Handle, PrivatePile, Seat } from '../engine/game.js';

export interface DrawEvent {
  readonly seat: Seat;
  readonly d: number;
  readonly handle: Handle;
  readonly pile: PrivatePile;
  readonly beacons: readonly string[];
}

/**
 * The card behind a draw: the pile's cards (sorted) less those behind the handles already drawn
 * from it, indexed by the draw derivation. `known` maps the owner's earlier handles to cards. A
 * hidden deck list's cards are not in the pile: its owner (or, after it was opened, the audit)
 * hands them in as `list`.
 */
/** Each pile's cards in canonical (sorted) order, by identity: states share unchanged arrays from step to step. */
const sortedOf = new WeakMap<readonly string[], readonly string[]>();
function sorted(cards: readonly string[]): readonly string[] {
  let s = sortedOf.get(cards);
  if (!s) { s = [...cards].sort(); sortedOf.set(cards, s); }
  return s;
}

export function resolveDraw(
  matchId: Bytes, privateSeed: Bytes, ev: DrawEvent, known: Readonly<Record<Handle, string>>, list?: readonly string[] | null,
): Result<string> {
  const cards = ev.pile.hidden === undefined ? ev.pile.cards : list;
  if (!cards) return err(`draw ${ev.handle}: the deck list it was drawn from is not known`);
  if (ev.pile.hidden !== undefined && cards.length !== ev.pile.hidden) return err(`draw ${ev.handle}: the deck list holds ${cards.length} cards, not ${ev.pile.hidden}`);
  const taken = new Set<string>();
  for (const h of ev.pile.drawn) {
    const c = known[h];
    if (c === undefined) return err(`draw ${ev.handle}: earlier draw ${h} from the same pile is unknown`);
    taken.add(c);
  }
  const remaining = taken.size ? sorted(cards).filter((c) => !taken.has(c)) : sorted(cards);
  if (remaining.length === 0) return err(`draw ${ev.handle}: the pile is empty`);
  const idx = drawIndex(matchId, ev.seat, ev.d, privateSeed, ev.beacons.map(fromHex), remaining.length);
  return ok(remaining[idx] as string);
}
