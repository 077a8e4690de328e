/**
 * Clockwork Crusade: applying a judged Main-step move (whyNotMain said yes), and the sub-steps
 * that follow some moves (a portal's commitment, a fight's random step, a draw, Sabotage).
 */
import type { Seat, Shown } from '../../game.js';
import { specialCard } from './cards.js';
import { declareAttack } from './combat.js';
import { eliminate, endTurn, faceUp } from './flow.js';
import type { CcMove } from './moves.js';
import { RESEARCH_COST, reachable } from './main-rules.js';
import { dist, gateById, patchPlayer, patchUnit, player, unitById } from './state.js';
import type { CcState, Pending, Unit } from './types.js';

export const portalSlot = (unit: string): string => `portal-${unit}`;

/** Back to the Main step after a sub-step, or to the step a special card's play paused (types.ts `paused`). */
const toMain = (s: CcState): CcState => {
  if (!s.paused) return { ...s, phase: 'main', pending: null };
  const { paused, ...rest } = s;
  return { ...rest, phase: paused.phase, pending: paused.pending };
};

/** A draw for `seat`: dealt now, or after the discards are shuffled back in. */
export function startDeal(s: CcState, seat: Seat, free: boolean): CcState {
  const pending: Pending = { kind: 'deal', seat, ...(free ? { free } : {}) };
  return { ...s, phase: s.stack.left > 0 ? 'deal' : 'reshuffle', pending };
}

export function applyMain(s: CcState, seat: Seat, m: CcMove): { state: CcState; shown?: Shown[] } {
  const p = player(s, seat);
  switch (m.t) {
    case 'end': return { state: endTurn(s) };
    case 'portal': {
      const g = gateById(s, m.gate);
      if (!g) return { state: s };
      const id = `u${s.nextId}`;
      const unit: Unit = { id, owner: seat, hex: g.arrow, card: null, faceDown: { slot: portalSlot(id), cost: m.cost, gate: g.id, held: p.hand }, moved: 0, attacks: 0 };
      return { state: { ...patchPlayer(s, seat, { resources: p.resources - m.cost }), units: [...s.units, unit], nextId: s.nextId + 1, phase: 'commit', pending: { kind: 'commit', unit: id } } };
    }
    case 'move': {
      const u = unitById(s, m.unit);
      if (!u) return { state: s };
      const steps = reachable(s, u).get(m.to) ?? dist(u.hex, m.to);
      return { state: patchUnit(s, u.id, { hex: m.to, moved: Math.max(1, steps) }) };
    }
    case 'attack': return { state: declareAttack(s, m.unit, m.target, false) };
    case 'ability': {
      switch (m.ability) {
        case 'artillery-shell': return { state: declareAttack(s, m.unit, m.target as string, true) };
        case 'assassinate': case 'corrupt': return { state: { ...s, phase: 'fight', pending: { kind: m.ability, unit: m.unit, target: m.target as string } } };
        case 'self-destruct': case 'salvage': return { state: { ...s, phase: 'fight', pending: { kind: m.ability, unit: m.unit } } };
        case 'portal-wall': {
          const u = unitById(s, m.unit) as Unit;
          const wall: Unit = { id: `u${s.nextId}`, owner: seat, hex: m.target as string, card: 'wall', faceDown: {}, moved: 0, attacks: 0 };
          const st = patchUnit(patchPlayer(s, seat, { resources: p.resources - 1 }), u.id, { attacks: u.attacks + 1 });
          return { state: { ...st, units: [...st.units, wall], nextId: s.nextId + 1 } };
        }
      }
      return { state: s };
    }
    case 'research': return { state: startDeal({ ...patchPlayer(s, seat, { resources: p.resources - RESEARCH_COST }), researched: true, drewThisTurn: true }, seat, false) };
    case 'draw': return { state: startDeal({ ...s, drewThisTurn: true }, seat, false) };
    case 'show': {
      const shown = { ...p.shown };
      for (const c of m.cards) shown[c.handle] = c.card;
      return { state: patchPlayer(s, seat, { shown }), shown: m.cards.map((c) => ({ handle: c.handle, card: c.card })) };
    }
    case 'special': return playSpecial(s, seat, m);
    default: return { state: s };
  }
}

/**
 * A special card played ("anytime during your turn": the Main step, the Control step, or while a
 * flipped building is placed). One that needs a step of its own outside the Main step pauses the
 * step it was played in; `toMain` goes back to it.
 */
export function playSpecial(s0: CcState, seat: Seat, m: Extract<CcMove, { t: 'special' }>): { state: CcState; shown: Shown[] } {
  const r = specialEffect(s0, seat, m);
  if ((s0.phase === 'control' || s0.phase === 'place') && r.state.phase !== s0.phase) return { ...r, state: { ...r.state, paused: { phase: s0.phase, pending: s0.pending } } };
  return r;
}

function specialEffect(s0: CcState, seat: Seat, m: Extract<CcMove, { t: 'special' }>): { state: CcState; shown: Shown[] } {
  const p = player(s0, seat);
  const { [m.handle]: _gone, ...shownLeft } = p.shown;
  const s = { ...patchPlayer(s0, seat, { hand: p.hand.filter((h) => h !== m.handle), shown: shownLeft }), discards: [...s0.discards, m.card] };
  const shown = [{ handle: m.handle, card: m.card }];
  const e = specialCard(m.card)?.effect;
  const t = m.target ?? '';
  const done = (state: CcState): { state: CcState; shown: Shown[] } => ({ state, shown });
  switch (e?.kind) {
    case 'supply': return done(patchPlayer(s, seat, { resources: player(s, seat).resources + e.amount }));
    case 'forced-march': return done(patchUnit(s, t, { extraMove: (unitById(s, t)?.extraMove ?? 0) + e.amount }));
    case 'overcharge': return done(patchUnit(s, t, { overcharge: (unitById(s, t)?.overcharge ?? 0) + e.amount }));
    case 'fortify': return done({ ...s, gates: s.gates.map((g) => (g.id === t ? { ...g, fortified: e.defense } : g)) });
    case 'field-intelligence': return done(startDeal(s, seat, true));
    case 'sabotage': return done({ ...s, phase: 'sabotage', pending: { kind: 'sabotage', victim: Number(t) } });
    case 'rapid-deployment': {
      const u = unitById(s, t);
      if (!u) return done(s);
      if (u.faceDown?.slot !== undefined) return done({ ...s, phase: 'reveal', pending: { kind: 'reveal', unit: u.id, resume: 'main' } });
      return done({ ...s, units: s.units.map((x) => (x.id === t ? faceUp(x) : x)) });
    }
    default: return done(s);
  }
}

/** After a fight or a coin: eliminations, victory, the defender's counter-attack question, or back to the Main step. */
export const afterFight = (s: CcState): CcState => {
  const st = eliminate({ ...s, pending: s.phase === 'counter' ? s.pending : null });
  return st.phase === 'over' || st.phase === 'counter' ? st : toMain(st);
};

export { toMain };
