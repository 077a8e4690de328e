/**
 * Every legal choice of an Action, step by step, for the table's Action builder: the complete
 * Action moves a card can make now are enumerated exhaustively (no sampling) and each is judged
 * by carrying it out (`actionReason`, the same check `check`/`apply` use); `actionChoices` then
 * says which positions, hand cards or numbered options may come next after what is chosen so
 * far, and whether the choice so far is itself a whole legal Action.
 *
 * Candidates per step: a chosen card is any square holding a card; a destination or a place for
 * a card from hand is any free square touching a card; a numbered option any option the card
 * offers. "Up to"/"any number" choices are enumerated as one card or none (never larger sets).
 * The enumeration stops after BUDGET complete candidates; `complete` says whether it finished.
 */
import type { Knowledge, Seat } from '../../game.js';
import { type Position, SQUARES, neighbours } from './board.js';
import { actionBlock, actionOf, actionReason } from './actions.js';
import { cardOf } from './cards-api.js';
import type { Step, Target } from './cards/types.js';
import type { ActionMove, FromHand } from './moves.js';
import { profAt } from './profile.js';
import type { ArkState } from './state.js';
import { playerOf } from './state.js';

/** What is chosen so far (a prefix of an ActionMove's choices). */
export type Chosen = { readonly targets: readonly Position[]; readonly hand?: readonly FromHand[]; readonly option?: number };

export type ActionChoices = {
  /** Positions that may come next (a card to choose, or where a card goes). */
  readonly positions: readonly Position[];
  /** Cards from hand that may come next. */
  readonly handCards: readonly FromHand[];
  /** Numbered options that may be chosen (only before any other choice is made). */
  readonly options: readonly number[];
  /** The choice so far is a whole legal Action: it may be confirmed as `move`. */
  readonly done: boolean;
  readonly move: ActionMove | null;
  /** Whether the enumeration finished within its budget (false: some choices may be missing). */
  readonly complete: boolean;
};

const BUDGET = 6000;
type Alt = { readonly targets: readonly Position[]; readonly hand: readonly FromHand[]; readonly option?: number };

function stepAlts(s: ArkState, st: Step, k: Knowledge | null, seat: Seat): Alt[] {
  const taken = new Set(s.board.map((p) => p.at));
  const cards = [...taken] as Position[];
  const free = SQUARES.filter((sq) => !taken.has(sq) && neighbours(sq).some((n) => taken.has(n)));
  const one = (t: Target): Position[][] => (t.kind === 'choose' ? [...cards.map((p) => [p]), ...(t.upTo || t.count === null ? [[]] : [])] : [[]]);
  const pairs = (a: Target, b: Target): Alt[] => one(a).flatMap((x) => one(b).map((y) => ({ targets: [...x, ...y], hand: [] })));
  switch (st.kind) {
    case 'move': {
      const who = st.target.kind === 'choose' ? cards : [null];
      const dests = st.to.kind === 'sameDirection' ? [null] : free;
      const out: Alt[] = [];
      for (const c of who) for (const d of dests) out.push({ targets: [...(c ? [c] : []), ...(d ? [d] : [])], hand: [] });
      if (st.target.kind === 'choose' && (st.target.upTo || st.target.count === null)) out.push({ targets: [], hand: [] });
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
      if (st.target.upTo || st.target.count === null) out.push({ targets: [], hand: [] });
      return out;
    }
    case 'optional': return [{ targets: [], hand: [] }];
  }
}

const cache = new WeakMap<ArkState, Map<string, { moves: ActionMove[]; complete: boolean }>>();

/** Every legal Action move of the card at `at` now (exhaustive up to the budget), each accepted by `actionReason`. */
export function allActions(s: ArkState, seat: Seat, k: Knowledge | null, at: Position, initiative: boolean): { moves: readonly ActionMove[]; complete: boolean } {
  let m = cache.get(s);
  if (!m) { m = new Map(); cache.set(s, m); }
  const key = `${seat}/${at}/${initiative}/${k ? Object.keys(k.cards).length : -1}`;
  const hit = m.get(key);
  if (hit) return hit;
  const p = profAt(s, at);
  const ab = p ? actionOf(p) : null;
  const out: ActionMove[] = [];
  let tries = 0;
  if (p && ab && actionBlock(s, seat, p, initiative) === null) {
    const per = ab.steps.map((st) => stepAlts(s, st, k, seat));
    const seen = new Set<string>();
    const walk = (i: number, targets: Position[], hand: FromHand[], option: number | undefined): void => {
      if (tries >= BUDGET) return;
      if (i === per.length) {
        const mv: ActionMove = { kind: 'action', at, targets, ...(option !== undefined ? { option } : {}), ...(hand.length ? { hand } : {}) };
        const id = JSON.stringify(mv);
        if (seen.has(id)) return;
        seen.add(id);
        tries++;
        if (actionReason(s, seat, mv, k, initiative) === null) out.push(mv);
        return;
      }
      for (const c of per[i] ?? []) walk(i + 1, [...targets, ...c.targets], [...hand, ...c.hand], c.option ?? option);
    };
    walk(0, [], [], undefined);
  }
  const r = { moves: out, complete: tries < BUDGET };
  m.set(key, r);
  return r;
}

const sameHand = (a: FromHand, b: FromHand): boolean => a.handle === b.handle && a.card === b.card;

/** What may come next after `chosen` for the card at `at`, and whether `chosen` is already a whole legal Action. */
export function actionChoices(s: ArkState, seat: Seat, k: Knowledge | null, at: Position, initiative: boolean, chosen: Chosen): ActionChoices {
  const { moves, complete } = allActions(s, seat, k, at, initiative);
  const t = chosen.targets;
  const h = chosen.hand ?? [];
  const fits = moves.filter((mv) => (chosen.option === undefined || mv.option === chosen.option)
    && t.every((x, i) => mv.targets[i] === x) && h.every((x, i) => { const y = mv.hand?.[i]; return y !== undefined && sameHand(x, y); }));
  const positions = new Set<Position>();
  const handCards: FromHand[] = [];
  const options = new Set<number>();
  let move: ActionMove | null = null;
  for (const mv of fits) {
    const nt = mv.targets[t.length];
    if (nt !== undefined) positions.add(nt);
    const nh = mv.hand?.[h.length];
    if (nh && !handCards.some((x) => sameHand(x, nh))) handCards.push(nh);
    if (chosen.option === undefined && mv.option !== undefined) options.add(mv.option);
    if (mv.targets.length === t.length && (mv.hand?.length ?? 0) === h.length && (chosen.option === undefined ? mv.option === undefined : true)) move = mv;
  }
  return { positions: [...positions], handCards, options: [...options].sort((a, b) => a - b), done: move !== null, move, complete };
}
