/** Short human labels for move values, and one line per input for the match log. */
import type { Input, Json } from '../../game.js';
import { opponentOn } from './options.js';
import { priceOf } from './revenue.js';
import type { Source } from './pricing.js';
import { type CrayneState, type Direction, cardOf } from './state.js';
import { effectText } from './text.js';

const nameOf = (card: Json): string => (typeof card === 'string' ? cardOf(card).name : '?');
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

/** A short label for one legal value. */
export function moveLabel(s: CrayneState, value: Json): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
  const v = value as Record<string, Json>;
  const task = s.queue[0];
  switch (v.kind) {
    case 'play': return `play ${nameOf(v.card ?? null)}`;
    case 'cannot-play': {
      const hand = Array.isArray(v.hand) ? v.hand.map((h) => nameOf((h as { card?: Json })?.card ?? null)) : [];
      return `cannot play (show hand: ${hand.join(', ') || 'empty'}); play the top card of the deck`;
    }
    case 'discard': return `discard ${nameOf(v.card ?? null)}`;
    case 'sacrifice': return `sacrifice ${nameOf(v.card ?? null)}`;
    case 'stop': return 'sacrifice no more';
    case 'face': {
      const seat = task && 'seat' in task ? task.seat : 0;
      const target = opponentOn(s, seat, v.direction as Direction);
      return `${nameOf(v.card ?? null)} faces ${v.direction} (${target === null ? '?' : who(s, target)})`;
    }
    case 'choose': return typeof v.card === 'string' && typeof v.option === 'number' ? optionLabel(v.card, v.option) : 'choose';
    case 'gift': return `gift ${nameOf(v.card ?? null)} to seat ${String(v.to)}`;
    case 'keep': return 'keep your played cards';
    case 'buy': {
      const price = task?.t === 'buy' && typeof v.card === 'string' ? priceOf(s, task, v.card, v.from as Source) : null;
      return `buy ${nameOf(v.card ?? null)} from the ${String(v.from)}${price?.ok ? ` for ${price.value}` : ''}`;
    }
    case 'pass': return 'pass (stop buying)';
    case 'next-buyer': return `seat ${String(v.seat)} buys next`;
    case 'automaton-first': return `Automated Opponent ${Number(v.deck) + 1} takes the first card`;
    default: return JSON.stringify(value);
  }
}

/** One line for the match log, from the state before the input. */
export function describe(s: CrayneState, input: Input): string {
  const task = s.queue[0];
  const at = `round ${s.round}${s.step ? `, play ${s.step}` : ''}`;
  switch (input.kind) {
    case 'commit': return `${at}: seats ${input.seats.join(', ')} play a card face down`;
    case 'reveal':
      return `${at}: revealed — ${input.values.map(({ seat, value }) => `seat ${seat}: ${moveLabel(s, value)}`).join('; ')}`;
    case 'draw': return `${at}: seat ${input.seat} draws a card (${input.handle})`;
    case 'random': {
      const purpose = task?.t === 'auto-play' ? 'the Automated Opponents play their top cards'
        : task?.t === 'raid' ? 'a random market card is sacrificed to the Pit'
        : task?.t === 'bury' ? 'the top card of the Auxiliary Draw is sacrificed to the Pit'
        : 'the market is refilled from the Auxiliary Draw';
      return `${at}: ${purpose}`;
    }
    case 'move': return `${at}: seat ${input.seat} — ${moveLabel(s, input.move)}`;
    case 'answer': return `${at}: seat ${input.seat} — ${moveLabel(s, input.answer)}`;
  }
}
