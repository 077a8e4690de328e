/**
 * The end-of-match audit: with every private seed revealed, replay every private draw and
 * check that each card a seat showed is the card its draw really gave.
 */
import { type Bytes, fromHex } from '../../crypto/bytes.js';
import { type Result, err, ok } from '../../result.js';
import type { Handle, Seat } from '../../engine/game.js';
import { pileMemo, resolveDraw } from '../machine/knowledge.js';
import { auditShared } from '../shared-deck/deck-audit.js';
import { type StepEvent, ownerOf } from '../machine/lockstep.js';

export interface AuditCounts {
  readonly draws: number;
  readonly shown: number;
  /** Draws and shown cards of seats that never revealed their seed (claimed against): not checked. */
  readonly unchecked: number;
  /** Shuffle passes of shared piles recomputed from their seeds. */
  readonly passes: number;
}

/** Why the audit failed, and the seat whose draw or shown card it was (the verdict blames it). */
export interface AuditFailure { readonly seat: Seat; readonly reason: string }

/**
 * `excused` are seats claimed against: they never revealed their seeds, so their draws and the
 * cards shown for them cannot be checked (the verdict says so); every other seat must pass.
 */
const fail = (seat: Seat, reason: string) => err<AuditFailure>({ seat, reason });

export function audit(
  matchId: Bytes, seeds: readonly (string | null)[], events: readonly StepEvent[], excused: readonly Seat[] = [],
  decks: readonly (readonly string[] | null)[] = [], jointKey?: string,
): Result<AuditCounts, AuditFailure> {
  let truth: Record<Handle, string> = {};
  let draws = 0, unchecked = 0;
  // Each seat's seed as bytes, decoded once (not once per draw).
  const seedBytes: (Bytes | undefined)[] = [];
  let unknown: ReadonlySet<Handle> = new Set();
  let passes = 0;
  if (jointKey) {
    const shared = auditShared(matchId, jointKey, seeds, events, excused);
    if (!shared.ok) return fail(shared.error.seat, shared.error.reason);
    truth = { ...shared.value.truth };
    unknown = shared.value.unknown;
    draws += shared.value.deals;
    unchecked += unknown.size;
    passes = shared.value.passes;
  }
  // What is left of each pile, from one of its draws to the next.
  const piles = pileMemo();
  for (const ev of events) {
    if (ev.kind !== 'draw') continue;
    if (excused.includes(ev.seat) && !seeds[ev.seat]) { unchecked++; continue; }
    const seed = seeds[ev.seat];
    if (!seed) return fail(ev.seat, `seat ${ev.seat} never revealed its private seed, so its draws cannot be checked`);
    const key = (seedBytes[ev.seat] ??= fromHex(seed));
    const card = resolveDraw(matchId, key, ev, truth, decks[ev.seat] ?? null, piles);
    if (!card.ok) return fail(ev.seat, `seat ${ev.seat}: ${card.error}`);
    truth[ev.handle] = card.value;
    draws++;
  }
  let shown = 0;
  for (const ev of events) {
    if (ev.kind !== 'shown') continue;
    const owner = ownerOf(ev.shown.handle);
    if ((excused.includes(owner) && !seeds[owner]) || unknown.has(ev.shown.handle)) { unchecked++; continue; }
    const real = truth[ev.shown.handle];
    if (real === undefined) {
      return fail(ev.seat, `seat ${ev.seat} at step ${ev.step}: showed ${ev.shown.card} as ${ev.shown.handle}, a card no one ever drew`);
    }
    if (real !== ev.shown.card) {
      return fail(ev.seat, `seat ${ev.seat} at step ${ev.step}: showed ${ev.shown.card} as ${ev.shown.handle}, but that draw gave ${real} (a card it never drew)`);
    }
    shown++;
  }
  return ok({ draws, shown, unchecked, passes });
}
