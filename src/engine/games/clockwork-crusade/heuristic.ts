/**
 * The Clockwork Crusade heuristic bot. It only ranks the moves the engine lists (never judges
 * legality) and sees the public state plus its own hand. Deterministic given its seed (the seed
 * only picks among tile placements; everything else is a fixed ranking, ties to the first listed).
 *
 * Plan, in score order each step: draw after a gate falls; play Supply / Field Intelligence;
 * attack enemy gates (exact 2d6 odds); attacks and abilities whose expected gain is positive
 * (kill chance × worth − counter-attack risk); show pairs of unit cards for level bonuses; move
 * guards off portal hexes; open portals with the best card it can afford (Soldiers while there are
 * territories to take, a Building when a gate has no guard); send Soldiers into open territories
 * (Control then places a gate there), other units toward enemy gates, never taking the last guard
 * away from a gate; research when it has resources to spare; end the turn. Asked about its own
 * unit under attack (heuristic-eval.ts `answerYes`): it flips Stealth's coin unless the attack is
 * worth inviting, Scapegoat's when the neighbour stands it better, and strikes back at any enemy's
 * unit but never at its own unit taken over by Corrupt.
 */
import { type Bot, bestBy } from '../../bots.js';
import { ByteStream, uniformInt } from '../../../crypto/stream.js';
import type { Json, Knowledge, Seat } from '../../game.js';
import { INFANTRY, specialCard, unitCard } from './cards.js';
import { neighbourIds } from './hex.js';
import {
  answerYes, attackGain, buildWorth, neighboursOf, enemyGates, guards, isOpenGate, landField, openTerritories, pOver, portalCard, pWin, soleGuard, unitWorth,
} from './heuristic-eval.js';
import { RESEARCH_COST } from './main-rules.js';
import type { CcMove } from './moves.js';
import { controlled, controller, dist, gateById, has, movementOf, player, rangeOf, stat, typeOf, unitById } from './state.js';
import type { CcState, Gate, HexId, Unit } from './types.js';

/** What one decision needs, computed once per call. */
type Ctx = {
  readonly s: CcState;
  readonly seat: Seat;
  readonly k: Knowledge;
  readonly mine: readonly string[];
  readonly open: Set<string>;
  /** Resources to keep for gates the Control step will place. */
  readonly reserve: number;
  readonly income: number;
  readonly field: Map<string, Map<HexId, number>>;
  readonly targets: Map<string, string[]>;
  /** Open territories touching one we control (income once taken). */
  readonly touchesMine: Map<string, boolean>;
};

const terr = (s: CcState, hex: HexId): string | undefined => s.board[hex]?.territory;
const isSoldier = (u: Unit): boolean => typeOf(u) === 'soldier';

function context(s: CcState, seat: Seat, k: Knowledge): Ctx {
  const open = openTerritories(s, seat);
  const mineUnits = s.units.filter((u) => u.owner === seat && !u.faceDown && isSoldier(u));
  const claims = new Set(mineUnits.map((u) => terr(s, u.hex)).filter((t): t is string => t !== undefined && open.has(t)));
  const mine = controlled(s, seat);
  // With no income yet, every resource is a future gate: keep one back beyond the gates due now.
  const gain = mine.filter((t) => mine.some((m) => neighboursOf(s, t).has(m))).length;
  const poor = gain === 0 ? 1 : 0;
  return { s, seat, k, mine, open, reserve: claims.size + poor, income: gain, field: new Map(), targets: new Map(), touchesMine: new Map([...open].map((t) => [t, mine.some((m) => neighboursOf(s, t).has(m))])) };
}

/** A cached land-distance field by name. */
function field(c: Ctx, name: string, sources: () => Iterable<HexId>): Map<HexId, number> {
  let f = c.field.get(name);
  if (!f) { f = landField(c.s, sources()); c.field.set(name, f); }
  return f;
}

/** Open territories a Soldier `u` should head for: not already held by another of our Soldiers. */
function targetsFor(c: Ctx, u: Unit): string[] {
  const hit = c.targets.get(u.id);
  if (hit) return hit;
  const out = targetsOf(c, u);
  c.targets.set(u.id, out);
  return out;
}

function targetsOf(c: Ctx, u: Unit): string[] {
  const held = new Set(c.s.units.filter((x) => x.id !== u.id && x.owner === c.seat && !x.faceDown && isSoldier(x)).map((x) => terr(c.s, x.hex)));
  return [...c.open].filter((t) => !held.has(t));
}

