/**
 * Move shapes: every value a seat sends (a public move, an answer, a value committed face down)
 * is a small JSON object with a `kind`. Pieces on the table are named by their position
 * (board.ts): both players may hold copies with the same instance id, never two cards on one
 * square. `parseMove` is the boundary: shape only (exact keys, field types), never throws;
 * legality is the rules' business.
 */
import type { Handle, Json, Seat } from '../../game.js';
import { type Position, isPosition } from './board.js';

/** Committed secretly at the start (slot 'deck'): the faction played (pre-built: that faction's deck). */
export type DeckChoice = { readonly kind: 'deck'; readonly faction: string };
/** The first seat names who starts round 1. */
export type FirstMove = { readonly kind: 'first'; readonly seat: Seat };
/** Committed secretly (slot 'mulligan'): the opening-hand cards put back (none: keep the hand). Sorted, distinct. */
export type Mulligan = { readonly kind: 'mulligan'; readonly handles: readonly Handle[] };
/** A public move: this hand card goes face down at this position. */
export type PlaceMove = { readonly kind: 'place'; readonly handle: Handle; readonly at: Position };
/** Committed for a face-down card (slot 'p1' or 'p2'), opened in the Reveal Phase. */
export type FaceDown = { readonly kind: 'facedown'; readonly handle: Handle; readonly card: string; readonly at: Position };
/**
 * An attack, alone or as a group: every card of `with` (sorted, distinct) attacks `target` together (their attack
 * values are summed, which must be strictly greater than the target's defence). A card with
 * Omnistrike among them also strikes every other enemy card adjacent to it, with its own value.
 */
export type AttackMove = {
  readonly kind: 'attack';
  readonly target: Position;
  readonly with: readonly Position[];
  /**
   * With an Omnistrike card among `with`: other cards adding to the strikes on its other adjacent
   * enemies, in the same declaration (each `with` sorted; targets distinct).
   */
  readonly also?: readonly ExtraGroup[];
};
/** Cards joining an Omnistrike card's strike on one of its other adjacent enemies. */
export type ExtraGroup = { readonly target: Position; readonly with: readonly Position[] };
/** A card with Flight or Movement moves (to an empty square), or swaps with an ally (to its square). */
export type MoveMove = { readonly kind: 'move'; readonly from: Position; readonly to: Position };
/** A card shown from hand by an action that puts it in play (Horse of Avalon, Adrielle, Backup). */
export type FromHand = { readonly handle: Handle; readonly card: string };
/**
 * A card's Action. `targets`: the positions it names, in the order its text reads (a creature,
 * then where it goes, …); `option`: a numbered choice its text offers (Ice Elemental's profile,
 * how many cards to draw); `hand`: cards it puts in play from your hand.
 */
export type ActionMove = {
  readonly kind: 'action';
  readonly at: Position;
  readonly targets: readonly Position[];
  readonly option?: number;
  readonly hand?: readonly FromHand[];
};
/** Ends the seat's activation step. */
export type EndMove = { readonly kind: 'end' };
/**
 * Placement: the seat places no more this round because no card in its hand can be placed (a
 * Masters of AracKhan in the last round, …): it shows every card in its hand to prove it.
 */
export type PassMove = { readonly kind: 'pass'; readonly hand: readonly FromHand[] };
/** An answer: these hand cards go back into the deck (Ancestral Library). Sorted, distinct. */
export type ReturnAnswer = { readonly kind: 'return'; readonly handles: readonly Handle[] };

/** Activation moves. */
export type Activation = AttackMove | MoveMove | ActionMove | EndMove;

/** Everything a seat can choose in Arackuan. */
export type ArkMove = DeckChoice | FirstMove | Mulligan | PlaceMove | PassMove | FaceDown | Activation | ReturnAnswer;

type Obj = { readonly [key: string]: Json };

export const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (x: Json | undefined): x is string => typeof x === 'string';
const isHandleStr = (x: Json | undefined): x is Handle => typeof x === 'string' && /^\d{1,3}:\d{1,4}$/.test(x);
const isSeat = (x: Json | undefined): x is Seat => x === 0 || x === 1;
const isPos = (x: Json | undefined): x is Position => isPosition(x);

/** Exactly `kind` plus the required keys (and any of the optional ones). */
function keys(o: Obj, required: readonly string[], optional: readonly string[] = []): boolean {
  const own = Object.keys(o);
  return required.every((k) => Object.hasOwn(o, k)) && own.every((k) => k === 'kind' || required.includes(k) || optional.includes(k));
}

