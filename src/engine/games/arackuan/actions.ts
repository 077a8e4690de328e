/**
 * Actions and triggers (rulebook "Action", "Card activation"; clarifications "Spells, lands,
 * scoring"): the card vocabulary's steps (cards/types.ts) carried out one after another on the
 * table. An Action is its card's activation: a creature or land is deactivated (unless a step
 * reactivates it), a spell is discarded after it; "once per round" counts uses even if
 * reactivated. Enemy spells cannot choose or touch a card immune to them.
 *
 * How an ActionMove names its choices (moves.ts): `targets` is read step by step, in order —
 *  - a chosen card is its position; a card that moves is followed by its destination (none for
 *    "the same direction"); a card put in play from hand by where it goes (none for "the square
 *    it left");
 *  - a step that chooses a fixed number of cards takes exactly that many; one that chooses "up
 *    to" or "any number" takes what is left of the list (these steps come last on every card);
 *  - an optional part is done when positions are left for it.
 * `hand` lists the cards put in play from the hand (shown); `option` picks a numbered choice
 * (a profile to set; how many cards to draw).
 */
import { type Result, err, ok } from '../../../result.js';
import type { Applied, Knowledge, RuleError, Seat, Shown } from '../../game.js';
import { type Direction, type Position, directionTo, isSquare, neighbours, step as stepTo } from './board.js';
import { cardOf } from './cards-api.js';
import type { Ability, Destination, Step, Target } from './cards/types.js';
import { lasting } from './lasting.js';
import type { ActionMove, FromHand } from './moves.js';
import { walk } from './movement.js';
import { deckLeft } from './prepare.js';
import { type Prof, has, profAt, profiles, sceneNow } from './profile.js';
import { type Facts, holds, passes, select } from './select.js';
import type { ArkState, Lasting, Piece } from './state.js';
import { playerOf, withPlayer } from './state.js';
import { destroy } from './zones.js';

type ActionAbility = Extract<Ability, { kind: 'action' }>;
type TriggerAbility = Extract<Ability, { kind: 'trigger' }>;

/** What each step acted on (for `chosen` and `vacated`/`sameDirection`). */
type Acted = { readonly keys: number[]; readonly cards: string[]; readonly from: Position[]; dir: Direction | null };

type Run = {
  s: ArkState;
  readonly seat: Seat;
  readonly source: number;
  readonly sourceIsSpell: boolean;
  readonly targets: readonly Position[];
  pos: number;
  readonly hand: readonly FromHand[];
  handPos: number;
  readonly option: number | undefined;
  readonly acted: Acted[];
  readonly shown: Shown[];
  readonly knowledge: Knowledge | null;
  /** Cards to draw then put back (Ancestral Library). */
  cycle: number;
};

const left = (r: Run): number => r.targets.length - r.pos;
const until = (d: 'endOfTurn' | 'endOfRound'): Lasting['until'] => (d === 'endOfTurn' ? 'turn' : 'round');

/** The facts of the action's source as it stands in the working state (or as it was, once gone). */
function sourceFacts(r: Run, fallback: Facts): Facts {
  return profiles(r.s).get(r.source) ?? fallback;
}

/** The usable action (or own-turn trigger) of a card, if any. */
export function actionOf(p: Prof): ActionAbility | TriggerAbility | null {
  const a = p.abilities.find((x): x is ActionAbility => x.kind === 'action');
  if (a) return a;
  return p.abilities.find((x): x is TriggerAbility => x.kind === 'trigger' && x.on === 'endOfOwnTurn' && x.optional) ?? null;
}

/** A card chosen by position for a step: it must match the selector, seen from the source. */
function pick(r: Run, src: Facts, t: Extract<Target, { kind: 'choose' }>, at: Position): Prof | string {
  const p = profAt(r.s, at);
  if (!p) return `there is no face-up card at ${at}`;
  if (!select(sceneNow(r.s), src, t.select).some((x) => x.key === p.key)) return `${p.printed.name} at ${at} cannot be chosen`;
  if (r.sourceIsSpell && p.control !== r.seat && p.immune) return `${p.printed.name} is immune to enemy spells`;
  return p;
}

