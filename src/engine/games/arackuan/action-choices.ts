/**
 * Every legal choice of an Action, step by step, for the table's Action builder: the complete
 * Action moves a card can make now are enumerated exhaustively (no sampling) and each is judged
 * by carrying it out (`actionReason`, the same check `check`/`apply` use); `actionChoices` then
 * says which positions, hand cards or numbered options may come next after what is chosen so
 * far, and whether the choice so far is itself a whole legal Action.
 *
 * Candidates per step: a chosen card is any square holding a card; a destination or a place for
 * a card from hand is any free square touching a card; a numbered option any option the card
 * offers. The fixed part of an Action (every step but an "up to"/"any number" step, which
 * always comes last) is enumerated whole; the open step is then built one unit at a time (a card
 * and where it goes, or a card from hand and where it is put): a unit is offered when the Action
 * with it added is accepted, which is exact because the open step carries its units out one after
 * another, so a legal Action's every shorter run of units is legal too. An optional last part
 * ("then you may …", Warp Path) is offered after the fixed part: stop there, or one of its
 * accepted runs, position by position. The fixed part stops after BUDGET complete candidates;
 * `complete` says whether it finished.
 */
import type { Knowledge, Seat } from '../../game.js';
import { type Position, SQUARES } from './board.js';
import { type ActionFailure, actionBlock, actionOf, actionTry } from './actions.js';
import type { Step, Target } from './cards/types.js';
import type { ActionMove, FromHand } from './moves.js';
import { profAt } from './profile.js';
import type { ArkState } from './state.js';
import { playerOf } from './state.js';
import { type Alt, stepAlternatives } from './step-alternatives.js';

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
export type { Alt } from './step-alternatives.js';

/**
 * How the open last step ("up to"/"any number") takes its units, or null when every step is
 * fixed; 'more': a last optional part ("then you may …"), done whole or not at all.
 */
export type Open =
  | { readonly kind: 'cards'; readonly unit: 1 | 2 }
  | { readonly kind: 'hand'; readonly place: boolean }
  | { readonly kind: 'more'; readonly step: Step };

const isOpen = (t: Target): boolean => t.kind === 'choose' && (t.upTo || t.count === null);

export function openOf(st: Step | undefined): Open | null {
  if (!st) return null;
  switch (st.kind) {
    case 'move': return isOpen(st.target) ? { kind: 'cards', unit: st.to.kind === 'sameDirection' ? 1 : 2 } : null;
    case 'destroy': case 'discard': case 'deactivate': case 'reactivate': case 'grant': case 'addToken': case 'takeControl':
      return isOpen(st.target) ? { kind: 'cards', unit: 1 } : null;
    case 'putFromHand': return isOpen(st.target) ? { kind: 'hand', place: st.at.kind !== 'vacated' } : null;
    case 'optional': return { kind: 'more', step: st };
    default: return null;
  }
}

type Tried = ActionFailure | { readonly state: ArkState };

/** One card's Action on one table for one seat: its legal fixed parts, its open step, and every try so far. */
type Plan = {
  readonly s: ArkState; readonly seat: Seat; readonly k: Knowledge | null; readonly at: Position; readonly initiative: boolean;
  readonly bases: readonly Alt[]; readonly open: Open | null; readonly complete: boolean; readonly tried: Map<string, Tried>;
  /** For an optional last part: its accepted runs after each fixed part (by the fixed part's JSON). */
  readonly more: Map<string, readonly Alt[]>;
};

const moveOf = (at: Position, b: Alt, rt: readonly Position[] = [], rh: readonly FromHand[] = []): ActionMove => {
  const hand = [...b.hand, ...rh];
  return { kind: 'action', at, targets: [...b.targets, ...rt], ...(b.option !== undefined ? { option: b.option } : {}), ...(hand.length ? { hand } : {}) };
};

function attempt(p: Plan, mv: ActionMove): Tried {
  const id = JSON.stringify(mv);
  let r = p.tried.get(id);
  if (!r) { r = actionTry(p.s, p.seat, mv, p.k, p.initiative); p.tried.set(id, r); }
  return r;
}
const accepted = (p: Plan, mv: ActionMove): boolean => !('why' in attempt(p, mv));

const plans = new WeakMap<ArkState, Map<string, Plan>>();

