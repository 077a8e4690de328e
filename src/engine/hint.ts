/**
 * A hint: the move the game's best bot would make in this seat's place, from what this seat
 * knows (the public state and the cards behind its own handles, nothing of anyone else's), said
 * in words with the engine's reason for it. Pure: the caller brings the bot and the game's words.
 */
import { canonicalEqual } from '../crypto/canonical.js';
import type { Bot } from './bots.js';
import type { AnyGame, Input, Json, Knowledge, Request, Seat } from './game.js';

/** A game's words for a suggested move, addressed to the player who makes it. */
export interface HintWords {
  /** "Play Grey Horseman face down at d4" (null: say it with the game's log line). */
  label(state: Json, seat: Seat, knowledge: Knowledge, move: Json): string | null;
  /** Why it is good, in the game's terms ("It adds 3 Attack this round"), or null. */
  why(state: Json, seat: Seat, knowledge: Knowledge, move: Json): string | null;
}

export interface Hint {
  /** One of the legal values. */
  readonly move: Json;
  /** What to do, in words (may name seats as "seat N" for the table to put names in). */
  readonly label: string;
  /** Why, in the game's words. */
  readonly why: string;
}

/** What the hint is asked from: the seat's own view, exactly what its bot would see. */
export interface HintAsk {
  readonly state: Json;
  readonly request: Request;
  readonly legal: readonly Json[];
  readonly knowledge: Knowledge;
}

/** Only the cards behind this seat's own handles ("2:5" is seat 2's sixth draw). */
export function ownKnowledge(k: Knowledge): Knowledge {
  const prefix = `${k.seat}:`;
  return { seat: k.seat, cards: Object.fromEntries(Object.entries(k.cards).filter(([h]) => h.startsWith(prefix))) };
}

/** The input the move would be, for the game's log line. */
function inputOf(r: Request, seat: Seat, move: Json): Input | null {
  if (r.kind === 'move') return { kind: 'move', seat, move };
  if (r.kind === 'answer') return { kind: 'answer', seat, answer: move };
  if (r.kind === 'commit') return { kind: 'reveal', values: [{ seat, value: move }] };
  return null;
}

/** A log line about this seat ("seat 0 places a gate") as an instruction to it ("Place a gate"). */
export function imperative(line: string, seat: Seat): string {
  const own = `seat ${seat} `;
  if (!line.startsWith(own)) return line;
  const [verb = '', ...rest] = line.slice(own.length).split(' ');
  const base = /ies$/.test(verb) ? verb.replace(/ies$/, 'y') : /(ss|sh|ch|x)es$/.test(verb) ? verb.slice(0, -2) : verb.replace(/s$/, '');
  return [base, ...rest].join(' ').replace(/\btheir\b/g, 'your').replace(/\bthey\b/g, 'you');
}

const sentence = (t: string): string => {
  const s = t.trim();
  return s === '' ? s : `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}${/[.!?]$/.test(s) ? '' : '.'}`;
};

/**
 * The best bot's choice for this seat, in words; null when nothing is asked of it or nothing is
 * legal. The bot sees only the seat's own knowledge; a choice it makes outside the legal list
 * (it should not) gives way to the first legal value.
 */
export function chooseHint(def: AnyGame, bot: Bot, ask: HintAsk, words: HintWords | null): Hint | null {
  const { request, legal, state } = ask;
  if (request.kind !== 'move' && request.kind !== 'answer' && request.kind !== 'commit') return null;
  const first = legal[0];
  if (first === undefined) return null;
  const knowledge = ownKnowledge(ask.knowledge);
  const seat = knowledge.seat;
  const picked = bot({ state, request, legal, knowledge });
  const move = legal.find((m) => canonicalEqual(m, picked)) ?? first;
  const input = inputOf(request, seat, move);
  const line = input && def.describe ? def.describe(state, input) : '';
  const label = words?.label(state, seat, knowledge, move) ?? (imperative(line, seat) || 'the first choice offered');
  const why = words?.why(state, seat, knowledge, move)
    ?? (legal.length === 1 ? 'It is the only choice you have now.' : `It is what the strongest computer player would choose of the ${legal.length} choices you have.`);
  return { move, label: sentence(label), why: sentence(why) };
}