/** How many cards a choose-target takes here: fixed, or what is left (in units of `unit` positions). */
function countOf(r: Run, t: Extract<Target, { kind: 'choose' }>, unit: number): number | string {
  const fixed = t.count !== null && !t.upTo;
  if (fixed) return t.count as number;
  const n = unit === 0 ? 0 : Math.floor(left(r) / unit);
  return t.count !== null ? Math.min(n, t.count) : n;
}

/** The cards a target names (consuming positions; each followed by `extra` more positions). */
function resolve(r: Run, src: Facts, t: Target, extra: number): { cards: Prof[]; extras: Position[][] } | string {
  switch (t.kind) {
    case 'self': {
      const p = profiles(r.s).get(r.source);
      if (!p) return 'the card is no longer in play';
      const extras = [r.targets.slice(r.pos, r.pos + extra)];
      if ((extras[0] as Position[]).length < extra) return 'name where it goes';
      r.pos += extra;
      return { cards: [p], extras };
    }
    case 'all': return { cards: select(sceneNow(r.s), src, t.select).map((f) => profiles(r.s).get(f.key)).filter((p): p is Prof => p !== undefined && !(r.sourceIsSpell && p.control !== r.seat && p.immune)), extras: [] };
    case 'chosen': {
      const a = r.acted[t.step];
      if (!a) return 'an earlier step chose nothing';
      return { cards: a.keys.map((k) => profiles(r.s).get(k)).filter((p): p is Prof => p !== undefined), extras: [] };
    }
    case 'choose': {
      const n = countOf(r, t, 1 + extra);
      if (typeof n === 'string') return n;
      if (left(r) < n * (1 + extra)) return `choose ${n} card${n === 1 ? '' : 's'}`;
      const cards: Prof[] = [];
      const extras: Position[][] = [];
      for (let i = 0; i < n; i++) {
        const at = r.targets[r.pos] as Position;
        const p = pick(r, src, t, at);
        if (typeof p === 'string') return p;
        if (cards.some((c) => c.key === p.key)) return `${p.printed.name} is chosen twice`;
        cards.push(p);
        extras.push(r.targets.slice(r.pos + 1, r.pos + 1 + extra));
        r.pos += 1 + extra;
      }
      return { cards, extras };
    }
  }
}

const touchesAnother = (s: ArkState, sq: Position, self: Position): boolean => neighbours(sq).some((n) => n !== self && s.board.some((p) => p.at === n));

/** Why a card cannot be moved there by this destination rule, or null. */
function destReason(r: Run, mover: Prof, to: Position, d: Destination): string | null {
  const s = r.s;
  if (!isSquare(to)) return `${to} is not a square of the battlefield`;
  if (s.board.some((p) => p.at === to)) return `${to} is taken`;
  if (!touchesAnother(s, to, mover.at)) return `${to} touches no other card`;
  switch (d.kind) {
    case 'anywhere': return null;
    case 'steps': return walk(s, mover.at, mover.control, d.max).has(to) ? null : `${mover.printed.name} cannot reach ${to} in ${d.max} steps`;
    case 'safe': {
      const mine = neighbours(to).some((n) => n !== mover.at && s.board.some((p) => p.at === n && p.control === r.seat));
      const foe = neighbours(to).some((n) => s.board.some((p) => p.at === n && p.control !== r.seat));
      return mine && !foe ? null : `${to} must touch one of your cards and no enemy card`;
    }
    case 'sameDirection': {
      const dir = r.acted[d.step]?.dir;
      return dir && stepTo(mover.at, dir) === to ? null : `${mover.printed.name} moves one square the same way`;
    }
  }
}

const setPiece = (s: ArkState, key: number, f: (p: Piece) => Piece): ArkState => ({ ...s, board: s.board.map((p) => (p.key === key ? f(p) : p)) });
const addLasting = (r: Run, l: Lasting): void => { r.s = { ...r.s, lasting: [...r.s.lasting, l] }; };