/** How good hex `h` is for unit `u` (higher is better). */
function placeValue(c: Ctx, u: Unit, h: HexId): number {
  const s = c.s;
  let v = 0;
  if (s.gates.some((g) => g.owner === c.seat && g.arrow === h)) v -= 15; // blocks new portals
  if (isSoldier(u)) {
    const ts = targetsFor(c, u);
    if (ts.length) {
      const t = terr(s, h);
      if (t !== undefined && ts.includes(t)) return v + 100 + (c.touchesMine.get(t) ? 20 : 0);
      const key = `soldier:${[...ts].sort().join('|')}`;
      const f = field(c, key, () => Object.keys(s.board).filter((x) => { const tt = terr(s, x); return tt !== undefined && ts.includes(tt); }));
      return v + 60 - 3 * (f.get(h) ?? 30);
    }
  }
  // Fighters (and Soldiers with nothing to take): toward enemy gates.
  const f = field(c, 'enemy', () => enemyGates(s, c.seat).flatMap((g) => neighbourIds(g.hex)));
  v -= 2 * (f.get(h) ?? 30);
  // next to an enemy unit it beats
  for (const e of s.units) if (!e.faceDown && controller(e) !== c.seat && dist(e.hex, h) === 1 && typeOf(u) !== 'building') v += pWin(s, u, e) > 0.5 ? 3 : -1;
  return v;
}

/** Gates `u` is the only guard of. */
const guarding = (c: Ctx, u: Unit): Gate[] => c.s.gates.filter((g) => g.owner === c.seat && soleGuard(c.s, g) === u.id);

function scoreMove(c: Ctx, m: Extract<CcMove, { t: 'move' }>): number | null {
  const u = unitById(c.s, m.unit);
  if (!u) return null;
  if (u.owner !== c.seat) {
    // A unit corrupted for this turn: walk it away from its owner's gates (it stays where it ends).
    const f = field(c, `home:${u.owner}`, () => c.s.gates.filter((g) => g.owner === u.owner).flatMap((g) => neighbourIds(g.hex)));
    const gain = (f.get(m.to) ?? 30) - (f.get(u.hex) ?? 30);
    return gain > 0 ? 30 + gain : null;
  }
  if (guarding(c, u).some((g) => !guards(c.s, g, m.to))) return null;
  const gain = placeValue(c, u, m.to) - placeValue(c, u, u.hex);
  return gain > 0 ? 30 + Math.min(gain, 40) : null;
}

function scoreAttack(c: Ctx, m: Extract<CcMove, { t: 'attack' }>): number | null {
  const s = c.s;
  const a = unitById(s, m.unit);
  if (!a) return null;
  const g = gateById(s, m.target);
  if (g) return 80 + 20 * pOver(stat(s, a, 'attack') + (a.overcharge ?? 0), g.fortified ?? 9);
  const t = unitById(s, m.target);
  if (!t) return null;
  const gain = attackGain(s, a, t);
  return gain > 0.05 ? 55 + 5 * gain : null;
}

function scoreAbility(c: Ctx, m: Extract<CcMove, { t: 'ability' }>): number | null {
  const s = c.s;
  const u = unitById(s, m.unit);
  if (!u) return null;
  const t = m.target !== undefined ? unitById(s, m.target) : undefined;
  const res = player(s, c.seat).resources;
  switch (m.ability) {
    case 'salvage':
      if (typeOf(u) === 'building') return 50;
      return guarding(c, u).length || (isSoldier(u) && c.open.has(terr(s, u.hex) ?? '')) ? 50 : null;
    case 'artillery-shell': {
      if (!t) return null;
      const gain = 0.5 * pWin(s, u, t) * (has(t, 'stealth') ? 0.5 : 1) * unitWorth(s, t);
      return gain > 0.3 ? 55 + 5 * gain : null;
    }
    case 'assassinate': {
      if (!t) return null;
      const cost = unitCard(t.card ?? '')?.cost ?? 1;
      if (res - cost < c.reserve) return null;
      const gain = 0.5 * (unitWorth(s, t) - 0.6 * cost);
      return gain > 0.8 ? 55 + 5 * gain : null;
    }
    case 'corrupt': {
      if (!t) return null;
      // Taking an enemy gate's only guard opens the gate to our attacks this turn.
      const opens = s.gates.some((g) => g.owner === t.owner && soleGuard(s, g) === t.id);
      const gain = 0.5 * (opens ? 4 : 1) + 0.2 * stat(s, t, 'attack');
      return gain > 1 ? 55 + 5 * gain : null;
    }
    case 'self-destruct': {
      const r = unitCard(u.card ?? '')?.abilities.find((x) => x.kind === 'self-destruct');
      if (!r || r.kind !== 'self-destruct') return null;
      let gain = -unitWorth(s, u);
      for (const v of s.units) {
        if (v.id === u.id || v.faceDown || dist(v.hex, u.hex) > r.radius) continue;
        gain += (controller(v) === c.seat ? -1 : 1) * pWin(s, u, v) * unitWorth(s, v);
      }
      return gain > 0.5 ? 55 + 5 * gain : null;
    }
    case 'portal-wall': {
      const h = m.target;
      if (h === undefined || res - 1 < c.reserve + 1) return null;
      const g = s.gates.find((x) => x.owner === c.seat && terr(s, h) === x.territory && x.arrow !== h);
      if (!g) return null;
      const walls = s.units.filter((x) => x.owner === c.seat && (x.card === 'wall' || typeOf(x) === 'building') && guards(s, g, x.hex)).length;
      return walls === 0 ? 45 : null;
    }
  }
}

