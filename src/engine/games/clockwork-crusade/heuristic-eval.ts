/**
 * What the Clockwork Crusade heuristic bot knows how to weigh: exact 2d6 odds, the worth of a
 * unit or a card, distance fields over the land, and which territories a seat can still take.
 * Pure reads of the public state (plus the bot's own hand), no rules of their own.
 */
import type { Seat } from '../../game.js';
import { INFANTRY, hasAbility, unitCard } from './cards.js';
import { blocked, mayFight, protectedGate, scapegoatFor } from './combat.js';
import { neighbourIds } from './hex.js';
import { cardOf, controller, dist, gateAt, has, rangeOf, stat, typeOf, unitById } from './state.js';
import type { CcState, Gate, HexId, Unit, UnitCard } from './types.js';

/** Ways to roll each total 2..12 on 2d6 (index = total). */
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** P(2d6 + a > n): a roll against a static number (a building, a gate). */
export function pOver(a: number, n: number): number {
  let w = 0;
  for (let x = 2; x <= 12; x++) if (x + a > n) w += WAYS[x] as number;
  return w / 36;
}

const beatMemo = new Map<number, number>();

/** P(2d6 + a > 2d6 + d): an attack roll-off, ties to the defender (depends only on a − d; memoised). */
export function pBeat(a: number, d: number): number {
  const hit = beatMemo.get(a - d);
  if (hit !== undefined) return hit;
  const p = beat(a - d, 0);
  beatMemo.set(a - d, p);
  return p;
}

function beat(a: number, d: number): number {
  let w = 0;
  for (let x = 2; x <= 12; x++) for (let y = 2; y <= 12; y++) if (x + a > y + d) w += (WAYS[x] as number) * (WAYS[y] as number);
  return w / 1296;
}

/** The chance that `a` beats `d` in one roll-off as the rules roll it (level bonuses, Overcharge, static building defence). */
export function pWin(s: CcState, a: Unit, d: Unit): number {
  const dt = typeOf(d);
  const atk = stat(s, a, 'attack', dt) + (a.overcharge ?? 0);
  const def = stat(s, d, 'defense', typeOf(a));
  return dt === 'building' ? pOver(atk, def) : pBeat(atk, def);
}

/** Whether `d` standing where it is would strike back at `a` after a miss. */
export function counters(s: CcState, d: Unit, a: Unit): boolean {
  if (mayFight(d) !== null) return false;
  const r = rangeOf(s, d, typeOf(a));
  const n = dist(d.hex, a.hex);
  return n >= r.min && n <= r.max && (n === 1 || !blocked(s, d.hex, a.hex));
}

/** What a unit on the board is worth to its owner (its cost, more for a gate's only guard). */
export function unitWorth(s: CcState, u: Unit): number {
  const c = cardOf(u);
  const base = c ? c.cost + 1 : 2;
  const regen = u.faceDown || !has(u, 'regenerate') ? 1 : 0.6;
  const guard = s.gates.some((g) => g.owner === u.owner && soleGuard(s, g) === u.id) ? 3 : 0;
  return base * regen + guard;
}

/** Expected gain of `a` attacking unit `t` now: the kill, less the counter-attack's risk. */
export function attackGain(s: CcState, a: Unit, t: Unit, counterable = true): number {
  const stealth = has(t, 'stealth') ? 0.5 : 1;
  const p = pWin(s, a, t) * stealth;
  const q = counterable && counters(s, t, a) ? pWin(s, t, a) : 0;
  return p * unitWorth(s, t) - (1 - p) * stealth * q * unitWorth(s, a);
}

/** Whether a seat's face-up unit standing on `hex` keeps gate `g` protected. */
export const guards = (s: CcState, g: Gate, hex: HexId): boolean => s.board[hex]?.territory === g.territory || dist(hex, g.hex) === 1;

const guardMemo = new WeakMap<CcState, Map<string, string | null>>();

/** The id of the only unit protecting a gate, or null (none, or several). Memoised per (immutable) state. */
export function soleGuard(s: CcState, g: Gate): string | null {
  let m = guardMemo.get(s);
  if (!m) { m = new Map(); guardMemo.set(s, m); }
  const hit = m.get(g.id);
  if (hit !== undefined) return hit;
  const ps = s.units.filter((u) => !u.faceDown && controller(u) === g.owner && guards(s, g, u.hex));
  const out = ps.length === 1 ? (ps[0] as Unit).id : null;
  m.set(g.id, out);
  return out;
}