function planOf(s: ArkState, seat: Seat, k: Knowledge | null, at: Position, initiative: boolean): Plan {
  let m = plans.get(s);
  if (!m) { m = new Map(); plans.set(s, m); }
  const key = `${seat}/${at}/${initiative}/${k ? JSON.stringify(k.cards) : '-'}`;
  const hit = m.get(key);
  if (hit) return hit;
  const p = profAt(s, at);
  const ab = p ? actionOf(p) : null;
  const open = ab ? openOf(ab.steps[ab.steps.length - 1]) : null;
  const bases: Alt[] = [];
  const tried = new Map<string, Tried>();
  let tries = 0;
  const plan = { s, seat, k, at, initiative, bases, open, complete: true, tried, more: new Map<string, readonly Alt[]>() };
  if (p && ab && actionBlock(s, seat, p, initiative) === null) {
    const fixed = open ? ab.steps.slice(0, -1) : ab.steps;
    const all = { cards: () => s.board.map((q) => q.at), none: true };
    const per = fixed.map((st) => stepAlternatives(s, st, k, seat, all));
    const seen = new Set<string>();
    const walk = (i: number, targets: Position[], hand: FromHand[], option: number | undefined): void => {
      if (tries >= BUDGET) return;
      if (i === per.length) {
        const b: Alt = { targets, hand, ...(option !== undefined ? { option } : {}) };
        const id = JSON.stringify(b);
        if (seen.has(id)) return;
        seen.add(id);
        tries++;
        if (accepted(plan, moveOf(at, b))) bases.push(b);
        return;
      }
      for (const c of per[i] ?? []) walk(i + 1, [...targets, ...c.targets], [...hand, ...c.hand], c.option ?? option);
    };
    walk(0, [], [], undefined);
  }
  const out: Plan = { ...plan, complete: tries < BUDGET };
  m.set(key, out);
  return out;
}

/** Cards an open step could name: every card on the table once the fixed part is done (and the acting card). */
function cardCandidates(p: Plan, b: Alt): Position[] {
  const r = attempt(p, moveOf(p.at, b));
  const board = 'state' in r ? r.state.board : p.s.board;
  return [...new Set([p.at, ...board.map((x) => x.at)])];
}

/** The seat's hand cards it knows (what an open "from your hand" step could show). */
function heldCards(p: Plan, rh: readonly FromHand[]): FromHand[] {
  if (!p.k) return [];
  return playerOf(p.s, p.seat).hand.flatMap((h) => { const c = p.k?.cards[h]; return c && !rh.some((x) => x.handle === h) ? [{ handle: h, card: c }] : []; });
}

/**
 * Every accepted way of doing the optional last part after the fixed part `b`: its steps'
 * alternatives on the table as `b` leaves it (every card on it, every free square). A first
 * position refused before anything after it is read rules out every run that starts with it.
 */
function moreRuns(p: Plan, b: Alt, step: Step): readonly Alt[] {
  const key = JSON.stringify(b);
  const hit = p.more.get(key);
  if (hit) return hit;
  const r = attempt(p, moveOf(p.at, b));
  const out: Alt[] = [];
  if ('state' in r) {
    const after = r.state;
    const runs = stepAlternatives(after, step, p.k, p.seat, { cards: () => after.board.map((q) => q.at), none: true });
    const dead = new Set<Position>();
    for (const run of runs) {
      if (!run.targets.length && !run.hand.length) continue;
      const first = run.targets[0];
      if (first !== undefined && dead.has(first)) continue;
      const tried = attempt(p, moveOf(p.at, b, run.targets, run.hand));
      if (!('why' in tried)) out.push(run);
      else if (first !== undefined && tried.pos <= b.targets.length) dead.add(first);
    }
  }
  p.more.set(key, out);
  return out;
}

/** Cards that may be the next unit of the open step after `b` and the units `rt` (with a destination, when it takes one). */
function nextCards(p: Plan, b: Alt, rt: readonly Position[], unit: 1 | 2): Position[] {
  const out: Position[] = [];
  for (const c of cardCandidates(p, b)) {
    if (rt.includes(c)) continue;
    if (unit === 1) { if (accepted(p, moveOf(p.at, b, [...rt, c]))) out.push(c); continue; }
    const destAt = b.targets.length + rt.length + 1;
    for (const d of SQUARES) {
      const r = attempt(p, moveOf(p.at, b, [...rt, c, d]));
      if (!('why' in r)) { out.push(c); break; }
      if (r.pos < destAt) break; // it failed before reading the destination: no destination helps
    }
  }
  return out;
}

/** The squares that may follow `rt` (a destination or a place for a card from hand). */
const nextSquares = (p: Plan, b: Alt, rt: readonly Position[], rh: readonly FromHand[]): Position[] =>
  SQUARES.filter((d) => accepted(p, moveOf(p.at, b, [...rt, d], rh)));

/** Hand cards that may be the next unit after `rt`/`rh` (with some place for it, when it takes one). */
const nextHand = (p: Plan, b: Alt, rt: readonly Position[], rh: readonly FromHand[], place: boolean): FromHand[] =>
  heldCards(p, rh).filter((h) => (place ? SQUARES.some((d) => accepted(p, moveOf(p.at, b, [...rt, d], [...rh, h]))) : accepted(p, moveOf(p.at, b, rt, [...rh, h]))));

/**
 * Every legal Action move of the card at `at` now whose open step (if any) takes at most one
 * unit, each accepted by `actionReason`; an optional last part ("then you may …") declined.
 */