/** One step on the working state; an error is why the action cannot be done so. */
function doStep(r: Run, src0: Facts, st: Step, i: number): string | null {
  const src = sourceFacts(r, src0);
  const acted: Acted = { keys: [], cards: [], from: [], dir: null };
  r.acted[i] = acted;
  const mark = (ps: readonly Prof[]) => { for (const p of ps) { acted.keys.push(p.key); acted.cards.push(p.card); acted.from.push(p.at); } };
  switch (st.kind) {
    case 'move': {
      const extra = st.to.kind === 'sameDirection' ? 0 : 1;
      const got = resolve(r, src, st.target, extra);
      if (typeof got === 'string') return got;
      mark(got.cards);
      for (const [n, p] of got.cards.entries()) {
        const cur = profiles(r.s).get(p.key);
        if (!cur) continue;
        const to = extra ? (got.extras[n]?.[0] as Position) : (() => { const dir = r.acted[(st.to as { step: number }).step]?.dir; return dir ? stepTo(cur.at, dir) : null; })();
        if (!to) return `${cur.printed.name} has nowhere to go`;
        const why = destReason(r, cur, to, st.to);
        if (why) return why;
        if (n === 0 && isSquare(cur.at)) acted.dir = directionTo(cur.at, to) ?? acted.dir;
        r.s = setPiece(r.s, p.key, (q) => ({ ...q, at: to }));
      }
      return null;
    }
    case 'swap': {
      const a = resolve(r, src, st.first, 0);
      if (typeof a === 'string') return a;
      const b = resolve(r, src, st.second, 0);
      if (typeof b === 'string') return b;
      const x = a.cards[0];
      const y = b.cards[0];
      if (!x || !y) return 'choose two cards to swap';
      if (x.key === y.key) return 'a card cannot swap with itself';
      if (!isSquare(x.at) || !isSquare(y.at)) return 'only cards on the battlefield swap';
      mark([x, y]);
      r.s = { ...r.s, board: r.s.board.map((p) => (p.key === x.key ? { ...p, at: y.at } : p.key === y.key ? { ...p, at: x.at } : p)) };
      return null;
    }
    case 'destroy': case 'discard': {
      const got = resolve(r, src, st.target, 0);
      if (typeof got === 'string') return got;
      mark(got.cards);
      for (const p of got.cards) {
        if (st.kind === 'destroy' && p.kind === 'land') return `${p.printed.name} is a land: it cannot be destroyed`;
        if (st.kind === 'discard' && p.kind !== 'spell' && p.key !== r.source) return `${p.printed.name} is not a spell`;
        r.s = destroy(r.s, p.key, null);
      }
      return null;
    }
    case 'deactivate': case 'reactivate': {
      const got = resolve(r, src, st.target, 0);
      if (typeof got === 'string') return got;
      mark(got.cards);
      for (const p of got.cards) r.s = setPiece(r.s, p.key, (q) => ({ ...q, active: st.kind === 'reactivate' }));
      return null;
    }
    case 'grant': {
      const got = resolve(r, src, st.target, 0);
      if (typeof got === 'string') return got;
      mark(got.cards);
      if (got.cards.length) addLasting(r, lasting(r.source, r.seat, until(st.until), got.cards.map((p) => p.key), { kind: 'grant', grants: st.grants }));
      return null;
    }
    case 'addToken': {
      const got = resolve(r, src, st.target, 0);
      if (typeof got === 'string') return got;
      mark(got.cards);
      for (const p of got.cards) r.s = setPiece(r.s, p.key, (q) => ({ ...q, tokens: q.tokens + 1 }));
      return null;
    }
    case 'copy': case 'swapSkills': {
      const a = resolve(r, src, st.target, 0);
      if (typeof a === 'string') return a;
      const b = resolve(r, src, st.kind === 'copy' ? st.from : st.with, 0);
      if (typeof b === 'string') return b;
      const x = a.cards[0];
      const fromCard = st.kind === 'copy' && st.from.kind === 'chosen' ? r.acted[st.from.step]?.cards[0] : b.cards[0]?.card;
      if (!x || !fromCard) return 'choose the cards';
      mark([x]);
      if (st.kind === 'copy') {
        addLasting(r, lasting(r.source, r.seat, until(st.until), [x.key], { kind: 'copy', card: fromCard, mode: st.mode }));
      } else {
        const y = b.cards[0] as Prof;
        addLasting(r, lasting(r.source, r.seat, until(st.until), [x.key], { kind: 'skills', card: y.card }));
        addLasting(r, lasting(r.source, r.seat, until(st.until), [y.key], { kind: 'skills', card: x.card }));
      }
      return null;
    }
    case 'takeControl': {
      const got = resolve(r, src, st.target, 0);
      if (typeof got === 'string') return got;
      mark(got.cards);
      for (const p of got.cards) {
        addLasting(r, lasting(r.source, r.seat, until(st.until), [p.key], { kind: 'control', back: p.control }));
        r.s = setPiece(r.s, p.key, (q) => ({ ...q, control: r.seat, active: true }));
      }
      return null;
    }
    case 'swapControl': {
      const a = resolve(r, src, st.first, 0);
      if (typeof a === 'string') return a;
      const b = resolve(r, src, st.second, 0);
      if (typeof b === 'string') return b;
      const x = a.cards[0];
      const y = b.cards[0];
      if (!x || !y) return 'choose the two creatures';
      mark([x, y]);
      addLasting(r, lasting(r.source, r.seat, until(st.until), [x.key], { kind: 'control', back: x.control }));
      addLasting(r, lasting(r.source, r.seat, until(st.until), [y.key], { kind: 'control', back: y.control }));
      r.s = { ...r.s, board: r.s.board.map((p) => (p.key === x.key ? { ...p, control: y.control } : p.key === y.key ? { ...p, control: x.control } : p)) };
      return null;
    }
    case 'setStats': {
      const got = resolve(r, src, st.target, 0);
      if (typeof got === 'string') return got;
      const o = r.option === undefined ? undefined : st.options[r.option];
      if (!o) return `choose one of ${st.options.map(([a, d]) => `${a}/${d}`).join(', ')} (option 0–${st.options.length - 1})`;
      mark(got.cards);
      for (const p of got.cards) addLasting(r, lasting(r.source, r.seat, until(st.until), [p.key], { kind: 'stats', attack: o[0], defence: o[1] }));
      return null;
    }
    case 'putFromHand': return putFromHand(r, src, st, acted);
    case 'cycle': {
      const n = r.option ?? 0;
      const most = Math.min(st.max, deckLeft(playerOf(r.s, r.seat)));
      if (!Number.isInteger(n) || n < 0 || n > most) return `draw from 0 to ${most} cards (option)`;
      r.cycle = n;
      return null;
    }
    case 'optional': {
      if (left(r) === 0) return null;
      for (const [j, inner] of st.steps.entries()) {
        const why = doStep(r, src0, inner, i * 100 + j + 1000);
        if (why) return why;
      }
      return null;
    }
  }
}

