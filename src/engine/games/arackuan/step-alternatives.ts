/**
 * The alternatives one step of an Action offers, as choices in an ActionMove's order: the cards
 * a step chooses (each followed by where it goes, for a move), cards from the hand and where they
 * are put, or a numbered option. The table's Action builder asks for every card on the table and
 * "none" for an "up to" step (action-choices.ts); the bots' sample for the cards the step's
 * selector finds (action-options.ts). An optional part ("then you may …") offers declining
 * first, then its own steps' alternatives run together. Which alternatives are legal,
 * `actionReason` decides.
 */
import type { Knowledge, Seat } from '../../game.js';
import { type Position, SQUARES, neighbours } from './board.js';
import { cardOf } from './cards-api.js';
import type { Step, Target } from './cards/types.js';
import type { FromHand } from './moves.js';
import type { ArkState } from './state.js';
import { playerOf } from './state.js';

export type Alt = { readonly targets: readonly Position[]; readonly hand: readonly FromHand[]; readonly option?: number };

export interface AltRules {
  /** The cards a choose-target may name. */
  readonly cards: (t: Target) => readonly Position[];
  /** Whether an "up to" or "any number" step also offers choosing no card (a move always does). */
  readonly none: boolean;
}

/** Free squares touching a card (where a moved card, or one put from the hand, may end). */
export function freeSquares(s: ArkState): Position[] {
  const taken = new Set(s.board.map((p) => p.at));
  return SQUARES.filter((sq) => !taken.has(sq) && neighbours(sq).some((n) => taken.has(n)));
}

const NONE: Alt = { targets: [], hand: [] };
const open = (t: Target): boolean => t.kind === 'choose' && (t.upTo || t.count === null);

export function stepAlternatives(s: ArkState, st: Step, k: Knowledge | null, seat: Seat, rules: AltRules): Alt[] {
  const free = freeSquares(s);
  const one = (t: Target): Position[][] => (t.kind === 'choose' ? [...rules.cards(t).map((p) => [p]), ...(rules.none && open(t) ? [[]] : [])] : [[]]);
  const pairs = (a: Target, b: Target): Alt[] => one(a).flatMap((x) => one(b).map((y) => ({ targets: [...x, ...y], hand: [] })));
  switch (st.kind) {
    case 'move': {
      const who = st.target.kind === 'choose' ? rules.cards(st.target) : [null];
      const dests = st.to.kind === 'sameDirection' ? [null] : free;
      const out: Alt[] = [];
      for (const c of who) for (const d of dests) out.push({ targets: [...(c ? [c] : []), ...(d ? [d] : [])], hand: [] });
      if (open(st.target)) out.push(NONE);
      return out;
    }
    case 'swap': case 'swapControl': return pairs(st.first, st.second);
    case 'copy': return st.from.kind === 'choose' ? pairs(st.target, st.from) : one(st.target).map((x) => ({ targets: x, hand: [] }));
    case 'swapSkills': return pairs(st.target, st.with);
    case 'destroy': case 'discard': case 'deactivate': case 'reactivate': case 'grant': case 'addToken': case 'takeControl':
      return one(st.target).map((x) => ({ targets: x, hand: [] }));
    case 'setStats': return st.options.map((_, i) => ({ targets: [], hand: [], option: i }));
    case 'cycle': return Array.from({ length: st.max + 1 }, (_, i) => ({ targets: [], hand: [], option: st.max - i }));
    case 'putFromHand': {
      if (!k || st.target.kind !== 'choose') return [];
      const held = playerOf(s, seat).hand.flatMap((h) => { const c = k.cards[h]; return c && cardOf(c)?.kind === 'creature' ? [{ handle: h, card: c }] : []; });
      const places = st.at.kind === 'vacated' ? [null] : free;
      const out: Alt[] = held.flatMap((h) => places.map((at) => ({ targets: at ? [at] : [], hand: [h] })));
      if (rules.none && open(st.target)) out.push(NONE);
      return out;
    }
    case 'optional': {
      // Declining comes first; then every run of the optional steps, one alternative per step.
      let runs: Alt[] = [NONE];
      for (const inner of st.steps) {
        const alts = stepAlternatives(s, inner, k, seat, rules);
        runs = runs.flatMap((r) => alts.map((a) => {
          const option = a.option ?? r.option;
          return { targets: [...r.targets, ...a.targets], hand: [...r.hand, ...a.hand], ...(option !== undefined ? { option } : {}) };
        }));
      }
      return [NONE, ...runs.filter((r) => r.targets.length > 0 || r.hand.length > 0)];
    }
  }
}
