/**
 * One input to the head task of the queue (state.ts): which handler a move, answer, reveal,
 * draw or random value goes to. Moves arrive typed (moves.ts); a handler refuses a move of the
 * wrong kind for its task with the reason, never by throwing.
 */
import { type Result, err, ok } from '../../../result.js';
import { pop, replaceHead } from '../../flow/index.js';
import type { Input, RuleError, Shown } from '../../game.js';
import { discardInput, sacrificeInput } from './actions.js';
import { applyReveal, applyShowTop } from './assembly.js';
import { aidInput, chooseInput, faceInput } from './attack-phase.js';
import { automataPlay } from './automated-opponent.js';
import { buryAuxTop, raidMarket, refillMarket } from './auxiliary.js';
import { addDraw } from './deck.js';
import { request } from './flow.js';
import type { CrayneMove } from './moves.js';
import { autoFirstInput, buyInput, pickInput } from './revenue.js';
import { type CrayneState, withLord } from './state.js';

export type Step = Result<{ state: CrayneState; shown: Shown[] }, RuleError>;
const done = (state: CrayneState, shown: Shown[] = []): Step => ok({ state, shown });

/** The input applied to the head task, before `advance` runs the tasks that need no input. */
export function route(s: CrayneState, input: Input<CrayneMove>): Step {
  const task = s.queue[0];
  if (!task) return err('nothing is expected now');
  const req = request(s);
  switch (input.kind) {
    case 'commit':
      if (task.t !== 'commit' || req?.kind !== 'commit') return err('no commitment is expected now');
      if (input.seats.join() !== req.seats.join()) return err('the commitment must come from every live Lord');
      return done({ ...s, queue: replaceHead(s.queue, { t: 'reveal' }) });
    case 'reveal':
      if (task.t !== 'reveal') return err('no reveal is expected now');
      return applyReveal(s, input.values);
    case 'draw': {
      if ((task.t !== 'draw' && task.t !== 'top' && task.t !== 'refill') || task.seat !== input.seat) return err('no draw is expected now');
      const next = withLord(s, input.seat, (l) => addDraw(l, input.handle));
      if (task.t === 'refill') return done(next);
      if (task.t === 'top') return done({ ...next, queue: replaceHead(s.queue, { t: 'show', seat: input.seat, handle: input.handle }) });
      return done({ ...next, queue: pop(s.queue) });
    }
    case 'random': {
      const after = (x: CrayneState) => done({ ...x, queue: pop(s.queue) });
      if (task.t === 'auto-play') return after(automataPlay(s, input.rng));
      if (task.t === 'raid') return after(raidMarket(s, task.spare, input.rng));
      if (task.t === 'bury') return after(buryAuxTop(s, input.rng));
      if (task.t === 'market-refill') return after(refillMarket(s, input.rng, task.slot));
      return err('no randomness is expected now');
    }
    case 'move': {
      if (req?.kind !== 'move' || req.seat !== input.seat) return err({ seat: input.seat, reason: 'it is not this seat\'s move' });
      const m = input.move;
      const moved = (r: Result<CrayneState, RuleError>): Step => (r.ok ? done(r.value) : r);
      switch (task.t) {
        case 'face': return moved(faceInput(s, task.seat, task.card, m));
        case 'choose': return moved(chooseInput(s, task.seat, task.card, m));
        case 'aid': return moved(aidInput(s, task.seat, m));
        case 'pick': return moved(pickInput(s, task, m));
        case 'buy': return moved(buyInput(s, task, m));
        case 'auto-first': return moved(autoFirstInput(s, task.leader, m));
        case 'act': return sacrificeInput(s, task, input.seat, m);
        default: return err({ seat: input.seat, reason: 'no move is expected now' });
      }
    }
    case 'answer': {
      if (req?.kind !== 'answer' || req.seat !== input.seat) return err({ seat: input.seat, reason: 'no answer is asked of this seat' });
      const a = input.answer;
      if (task.t === 'show') return applyShowTop(s, task.seat, task.handle, a);
      if (task.t === 'discard') return discardInput(s, task.seat, a);
      if (task.t === 'act') return sacrificeInput(s, task, input.seat, a);
      return err({ seat: input.seat, reason: 'no answer is expected now' });
    }
  }
}
