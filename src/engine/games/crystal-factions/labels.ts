/** Short English labels for moves (the UI's buttons) and one-line descriptions of inputs (the match log). */
import type { Input, Json } from '../../game.js';
import { cardOf } from './cards/index.js';
import { type CFMove, parseMove } from './moves.js';
import type { CFState } from './state.js';
import { LANE_NAMES } from './types.js';

const nameOf = (id: string): string => cardOf(id)?.name ?? id;

/** A label for one legal value (any request kind); a value that is no move shows as its JSON. */
export function moveLabel(s: CFState, value: Json): string {
  const m = parseMove(value);
  return m ? label(s, m) : JSON.stringify(value);
}

function label(s: CFState, m: CFMove): string {
  switch (m.kind) {
    case 'play': return `Play ${nameOf(m.card)} to ${LANE_NAMES[m.lane]}${m.via !== undefined ? ` (discarding ${nameOf(m.via)})` : ''}`;
    case 'stealth': return 'card' in m
      ? `${nameOf(m.card)} face down in ${LANE_NAMES[m.lane]}`
      : `Play ${m.handle} face down to ${LANE_NAMES[m.lane]}`;
    case 'end': return 'End turn';
    case 'cleanse': return `Clear a corruption token from ${LANE_NAMES[m.lane]} (2 crystals)`;
    case 'draw': return m.deck === 'faction' ? 'Draw from the faction deck' : m.deck === 'basic' ? 'Draw from the basic deck' : 'No card to draw';
    case 'keep': return 'Keep this hand';
    case 'bottom': return `Put ${m.handle} on the bottom`;
    case 'player': return `Seat ${m.seat}`;
    case 'lane': return `${LANE_NAMES[m.lane]} lane`;
    case 'card': return `${nameOf(m.card)} (seat ${m.seat}, ${LANE_NAMES[m.lane]})`;
    case 'token': {
      const to = m.seat === ownerOfAsk(s) ? `your ${LANE_NAMES[m.to]}` : `seat ${m.seat}'s ${LANE_NAMES[m.to]}`;
      return `Move corruption: your ${LANE_NAMES[m.from]} → ${to}`;
    }
    case 'recover': return `Take ${nameOf(m.card)} from your discard pile`;
    case 'stop': return 'Stop';
    case 'yes': return 'Yes';
    case 'no': return 'No';
    case 'pay': return 'Pay to keep it';
    case 'return': return 'Return it to your hand';
    case 'brace': return `Pay ${m.crystals} crystals`;
  }
}

const ownerOfAsk = (s: CFState): number | null => (s.ask && 'seat' in s.ask ? s.ask.seat : null);

/** One line for the match log. */
export function describeInput(s: CFState, input: Input<CFMove>): string {
  switch (input.kind) {
    case 'move': return `seat ${input.seat}: ${label(s, input.move)}`;
    case 'answer': return `seat ${input.seat}: ${label(s, input.answer)}`;
    case 'draw': return `seat ${input.seat} draws ${input.handle} from the faction deck`;
    case 'commit': return `seat ${input.seats.join(', ')} commits to a face-down card`;
    case 'reveal': return input.values.map((x) => `seat ${x.seat} reveals ${label(s, x.value)}`).join('; ');
    case 'random': return 'public randomness';
  }
}
