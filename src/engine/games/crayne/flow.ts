/**
 * The task queue: `advance` carries out every head task that needs no input (and reshuffles a
 * pile when, and only when, a draw is needed from an empty one); `request` says what the head
 * task that waits needs from the protocol. The queue is `CrayneState.queue`, handled with the
 * shared flow kit (src/engine/flow: replaceHead, pop, run); the head task that waits is the
 * pending question, so Crayne needs no separate `ask` field.
 */
import { type Result, err, ok } from '../../../result.js';
import { pop as popTask, replaceHead, run } from '../../flow/index.js';
import type { Request, Seat } from '../../game.js';
import { runAct } from './actions.js';
import { resolvePlay } from './assembly.js';
import { expandChoices, attackPhase, giftable, startAttackPhase } from './attack-phase.js';
import { anyAutomatonCanPlay, automatonBuys } from './automated-opponent.js';
import { canRaid } from './auxiliary.js';
import { PLAYS_PER_ROUND, cleanup, expandTriggers, newRound } from './cleanup.js';
import { canDraw, reshuffleIfEmpty } from './deck.js';
import { hasTwoOpponents } from './options.js';
import { startBuying } from './revenue.js';
import { type CrayneState, type Task, alliesOf, cardOf, fromOverlord, lordOf, pileLeft, withLord } from './state.js';

/** The head task is done. */
const pop = (s: CrayneState): CrayneState => ({ ...s, queue: popTask(s.queue) });

/** Before a draw: nothing to draw skips the task; an empty pile is reshuffled from the discard pile. */
function beforeDraw(s: CrayneState, seat: Seat, wanted: boolean): CrayneState | null {
  const l = lordOf(s, seat);
  if (!l.alive || !wanted || !canDraw(l)) return pop(s);
  return pileLeft(l.pile) === 0 ? withLord(s, seat, reshuffleIfEmpty) : null;
}

/** One head task without input, or null when it waits for input. */
function stepTask(s: CrayneState, task: Task): Result<CrayneState | null> {
  switch (task.t) {
    case 'commit': case 'reveal': case 'show': case 'choose': case 'pick': case 'buy': case 'auto-first':
      return ok(null);
    case 'top': case 'draw':
      return ok(beforeDraw(s, task.seat, true));
    case 'refill': {
      const l = lordOf(s, task.seat);
      return ok(beforeDraw(s, task.seat, l.hand.length < l.handLimit));
    }
    case 'auto-play':
      return ok(anyAutomatonCanPlay(s) ? null : pop(s));
    case 'resolve':
      return ok(resolvePlay(s, task.seat, task.card));
    case 'act':
      return ok(runAct(s, task));
    case 'discard':
      return ok(lordOf(s, task.seat).alive && lordOf(s, task.seat).hand.length > 0 ? null : pop(s));
    case 'raid':
      return ok(canRaid(s, task.spare) ? null : pop(s));
    case 'bury': case 'market-refill':
      return ok(s.aux.length > 0 ? null : pop(s));
    case 'face': {
      const entry = lordOf(s, task.seat).played.find((p) => p.card === task.card);
      if (!lordOf(s, task.seat).alive || !entry) return ok(pop(s));
      if (hasTwoOpponents(s, task.seat)) return ok(null);
      return ok(pop(withLord(s, task.seat, (l) => ({ ...l, played: l.played.map((p) => (p.card === task.card ? { ...p, facing: 'left' as const } : p)) }))));
    }
    case 'next-step':
      if (s.step < PLAYS_PER_ROUND) return ok({ ...s, step: s.step + 1, queue: replaceHead(s.queue, { t: 'commit' }) });
      return ok(startAttackPhase(s));
    case 'aid':
      return ok(alliesOf(s, task.seat).length > 0 && giftable(lordOf(s, task.seat)).length > 0 ? null : pop(s));
    case 'choices':
      return ok(expandChoices(s));
    case 'attack':
      return attackPhase(s);
    case 'triggers':
      return ok(expandTriggers(s, task.at));
    case 'buy-start':
      return ok(lordOf(s, task.seat).alive ? startBuying(s, task.seat) : pop(s));
    case 'auto-buy':
      return ok(s.market.length > 0 ? { ...automatonBuys(s, task.deck), queue: replaceHead(s.queue, { t: 'market-refill' }) } : pop(s));
    case 'cleanup':
      return ok(cleanup(s));
    case 'new-round':
      return ok(newRound(s));
  }
}

/** Runs every task that needs no input. */
export const advance = (s0: CrayneState): Result<CrayneState> => advanceUntil(s0, () => false);

