/**
 * Crayne: Fractured Empire on the Facedown engine. `apply` routes each input to the head task
 * of the queue (route.ts), then `advance` runs every task that needs no input. Moves are typed
 * at the boundary (moves.ts); `check` says why a choice is not legal (check.ts). Never throws:
 * a bad input is an error naming the seat and the reason.
 */
import { type Result, err, ok } from '../../../result.js';
import type { Applied, GameDef, Input, RuleError } from '../../game.js';
import { check } from './check.js';
import { typedInput } from '../../typed-input.js';
import { advance, beaconsAfter, request } from './flow.js';
import { describe } from './labels.js';
import { legal } from './legal.js';
import { type CrayneMove, parseMove } from './moves.js';
import { parseOptions } from './options.js';
import { route } from './route.js';
import { setupGame } from './setup.js';
import type { CrayneOptions, CrayneState } from './state.js';
import { phase } from './phase.js';

export { moveLabel } from './labels.js';
export type { CrayneMove } from './moves.js';

function apply(s: CrayneState, raw: Input<CrayneMove>): Result<Applied<CrayneState>, RuleError> {
  if (s.outcome) return err('the game is over');
  const input = typedInput(parseMove, raw, 'Crayne');
  if (!input.ok) return input;
  const r = route(s, input.value);
  if (!r.ok) return r;
  const next = advance(r.value.state);
  if (!next.ok) return err(`rules engine: ${next.error}`);
  return ok(r.value.shown.length ? { state: next.value, shown: r.value.shown } : { state: next.value });
}

export const crayneGame: GameDef<CrayneState, CrayneOptions, CrayneMove> = {
  parseMove,
  id: 'crayne',
  phase,
  name: 'Crayne: Fractured Empire',
  minSeats: 1,
  maxSeats: 6,
  parseOptions,
  setup(options, seats, rng) {
    const s = setupGame(options, seats, rng);
    return s.ok ? advance(s.value) : s;
  },
  request,
  apply,
  round: (s) => s.round,
  result: (s) => s.outcome,
  legal,
  check,
  describe,
  beaconsAfter,
};