function putFromHand(r: Run, src: Facts, st: Extract<Step, { kind: 'putFromHand' }>, acted: Acted): string | null {
  const t = st.target;
  if (t.kind !== 'choose' || t.select.where !== 'hand') return 'this card puts cards from your hand into play';
  const rest = r.hand.length - r.handPos;
  const n = t.count !== null && !t.upTo ? t.count : Math.min(rest, t.count ?? rest);
  if (rest < n || (n === 0 && t.count !== null && !t.upTo)) return `show ${n} card${n === 1 ? '' : 's'} from your hand`;
  const p = playerOf(r.s, r.seat);
  for (let i = 0; i < n; i++) {
    const h = r.hand[r.handPos++] as FromHand;
    if (!p.hand.includes(h.handle) || r.shown.some((x) => x.handle === h.handle)) return 'that card is not in your hand';
    const known = r.knowledge?.cards[h.handle];
    if (known !== undefined && known !== h.card) return 'that is not the card you hold';
    const card = cardOf(h.card);
    if (!card || card.faction !== p.faction) return `"${h.card}" is not a card of your deck`;
    if (p.pile && p.pile.hidden === undefined && !p.pile.cards.includes(h.card)) return `"${h.card}" is not a card of your deck`;
    const facts: Facts = { key: -1, at: '', control: r.seat, kind: card.kind, card: card.id, value: card.value, families: card.family ? [card.family] : [], attributes: card.attributes, active: true };
    if (!passes(sceneNow(r.s), src, facts, t.select.filter)) return `${card.name} cannot be put in play by this card`;
    let at: Position | undefined;
    if (st.at.kind === 'vacated') {
      at = r.acted[st.at.step]?.from[0];
      if (!at || r.s.board.some((q) => q.at === at)) return 'the square is not free';
    } else {
      at = r.targets[r.pos++];
      if (!at || !isSquare(at) || r.s.board.some((q) => q.at === at)) return 'name a free square for each card';
      const sel = st.at.select;
      const scene = sceneNow(r.s);
      const nextTo = neighbours(at).some((m) => { const q = profAt(r.s, m); return q !== undefined && select(scene, src, sel).some((x) => x.key === q.key); });
      if (!nextTo) return `${at} is not next to a card it may join`;
      if (st.at.notAdjacentToEnemy && neighbours(at).some((m) => r.s.board.some((q) => q.at === m && q.control !== r.seat))) return `${at} touches an enemy card`;
    }
    const piece: Piece = { key: r.s.keys, id: h.card, owner: r.seat, control: r.seat, at, down: false, slot: null, active: true, round: r.s.round, moved: false, used: 0, tokens: 0, kept: [] };
    r.s = withPlayer({ ...r.s, board: [...r.s.board, piece], keys: r.s.keys + 1 }, r.seat, (q) => ({
      ...q, hand: q.hand.filter((x) => x !== h.handle), revealed: { ...q.revealed, [h.handle]: h.card },
    }));
    r.shown.push({ handle: h.handle, card: h.card });
    acted.keys.push(piece.key);
    acted.cards.push(card.id);
    acted.from.push(at);
  }
  return null;
}