/** Units of `seat` that could strike an enemy gate or a unit soon (for Overcharge / Forced March). */
function scoreSpecial(c: Ctx, m: Extract<CcMove, { t: 'special' }>): number | null {
  const s = c.s;
  const e = specialCard(m.card)?.effect;
  if (!e) return null;
  switch (e.kind) {
    case 'supply': return 88;
    case 'field-intelligence': return 87;
    case 'rapid-deployment': {
      const u = m.target !== undefined ? unitById(s, m.target) : undefined;
      return u && u.faceDown ? 70 : null;
    }
    case 'sabotage': {
      const v = Number(m.target);
      const foes = s.players.map((p, i) => (i === c.seat || p.eliminated ? -1 : p.hand.length));
      return foes[v] === Math.max(...foes) ? 45 : null;
    }
    case 'fortify': {
      const g = m.target !== undefined ? gateById(s, m.target) : undefined;
      if (!g || g.fortified !== undefined) return null;
      const threat = s.units.some((u) => u.owner !== c.seat && !u.faceDown && dist(u.hex, g.hex) <= 4);
      return threat && isOpenGate(s, g) ? 75 : threat ? 20 : null;
    }
    case 'overcharge': {
      const u = m.target !== undefined ? unitById(s, m.target) : undefined;
      if (!u || u.attacks > 0 || u.overcharge) return null;
      const near = enemyGates(s, c.seat).some((g) => isOpenGate(s, g) && dist(u.hex, g.hex) <= rangeOf(s, u).max + (u.moved ? 0 : movementOf(s, u)));
      return near ? 78 : null;
    }
    case 'forced-march': {
      const u = m.target !== undefined ? unitById(s, m.target) : undefined;
      if (!u || u.moved || u.attacks || u.extraMove || !isSoldier(u) || guarding(c, u).length) return null;
      const ts = targetsFor(c, u);
      if (!ts.length || ts.includes(terr(s, u.hex) ?? '')) return null;
      return 40;
    }
  }
}

/** Shown copies plus this one: a pair (or three) lifts the level of every unit of the card. */
function scoreShow(c: Ctx, m: Extract<CcMove, { t: 'show' }>): number | null {
  const p = player(c.s, c.seat);
  const card = m.cards[0]?.card;
  if (!card) return null;
  const held = p.hand.filter((h) => c.k.cards[h] === card).length;
  return held >= 2 ? 72 : null;
}

function scorePortal(c: Ctx, m: Extract<CcMove, { t: 'portal' }>): number | null {
  const s = c.s;
  const res = player(s, c.seat).resources;
  if (res - m.cost < c.reserve) return null;
  const g = gateById(s, m.gate);
  const needSoldiers = c.open.size > s.units.filter((u) => u.owner === c.seat && (u.faceDown || isSoldier(u))).length;
  const needGuard = g !== undefined && soleGuard(s, g) !== null || (g !== undefined && !s.units.some((u) => u.owner === c.seat && guards(s, g, u.hex)));
  const best = bestCard(c, m.cost, needSoldiers, needGuard);
  return best === null ? null : 40 + best.worth;
}

