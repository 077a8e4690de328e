/**
 * The round: Start of Round → Deploy (each seat's turn) → Attack → Mining → End of Turn →
 * End of Round. `advance` runs everything that needs no one's input and stops at the next
 * question (`ask`) or at the end of the game. The machinery is the shared flow kit
 * (src/engine/flow) on CF's own fields: `tasks` (head, pop, pushFront, run), `cursor` (current,
 * advanceCursor), `ask` (stillAsked, askedOf); `order` is the kit's clockwise from priority.
 */
import { type Result, ok } from '../../../result.js';
import { advanceCursor, current, head, pop, pushFront, run, stillAsked } from '../../flow/index.js';
import type { Seat } from '../../game.js';
import type { CFState } from './state.js';
import { order, playerOf } from './state.js';
import { resolveAttack } from './combat.js';
import { applyTurn, turnOptions } from './deploy.js';
import { type Out, sourceLane, start } from './effects.js';
import { allPhaseTasks, endRound, flipKnown, maxSlot, phaseTasks, seatsWithSlot } from './endturn.js';
import { resolveMining, tieBreak } from './mining.js';
import type { Choice } from './moves.js';
import { openingStep } from './opening.js';

/**
 * A safety valve the rulebook does not have: after this many rounds the match ends as if by
 * the crystal tie-break among the players still in. Bots never reach it in practice.
 */
export const MAX_ROUNDS = 100;

/** Puts a resolved step's follow-up tasks and question in place. */
export function land(out: Out): CFState {
  const s = out.s;
  if (s.result) return s;
  const live = (seat: Seat): boolean => !playerOf(s, seat).out;
  const then = out.then.filter((t) => live(t.seat));
  return { ...s, tasks: pushFront(s.tasks, ...then), ask: stillAsked(out.ask, live) ?? s.ask };
}

function runFront(s: CFState): CFState {
  const t = head(s.tasks);
  if (!t) return s;
  const without = { ...s, tasks: pop(s.tasks) };
  if (t.needsSource && sourceLane(s, t) === null) return without;
  return land(start(without, t));
}

function roundLimit(s: CFState): CFState {
  const { winners } = tieBreak(s, order(s));
  const summary = `round limit (${MAX_ROUNDS}) reached: ${winners.length === 1 ? `seat ${winners[0]} wins` : `tie between seats ${winners.join(', ')}`} on the crystal tie-break`;
  return { ...s, result: { winners, summary }, stage: 'over', ask: null, tasks: [], cursor: [] };
}

const turnPrompt = (options: readonly Choice[]): string =>
  options.some((o) => o.kind === 'cleanse')
    ? 'Clear corruption (2 crystals a token), or draw a card'
    : 'Draw a card from your faction deck or your basic deck';

/** One step of the round without input: the next state, or null when it waits for a seat (or is over). */
function step(s: CFState): CFState | null {
  if (s.result) return s.stage === 'over' && s.ask === null ? null : { ...s, stage: 'over', ask: null };
  if (s.ask) return null;
  if (s.tasks.length > 0) return runFront(s);
  switch (s.stage) {
    case 'opening': return openingStep(s);
    case 'startRound':
      return { ...s, tasks: s.delayed.filter((t) => !playerOf(s, t.seat).out), delayed: [], stage: 'turnStart', cursor: order(s) };
    case 'turnStart': {
      const seat = current(s.cursor);
      if (seat === undefined) return { ...s, stage: 'attack' };
      const options = turnOptions(s, seat);
      const [only] = options;
      return only && options.length === 1
        ? applyTurn(s, seat, only)
        : { ...s, ask: { kind: 'choose', seat, for: 'turn', prompt: turnPrompt(options), options } };
    }
    case 'play': {
      const seat = current(s.cursor);
      if (seat === undefined) return { ...s, stage: 'attack' };
      return playerOf(s, seat).hand.length === 0
        ? { ...s, stage: 'turnStart', cursor: advanceCursor(s.cursor) }
        : { ...s, ask: { kind: 'deploy', seat } };
    }
    case 'attack': return { ...s, tasks: allPhaseTasks(s, 'attackPhase'), stage: 'damage' };
    case 'damage': { const r = resolveAttack(s); return r.result ? r : { ...r, stage: 'mining' }; }
    case 'mining': return { ...s, tasks: allPhaseTasks(s, 'miningPhase'), stage: 'gain' };
    case 'gain': { const r = resolveMining(s); return r.result ? r : { ...r, stage: 'reveal', sub: 1 }; }
    case 'reveal': {
      if (s.sub > maxSlot(s)) return { ...flipKnown(s), stage: 'endOfTurn', cursor: order(s), sub: 0 };
      const slot = `stealth-${s.sub}`;
      const seats = seatsWithSlot(s, slot);
      return seats.length === 0 ? { ...s, sub: s.sub + 1 } : { ...s, ask: { kind: 'reveal', seats, slot } };
    }
    case 'endOfTurn': {
      const seat = current(s.cursor);
      return seat === undefined ? { ...s, stage: 'endRound' } : { ...s, cursor: advanceCursor(s.cursor), tasks: phaseTasks(s, seat, 'endOfTurn') };
    }
    case 'endRound': { const r = endRound(s); return r.round > MAX_ROUNDS ? roundLimit(r) : r; }
    case 'over': return null;
  }
}

/** Runs everything that needs no one's input (the kit's `run`); an error only if the rules loop. */
export const advance = (from: CFState): Result<CFState> => run(from, (s) => ok(step(s)));

/** The same, stopping early at the first state where `stop` holds (explain.ts looks at the Attack and Mining Phases so). */
export const advanceUntil = (from: CFState, stop: (s: CFState) => boolean): Result<CFState> => run(from, (s) => ok(stop(s) ? null : step(s)));
