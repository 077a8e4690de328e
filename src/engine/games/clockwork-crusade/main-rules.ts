/**
 * Clockwork Crusade Main step: why a move is not allowed (in players' words; the same judge
 * serves `apply`, `check` and `legal`), and reachability for movement.
 */
import type { Knowledge, Seat } from '../../game.js';
import { INFANTRY, specialCard, unitCard, UNIT_CARDS } from './cards.js';
import { attackWhyNot, lineWhyNot, mayFight } from './combat.js';
import { neighbourIds } from './hex.js';
import type { CcMove } from './moves.js';
import { cardOf, controller, gateAt, gateById, has, isFree, movementOf, player, rangeOf, typeOf, unitAt, unitById, unitName } from './state.js';
import type { CcState, HexId, Unit } from './types.js';

export const RESEARCH_COST = 4;

/** Costs a portal can be paid with: the cost of some unit card a seat can hold. */
export const PORTAL_COSTS: readonly number[] = [...new Set(UNIT_CARDS.filter((c) => c.id !== 'wall').map((c) => c.cost))].sort((a, b) => a - b);

/** Hexes a unit can reach this turn, with their distance: through land, past own units, never enemies or gates. */
export function reachable(s: CcState, u: Unit): Map<HexId, number> {
  const seat = controller(u);
  const most = movementOf(s, u);
  const gates = new Set(s.gates.map((g) => g.hex));
  const units = new Map(s.units.map((x) => [x.hex, x]));
  const seen = new Map<HexId, number>([[u.hex, 0]]);
  let frontier = [u.hex];
  for (let d = 1; d <= most; d++) {
    const next: HexId[] = [];
    for (const h of frontier) {
      for (const n of neighbourIds(h)) {
        if (seen.has(n)) continue;
        const b = s.board[n];
        if (!b || b.terrain === 'water' || gates.has(n)) continue;
        const o = units.get(n);
        if (o && o.owner !== seat && controller(o) !== seat) continue;
        seen.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  seen.delete(u.hex);
  for (const h of [...seen.keys()]) if (units.has(h)) seen.delete(h);
  return seen;
}

/** The seat can draw now: the stack or its discards hold a card. */
export const canDrawCard = (s: CcState): boolean => s.stack.left > 0 || s.discards.length > 0;

/** A unit `seat` commands now, face up, or why not. */
function own(s: CcState, seat: Seat, id: string): Unit | string {
  const u = unitById(s, id);
  if (!u) return 'there is no such unit';
  if (controller(u) !== seat) return `${unitName(u)} is not yours`;
  if (u.faceDown) return 'a face-down portal is not in play yet';
  return u;
}

/** Why `seat` may not make this Main-step move now (public facts only), or null. */
export function whyNotMain(s: CcState, seat: Seat, m: CcMove): string | null {
  const p = player(s, seat);
  switch (m.t) {
    case 'end': return null;
    case 'portal': {
      const g = gateById(s, m.gate);
      if (!g || g.owner !== seat) return 'that is not one of your gates';
      if (unitAt(s, g.arrow)) return 'the hex the gate points to is taken';
      if (!PORTAL_COSTS.includes(m.cost)) return `no unit costs ${m.cost}`;
      if (p.resources < m.cost) return `you have ${p.resources} resources, not ${m.cost}`;
      return null;
    }
    case 'move': {
      const u = own(s, seat, m.unit);
      if (typeof u === 'string') return u;
      if (u.spent) return `${unitName(u)} salvaged this turn and may not move`;
      if (u.attacks > 0) return `${unitName(u)} has attacked and may not move this turn`;
      if (u.moved > 0) return `${unitName(u)} has already moved this turn`;
      if (movementOf(s, u) <= 0) return `${unitName(u)} cannot move`;
      if (!s.board[m.to]) return 'that hex is not on the board';
      if (s.board[m.to]?.terrain === 'water') return 'no unit may enter water';
      if (gateAt(s, m.to)) return 'no unit may enter a gate';
      if (unitAt(s, m.to)) return 'that hex is taken';
      return reachable(s, u).has(m.to) ? null : `${unitName(u)} cannot reach that hex this turn (it moves ${movementOf(s, u)} through land, never through enemies or gates)`;
    }
    case 'attack': {
      const u = own(s, seat, m.unit);
      return typeof u === 'string' ? u : attackWhyNot(s, seat, u, m.target);
    }
    case 'ability': return whyNotAbility(s, seat, m);
    case 'research':
      if (s.researched) return 'you have already researched this turn';
      if (s.drewThisTurn) return 'you have already drawn a card this turn';
      if (p.resources < RESEARCH_COST) return `research costs ${RESEARCH_COST} resources`;
      return canDrawCard(s) ? null : 'the stack is empty';
    case 'draw':
      if (!s.destroyedGate) return 'you may draw only after destroying a gate this turn';
      if (s.researched) return 'you researched this turn and may not draw as well';
      if (s.drewThisTurn) return 'you have already drawn a card this turn';
      return canDrawCard(s) ? null : 'the stack is empty';
    case 'special': return whyNotSpecial(s, seat, m);
    case 'show': {
      const seen = new Set<string>();
      for (const c of m.cards) {
        if (!p.hand.includes(c.handle)) return 'that card is not in your hand';
        if (p.shown[c.handle] !== undefined || seen.has(c.handle)) return 'that card is already face up';
        if (!unitCard(c.card) || c.card === INFANTRY.id) return 'only unit cards of the stack are shown for levels';
        seen.add(c.handle);
      }
      return null;
    }
    default: return 'that is not a move of the Main step';
  }
}

function whyNotAbility(s: CcState, seat: Seat, m: Extract<CcMove, { t: 'ability' }>): string | null {
  const u = own(s, seat, m.unit);
  if (typeof u === 'string') return u;
  const c = cardOf(u);
  if (!c || !has(u, m.ability)) return `${unitName(u)} has no such ability`;
  if (m.ability === 'salvage') {
    if (u.salvaged) return 'Salvage was already tried this turn';
    if (u.moved > 0 || u.attacks > 0) return 'Salvage comes before the unit moves or attacks';
    return null;
  }
  if (m.ability !== 'artillery-shell' && m.ability !== 'portal-wall' && mayFight(u)) return mayFight(u);
  if (u.spent) return `${c.name} salvaged this turn and may not act`;
  if (u.attacks > 0) return `${c.name} has already attacked this turn`;
  switch (m.ability) {
    case 'self-destruct': return null;
    case 'portal-wall': {
      if (player(s, seat).resources < 1) return 'a Portal Wall costs 1 resource';
      if (m.target === undefined || !neighbourIds(u.hex).includes(m.target)) return 'the wall goes on a hex next to the unit';
      return isFree(s, m.target) ? null : 'that hex is not free land';
    }
    case 'artillery-shell': return m.target === undefined ? 'choose a target' : attackWhyNot(s, seat, u, m.target, true);
    case 'assassinate': case 'corrupt': {
      const t = m.target === undefined ? undefined : unitById(s, m.target);
      if (!t) return 'choose an enemy unit';
      if (t.faceDown) return 'a face-down portal is not in play';
      if (controller(t) === seat) return 'that unit is yours';
      const r = rangeOf(s, u, typeOf(t));
      const why = lineWhyNot(s, u, t.hex, r.min, r.max, false);
      if (why) return why;
      if (m.ability === 'assassinate' && player(s, seat).resources < (cardOf(t)?.cost ?? 0)) return `assassinating ${unitName(t)} costs ${cardOf(t)?.cost ?? 0} resources`;
      return null;
    }
  }
}

/** Why `seat` may not play this special card now (its own turn's Main or Control step, or placing a building), or null. */
export function whyNotSpecial(s: CcState, seat: Seat, m: Extract<CcMove, { t: 'special' }>): string | null {
  const p = player(s, seat);
  if (s.current !== seat) return 'special cards are played in your own turn';
  if (s.paused) return 'finish what your last special card started first';
  if (!p.hand.includes(m.handle)) return 'that card is not in your hand';
  const c = specialCard(m.card);
  if (!c) return 'that is not a special card';
  const e = c.effect;
  switch (e.kind) {
    case 'supply': return m.target === undefined ? null : `${c.name} takes no target`;
    case 'field-intelligence': return m.target !== undefined ? `${c.name} takes no target` : canDrawCard(s) ? null : 'the stack is empty';
    case 'forced-march': case 'overcharge': {
      const u = m.target === undefined ? 'choose one of your units' : own(s, seat, m.target);
      return typeof u === 'string' ? u : null;
    }
    case 'fortify': {
      const g = m.target === undefined ? undefined : gateById(s, m.target);
      return g && g.owner === seat ? null : 'choose one of your gates';
    }
    case 'rapid-deployment': {
      const u = m.target === undefined ? undefined : unitById(s, m.target);
      return u && u.owner === seat && u.faceDown ? null : 'choose one of your face-down portals';
    }
    case 'sabotage': {
      const v = m.target === undefined ? NaN : Number(m.target);
      const vp = s.players[v];
      if (!Number.isInteger(v) || !vp || v === seat || vp.eliminated) return 'choose an opponent still in the game';
      return vp.hand.length > 0 ? null : 'that opponent holds no card from the stack';
    }
  }
}

/** The knowledge-level part of `check`: claims about the hand must be true (what the audit would catch later). */
export function whyNotKnown(s: CcState, seat: Seat, k: Knowledge, m: CcMove): string | null {
  if (m.t === 'portal') {
    const held = [INFANTRY.id, ...player(s, seat).hand.map((h) => k.cards[h]).filter((c): c is string => c !== undefined)];
    return held.some((id) => (id === INFANTRY.id ? INFANTRY.cost : unitCard(id)?.cost) === m.cost) ? null : `you hold no unit card costing ${m.cost}`;
  }
  if (m.t === 'special' && k.cards[m.handle] !== m.card) return 'that card is not what you say it is';
  if (m.t === 'show' && m.cards.some((c) => k.cards[c.handle] !== c.card)) return 'that card is not what you say it is';
  return null;
}