/** A list of distinct strings, each passing `is`, in sorted order (one spelling per set). */
function sortedList<T extends string>(x: Json | undefined, is: (v: Json | undefined) => v is T, max: number): T[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  const list = x as readonly Json[];
  if (!list.every(is)) return null;
  const out = list as T[];
  for (let i = 1; i < out.length; i++) if ((out[i - 1] as string) >= (out[i] as string)) return null;
  return [...out];
}

/** A list of distinct positions in the given order. */
function positions(x: Json | undefined, max: number): Position[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  const list = x as readonly Json[];
  if (!list.every(isPos)) return null;
  return [...(list as Position[])];
}

function fromHand(x: Json | undefined): FromHand[] | null {
  if (!Array.isArray(x) || x.length > 23) return null;
  const out: FromHand[] = [];
  for (const v of x as readonly Json[]) {
    if (!isObj(v) || Object.keys(v).length !== 2 || !isHandleStr(v.handle) || !isStr(v.card)) return null;
    out.push({ handle: v.handle, card: v.card });
  }
  return out;
}

function extraGroups(x: Json | undefined): ExtraGroup[] | null {
  if (!Array.isArray(x) || x.length === 0 || x.length > 4) return null;
  const out: ExtraGroup[] = [];
  for (const g of x as readonly Json[]) {
    if (!isObj(g) || !keys(g, ['target', 'with']) || Object.hasOwn(g, 'kind') || !isPos(g.target)) return null;
    const w = sortedList(g.with, isPos, 12);
    if (!w || w.length === 0) return null;
    out.push({ target: g.target, with: w });
  }
  return out;
}

function parseAction(o: Obj): ActionMove | null {
  if (!keys(o, ['at', 'targets'], ['option', 'hand']) || !isPos(o.at)) return null;
  const targets = positions(o.targets, 12);
  if (!targets) return null;
  let m: ActionMove = { kind: 'action', at: o.at, targets };
  if (Object.hasOwn(o, 'option')) {
    if (typeof o.option !== 'number' || !Number.isSafeInteger(o.option) || o.option < 0 || o.option > 99) return null;
    m = { ...m, option: o.option };
  }
  if (Object.hasOwn(o, 'hand')) {
    const hand = fromHand(o.hand);
    if (!hand) return null;
    m = { ...m, hand };
  }
  return m;
}

/** The typed move for a JSON value, or null when it is no move of this game. */
export function parseMove(raw: Json): ArkMove | null {
  if (!isObj(raw)) return null;
  const o = raw;
  switch (o.kind) {
    case 'deck': return keys(o, ['faction']) && isStr(o.faction) ? { kind: 'deck', faction: o.faction } : null;
    case 'first': return keys(o, ['seat']) && isSeat(o.seat) ? { kind: 'first', seat: o.seat } : null;
    case 'mulligan': case 'return': {
      if (!keys(o, ['handles'])) return null;
      const handles = sortedList(o.handles, isHandleStr, 7 + 4);
      return handles ? { kind: o.kind, handles } : null;
    }
    case 'place': return keys(o, ['handle', 'at']) && isHandleStr(o.handle) && isPos(o.at) ? { kind: 'place', handle: o.handle, at: o.at } : null;
    case 'facedown':
      return keys(o, ['handle', 'card', 'at']) && isHandleStr(o.handle) && isStr(o.card) && isPos(o.at)
        ? { kind: 'facedown', handle: o.handle, card: o.card, at: o.at } : null;
    case 'attack': {
      if (!keys(o, ['target', 'with'], ['also']) || !isPos(o.target)) return null;
      const w = sortedList(o.with, isPos, 12);
      if (!w || w.length === 0) return null;
      if (!Object.hasOwn(o, 'also')) return { kind: 'attack', target: o.target, with: w };
      const also = extraGroups(o.also);
      return also ? { kind: 'attack', target: o.target, with: w, also } : null;
    }
    case 'move': return keys(o, ['from', 'to']) && isPos(o.from) && isPos(o.to) ? { kind: 'move', from: o.from, to: o.to } : null;
    case 'action': return parseAction(o);
    case 'end': return keys(o, []) ? { kind: 'end' } : null;
    case 'pass': {
      const hand = keys(o, ['hand']) ? fromHand(o.hand) : null;
      return hand ? { kind: 'pass', hand } : null;
    }
    default: return null;
  }
}