/**
 * Runs tasks that need no input, stopping early at the first state where `stop` holds (the
 * explanations use it to look at the state the Attack Phase resolves from: explain.ts).
 */
export function advanceUntil(s0: CrayneState, stop: (s: CrayneState) => boolean): Result<CrayneState> {
  return run(s0, (s) => {
    if (stop(s)) return ok(null);
    if (s.outcome) return ok(s.queue.length ? { ...s, queue: [] } : null);
    const head = s.queue[0];
    if (!head) return err('the task queue ran dry');
    if (head.t === 'pick') {
      const waiting = head.waiting.filter((x) => lordOf(s, x).alive);
      if (waiting.length <= 1) return ok({ ...s, queue: replaceHead(s.queue, ...waiting.map((seat): Task => ({ t: 'buy-start', seat }))) });
    }
    return stepTask(s, head);
  });
}

const PROMPTS = {
  show: 'You cannot play a card: show the top card of your deck, which comes into play.',
  discard: 'Choose a card from your hand to discard.',
  aid: 'Aid your Ally: give them one of your played cards, or give none.',
  pick: 'Choose who in your team buys next.',
  autoFirst: 'Choose which Automated Opponent takes the left-most market card first.',
};

/** The prompt of a sacrifice: the card that asks it, the zone, and whether it can stop. */
function sacrificePrompt(source: string, from: 'hand' | 'discard', optional: boolean): string {
  return `${cardOf(source).name}: ${optional ? 'you may sacrifice' : 'sacrifice'} a card from your ${from === 'hand' ? 'hand' : 'discard pile'}${optional ? ', or stop' : ''}.`;
}

/**
 * The forecast of beacon values (GameDef.beaconsAfter): after an Assembly play is revealed,
 * the Automated Opponents' top cards (public randomness, everyone) and every other Lord's
 * refill draw (each asks `seat` for one value) usually follow before anyone chooses again.
 */
export function beaconsAfter(s: CrayneState, seat: Seat): number {
  const task = s.queue[0];
  if (task?.t !== 'commit' && task?.t !== 'reveal') return 0;
  return (s.automata ? 1 : 0) + fromOverlord(s).filter((x) => x !== seat).length;
}

export function request(s: CrayneState): Request | null {
  if (s.outcome) return null;
  const task = s.queue[0];
  if (!task) return null;
  const everyone = Array.from({ length: s.seats }, (_, i) => i);
  const live = fromOverlord(s).sort((a, b) => a - b);
  switch (task.t) {
    case 'commit': return { kind: 'commit', seats: live, slot: 'assembly', prompt: `Choose a card to play face down (play ${s.step} of ${PLAYS_PER_ROUND}).` };
    case 'reveal': return { kind: 'reveal', seats: live, slot: 'assembly' };
    case 'top': case 'draw': case 'refill': return { kind: 'draw', seat: task.seat, pile: lordOf(s, task.seat).pile };
    case 'show': return { kind: 'answer', seat: task.seat, prompt: PROMPTS.show };
    case 'discard': return { kind: 'answer', seat: task.seat, prompt: PROMPTS.discard };
    case 'act': {
      const a = task.action;
      const prompt = a.kind === 'sacrifice' ? sacrificePrompt(task.source, a.from, a.optional) : `${cardOf(task.source).name}: choose.`;
      return a.kind === 'sacrifice' && a.from === 'hand' ? { kind: 'answer', seat: task.seat, prompt } : { kind: 'move', seat: task.seat, prompt };
    }
    case 'auto-play': return { kind: 'random', seats: everyone, purpose: 'the Automated Opponents\' top cards' };
    case 'raid': return { kind: 'random', seats: everyone, purpose: 'a market card sacrificed at random' };
    case 'bury': return { kind: 'random', seats: everyone, purpose: 'the top card of the Auxiliary Draw (to the Pit)' };
    case 'market-refill': return { kind: 'random', seats: everyone, purpose: 'the top card of the Auxiliary Draw (to the market)' };
    case 'face': return { kind: 'move', seat: task.seat, prompt: `Choose which Opponent your ${cardOf(task.card).name} faces.` };
    case 'aid': return { kind: 'move', seat: task.seat, prompt: PROMPTS.aid };
    case 'choose': return { kind: 'move', seat: task.seat, prompt: `Choose what your ${cardOf(task.card).name} does in this Attack Phase.` };
    case 'pick': return { kind: 'move', seat: task.leader, prompt: PROMPTS.pick };
    case 'buy': return { kind: 'move', seat: task.seat, prompt: `Buy cards with your Revenue (${task.left} left), or stop buying.` };
    case 'auto-first': return { kind: 'move', seat: task.leader, prompt: PROMPTS.autoFirst };
    default: return null;
  }
}
