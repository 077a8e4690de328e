/**
 * Crayne in words: a label for each choice (a button, addressed to the player who makes it) and
 * one sentence per input for the match log (about the players, who are written "seat N" for
 * the table to put names in). Complete sentences in the game's language: cards by name, never
 * a draw handle, and what was decided about what.
 */
import type { Input, Json, Seat } from '../../game.js';
import { PLAYS_PER_ROUND } from './cleanup.js';
import { opponentOn } from './options.js';
import { type BuySource, type CrayneMove, parseMove } from './moves.js';
import { priceOf } from './revenue.js';
import { type CrayneState, cardOf } from './state.js';
import { modifierText } from './text.js';

const nameOf = (card: string): string => cardOf(card).name;
const who = (s: CrayneState, seat: number): string => (seat < s.seats ? `seat ${seat}` : `Automated Opponent ${seat - s.seats + 1}`);

/** "seat 0", "seat 0 and seat 1", "seat 0, seat 1 and seat 2". */
export function listSeats(seats: readonly Seat[]): string {
  const names = seats.map((x) => `seat ${x}`);
  return names.length <= 1 ? names[0] ?? 'nobody' : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

const SOURCE: Readonly<Record<BuySource, string>> = {
  market: 'the Auxiliary Market', mercenaries: 'the Mercenaries', camps: 'the Mercenary Camps', pit: 'the Pit',
};

/** What one option of a card's Attack-Phase choice does, short: "+8 Attack", "Stronghold 6". */
export function optionText(card: string, option: number): string {
  const c = cardOf(card);
  const choice = c.effects.find((e) => e.kind === 'choice');
  const one = choice?.kind === 'choice' ? choice.options[option] : undefined;
  if (!one) return `option ${option + 1}`;
  const parts = one.effects.map((e) => (e.kind === 'becomeStronghold' ? `Stronghold ${e.value}` : modifierText(e, c.faction)));
  return parts.length <= 1 ? parts[0] ?? 'nothing' : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

/** The seat a head task asks (the one choosing), if any. */
const askedSeat = (s: CrayneState): Seat => {
  const t = s.queue[0];
  return t && 'seat' in t ? t.seat : t?.t === 'pick' || t?.t === 'auto-first' ? t.leader : 0;
};

/** A label for one choice, addressed to the player making it ("Play Rift Imp face down", "Buy Paladin for 3 Revenue"). */
export function labelOf(s: CrayneState, m: CrayneMove): string {
  const task = s.queue[0];
  switch (m.kind) {
    case 'play': return task?.t === 'show' ? `Show ${nameOf(m.card)}: it comes into play` : `Play ${nameOf(m.card)} face down`;
    case 'cannot-play': {
      const shown = m.hand.map((h) => nameOf(h.card)).join(', ');
      return `You cannot play any card: show your hand${shown ? ` (${shown})` : ''} and play the top card of your deck instead`;
    }
    case 'discard': return `Discard ${nameOf(m.card)}`;
    case 'sacrifice': return `Sacrifice ${nameOf(m.card)} from your ${'handle' in m ? 'hand' : 'discard pile'}`;
    case 'stop': return 'Sacrifice no more cards';
    case 'face': {
      const target = opponentOn(s, askedSeat(s), m.direction);
      return `${nameOf(m.card)} faces ${target === null ? 'that Opponent' : who(s, target)} (on your ${m.direction})`;
    }
    case 'choose': {
      const text = optionText(m.card, m.option);
      return /^Stronghold \d+$/.test(text) ? `${nameOf(m.card)} becomes a ${text} (then choose which Opponent it faces)` : `${nameOf(m.card)}: ${text}`;
    }
    case 'gift': return `Give ${nameOf(m.card)} to seat ${m.to}`;
    case 'keep': return 'Give no card';
    case 'buy': {
      const price = task?.t === 'buy' ? priceOf(s, task, m.card, m.from) : null;
      return `Buy ${nameOf(m.card)} from ${SOURCE[m.from]}${price?.ok ? ` for ${price.value} Revenue` : ''}`;
    }
    case 'pass': return 'Stop buying';
    case 'next-buyer': return `seat ${m.seat} buys next`;
    case 'automaton-first': return `Automated Opponent ${m.deck + 1} takes the first card`;
  }
}

/** A short label for one legal value from the UI (any JSON; a value that is not a move is shown as it is). */
export function moveLabel(s: CrayneState, value: Json): string {
  const m = parseMove(value);
  return m === null ? JSON.stringify(value) : labelOf(s, m);
}

/** What a seat did, as the log tells it (third person: "seat 0 buys Paladin …"). */
function didWhat(s: CrayneState, seat: Seat, m: CrayneMove): string {
  const task = s.queue[0];
  const me = `seat ${seat}`;
  switch (m.kind) {
    case 'play':
      return task?.t === 'show' ? `${me}'s top card is ${nameOf(m.card)}: it comes into play` : `${me} plays ${nameOf(m.card)}`;
    case 'cannot-play': {
      const shown = m.hand.map((h) => nameOf(h.card)).join(', ');
      return `${me} cannot play any card${shown ? ` (shows ${shown})` : ''} and plays the top card of their deck instead`;
    }
    case 'discard': return `${me} discards ${nameOf(m.card)}`;
    case 'sacrifice': {
      const gone = cardOf(m.card).faction === 'trade-cart' ? 'it leaves the game' : 'it goes to the Pit';
      return `${me} sacrifices ${nameOf(m.card)} from their ${'handle' in m ? 'hand' : 'discard pile'} (${gone})`;
    }
    case 'stop': return `${me} sacrifices no more cards`;
    case 'face': {
      const target = opponentOn(s, seat, m.direction);
      return `${me}'s ${nameOf(m.card)} faces ${target === null ? 'an Opponent' : who(s, target)}`;
    }
    case 'choose': {
      const text = optionText(m.card, m.option);
      return /^Stronghold \d+$/.test(text) ? `${me}'s ${nameOf(m.card)} becomes a ${text}` : `${me} chooses ${text} for ${nameOf(m.card)}`;
    }
    case 'gift': return `${me} gives ${nameOf(m.card)} to seat ${m.to}`;
    case 'keep': return `${me} gives no card to an Ally`;
    case 'buy': {
      const price = task?.t === 'buy' ? priceOf(s, task, m.card, m.from) : null;
      return `${me} buys ${nameOf(m.card)} from ${SOURCE[m.from]}${price?.ok ? ` for ${price.value} Revenue` : ''}`;
    }
    case 'pass': return task?.t === 'buy' && task.bought.length === 0 ? `${me} buys nothing` : `${me} stops buying`;
    case 'next-buyer': return m.seat === seat ? `${me} buys next` : `${me} names seat ${m.seat} to buy next`;
    case 'automaton-first': return `${me} lets Automated Opponent ${m.deck + 1} take the first market card`;
  }
}

const RANDOM: Partial<Record<string, string>> = {
  'auto-play': 'The Automated Opponents each play the top card of their deck',
  raid: 'A random card of the Auxiliary Market is sacrificed to the Pit and replaced',
  bury: 'The top card of the Auxiliary Draw is sacrificed to the Pit',
  'market-refill': 'The Auxiliary Market is refilled from the Auxiliary Draw',
};

/**
 * One sentence for the match log, from the state before the input ("Round 3, play 2 of 5: …");
 * empty (no line) for the draws that only refill a hand, and a lone Lord's face-down play.
 */
export function describe(s: CrayneState, input: Input<CrayneMove>): string {
  const task = s.queue[0];
  const at = s.round === 0 ? 'Opening hands: ' : `Round ${s.round}${s.step ? `, play ${s.step} of ${PLAYS_PER_ROUND}` : ''}: `;
  switch (input.kind) {
    case 'commit':
      // Alone at the table (solo), the card is turned over at once: its reveal says it all.
      return input.seats.length > 1 ? `${at}${listSeats(input.seats)} each play a card face down.` : '';
    case 'reveal':
      return `${at}${input.values.map(({ seat, value }) => didWhat(s, seat, value)).join('; ')}.`;
    case 'draw':
      if (task?.t === 'refill') return '';
      return `${at}seat ${input.seat} draws ${task?.t === 'top' ? 'the top card of their deck' : 'a card'}.`;
    case 'random': {
      const text = task ? RANDOM[task.t] : undefined;
      const solo = s.automata?.decks.length === 1 && task?.t === 'auto-play';
      return `${at}${solo ? 'The Automated Opponent plays the top card of its deck' : text ?? 'The Auxiliary Market is refilled from the Auxiliary Draw'}.`;
    }
    case 'move': return `${at}${didWhat(s, input.seat, input.move)}.`;
    case 'answer': return `${at}${didWhat(s, input.seat, input.answer)}.`;
  }
}
