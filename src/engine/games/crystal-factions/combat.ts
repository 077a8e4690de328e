/**
 * Damage, elimination and the Attack Phase.
 *
 * Every seat takes the difference between the highest Attack among the players still in the
 * game and its own: with two players that is "the lower takes the difference", with three or
 * more "only the highest power counts". Damage from abilities lands at once; a player at 0 or
 * fewer hitpoints is out at once. When every remaining player drops together, it is a draw
 * between them.
 */
import { advanceCursor, current, liveCursor } from '../../flow/index.js';
import type { Seat } from '../../game.js';
import type { CFState } from './state.js';
import { laneValue, order, playerOf, withPlayer } from './state.js';

/** Damage after this turn's prevention; does not check for elimination (see `settle`). */
export function hurt(s: CFState, seat: Seat, amount: number): CFState {
  if (amount <= 0) return s;
  return withPlayer(s, seat, (p) => {
    if (p.out) return p;
    const absorbed = Math.min(p.shield, amount);
    return { ...p, shield: p.shield - absorbed, hp: p.hp - (amount - absorbed) };
  });
}

/** Several hits that land together, then one elimination check. */
export function hurtAll(s: CFState, hits: readonly { seat: Seat; amount: number }[]): CFState {
  let next = s;
  for (const h of hits) next = hurt(next, h.seat, h.amount);
  return settle(next);
}

/**
 * Players at 0 or fewer hitpoints are out: their pending effects are dropped, and if it was their
 * deploy turn it ends. One player left wins; none left is a draw between those who just fell.
 */
export function settle(s: CFState): CFState {
  const falling = s.players.flatMap((p, i) => (!p.out && p.hp <= 0 ? [i] : []));
  if (falling.length === 0 || s.result) return s;
  let next: CFState = { ...s, players: s.players.map((p, i) => (falling.includes(i) ? { ...p, out: true } : p)) };
  const left = order(next);
  if (left.length <= 1) {
    const winners = left.length === 1 ? left : falling;
    const summary = left.length === 1
      ? `seat ${left[0]} wins: every other player is at 0 hitpoints`
      : `draw: seats ${falling.join(', ')} fell to 0 hitpoints together`;
    return { ...next, result: { winners, summary }, stage: 'over', ask: null, tasks: [], cursor: [] };
  }
  next = { ...next, tasks: next.tasks.filter((t) => !falling.includes(t.seat)), delayed: next.delayed.filter((t) => !falling.includes(t.seat)) };
  const ask = next.ask;
  if (ask && ask.kind !== 'reveal' && ask.kind !== 'commit' && falling.includes(ask.seat)) next = { ...next, ask: null };
  const turn = current(next.cursor);
  if ((next.stage === 'play' || next.stage === 'turnStart') && turn !== undefined && falling.includes(turn)) {
    next = { ...next, stage: 'turnStart', cursor: advanceCursor(next.cursor), ask: null };
  }
  return { ...next, cursor: liveCursor(next.cursor, (x) => !falling.includes(x)) };
}

/** Attack Phase damage: each player takes (highest Attack) − (its Attack). */
export function attackDamage(s: CFState): { seat: Seat; amount: number }[] {
  const seats = order(s);
  const power = seats.map((seat) => laneValue(playerOf(s, seat), 'attack'));
  const top = Math.max(...power);
  return seats.map((seat, i) => ({ seat, amount: top - (power[i] ?? 0) }));
}

/** The Attack Phase after its abilities resolved. */
export function resolveAttack(s: CFState): CFState {
  return hurtAll(s, attackDamage(s));
}
