/**
 * Clockwork Crusade turn flow: the start of a turn (flags reset, Control), the Portal step (public
 * portals flip, committed ones are revealed one by one), Resources, the end of a turn (next live
 * seat clockwise, rounds, the round limit), elimination and victory.
 */
import type { Seat } from '../../game.js';
import { income } from './board.js';
import { gateChoices, whyNotControlGate } from './setup.js';
import { controlled, liveSeats, patchPlayer, player, seatName } from './state.js';
import type { CcState, Unit } from './types.js';

const fresh = (u: Unit): Unit => {
  const { corruptedBy: _c, hit: _h, extraMove: _e, overcharge: _o, salvaged: _s, spent: _p, barred: _b, ...rest } = u;
  return { ...rest, moved: 0, attacks: 0 };
};

/** A portal turned face up: in play, fresh for this turn. */
export const faceUp = (u: Unit): Unit => {
  const { faceDown: _f, ...rest } = u;
  return fresh(rest);
};

/** A seat's turn begins: every unit's turn flags reset, its fortified gates end, Control step (skipped when no gate can be placed). */
export function startTurn(s: CcState, seat: Seat): CcState {
  const st = freshTurn(s, seat);
  // The Control step asks only when a gate can be placed; otherwise the turn goes on to the Portal step.
  return gateChoices(st, (h, a) => whyNotControlGate(st, seat, h, a) === null).length > 0 ? st : beginPortal(st);
}

function freshTurn(s: CcState, seat: Seat): CcState {
  return {
    ...s, current: seat, phase: 'control', pending: null,
    units: s.units.map(fresh),
    gates: s.gates.map((g) => (g.owner === seat && g.fortified !== undefined ? { id: g.id, owner: g.owner, hex: g.hex, arrow: g.arrow, territory: g.territory } : g)),
    drewThisTurn: false, researched: false, destroyedGate: false,
  };
}

/** The Portal step: public-card portals (Regenerate, Wall) flip at once; then each committed portal is revealed. */
export function beginPortal(s: CcState): CcState {
  const units = s.units.map((u) => (u.owner === s.current && u.faceDown && u.faceDown.slot === undefined && u.card !== null ? faceUp(u) : u));
  return nextPortal({ ...s, units });
}

/** The next committed portal of the current seat to reveal, or the Resources step. */
export function nextPortal(s: CcState): CcState {
  const p = s.units.find((u) => u.owner === s.current && u.faceDown?.slot !== undefined);
  if (p) return { ...s, phase: 'reveal', pending: { kind: 'reveal', unit: p.id, resume: 'portal' } };
  return resources(s);
}

/** Resources: +1 per controlled territory touching another controlled one (nothing on a seat's first turn). */
export function resources(s: CcState): CcState {
  const seat = s.current;
  const p = player(s, seat);
  const gain = p.started ? income(s.board, controlled(s, seat)) : 0;
  return { ...patchPlayer(s, seat, { resources: p.resources + gain, started: true }), phase: 'main', pending: null };
}

/** The end of a turn: corruption ends, the next live seat clockwise plays; the round limit decides. */
export function endTurn(s: CcState): CcState {
  const units = s.units.map((u) => (u.corruptedBy !== undefined ? (({ corruptedBy: _c, ...r }) => r)(u) : u));
  const live = liveSeats(s);
  const order = s.order.filter((x) => live.includes(x));
  const i = order.indexOf(s.current);
  const nextIdx = i < 0 ? 0 : (i + 1) % order.length;
  const wrapped = i >= 0 && nextIdx <= i;
  const round = wrapped ? s.round + 1 : s.round;
  const next = order[nextIdx] as Seat;
  const st: CcState = { ...s, units, round };
  if (round > s.options.rounds) return byTerritories(st);
  return startTurn(st, next);
}

/** After the last round: most territories controlled wins (ties share). */
export function byTerritories(s: CcState): CcState {
  const live = liveSeats(s);
  const counts = live.map((seat) => controlled(s, seat).length);
  const top = Math.max(...counts);
  const winners = live.filter((_, i) => counts[i] === top);
  const names = winners.map(seatName).join(' and ');
  return { ...s, round: s.options.rounds, phase: 'over', pending: null, winners, summary: `after ${s.options.rounds} rounds ${names} ${winners.length > 1 ? 'share the win' : 'wins'} with ${top} territor${top === 1 ? 'y' : 'ies'}` };
}

/** Seats with no gate are out (their units and portals removed); the last seat with gates wins. */
export function eliminate(s: CcState): CcState {
  let st = s;
  for (const seat of liveSeats(s)) {
    if (s.gates.some((g) => g.owner === seat)) continue;
    st = { ...patchPlayer(st, seat, { eliminated: true }), units: st.units.filter((u) => u.owner !== seat).map((u) => (u.corruptedBy === seat ? (({ corruptedBy: _c, ...r }) => r)(u) : u)) };
  }
  const live = liveSeats(st);
  if (live.length <= 1) {
    const w = live[0];
    return { ...st, phase: 'over', pending: null, winners: live, summary: w === undefined ? 'no gate is left standing' : `${seatName(w)} wins: the last with gates standing` };
  }
  return st;
}
