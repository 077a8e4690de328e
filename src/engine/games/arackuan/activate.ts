/**
 * The Activation Phase (rulebook "Activation phase", "Card activation", "Initiative";
 * clarifications "A round"): four steps — (1) the starting player with Initiative cards only,
 * (2) the other player with Initiative cards only, (3) the starting player, (4) the other. A
 * step with nothing its seat could do is skipped. In a step the seat attacks (alone or as a
 * group), moves cards with Flight or Movement, or uses Actions, in any order, then ends it.
 * Each card is activated once (an attack or an Action deactivates it; a spell is discarded).
 * A card that moved must attack or act next: if its player does anything else, it is
 * deactivated. At the end of a seat's step, "for this turn" effects end; at the end of its
 * normal step (3 or 4), played or skipped, its attack and action spells not used are discarded.
 */
import { type Result, err, ok } from '../../../result.js';
import type { Applied, Knowledge, RuleError, Seat } from '../../game.js';
import { isSquare } from './board.js';
import { canAct } from './action-options.js';
import { actionReason, applyAction, endsTurn } from './actions.js';
import { attackReason, inRange, reachReason, resolveAttack } from './attack.js';
import { expire } from './lasting.js';
import type { ArkMove } from './moves.js';
import { destinations } from './movement.js';
import { moveCard } from './movement.js';
import { type Prof, has, profAt, profiles } from './profile.js';
import type { ActivationStep, ArkState } from './state.js';
import { other } from './state.js';
import { destroy } from './zones.js';

export const stepSeat = (s: ArkState, step: ActivationStep): Seat => (step % 2 === 1 ? (s.starter ?? 0) : other(s.starter ?? 0));

export const inInitiative = (s: ArkState): boolean => s.ask?.kind === 'activate' && s.ask.step <= 2;

/** Whether the card may take part now (Initiative steps: only cards with Initiative). */
const inStep = (p: Prof, initiative: boolean): boolean => !initiative || has(p, 'initiative');

/** Whether `a` has an enemy card it could attack (alone or with help). */
function canAttack(s: ArkState, a: Prof, initiative: boolean): boolean {
  if (a.attack === null || !a.active || !isSquare(a.at)) return false;
  for (const t of profiles(s).values()) if (t.control !== a.control && inRange(a, t) && reachReason(s, a, t, initiative) === null) return true;
  return false;
}

/** The seat's cards that can do something now (attack, move or act), by position. */
export function activeSources(s: ArkState, seat: Seat, initiative: boolean): string[] {
  const out: string[] = [];
  for (const p of profiles(s).values()) {
    if (p.control !== seat || !inStep(p, initiative)) continue;
    if (canAttack(s, p, initiative) || destinations(s, p).length > 0 || canAct(s, p, initiative)) out.push(p.at);
  }
  return out;
}

/** Whether the seat has anything it could do now (stops at the first card that can). */
export function hasSource(s: ArkState, seat: Seat, initiative: boolean): boolean {
  const mine = [...profiles(s).values()].filter((p) => p.control === seat && inStep(p, initiative));
  return mine.some((p) => canAttack(s, p, initiative)) || mine.some((p) => destinations(s, p).length > 0) || mine.some((p) => canAct(s, p, initiative));
}

/** The seat's attack and action spells not used are discarded (the end of its normal step, played or skipped). */
function discardUnused(s: ArkState, seat: Seat): ArkState {
  let out = s;
  for (const p of profiles(s).values()) {
    if (p.kind === 'spell' && p.owner === seat && p.printed.spellLife === 'afterUse') out = destroy(out, p.key, null);
  }
  return out;
}

/**
 * Sets the question for the first step from `from` on that has something to do (or none: the
 * phase is over). A skipped normal step still ends its seat's activation turn: its unused
 * spells go before the next step is considered (clarifications "Spells, lands, scoring").
 */
export function stepFrom(s: ArkState, from: ActivationStep): ArkState {
  let out = s;
  for (let n = from; n <= 4; n++) {
    const step = n as ActivationStep;
    const seat = stepSeat(out, step);
    if (hasSource(out, seat, step <= 2)) return { ...out, ask: { kind: 'activate', seat, step } };
    if (step >= 3) out = discardUnused(out, seat);
  }
  return { ...out, ask: null };
}

export const firstStep = (s: ArkState): ArkState => stepFrom(s, 1);

