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
 * from it, indexed by the draw derivation. `known` maps the owner's earlier handles to cards.
 */
export function resolveDraw(
  matchId: Bytes, privateSeed: Bytes, ev: DrawEvent, known: Readonly<Record<Handle, string>>,
): Result<string> {
  const taken = new Set<string>();
  for (const h of ev.pile.drawn) {
    const c = known[h];
    if (c === undefined) return err(`draw ${ev.handle}: earlier draw ${h} from the same pile is unknown`);
    taken.add(c);
  }
  const remaining = [...ev.pile.cards].sort().filter((c) => !taken.has(c));
  if (remaining.length === 0) return err(`draw ${ev.handle}: the pile is empty`);
  const idx = drawIndex(matchId, ev.seat, ev.d, privateSeed, ev.beacons.map(fromHex), remaining.length);
  return ok(remaining[idx] as string);
}
