/**
 * Selectors and filters of the card vocabulary (cards/types.ts), evaluated on the table: which
 * cards an ability is about, seen from the card that carries it. Works on `Facts`, a card's
 * characteristics at some layer of profile.ts (so a filter on attributes can see the layer it
 * needs).
 */
import type { Seat } from '../../game.js';
import { type Position, adjacent, isSquare } from './board.js';
import type { Attribute, CardFilter, CardKind, Condition, Family, Selector } from './cards/types.js';

/** What a filter may ask about a face-up card on the table. */
export type Facts = {
  readonly key: number;
  readonly at: Position;
  readonly control: Seat;
  readonly kind: CardKind;
  /** The card id (without the copy number). */
  readonly card: string;
  readonly value: number;
  readonly families: readonly Family[];
  readonly attributes: readonly Attribute[];
  /** Token side (spells: true). */
  readonly active: boolean;
};

/** The table as filters see it, plus who is asking. */
export type Scene = {
  readonly all: readonly Facts[];
  /** The round's starting player. */
  readonly starter: Seat | null;
  /** Activation steps 1–2. */
  readonly initiative: boolean;
  /** Piece keys that moved this turn. */
  readonly moved: ReadonlySet<number>;
};

export const onBattlefield = (f: Facts): boolean => isSquare(f.at);

/** Whether `x` passes the filter, seen from `src` (its controller decides ally and enemy). */
export function passes(scene: Scene, src: Facts, x: Facts, f: CardFilter | undefined): boolean {
  if (!f) return true;
  const side = f.side ?? 'any';
  if (side === 'ally' && x.control !== src.control) return false;
  if (side === 'enemy' && x.control === src.control) return false;
  if (f.kinds && !f.kinds.includes(x.kind)) return false;
  if (f.families && !f.families.some((fam) => x.families.includes(fam))) return false;
  if (f.cards && !f.cards.includes(x.card)) return false;
  if (f.maxValue !== undefined && x.value > f.maxValue) return false;
  if (f.minValue !== undefined && x.value < f.minValue) return false;
  if (f.evenValue !== undefined && (x.value % 2 === 0) !== f.evenValue) return false;
  if (f.withAttribute && !x.attributes.some((a) => f.withAttribute?.includes(a.kind))) return false;
  if (f.status === 'active' && !x.active) return false;
  if (f.status === 'deactivated' && x.active) return false;
  if (f.alsoAdjacentTo) {
    const ids = f.alsoAdjacentTo;
    if (!scene.all.some((y) => y.control === src.control && ids.includes(y.card) && y.key !== x.key && adjacent(y.at, x.at))) return false;
  }
  if (f.notAdjacentToEnemy && scene.all.some((y) => y.control !== src.control && adjacent(y.at, x.at))) return false;
  return true;
}

/** The face-up cards a selector finds, seen from `src` (hand cards are not on the table: see actions). */
export function select(scene: Scene, src: Facts, sel: Selector): Facts[] {
  if (sel.where === 'self') return [src];
  if (sel.where === 'hand') return [];
  const near = (x: Facts): boolean => {
    switch (sel.where) {
      case 'adjacent': return adjacent(src.at, x.at);
      case 'battlefield': return onBattlefield(x);
      case 'inPlay': return true;
      case 'adjacentToAllyNearSelf': {
        if (!onBattlefield(x)) return false;
        if (adjacent(src.at, x.at)) return true;
        return scene.all.some((y) => y.control === src.control && y.kind === 'creature' && adjacent(src.at, y.at) && adjacent(y.at, x.at));
      }
      default: return false;
    }
  };
  return scene.all.filter((x) => (!sel.other || x.key !== src.key) && near(x) && passes(scene, src, x, sel.filter));
}

/** Whether a condition holds for the card `src`. */
export function holds(scene: Scene, src: Facts, c: Condition | undefined): boolean {
  if (!c) return true;
  switch (c.kind) {
    case 'exists': return select(scene, src, c.select).length > 0;
    case 'not': return !holds(scene, src, c.condition);
    case 'selfActive': return src.active;
    case 'startingPlayer': return scene.starter === src.control;
    case 'notMovedThisTurn': return !scene.moved.has(src.key);
    case 'initiativeSequence': return scene.initiative;
  }
}
