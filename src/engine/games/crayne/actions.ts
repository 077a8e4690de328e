/**
 * Teeth and trigger actions. Each action is one `act` task; actions that need no input happen
 * at once, the others become the tasks that ask for it:
 *   draw → private draws; discard → answers from the hidden hand; reduceHand → each Opponent
 *   discards (answer) and refills to the lower size until Cleanup; sacrificeFromMarket and
 *   sacrificeAuxiliaryTop → public randomness; sacrifice from hand → answers, from the
 *   (public) discard pile → moves, one card at a time, "if you do" once the full count is done.
 */
import { type Result, err, ok } from '../../../result.js';
import { pop, replaceHead, times } from '../../flow/index.js';
import type { RuleError, Seat, Shown } from '../../game.js';
import { sacrificeTo } from './auxiliary.js';
import { removeFromHand, shownFromHand } from './deck.js';
import { gainInfluence } from './influence.js';
import type { CrayneMove } from './moves.js';
import { opponentsOf } from './options.js';
import { type CrayneState, type Task, lordOf, withLord, without } from './state.js';
import { isModifier } from './types.js';

type ActTask = Extract<Task, { t: 'act' }>;


/** Carries out an act task, or returns null when it waits for input (a sacrifice choice). */
export function runAct(s: CrayneState, task: ActTask): CrayneState | null {
  const { seat, action } = task;
  const l = lordOf(s, seat);
  if (!l.alive) return { ...s, queue: pop(s.queue) };
  switch (action.kind) {
    case 'gainInfluence':
      return { ...withLord(s, seat, (x) => ({ ...x, influence: gainInfluence(x.influence, action.amount, x.start) })), queue: pop(s.queue) };
    case 'draw':
      return { ...s, queue: replaceHead(s.queue, ...times<Task>(action.count, { t: 'draw', seat })) };
    case 'discard':
      return { ...s, queue: replaceHead(s.queue, ...times<Task>(action.count, { t: 'discard', seat })) };
    case 'reduceHand': {
      const o = opponentsOf(s, seat);
      const victims = [...new Set(o ? [o.left, o.right] : [])].filter((x) => x < s.seats && x !== seat && lordOf(s, x).alive);
      let next = s;
      for (const v of victims) next = withLord(next, v, (x) => ({ ...x, handLimit: Math.min(x.handLimit, action.handSize) }));
      return { ...next, queue: replaceHead(s.queue, ...victims.map((v): Task => ({ t: 'discard', seat: v }))) };
    }
    case 'sacrificeFromMarket':
      return { ...s, queue: replaceHead(s.queue, ...times<Task>(action.count, { t: 'raid', seat, spare: action.spare })) };
    case 'sacrificeAuxiliaryTop':
      return { ...s, queue: replaceHead(s.queue, ...times<Task>(action.count, { t: 'bury' })) };
    case 'buyFromPit': {
      const allowance = { discountFaction: action.discountFaction, discount: action.discount };
      const next = withLord(s, seat, (x) => ({ ...x, pitAllowances: [...x.pitAllowances, ...Array.from({ length: action.count }, () => allowance)] }));
      return { ...next, queue: pop(s.queue) };
    }
    case 'sacrifice': {
      if (task.done >= action.count) {
        // Carried out in full: "if you do" applies (modifiers through the played entry, actions now).
        const marked = withLord(s, seat, (x) => ({
          ...x,
          played: x.played.map((p) => (p.card === task.source && p.fresh ? { ...p, sacrificed: true } : p)),
        }));
        const follow = action.ifDone.flatMap((a): Task[] => (isModifier(a) ? [] : [{ t: 'act', seat, source: task.source, action: a, done: 0 }]));
        return { ...marked, queue: replaceHead(s.queue, ...follow) };
      }
      const zone = action.from === 'hand' ? l.hand : l.discard;
      return zone.length === 0 ? { ...s, queue: pop(s.queue) } : null;
    }
  }
}

/** The seat is asked to sacrifice from its hand (an answer) or its discard pile (a move). */
export function sacrificeInput(s: CrayneState, task: ActTask, seat: Seat, o: CrayneMove): Result<{ state: CrayneState; shown: Shown[] }, RuleError> {
  const action = task.action;
  if (action.kind !== 'sacrifice' || seat !== task.seat) return err({ seat, reason: 'no sacrifice is asked of this seat' });
  if (o.kind === 'stop') {
    if (!action.optional) return err({ seat, reason: 'this sacrifice is not optional' });
    return ok({ state: { ...s, queue: pop(s.queue) }, shown: [] });
  }
  if (o.kind !== 'sacrifice') return err({ seat, reason: 'expected {kind:"sacrifice"} or {kind:"stop"}' });
  const l = lordOf(s, seat);
  const advanceTask = (next: CrayneState): CrayneState => ({ ...next, queue: replaceHead(s.queue, { ...task, done: task.done + 1 }) });
  if (action.from === 'hand') {
    if (!('handle' in o)) return err({ seat, reason: 'a sacrifice from the hand shows the card: {kind:"sacrifice", handle, card}' });
    const r = shownFromHand(l, seat, o);
    if (!r.ok) return r;
    const next = sacrificeTo(withLord(s, seat, (x) => removeFromHand(x, r.value)), r.value.card);
    return ok({ state: advanceTask(next), shown: [r.value] });
  }
  if ('handle' in o) return err({ seat, reason: 'a sacrifice from the discard pile names only the card: {kind:"sacrifice", card}' });
  if (!l.discard.includes(o.card)) return err({ seat, reason: `${o.card} is not in the discard pile` });
  const card = o.card;
  const next = sacrificeTo(withLord(s, seat, (x) => ({ ...x, discard: without(x.discard, card) })), card);
  return ok({ state: advanceTask(next), shown: [] });
}

/** A card discarded from the hidden hand (Teeth discard, or an Assassin's victim). */
export function discardInput(s: CrayneState, seat: Seat, o: CrayneMove): Result<{ state: CrayneState; shown: Shown[] }, RuleError> {
  if (o.kind !== 'discard') return err({ seat, reason: 'expected {kind:"discard", handle, card}' });
  const l = lordOf(s, seat);
  const r = shownFromHand(l, seat, o);
  if (!r.ok) return r;
  const next = withLord(s, seat, (x) => {
    const out = removeFromHand(x, r.value);
    return { ...out, discard: [...out.discard, r.value.card] };
  });
  return ok({ state: { ...next, queue: pop(s.queue) }, shown: [r.value] });
}
