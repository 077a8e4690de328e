/**
 * The end-of-match audit of shared piles: with every seat's private seed revealed, recompute each
 * seat's pass of every shuffle from its seed and the deck it was handed, compare it with what the
 * seat signed (the first pass that differs names its seat), and follow each card through the
 * permutations to learn which card every deal gave (so every card shown from a hand is checked).
 */
import { type Bytes, fromHex } from '../../crypto/bytes.js';
import { deckCrypto } from '../../crypto/deck-lazy.js';
import { type Result, err, ok } from '../../result.js';
import type { Handle, Seat } from '../../engine/game.js';
import type { StepEvent } from '../machine/types.js';

export interface SharedAudit {
  /** The card behind every handle dealt from a shared pile whose shuffles could be checked. */
  readonly truth: Record<Handle, string>;
  /** Handles dealt from a pile that a seat claimed against shuffled (its seed never came): not checked. */
  readonly unknown: ReadonlySet<Handle>;
  readonly passes: number;
  readonly deals: number;
}

export function auditShared(
  matchId: Bytes, jointKey: string | undefined, seeds: readonly (string | null)[], events: readonly StepEvent[], excused: readonly Seat[],
): Result<SharedAudit, { seat: Seat; reason: string }> {
  const truth: Record<Handle, string> = {};
  const unknown = new Set<Handle>();
  /** Per pile: the card behind each ciphertext, top first; null once a pass cannot be checked. */
  const labels = new Map<string, string[] | null>();
  let passes = 0, deals = 0;
  for (const ev of events) {
    if (ev.kind === 'shuffled') {
      const D = deckCrypto();
      // The card behind each ciphertext so far: none yet (undefined), or lost (null) after a pass of a seat claimed against.
      const before = labels.get(ev.pile);
      const seed = seeds[ev.seat];
      if (!seed) {
        if (excused.includes(ev.seat)) { labels.set(ev.pile, null); continue; }
        return err({ seat: ev.seat, reason: `seat ${ev.seat} never revealed its private seed, so its shuffle of shared pile ${ev.pile} cannot be checked` });
      }
      const input = before === null ? null : ev.seat === 0 ? [...(before ?? []), ...ev.add] : before ?? [];
      const s = D.shuffleSeed(matchId, ev.pile, ev.round, ev.seat, fromHex(seed));
      const out = D.shuffleDeck(ev.input, D.jointKey(jointKey as string), s);
      const k = out.findIndex((c, i) => c !== ev.output[i]);
      if (k >= 0 || out.length !== ev.output.length || (input !== null && input.length !== out.length)) {
        return err({ seat: ev.seat, reason: `seat ${ev.seat}'s pass of shuffle ${ev.round + 1} of shared pile ${ev.pile} is not the one its committed seed gives (ciphertext ${Math.max(k, 0)} differs): it substituted or moved a card` });
      }
      // Every later pass is still checked; only which card each ciphertext holds stays unknown.
      if (input !== null) labels.set(ev.pile, D.shuffleSecrets(s, out.length).perm.map((from) => input[from] as string));
      passes++;
    } else if (ev.kind === 'dealt' || ev.kind === 'flipped') {
      const cur = labels.get(ev.pile);
      const card = cur ? cur.shift() : undefined;
      if (ev.kind === 'flipped') continue;
      if (card === undefined) { unknown.add(ev.handle); continue; }
      truth[ev.handle] = card;
      deals++;
    }
  }
  return ok({ truth, unknown, passes, deals });
}