/** Cards that moved and have not acted since are deactivated (all, or all but `keep`). */
function settleMoved(s: ArkState, seat: Seat, keep: readonly string[]): ArkState {
  return {
    ...s,
    board: s.board.map((p) => (p.control === seat && p.moved && p.active && !keep.includes(p.at) ? { ...p, active: false } : p)),
  };
}

/** The seat's step ends: moved cards that did not act are deactivated, turn effects end, unused spells go. */
export function endStep(s: ArkState): ArkState {
  const a = s.ask;
  if (a?.kind !== 'activate') return s;
  let out = settleMoved(s, a.seat, []);
  out = { ...expire(out, 'turn'), board: expire(out, 'turn').board.map((p) => (p.moved ? { ...p, moved: false } : p)) };
  if (a.step >= 3) out = discardUnused(out, a.seat);
  return a.step < 4 ? stepFrom({ ...out, ask: null }, (a.step + 1) as ActivationStep) : { ...out, ask: null };
}

/** After an activation: the step goes on while the seat has something to do, else it ends. */
function continueStep(s: ArkState): ArkState {
  const a = s.ask;
  if (a?.kind !== 'activate') return s;
  return hasSource(s, a.seat, a.step <= 2) ? s : endStep(s);
}

/** Why the activation move is refused, or null. */
export function activationReason(s: ArkState, seat: Seat, m: ArkMove, k: Knowledge | null): string | null {
  const initiative = inInitiative(s);
  switch (m.kind) {
    case 'end': return null;
    case 'attack': {
      for (const at of [...m.with, ...(m.also ?? []).flatMap((x) => x.with)]) {
        const a = profAt(s, at);
        if (a && a.control === seat && !inStep(a, initiative)) return `${a.printed.name} has no Initiative: it acts after the Initiative sequence`;
      }
      return attackReason(s, seat, m.target, m.with, initiative, m.also ?? []);
    }
    case 'move': {
      const p = profAt(s, m.from);
      if (!p || p.control !== seat) return `you have no face-up card at ${m.from}`;
      if (!inStep(p, initiative)) return `${p.printed.name} has no Initiative: it acts after the Initiative sequence`;
      if (p.kind !== 'creature') return `${p.printed.name} cannot move`;
      if (!p.active) return `${p.printed.name} is deactivated`;
      if (p.piece.moved) return `${p.printed.name} has already moved this turn`;
      if (!has(p, 'flight') && !has(p, 'movement')) return `${p.printed.name} has neither Flight nor Movement`;
      return destinations(s, p).some((d) => d.to === m.to) ? null : `${p.printed.name} cannot move to ${m.to}`;
    }
    case 'action': return actionReason(s, seat, m, k, initiative);
    default: return 'attack, move, use an Action, or end your turn';
  }
}

export function applyActivation(s: ArkState, seat: Seat, m: ArkMove, k: Knowledge | null): Result<Applied<ArkState>, RuleError> {
  const why = activationReason(s, seat, m, k);
  if (why) return err({ seat, reason: why });
  const initiative = inInitiative(s);
  switch (m.kind) {
    case 'end': return ok({ state: endStep(s) });
    case 'attack': {
      const all = [...m.with, ...(m.also ?? []).flatMap((x) => x.with)];
      const settled = settleMoved(s, seat, all);
      const r = resolveAttack(settled, seat, m.target, m.with, initiative, m.also ?? []);
      return ok({ state: continueStep(r.state) });
    }
    case 'move': {
      const p = profAt(s, m.from) as Prof;
      const d = destinations(s, p).find((x) => x.to === m.to);
      let out = moveCard(s, m.from, m.to, true);
      if (d?.extra) out = { ...out, lasting: [...out.lasting, { source: p.key, seat, until: 'round', pieces: [p.key], effect: { kind: 'grant', grants: [{ kind: 'attackLimit', limit: { kind: 'none' } }] } }] };
      return ok({ state: continueStep(out) });
    }
    case 'action': {
      const ends = endsTurn(s, m.at);
      const r = applyAction(settleMoved(s, seat, [m.at]), seat, m, initiative);
      if (!r.ok) return r;
      const next = r.value.state;
      const state = next.ask !== s.ask ? next : ends ? endStep(next) : continueStep(next);
      return ok({ state, ...(r.value.shown ? { shown: r.value.shown } : {}) });
    }
    default: return err({ seat, reason: 'not an activation' });
  }
}
