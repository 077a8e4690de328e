/**
 * Every legal value for a seat at the current move, answer or commit request. The UI lights
 * choices from this list and bots pick from it; it never decides anything the engine does not
 * check again in `apply`. Values are self-describing JSON objects with a `kind`.
 */
import type { Knowledge, Seat } from '../../game.js';
import { assemblyView } from './assembly.js';
import { giftable, optionCount } from './attack-phase.js';
import { canPlay } from './conditions.js';
import type { AssemblyMove, CrayneMove, ShownCard } from './moves.js';
import { purchases } from './revenue.js';
import { type CrayneState, type Direction, type Lord, alliesOf, cardOf, lordOf } from './state.js';

const DIRECTIONS: readonly Direction[] = ['left', 'right'];

/** The seat's hand as { handle, card }, or null when its knowledge lacks a card. */
export function handOf(l: Lord, k: Knowledge): ShownCard[] | null {
  const out: ShownCard[] = [];
  for (const handle of l.hand) {
    const card = k.cards[handle];
    if (card === undefined) return null;
    out.push({ handle, card });
  }
  return out;
}

/** What a Lord may commit in the Assembly Phase: each playable card, or the cannot-play claim. */
export function assemblyChoices(l: Lord, k: Knowledge): AssemblyMove[] {
  const hand = handOf(l, k);
  if (hand === null) return [];
  const view = assemblyView(l);
  const playable = hand.filter((h) => canPlay(cardOf(h.card), view));
  return playable.length ? playable.map((h): AssemblyMove => ({ kind: 'play', ...h })) : [{ kind: 'cannot-play', hand }];
}

export function legal(s: CrayneState, seat: Seat, k: Knowledge): readonly CrayneMove[] {
  const task = s.queue[0];
  if (s.outcome || !task || seat < 0 || seat >= s.seats) return [];
  const l = lordOf(s, seat);
  switch (task.t) {
    case 'commit':
      return l.alive ? assemblyChoices(l, k) : [];
    case 'show': {
      const card = k.cards[task.handle];
      return seat === task.seat && card !== undefined ? [{ kind: 'play', handle: task.handle, card }] : [];
    }
    case 'discard':
      return seat === task.seat ? (handOf(l, k) ?? []).map((h): CrayneMove => ({ kind: 'discard', ...h })) : [];
    case 'act': {
      const a = task.action;
      if (seat !== task.seat || a.kind !== 'sacrifice') return [];
      const cards: CrayneMove[] = a.from === 'hand'
        ? (handOf(l, k) ?? []).map((h): CrayneMove => ({ kind: 'sacrifice', ...h }))
        : l.discard.map((card): CrayneMove => ({ kind: 'sacrifice', card }));
      return a.optional ? [...cards, { kind: 'stop' }] : cards;
    }
    case 'face':
      return seat === task.seat ? DIRECTIONS.map((direction): CrayneMove => ({ kind: 'face', card: task.card, direction })) : [];
    case 'choose':
      return seat === task.seat ? Array.from({ length: optionCount(task.card) }, (_, option): CrayneMove => ({ kind: 'choose', card: task.card, option })) : [];
    case 'aid':
      if (seat !== task.seat) return [];
      return [...giftable(l).flatMap((card) => alliesOf(s, seat).map((to): CrayneMove => ({ kind: 'gift', card, to }))), { kind: 'keep' }];
    case 'pick':
      return seat === task.leader ? task.waiting.map((x): CrayneMove => ({ kind: 'next-buyer', seat: x })) : [];
    case 'buy':
      return seat === task.seat ? purchases(s, task) : [];
    case 'auto-first':
      return seat === task.leader ? (s.automata?.decks ?? []).map((_, deck): CrayneMove => ({ kind: 'automaton-first', deck })) : [];
    default:
      return [];
  }
}
