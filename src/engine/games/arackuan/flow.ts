/**
 * The round (rulebook "5 steps of a round"; clarifications "A round"): Draw (from round 2, both
 * draw 2, the starting player first) → Card Placement (the starter places 2, then the other) →
 * Reveal (slot by slot, both seats at once) → Activation (four steps: starter's Initiative,
 * other's Initiative, starter, other) → End of Round. After round 9 the match is scored.
 * `advance` runs everything that needs no input and stops at the next question, on the shared
 * flow kit's queue (`head`, `pop`, `run`).
 */
import { type Result, ok } from '../../../result.js';
import { head, pop, run } from '../../flow/index.js';
import { firstStep } from './activate.js';
import { endOfRound } from './end-round.js';
import { deckLeft, draws } from './prepare.js';
import { placer, seatsWithSlot } from './place.js';
import type { ArkState } from './state.js';
import { DRAW, other, playerOf } from './state.js';

function runTask(s: ArkState): ArkState {
  const t = head(s.tasks);
  if (!t) return s;
  const rest = { ...s, tasks: pop(s.tasks) };
  if (t.kind === 'stage') return { ...rest, stage: t.stage };
  if (t.kind === 'ask') return { ...rest, ask: t.ask };
  return deckLeft(playerOf(s, t.seat)) > 0 ? { ...rest, ask: { kind: 'draw', seat: t.seat } } : rest;
}

/** One step without input: the next state, or null when the state waits for a seat (or is over). */
function stepOnce(s: ArkState): ArkState | null {
  if (s.result || s.ask) return null;
  if (s.tasks.length) return runTask(s);
  switch (s.stage) {
    case 'deck': return { ...s, ask: { kind: 'deck', seats: [0, 1] } };
    case 'first': return { ...s, ask: { kind: 'first', seat: 0 } };
    case 'mulligan': return { ...s, ask: { kind: 'mulligan', seats: [0, 1] } };
    case 'deal': case 'redraw': return { ...s, stage: 'draw' };
    case 'draw': {
      const round = s.round + 1;
      const starter = round === 1 ? (s.starter ?? 0) : other(s.starter ?? 0);
      const next: ArkState = { ...s, round, starter, stage: 'place' };
      return round === 1 ? next : { ...next, tasks: [...draws(starter, DRAW), ...draws(other(starter), DRAW)] };
    }
    case 'place': {
      const seat = placer(s);
      return seat === null ? { ...s, stage: 'reveal' } : { ...s, ask: { kind: 'place', seat } };
    }
    case 'reveal': {
      for (const slot of ['p1', 'p2']) {
        const seats = seatsWithSlot(s, slot);
        if (seats.length) return { ...s, ask: { kind: 'reveal', seats, slot } };
      }
      return firstStep({ ...s, stage: 'activate' });
    }
    case 'activate': return { ...s, stage: 'end' };
    case 'end': return endOfRound(s);
    case 'over': return null;
  }
}

export function advance(s: ArkState): Result<ArkState> {
  return run(s, (x) => ok(stepOnce(x)));
}
