/** Short English labels for moves (the UI's buttons) and one-line descriptions of inputs (the match log). */
import type { Input, Json } from '../../game.js';
import { cardOf } from './cards/index.js';
import type { CFState } from './state.js';
import type { Lane } from './types.js';
import { LANE_NAMES } from './types.js';

const nameOf = (id: unknown): string => (typeof id === 'string' ? cardOf(id)?.name ?? id : '?');
const laneName = (l: unknown): string => (typeof l === 'string' && l in LANE_NAMES ? LANE_NAMES[l as Lane] : '?');

/** A label for one legal value (any request kind). */
export function moveLabel(s: CFState, value: Json): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
  const v = value as Record<string, Json>;
  switch (v.kind) {
    case 'play': return `Play ${nameOf(v.card)} to ${laneName(v.lane)}${typeof v.via === 'string' ? ` (discarding ${nameOf(v.via)})` : ''}`;
    case 'stealth': return typeof v.card === 'string'
      ? `${nameOf(v.card)} face down in ${laneName(v.lane)}`
      : `Play ${String(v.handle)} face down to ${laneName(v.lane)}`;
    case 'end': return 'End turn';
    case 'cleanse': return `Clear a corruption token from ${laneName(v.lane)} (2 crystals)`;
    case 'draw': return v.deck === 'faction' ? 'Draw from the faction deck' : v.deck === 'basic' ? 'Draw from the basic deck' : 'No card to draw';
    case 'keep': return 'Keep this hand';
    case 'bottom': return `Put ${String(v.handle)} on the bottom`;
    case 'player': return `Seat ${String(v.seat)}`;
    case 'lane': return `${laneName(v.lane)} lane`;
    case 'card': return `${nameOf(v.card)} (seat ${String(v.seat)}, ${laneName(v.lane)})`;
    case 'token': {
      const to = v.seat === ownerOfAsk(s) ? `your ${laneName(v.to)}` : `seat ${String(v.seat)}'s ${laneName(v.to)}`;
      return `Move corruption: your ${laneName(v.from)} → ${to}`;
    }
    case 'recover': return `Take ${nameOf(v.card)} from your discard pile`;
    case 'stop': return 'Stop';
    case 'yes': return 'Yes';
    case 'no': return 'No';
    case 'pay': return 'Pay to keep it';
    case 'return': return 'Return it to your hand';
    case 'brace': return `Pay ${String(v.crystals)} crystals`;
    default: return JSON.stringify(value);
  }
}

const ownerOfAsk = (s: CFState): number | null => (s.ask && 'seat' in s.ask ? s.ask.seat : null);

/** One line for the match log. */
export function describeInput(s: CFState, input: Input): string {
  switch (input.kind) {
    case 'move': return `seat ${input.seat}: ${moveLabel(s, input.move)}`;
    case 'answer': return `seat ${input.seat}: ${moveLabel(s, input.answer)}`;
    case 'draw': return `seat ${input.seat} draws ${input.handle} from the faction deck`;
    case 'commit': return `seat ${input.seats.join(', ')} commits to a face-down card`;
    case 'reveal': return input.values.map((x) => `seat ${x.seat} reveals ${moveLabel(s, x.value)}`).join('; ');
    case 'random': return 'public randomness';
  }
}