export function allActions(s: ArkState, seat: Seat, k: Knowledge | null, at: Position, initiative: boolean): { moves: readonly ActionMove[]; complete: boolean } {
  const p = planOf(s, seat, k, at, initiative);
  const out: ActionMove[] = [];
  for (const b of p.bases) {
    out.push(moveOf(at, b));
    const o = p.open;
    if (!o) continue;
    // An optional last part is left out here (each run would cost a try for every fixed part:
    // seconds on a full table); `actionChoices` offers it position by position.
    if (o.kind === 'more') continue;
    if (o.kind === 'cards') {
      for (const c of nextCards(p, b, [], o.unit)) {
        if (o.unit === 1) out.push(moveOf(at, b, [c]));
        else for (const d of nextSquares(p, b, [c], [])) out.push(moveOf(at, b, [c, d]));
      }
    } else {
      for (const h of nextHand(p, b, [], [], o.place)) {
        if (o.place) for (const d of nextSquares(p, b, [], [h])) out.push(moveOf(at, b, [d], [h]));
        else out.push(moveOf(at, b, [], [h]));
      }
    }
  }
  return { moves: out, complete: p.complete };
}

const sameHand = (a: FromHand, b: FromHand): boolean => a.handle === b.handle && a.card === b.card;
const startsWith = <T>(xs: readonly T[], pre: readonly T[], eq: (a: T, b: T) => boolean): boolean => pre.length <= xs.length && pre.every((x, i) => eq(x, xs[i] as T));

/** What may come next after `chosen` for the card at `at`, and whether `chosen` is already a whole legal Action. */
export function actionChoices(s: ArkState, seat: Seat, k: Knowledge | null, at: Position, initiative: boolean, chosen: Chosen): ActionChoices {
  const p = planOf(s, seat, k, at, initiative);
  const t = chosen.targets;
  const h = chosen.hand ?? [];
  const positions = new Set<Position>();
  const handCards: FromHand[] = [];
  const options = new Set<number>();
  let move: ActionMove | null = null;
  const addHand = (x: FromHand) => { if (!handCards.some((y) => sameHand(x, y))) handCards.push(x); };
  for (const b of p.bases) {
    if (chosen.option !== undefined && b.option !== chosen.option) continue;
    if (chosen.option === undefined && b.option !== undefined) options.add(b.option);
    const optionOk = chosen.option === undefined ? b.option === undefined : true;
    const inside = startsWith(b.targets, t, (x, y) => x === y) && startsWith(b.hand, h, sameHand);
    const beyond = startsWith(t, b.targets, (x, y) => x === y) && startsWith(h, b.hand, sameHand);
    if (inside && (t.length < b.targets.length || h.length < b.hand.length)) {
      const nt = b.targets[t.length];
      if (nt !== undefined) positions.add(nt);
      const nh = b.hand[h.length];
      if (nh) addHand(nh);
      continue;
    }
    if (!beyond) continue;
    // The fixed part is chosen whole; what follows is the open step, one unit at a time.
    const rt = t.slice(b.targets.length);
    const rh = h.slice(b.hand.length);
    const o = p.open;
    if (!o) { if (!rt.length && !rh.length && optionOk) move = moveOf(at, b); continue; }
    if (o.kind === 'more') {
      // Declining (nothing more), or one of the optional part's runs, position by position.
      if (!rt.length && !rh.length && optionOk) move = moveOf(at, b);
      for (const run of moreRuns(p, b, o.step)) {
        if (!startsWith(run.targets, rt, (x, y) => x === y) || !startsWith(run.hand, rh, sameHand)) continue;
        const nt = run.targets[rt.length];
        const nh = run.hand[rh.length];
        if (nt !== undefined) positions.add(nt);
        if (nh) addHand(nh);
        if (nt === undefined && !nh && optionOk) move = moveOf(at, b, rt, rh);
      }
      continue;
    }
    if (o.kind === 'cards') {
      if (rh.length) continue;
      const whole = rt.length - (rt.length % o.unit);
      if (!accepted(p, moveOf(at, b, rt.slice(0, whole)))) continue;
      if (whole < rt.length) { for (const d of nextSquares(p, b, rt, [])) positions.add(d); continue; }
      if (optionOk) move = moveOf(at, b, rt);
      for (const c of nextCards(p, b, rt, o.unit)) positions.add(c);
    } else if (o.place) {
      if (rt.length !== rh.length && rt.length !== rh.length - 1) continue;
      if (!accepted(p, moveOf(at, b, rt, rh.slice(0, rt.length)))) continue;
      if (rt.length < rh.length) { for (const d of nextSquares(p, b, rt, rh)) positions.add(d); continue; }
      if (optionOk) move = moveOf(at, b, rt, rh);
      for (const x of nextHand(p, b, rt, rh, true)) addHand(x);
    } else {
      if (rt.length) continue;
      if (!accepted(p, moveOf(at, b, [], rh))) continue;
      if (optionOk) move = moveOf(at, b, [], rh);
      for (const x of nextHand(p, b, [], rh, false)) addHand(x);
    }
  }
  return { positions: [...positions], handCards, options: [...options].sort((a, b) => a - b), done: move !== null, move, complete: p.complete };
}