/** Whether the card may use its action now (before the choices). */
export function actionBlock(s: ArkState, seat: Seat, p: Prof, initiative: boolean): string | null {
  const ab = actionOf(p);
  if (!ab) return `${p.printed.name} has no Action`;
  if (p.control !== seat) return `${p.printed.name} is not yours`;
  if (initiative && !has(p, 'initiative')) return `${p.printed.name} has no Initiative: it acts after the Initiative sequence`;
  if (ab.kind === 'trigger') {
    if (initiative) return `${p.printed.name} moves at the end of your turn`;
    return holds(sceneNow(s), p, ab.condition) ? null : `${p.printed.name} has moved this turn`;
  }
  if (!p.active) return `${p.printed.name} is deactivated`;
  if (p.piece.moved && p.kind !== 'creature') return `${p.printed.name} cannot act now`;
  if (ab.oncePerRound && p.piece.used > 0) return `${p.printed.name} has used its Action this round`;
  return null;
}

/**
 * Why the action cannot be done, with how far its positions were read when it failed (`pos`):
 * the failure does not depend on any position after `pos` (the Action builder skips those).
 */
export type ActionFailure = { readonly why: string; readonly pos: number };

/** Carries out the action on a copy of the state: the result, or why it cannot be done. */
function perform(s: ArkState, seat: Seat, m: ActionMove, k: Knowledge | null, initiative: boolean): { state: ArkState; shown: Shown[]; cycle: number; ends: boolean } | ActionFailure {
  const p = profAt(s, m.at);
  if (!p) return { why: `you have no face-up card at ${m.at}`, pos: 0 };
  const block = actionBlock(s, seat, p, initiative);
  if (block) return { why: block, pos: 0 };
  const ab = actionOf(p) as ActionAbility | TriggerAbility;
  const isAction = ab.kind === 'action';
  let start = s;
  if (isAction && p.kind !== 'spell') start = setPiece(s, p.key, (q) => ({ ...q, active: false, used: q.used + 1 }));
  const r: Run = {
    s: start, seat, source: p.key, sourceIsSpell: p.kind === 'spell', targets: m.targets, pos: 0, hand: m.hand ?? [], handPos: 0,
    option: m.option, acted: [], shown: [], knowledge: k, cycle: 0,
  };
  const fail = (why: string): ActionFailure => ({ why, pos: r.pos });
  for (const [i, st] of ab.steps.entries()) {
    const why = doStep(r, p, st, i);
    if (why) return fail(why);
  }
  if (r.pos !== r.targets.length) return fail(`${r.targets.length - r.pos} position(s) too many for ${p.printed.name}`);
  if (r.handPos !== r.hand.length) return fail(`${r.hand.length - r.handPos} card(s) from hand too many for ${p.printed.name}`);
  const uses = ab.steps.some((x) => x.kind === 'setStats' || x.kind === 'cycle');
  if (!uses && m.option !== undefined) return fail(`${p.printed.name} offers no numbered choice`);
  let out = r.s;
  if (isAction && p.kind === 'spell' && out.board.some((q) => q.key === p.key)) out = destroy(out, p.key, null);
  return { state: out, shown: r.shown, cycle: r.cycle, ends: !isAction };
}

