/**
 * Clockwork Crusade moves: everything a seat chooses (public moves, the face-down value of a
 * portal, the answer about a sabotaged card), and the boundary parser that turns wire JSON
 * into them (null when it is not a move of this game; never throws).
 */
import type { Json } from '../../game.js';
import type { Axial, HexId } from './types.js';

/** A card of the hand named with what it is (a portal's face-down value, a shown card). */
export type CardClaim = { readonly handle: string; readonly card: string };

export type CcMove =
  /** Setup: a territory grid at a lattice position and rotation. */
  | { readonly t: 'tile'; readonly tile: string; readonly at: Axial; readonly rotation: number }
  /** Setup or Control: a gate on `hex`, its arrow pointing to `arrow`. */
  | { readonly t: 'gate'; readonly hex: HexId; readonly arrow: HexId }
  /** Control: no (more) gates. Main: end the turn. */
  | { readonly t: 'pass' }
  | { readonly t: 'end' }
  /** Portal: a flipped Building goes on this hex of its territory. */
  | { readonly t: 'place'; readonly hex: HexId }
  /** Main: a portal at a gate, paying `cost` now (which unit stays hidden). */
  | { readonly t: 'portal'; readonly gate: string; readonly cost: number }
  | { readonly t: 'move'; readonly unit: string; readonly to: HexId }
  /** Attack a unit or a gate (by id). */
  | { readonly t: 'attack'; readonly unit: string; readonly target: string }
  | { readonly t: 'ability'; readonly unit: string; readonly ability: 'assassinate' | 'artillery-shell' | 'corrupt' | 'self-destruct' | 'salvage' | 'portal-wall'; readonly target?: string }
  | { readonly t: 'research' }
  | { readonly t: 'draw' }
  /** Play a special card from the hand; `target` is a unit, gate or seat as the card needs. */
  | { readonly t: 'special'; readonly handle: string; readonly card: string; readonly target?: string }
  /** Put cards of the hand face up (they count for level bonuses). */
  | { readonly t: 'show'; readonly cards: readonly CardClaim[] }
  /** A portal's face-down value, a sabotaged card's answer: a card of the hand, or the Infantry. */
  | { readonly t: 'card'; readonly handle: string; readonly card: string }
  | { readonly t: 'infantry' }
  /** A defender's answer to a question about its unit (flip Stealth's or Scapegoat's coin, strike back after a miss). */
  | { readonly t: 'yes' }
  | { readonly t: 'no' };

const ABILITIES = ['assassinate', 'artillery-shell', 'corrupt', 'self-destruct', 'salvage', 'portal-wall'] as const;

const isObj = (x: Json | undefined): x is { readonly [k: string]: Json } => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: Json | undefined, max = 80): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;
const int = (x: Json | undefined): x is number => typeof x === 'number' && Number.isInteger(x) && Math.abs(x) <= 1000;
const only = (o: { readonly [k: string]: Json }, keys: readonly string[]): boolean => Object.keys(o).every((k) => keys.includes(k));

function claim(x: Json | undefined): CardClaim | null {
  if (!isObj(x) || !only(x, ['handle', 'card']) || !str(x.handle) || !str(x.card)) return null;
  return { handle: x.handle, card: x.card };
}

/** The boundary: a move from the wire, or null. */
export function parseMove(raw: Json): CcMove | null {
  if (raw === 'infantry') return { t: 'infantry' };
  if (!isObj(raw)) return null;
  // A portal's committed value / an answer is the bare { handle, card } the rulings name.
  if (raw.t === undefined) {
    const c = claim(raw);
    return c ? { t: 'card', ...c } : null;
  }
  const o = raw;
  switch (o.t) {
    case 'tile': {
      const at = o.at;
      if (!only(o, ['t', 'tile', 'at', 'rotation']) || !str(o.tile) || !isObj(at) || !only(at, ['q', 'r']) || !int(at.q) || !int(at.r) || !int(o.rotation)) return null;
      return { t: 'tile', tile: o.tile, at: { q: at.q, r: at.r }, rotation: o.rotation };
    }
    case 'gate':
      return only(o, ['t', 'hex', 'arrow']) && str(o.hex) && str(o.arrow) ? { t: 'gate', hex: o.hex, arrow: o.arrow } : null;
    case 'pass': case 'end': case 'research': case 'draw': case 'infantry': case 'yes': case 'no':
      return only(o, ['t']) ? { t: o.t } : null;
    case 'place':
      return only(o, ['t', 'hex']) && str(o.hex) ? { t: 'place', hex: o.hex } : null;
    case 'portal':
      return only(o, ['t', 'gate', 'cost']) && str(o.gate) && int(o.cost) ? { t: 'portal', gate: o.gate, cost: o.cost } : null;
    case 'move':
      return only(o, ['t', 'unit', 'to']) && str(o.unit) && str(o.to) ? { t: 'move', unit: o.unit, to: o.to } : null;
    case 'attack':
      return only(o, ['t', 'unit', 'target']) && str(o.unit) && str(o.target) ? { t: 'attack', unit: o.unit, target: o.target } : null;
    case 'ability': {
      const ab = ABILITIES.find((a) => a === o.ability);
      if (!only(o, ['t', 'unit', 'ability', 'target']) || !str(o.unit) || ab === undefined) return null;
      if (o.target !== undefined && !str(o.target)) return null;
      return { t: 'ability', unit: o.unit, ability: ab, ...(o.target !== undefined ? { target: o.target as string } : {}) };
    }
    case 'special': {
      if (!only(o, ['t', 'handle', 'card', 'target']) || !str(o.handle) || !str(o.card)) return null;
      if (o.target !== undefined && !str(o.target)) return null;
      return { t: 'special', handle: o.handle, card: o.card, ...(o.target !== undefined ? { target: o.target as string } : {}) };
    }
    case 'show': {
      if (!only(o, ['t', 'cards']) || !Array.isArray(o.cards) || o.cards.length === 0 || o.cards.length > 100) return null;
      const cards = (o.cards as Json[]).map((c) => claim(c));
      return cards.every((c): c is CardClaim => c !== null) ? { t: 'show', cards } : null;
    }
    case 'card': {
      const c = claim({ handle: o.handle ?? null, card: o.card ?? null });
      return c && only(o, ['t', 'handle', 'card']) ? { t: 'card', ...c } : null;
    }
    default:
      return null;
  }
}

