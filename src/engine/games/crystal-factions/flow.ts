/**
 * The round: Start of Round → Deploy (each seat's turn) → Attack → Mining → End of Turn →
 * End of Round. `advance` runs everything that needs no one's input and stops at the next
 * question (`ask`) or at the end of the game.
 */
import { advanceCursor, current, head, pop, pushFront, stillAsked } from '../../flow/index.js';
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

export function advance(from: CFState): CFState {
  let s = from;
  for (;;) {
    if (s.result) return s.stage === 'over' && s.ask === null ? s : { ...s, stage: 'over', ask: null };
    if (s.ask) return s;
    if (s.tasks.length > 0) { s = runFront(s); continue; }
    switch (s.stage) {
      case 'opening': s = openingStep(s); break;
      case 'startRound':
        s = { ...s, tasks: s.delayed.filter((t) => !playerOf(s, t.seat).out), delayed: [], stage: 'turnStart', cursor: order(s) };
        break;
      case 'turnStart': {
        const seat = current(s.cursor);
        if (seat === undefined) { s = { ...s, stage: 'attack' }; break; }
        const options = turnOptions(s, seat);
        const [only] = options;
        s = only && options.length === 1
          ? applyTurn(s, seat, only)
          : { ...s, ask: { kind: 'choose', seat, for: 'turn', prompt: turnPrompt(options), options } };
        break;
      }
      case 'play': {
        const seat = current(s.cursor);
        if (seat === undefined) { s = { ...s, stage: 'attack' }; break; }
        s = playerOf(s, seat).hand.length === 0
          ? { ...s, stage: 'turnStart', cursor: advanceCursor(s.cursor) }
          : { ...s, ask: { kind: 'deploy', seat } };
        break;
      }
      case 'attack': s = { ...s, tasks: allPhaseTasks(s, 'attackPhase'), stage: 'damage' }; break;
      case 'damage': { const r = resolveAttack(s); s = r.result ? r : { ...r, stage: 'mining' }; break; }
      case 'mining': s = { ...s, tasks: allPhaseTasks(s, 'miningPhase'), stage: 'gain' }; break;
      case 'gain': { const r = resolveMining(s); s = r.result ? r : { ...r, stage: 'reveal', sub: 1 }; break; }
      case 'reveal': {
        if (s.sub > maxSlot(s)) { s = { ...flipKnown(s), stage: 'endOfTurn', cursor: order(s), sub: 0 }; break; }
        const slot = `stealth-${s.sub}`;
        const seats = seatsWithSlot(s, slot);
        s = seats.length === 0 ? { ...s, sub: s.sub + 1 } : { ...s, ask: { kind: 'reveal', seats, slot } };
        break;
      }
      case 'endOfTurn': {
        const seat = current(s.cursor);
        s = seat === undefined ? { ...s, stage: 'endRound' } : { ...s, cursor: advanceCursor(s.cursor), tasks: phaseTasks(s, seat, 'endOfTurn') };
        break;
      }
      case 'endRound': s = endRound(s); if (s.round > MAX_ROUNDS) s = roundLimit(s); break;
      case 'over': return s;
    }
  }
}