/** The best card of the hand costing `cost` (or the Infantry), with its worth. */
function bestCard(c: Ctx, cost: number, needSoldiers: boolean, needGuard: boolean): { move: CcMove; worth: number } | null {
  const options: { move: CcMove; worth: number }[] = [];
  if (INFANTRY.cost === cost) options.push({ move: { t: 'infantry' }, worth: buildWorth(INFANTRY, needSoldiers, needGuard) });
  for (const h of player(c.s, c.seat).hand) {
    const card = portalCard(c.k.cards, h);
    if (card && card.cost === cost) options.push({ move: { t: 'card', handle: h, card: card.id }, worth: buildWorth(card, needSoldiers, needGuard) });
  }
  return bestBy(options, (o) => o.worth)?.move ?? null;
}

function scoreResearch(c: Ctx): number | null {
  const p = player(c.s, c.seat);
  const spare = p.resources - RESEARCH_COST - c.reserve;
  if (spare < 1 || c.income < 2) return null;
  const units = p.hand.filter((h) => portalCard(c.k.cards, h)).length;
  return units < 2 ? 65 : spare >= 3 ? 50 : 25;
}

function scoreMain(c: Ctx, m: CcMove): number | null {
  switch (m.t) {
    case 'draw': return 95;
    case 'attack': return scoreAttack(c, m);
    case 'ability': return scoreAbility(c, m);
    case 'special': return scoreSpecial(c, m);
    case 'show': return scoreShow(c, m);
    case 'portal': return scorePortal(c, m);
    case 'move': return scoreMove(c, m);
    case 'research': return scoreResearch(c);
    case 'end': return 1;
    default: return null;
  }
}

/** A gate spot: territories it touches (for income), room on the arrow hex, away from enemies. */
function scoreGate(c: Ctx, m: Extract<CcMove, { t: 'gate' }>): number {
  const s = c.s;
  const t = terr(s, m.hex) ?? '';
  let v = 100;
  for (const o of neighboursOf(s, t)) v += c.mine.includes(o) ? 6 : s.gates.some((g) => g.territory === o) ? 1 : 3;
  if (s.units.some((u) => u.hex === m.arrow)) v -= 4;
  const foes = s.gates.filter((g) => g.owner !== c.seat);
  if (foes.length) v += Math.min(6, Math.min(...foes.map((g) => dist(g.hex, m.hex)))) / 2;
  // a gate hex on the territory's edge leaves its inside free
  v -= neighbourIds(m.hex).filter((n) => terr(s, n) === t).length * 0.2;
  return v;
}

function scorePlace(c: Ctx, hex: HexId): number {
  const s = c.s;
  let v = 0;
  for (const g of s.gates) if (g.owner === c.seat) { if (g.arrow === hex) v -= 20; if (dist(g.hex, hex) === 1) v += 5; }
  return v;
}

export function heuristicBot(seed: Uint8Array): Bot {
  const rnd = new ByteStream(seed);
  return (v) => {
    const s = v.state as unknown as CcState;
    const legal = v.legal as unknown as readonly CcMove[];
    const seat = v.knowledge.seat;
    const pick = (score: (m: CcMove) => number | null): Json => ((bestBy(legal, score)?.move ?? legal[0]) as unknown as Json);
    if (v.request.kind === 'commit') {
      const p = s.pending;
      const u = p?.kind === 'commit' ? unitById(s, p.unit) : undefined;
      const c = context(s, seat, v.knowledge);
      const g = s.gates.find((x) => x.arrow === u?.hex);
      const needGuard = g !== undefined && soleGuard(s, g) === null && !s.units.some((x) => x.owner === seat && !x.faceDown && guards(s, g, x.hex));
      const needSoldiers = c.open.size > 0;
      const best = bestCard(c, u?.faceDown?.cost ?? -1, needSoldiers, needGuard);
      return pick((m) => (best && JSON.stringify(m) === JSON.stringify(best.move) ? 1 : 0));
    }
    if (v.request.kind !== 'move' || s.phase === 'tiles') return v.legal[uniformInt(rnd, Math.max(1, v.legal.length))] as Json;
    const c = context(s, seat, v.knowledge);
    switch (s.phase) {
      case 'gates': return pick((m) => (m.t === 'gate' ? scoreGate(c, m) : null));
      case 'control': return pick((m) => (m.t === 'gate' ? scoreGate(c, m) : m.t === 'pass' ? 1 : null));
      case 'place': return pick((m) => (m.t === 'place' ? scorePlace(c, m.hex) : null));
      case 'main': return pick((m) => scoreMain(c, m));
      case 'defend': case 'counter': { const yes = answerYes(s, seat); return pick((m) => (m.t === (yes ? 'yes' : 'no') ? 1 : null)); }
      default: return legal[0] as unknown as Json;
    }
  };
}
