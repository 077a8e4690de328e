/**
 * The steps of an Action or a trigger, carried out one by one on a working copy of the table
 * (actions.ts runs them): choosing cards by position, moving them, putting cards in play from
 * the hand, and the lasting effects. Each step says why it cannot be done, or does it.
 */
import type { Knowledge, Seat, Shown } from '../../game.js';
import { type Direction, type Position, directionTo, isSquare, neighbours, step as stepTo } from './board.js';
import { cardOf } from './cards-api.js';
import type { Ability, Destination, Step, Target } from './cards/types.js';
import { lasting } from './lasting.js';
import type { FromHand } from './moves.js';
import { walk } from './movement.js';
import { deckLeft } from './prepare.js';
import { type Prof, profAt, profiles, sceneNow } from './profile.js';
import { type Facts, passes, select } from './select.js';
import type { ArkState, Lasting, Piece } from './state.js';
import { playerOf, withPlayer } from './state.js';
import { destroy } from './zones.js';


export type ActionAbility = Extract<Ability, { kind: 'action' }>;
export type TriggerAbility = Extract<Ability, { kind: 'trigger' }>;

/** What each step acted on (for `chosen` and `vacated`/`sameDirection`). */
export type Acted = { readonly keys: number[]; readonly cards: string[]; readonly from: Position[]; dir: Direction | null };

export type Run = {
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

export const setPiece = (s: ArkState, key: number, f: (p: Piece) => Piece): ArkState => ({ ...s, board: s.board.map((p) => (p.key === key ? f(p) : p)) });
const addLasting = (r: Run, l: Lasting): void => { r.s = { ...r.s, lasting: [...r.s.lasting, l] }; };

/** The two cards a swap names (one target each), or why not (`missing`: when either names none). */
function pair(r: Run, src: Facts, first: Target, second: Target, missing: string): readonly [Prof, Prof] | string {
  const a = resolve(r, src, first, 0);
  if (typeof a === 'string') return a;
  const b = resolve(r, src, second, 0);
  if (typeof b === 'string') return b;
  const x = a.cards[0], y = b.cards[0];
  return x && y ? [x, y] : missing;
}

/** One step on the working state; an error is why the action cannot be done so. */
export function doStep(r: Run, src0: Facts, st: Step, i: number): string | null {
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
      const xy = pair(r, src, st.first, st.second, 'choose two cards to swap');
      if (typeof xy === 'string') return xy;
      const [x, y] = xy;
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
      const xy = pair(r, src, st.first, st.second, 'choose the two creatures');
      if (typeof xy === 'string') return xy;
      const [x, y] = xy;
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

