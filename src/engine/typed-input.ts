/**
 * A step's input with its moves read again through the game's `parseMove`. The lockstep machine
 * already parses every move, answer and revealed value, but engine-only callers (simulations,
 * type-erased registries, tests) may hand `apply` raw JSON; a typed move passes unchanged and
 * junk is refused here, so a game's rules never meet it and `apply` never throws on it.
 */
import { type Result, err, ok } from '../result.js';
import type { Input, Json, RuleError, Seat } from './game.js';

export function typedInput<M extends Json>(parse: (raw: Json) => M | null, input: Input<M>, game: string): Result<Input<M>, RuleError> {
  switch (input.kind) {
    case 'move': {
      const move = parse(input.move);
      return move !== null ? ok({ ...input, move }) : err({ seat: input.seat, reason: `that is not a move of ${game}` });
    }
    case 'answer': {
      const answer = parse(input.answer);
      return answer !== null ? ok({ ...input, answer }) : err({ seat: input.seat, reason: `that is not an answer of ${game}` });
    }
    case 'reveal': {
      const values: { seat: Seat; value: M }[] = [];
      for (const { seat, value } of input.values) {
        const v = parse(value);
        if (v === null) return err({ seat, reason: `the revealed value is not a choice of ${game}` });
        values.push({ seat, value: v });
      }
      return ok({ kind: 'reveal', values });
    }
    default:
      return ok(input);
  }
}