/** Territories with no gate and no unit of another seat (a Soldier there can take them). */
export function openTerritories(s: CcState, seat: Seat): Set<string> {
  const out = new Set<string>();
  for (const h of Object.values(s.board)) if (h.territory !== undefined) out.add(h.territory);
  for (const g of s.gates) out.delete(g.territory);
  for (const u of s.units) {
    const t = s.board[u.hex]?.territory;
    if (t !== undefined && u.owner !== seat) out.delete(t);
  }
  return out;
}

const adjMemo = new WeakMap<object, Map<string, Set<string>>>();

/** Which territories touch which (computed once per board). */
export function neighboursOf(s: CcState, t: string): ReadonlySet<string> {
  let m = adjMemo.get(s.board);
  if (!m) {
    m = new Map();
    for (const [id, h] of Object.entries(s.board)) {
      if (h.territory === undefined) continue;
      const set = m.get(h.territory) ?? new Set<string>();
      for (const n of neighbourIds(id)) { const o = s.board[n]?.territory; if (o !== undefined && o !== h.territory) set.add(o); }
      m.set(h.territory, set);
    }
    adjMemo.set(s.board, m);
  }
  return m.get(t) ?? new Set();
}

/** Land distance (through non-water hexes, never through gates) from the nearest source hex. */
export function landField(s: CcState, sources: Iterable<HexId>): Map<HexId, number> {
  const d = new Map<HexId, number>();
  let frontier: HexId[] = [];
  for (const h of sources) if (!d.has(h) && s.board[h]) { d.set(h, 0); frontier.push(h); }
  for (let k = 1; frontier.length; k++) {
    const next: HexId[] = [];
    for (const h of frontier) {
      for (const n of neighbourIds(h)) {
        const b = s.board[n];
        if (d.has(n) || !b || b.terrain === 'water' || gateAt(s, n)) continue;
        d.set(n, k);
        next.push(n);
      }
    }
    frontier = next;
  }
  return d;
}

/** Enemy gates `seat` might attack (unprotected ones first in worth). */
export const enemyGates = (s: CcState, seat: Seat): Gate[] => s.gates.filter((g) => g.owner !== seat && !s.players[g.owner]?.eliminated);

export const isOpenGate = (s: CcState, g: Gate): boolean => !protectedGate(s, g);

/** How much the bot wants a unit card to come through a portal (higher: better value for its cost). */
export function buildWorth(card: UnitCard, needSoldiers: boolean, needGuard: boolean): number {
  let v = card.attack + card.defense + card.movement / 2 + (card.range.max - 1) * 0.7;
  if (card.type === 'building') v = (card.defense - 7) * 1.5 + (hasAbility(card, 'mounted-weaponry') ? card.attack : 0) + (hasAbility(card, 'salvage') ? 2 : 0);
  if (card.type === 'soldier' && needSoldiers) v += 3;
  if (card.type === 'building' && needGuard) v += 3;
  if (hasAbility(card, 'salvage') && card.type === 'soldier') v += 1;
  return v;
}

/** The unit card of a handle this seat knows, if it is one a portal can carry. */
export function portalCard(cards: Readonly<Record<string, string>>, handle: string): UnitCard | undefined {
  const c = unitCard(cards[handle] ?? '');
  return c && c.id !== INFANTRY.id && c.id !== 'wall' ? c : undefined;
}

/**
 * The defender's answer to a question about its unit (phases 'defend' and 'counter'), for `seat`:
 * - Stealth: flip unless being attacked is worth more to it than it costs (a weak attacker its
 *   counter-attack would likely destroy). Flipping costs nothing otherwise.
 * - Scapegoat: flip when the unit next to it stands the attack better (expected loss lower).
 * - Strike back: always at an enemy's unit (a counter-attack risks nothing); never at its own unit
 *   taken over by Corrupt (that would destroy its own unit).
 */
export function answerYes(s: CcState, seat: Seat): boolean {
  const p = s.pending;
  if (p?.kind === 'counter') {
    const a = unitById(s, p.target);
    return a !== undefined && a.owner !== seat;
  }
  if (p?.kind !== 'defend') return false;
  const t = unitById(s, p.target);
  const a = unitById(s, p.unit);
  if (!t || !a) return false;
  const hit = (p.artillery ? 0.5 : 1) * pWin(s, a, t);
  if (p.ability === 'scapegoat') {
    const sub = scapegoatFor(s, t, a);
    return sub !== undefined && pWin(s, a, sub) * unitWorth(s, sub) < pWin(s, a, t) * unitWorth(s, t);
  }
  const back = !p.artillery && a.owner !== seat && counters(s, t, a) ? pWin(s, t, a) * unitWorth(s, a) : 0;
  return -hit * unitWorth(s, t) + (1 - hit) * back < 0;
}
