/**
 * Crayne's choices as one typed union, and the boundary that reads them off the wire.
 *
 * Every value a seat can send (a public move, an answer about its hidden hand, the card it
 * commits face down) is one `CrayneMove`. Its JSON is the wire format, unchanged from the
 * hand-parsed days: `parseMove` accepts exactly these shapes (no unknown keys, no wrong
 * types) and rebuilds a fresh value, so the rules never look at raw JSON again. It is total:
 * junk, extra keys and deep nesting give null, never an exception.
 */
import type { Json, Seat } from '../../game.js';
import type { Source } from './pricing.js';
import type { Direction } from './state.js';

/** A card of the seat's hidden hand, shown: the handle it holds and the card it claims it is. */
export type ShownCard = { readonly handle: string; readonly card: string };

export type BuySource = Source;
export const BUY_SOURCES: readonly BuySource[] = ['market', 'mercenaries', 'camps', 'pit'];

/** Face down in the Assembly Phase, or the shown top card of the deck (an answer). */
export type PlayMove = { readonly kind: 'play'; readonly handle: string; readonly card: string };
/** "Help, I cannot play a card!": the whole hand, shown in its order. */
export type CannotPlayMove = { readonly kind: 'cannot-play'; readonly hand: readonly ShownCard[] };
/** Discard from the hidden hand (an answer). */
export type DiscardMove = { readonly kind: 'discard'; readonly handle: string; readonly card: string };
/** Sacrifice from the hidden hand (an answer). */
export type SacrificeHandMove = { readonly kind: 'sacrifice'; readonly handle: string; readonly card: string };
/** Sacrifice from the public discard pile (a move). */
export type SacrificeDiscardMove = { readonly kind: 'sacrifice'; readonly card: string };
export type StopMove = { readonly kind: 'stop' };
export type FaceMove = { readonly kind: 'face'; readonly card: string; readonly direction: Direction };
export type ChooseMove = { readonly kind: 'choose'; readonly card: string; readonly option: number };
export type GiftMove = { readonly kind: 'gift'; readonly card: string; readonly to: Seat };
export type KeepMove = { readonly kind: 'keep' };
export type NextBuyerMove = { readonly kind: 'next-buyer'; readonly seat: Seat };
export type BuyMove = { readonly kind: 'buy'; readonly card: string; readonly from: BuySource };
export type PassMove = { readonly kind: 'pass' };
export type AutomatonFirstMove = { readonly kind: 'automaton-first'; readonly deck: number };

export type CrayneMove =
  | PlayMove | CannotPlayMove | DiscardMove | SacrificeHandMove | SacrificeDiscardMove | StopMove
  | FaceMove | ChooseMove | GiftMove | KeepMove | NextBuyerMove | BuyMove | PassMove | AutomatonFirstMove;

/** What a seat commits face down in the Assembly Phase. */
export type AssemblyMove = PlayMove | CannotPlayMove;

/** The longest hand a cannot-play claim may show (far above any real hand). */
const MAX_HAND = 64;
/** Card ids and handles are short; a longer string is not one. */
const MAX_ID = 80;

type Obj = { readonly [k: string]: Json };

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: Json | undefined): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID;
const isIndex = (v: Json | undefined): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The object's keys are exactly these (order free). */
function keysAre(o: Obj, keys: readonly string[]): boolean {
  const own = Object.keys(o);
  return own.length === keys.length && own.every((k) => keys.includes(k));
}

function shown(v: Json | undefined): ShownCard | null {
  if (v === undefined || !isObj(v) || !keysAre(v, ['handle', 'card'])) return null;
  const { handle, card } = v;
  return isId(handle) && isId(card) ? { handle, card } : null;
}

function hand(v: Json | undefined): ShownCard[] | null {
  if (!Array.isArray(v) || v.length > MAX_HAND) return null;
  const out: ShownCard[] = [];
  for (const x of v) {
    const h = shown(x);
    if (h === null) return null;
    out.push(h);
  }
  return out;
}

/** A Crayne choice from the wire, or null when it is not one. Never throws. */
export function parseMove(raw: Json): CrayneMove | null {
  if (!isObj(raw)) return null;
  const o = raw;
  const only = (...keys: string[]): boolean => keysAre(o, ['kind', ...keys]);
  switch (o.kind) {
    case 'play': case 'discard': {
      if (!only('handle', 'card') || !isId(o.handle) || !isId(o.card)) return null;
      return { kind: o.kind, handle: o.handle, card: o.card };
    }
    case 'sacrifice': {
      if (only('card')) return isId(o.card) ? { kind: 'sacrifice', card: o.card } : null;
      if (!only('handle', 'card') || !isId(o.handle) || !isId(o.card)) return null;
      return { kind: 'sacrifice', handle: o.handle, card: o.card };
    }
    case 'cannot-play': {
      const h = only('hand') ? hand(o.hand) : null;
      return h === null ? null : { kind: 'cannot-play', hand: h };
    }
    case 'stop': case 'keep': case 'pass':
      return only() ? { kind: o.kind } : null;
    case 'face':
      if (!only('card', 'direction') || !isId(o.card) || (o.direction !== 'left' && o.direction !== 'right')) return null;
      return { kind: 'face', card: o.card, direction: o.direction };
    case 'choose':
      return only('card', 'option') && isId(o.card) && isIndex(o.option) ? { kind: 'choose', card: o.card, option: o.option } : null;
    case 'gift':
      return only('card', 'to') && isId(o.card) && isIndex(o.to) ? { kind: 'gift', card: o.card, to: o.to } : null;
    case 'next-buyer':
      return only('seat') && isIndex(o.seat) ? { kind: 'next-buyer', seat: o.seat } : null;
    case 'buy': {
      const from = BUY_SOURCES.find((x) => x === o.from);
      return only('card', 'from') && isId(o.card) && from !== undefined ? { kind: 'buy', card: o.card, from } : null;
    }
    case 'automaton-first':
      return only('deck') && isIndex(o.deck) ? { kind: 'automaton-first', deck: o.deck } : null;
    default:
      return null;
  }
}

/** Whether two JSON values are equal (object key order aside). */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x: Json, i: number) => sameJson(x, b[i] ?? null));
  }
  if (!isObj(a) || !isObj(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => {
    const x = a[k];
    const y = b[k];
    return x !== undefined && y !== undefined && sameJson(x, y);
  });
}

/** Whether two moves are the same choice. */
export const sameMove = (a: CrayneMove, b: CrayneMove): boolean => sameJson(a, b);
