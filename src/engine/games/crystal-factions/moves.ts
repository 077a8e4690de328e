/**
 * Move shapes: every value a seat sends (a deploy move, an answer, a public choice, the value
 * committed for a face-down card) is a small self-describing JSON object with a `kind`.
 * `parseMove` is the boundary: it checks shape only (exact keys, field types) and never throws;
 * legality is checked by the phase that receives the move.
 */
import type { Handle, Json, Seat } from '../../game.js';
import type { Lane } from './types.js';
import { LANES } from './types.js';

export type PlayMove = { readonly kind: 'play'; readonly handle: Handle | null; readonly card: string; readonly lane: Lane; readonly via?: string };
export type StealthMove = { readonly kind: 'stealth'; readonly handle: Handle; readonly lane: Lane };
export type EndMove = { readonly kind: 'end' };
export type DeployMove = PlayMove | StealthMove | EndMove;
/** The value committed for a face-down card, opened at End of Turn. */
export type FaceDown = { readonly kind: 'stealth'; readonly handle: Handle; readonly card: string; readonly lane: Lane };
export type KeepMove = { readonly kind: 'keep' };
export type BottomAnswer = { readonly kind: 'bottom'; readonly handle: Handle } | KeepMove;

/** A deck to draw from; 'none' when both are empty (the start-of-turn draw still happens). */
export type Deck = 'faction' | 'basic' | 'none';

/** A public choice among listed options (start of turn, the v1 opening, card effects). */
export type Choice =
  | { readonly kind: 'cleanse'; readonly lane: Lane }
  | { readonly kind: 'draw'; readonly deck: Deck }
  | KeepMove
  | { readonly kind: 'player'; readonly seat: Seat }
  | { readonly kind: 'lane'; readonly lane: Lane }
  | { readonly kind: 'card'; readonly seat: Seat; readonly lane: Lane; readonly card: string }
  | { readonly kind: 'token'; readonly from: Lane; readonly seat: Seat; readonly to: Lane }
  | { readonly kind: 'recover'; readonly card: string }
  | { readonly kind: 'brace'; readonly crystals: number }
  | { readonly kind: 'stop' | 'yes' | 'no' | 'pay' | 'return' };

/** Everything a seat can choose in Crystal Factions. */
export type CFMove = DeployMove | FaceDown | BottomAnswer | Choice;

type Obj = { readonly [key: string]: Json };

/** A JSON object (not null, not an array). */
export const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLane = (x: Json | undefined): x is Lane => typeof x === 'string' && LANES.some((l) => l === x);
const isStr = (x: Json | undefined): x is string => typeof x === 'string';
const isCount = (x: Json | undefined): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const isDeck = (x: Json | undefined): x is Deck => x === 'faction' || x === 'basic' || x === 'none';

/** Exactly `kind` plus the required keys (and any of the optional ones), all own properties. */
function keys(o: Obj, required: readonly string[], optional: readonly string[] = []): boolean {
  const own = Object.keys(o);
  return required.every((k) => Object.hasOwn(o, k)) && own.every((k) => k === 'kind' || required.includes(k) || optional.includes(k));
}

function parsePlay(o: Obj): PlayMove | null {
  const { handle, card, lane, via } = o;
  if (!keys(o, ['handle', 'card', 'lane'], ['via']) || (handle !== null && !isStr(handle)) || !isStr(card) || !isLane(lane)) return null;
  if (Object.hasOwn(o, 'via') && !isStr(via)) return null;
  const base: PlayMove = { kind: 'play', handle: handle ?? null, card, lane };
  return isStr(via) ? { ...base, via } : base;
}

function parseStealth(o: Obj): StealthMove | FaceDown | null {
  const { handle, card, lane } = o;
  if (!isStr(handle) || !isLane(lane)) return null;
  if (keys(o, ['handle', 'lane'])) return { kind: 'stealth', handle, lane };
  return keys(o, ['handle', 'card', 'lane']) && isStr(card) ? { kind: 'stealth', handle, card, lane } : null;
}

/** The typed move for a JSON value, or null when it is no move of this game (unknown kind or keys, wrong types). */
export function parseMove(raw: Json): CFMove | null {
  if (!isObj(raw)) return null;
  const o = raw;
  const { seat, lane, card, handle } = o;
  switch (o.kind) {
    case 'play': return parsePlay(o);
    case 'stealth': return parseStealth(o);
    case 'end': case 'keep': case 'stop': case 'yes': case 'no': case 'pay': case 'return':
      return keys(o, []) ? { kind: o.kind } : null;
    case 'bottom': return keys(o, ['handle']) && isStr(handle) ? { kind: 'bottom', handle } : null;
    case 'cleanse': return keys(o, ['lane']) && isLane(lane) ? { kind: 'cleanse', lane } : null;
    case 'lane': return keys(o, ['lane']) && isLane(lane) ? { kind: 'lane', lane } : null;
    case 'draw': return keys(o, ['deck']) && isDeck(o.deck) ? { kind: 'draw', deck: o.deck } : null;
    case 'player': return keys(o, ['seat']) && isCount(seat) ? { kind: 'player', seat } : null;
    case 'recover': return keys(o, ['card']) && isStr(card) ? { kind: 'recover', card } : null;
    case 'brace': return keys(o, ['crystals']) && isCount(o.crystals) ? { kind: 'brace', crystals: o.crystals } : null;
    case 'card':
      return keys(o, ['seat', 'lane', 'card']) && isCount(seat) && isLane(lane) && isStr(card) ? { kind: 'card', seat, lane, card } : null;
    case 'token': {
      const { from, to } = o;
      return keys(o, ['from', 'seat', 'to']) && isLane(from) && isCount(seat) && isLane(to) ? { kind: 'token', from, seat, to } : null;
    }
    default: return null;
  }
}

/** A move the Deploy Phase accepts (a face-down play names no card: that is committed). */
export const isDeploy = (m: CFMove): m is DeployMove => m.kind === 'play' || m.kind === 'end' || (m.kind === 'stealth' && !('card' in m));

/** The opened value of a face-down card. */
export const isFaceDown = (m: CFMove): m is FaceDown => m.kind === 'stealth' && 'card' in m;

export const isBottomAnswer = (m: CFMove): m is BottomAnswer => m.kind === 'bottom' || m.kind === 'keep';
