/** Short human labels for move values, and one line per input for the match log. */
import type { Input, Json } from '../../game.js';
import { opponentOn } from './options.js';
import { type CrayneMove, parseMove } from './moves.js';
import { priceOf } from './revenue.js';
import { type CrayneState, cardOf } from './state.js';
import { effectText } from './text.js';

const nameOf = (card: string): string => cardOf(card).name;
const who = (s: CrayneState, seat: number): string => (seat < s.seats ? `seat ${seat}` : `Automated Opponent ${seat - s.seats + 1}`);

function optionLabel(card: string, option: number): string {
  const c = cardOf(card);
  const choice = c.effects.find((e) => e.kind === 'choice');
  if (!choice || choice.kind !== 'choice') return `option ${option + 1}`;
  const one = choice.options[option];
  if (!one) return `option ${option + 1}`;
  const text = effectText({ kind: 'choice', options: [one] }, c.faction).replace(/^At the start of the Attack Phase, choose one: /, '').replace(/\.$/, '');
  return `${c.name}: ${text}`;
}

/** A short label for one move. */
export function labelOf(s: CrayneState, m: CrayneMove): string {
  const task = s.queue[0];
  switch (m.kind) {
    case 'play': return `play ${nameOf(m.card)}`;
    case 'cannot-play': return `cannot play (show hand: ${m.hand.map((h) => nameOf(h.card)).join(', ') || 'empty'}); play the top card of the deck`;
    case 'discard': return `discard ${nameOf(m.card)}`;
    case 'sacrifice': return `sacrifice ${nameOf(m.card)}`;
    case 'stop': return 'sacrifice no more';
    case 'face': {
      const seat = task && 'seat' in task ? task.seat : 0;
      const target = opponentOn(s, seat, m.direction);
      return `${nameOf(m.card)} faces ${m.direction} (${target === null ? '?' : who(s, target)})`;
    }
    case 'choose': return optionLabel(m.card, m.option);
    case 'gift': return `gift ${nameOf(m.card)} to seat ${m.to}`;
    case 'keep': return 'keep your played cards';
    case 'buy': {
      const price = task?.t === 'buy' ? priceOf(s, task, m.card, m.from) : null;
      return `buy ${nameOf(m.card)} from the ${m.from}${price?.ok ? ` for ${price.value}` : ''}`;
    }
    case 'pass': return 'pass (stop buying)';
    case 'next-buyer': return `seat ${m.seat} buys next`;
    case 'automaton-first': return `Automated Opponent ${m.deck + 1} takes the first card`;
  }
}

/** A short label for one legal value from the UI (any JSON; a value that is not a move is shown as it is). */
export function moveLabel(s: CrayneState, value: Json): string {
  const m = parseMove(value);
  return m === null ? JSON.stringify(value) : labelOf(s, m);
}

/** One line for the match log, from the state before the input. */
export function describe(s: CrayneState, input: Input<CrayneMove>): string {
  const task = s.queue[0];
  const at = `round ${s.round}${s.step ? `, play ${s.step}` : ''}`;
  switch (input.kind) {
    case 'commit': return `${at}: seats ${input.seats.join(', ')} play a card face down`;
    case 'reveal':
      return `${at}: revealed — ${input.values.map(({ seat, value }) => `seat ${seat}: ${labelOf(s, value)}`).join('; ')}`;
    case 'draw': return `${at}: seat ${input.seat} draws a card (${input.handle})`;
    case 'random': {
      const purpose = task?.t === 'auto-play' ? 'the Automated Opponents play their top cards'
        : task?.t === 'raid' ? 'a random market card is sacrificed to the Pit'
        : task?.t === 'bury' ? 'the top card of the Auxiliary Draw is sacrificed to the Pit'
        : 'the market is refilled from the Auxiliary Draw';
      return `${at}: ${purpose}`;
    }
    case 'move': return `${at}: seat ${input.seat} — ${labelOf(s, input.move)}`;
    case 'answer': return `${at}: seat ${input.seat} — ${labelOf(s, input.answer)}`;
  }
}