export function actionReason(s: ArkState, seat: Seat, m: ActionMove, k: Knowledge | null, initiative: boolean): string | null {
  const r = perform(s, seat, m, k, initiative);
  return 'why' in r ? r.why : null;
}

/** `actionReason` with how far the positions were read when it failed, or the table after the action. */
export function actionTry(s: ArkState, seat: Seat, m: ActionMove, k: Knowledge | null, initiative: boolean): ActionFailure | { readonly state: ArkState } {
  const r = perform(s, seat, m, k, initiative);
  return 'why' in r ? r : { state: r.state };
}

export function applyAction(s: ArkState, seat: Seat, m: ActionMove, initiative: boolean): Result<Applied<ArkState>, RuleError> {
  const r = perform(s, seat, m, null, initiative);
  if ('why' in r) return err({ seat, reason: r.why });
  let state = r.state;
  if (r.cycle > 0 && s.ask) {
    const draws = Array.from({ length: r.cycle }, () => ({ kind: 'draw' as const, seat }));
    state = { ...state, tasks: [...draws, { kind: 'ask', ask: { kind: 'return', seat, count: r.cycle } }, { kind: 'ask', ask: s.ask }, ...state.tasks], ask: null };
  }
  return ok({ state, ...(r.shown.length ? { shown: r.shown } : {}) });
}

/** Triggers that happen by themselves at an event (every card's, no choices). */
export function runTriggers(s: ArkState, on: 'endOfRound'): ArkState {
  let out = s;
  for (const p of profiles(s).values()) {
    for (const ab of p.abilities) {
      if (ab.kind !== 'trigger' || ab.on !== on || ab.optional || !holds(sceneNow(out), p, ab.condition)) continue;
      const r: Run = { s: out, seat: p.control, source: p.key, sourceIsSpell: p.kind === 'spell', targets: [], pos: 0, hand: [], handPos: 0, option: undefined, acted: [], shown: [], knowledge: null, cycle: 0 };
      let bad = false;
      for (const [i, st] of ab.steps.entries()) if (doStep(r, p, st, i)) { bad = true; break; }
      if (!bad) out = r.s;
    }
  }
  return out;
}

/** Whether using this card's ability ends its player's turn (an end-of-turn move such as Frost Maiden's). */
export function endsTurn(s: ArkState, at: Position): boolean {
  const p = profAt(s, at);
  return !!p && actionOf(p)?.kind === 'trigger';
}

/** Whether the ability needs cards from the hand. */
export const needsHand = (ab: ActionAbility | TriggerAbility): boolean => ab.steps.some((x) => x.kind === 'putFromHand');
