/**
 * End of Turn and End of Round.
 *
 * End of Turn first reveals every face-down card (hidden ones by opening their commitments,
 * one slot at a time; Troopers put face down by an effect are known and simply turn over). A
 * revealed Stealth card is "revealed from Stealth": its End of Turn ability uses the stronger
 * text. Then each player, from the priority holder to the left, resolves the End of Turn
 * abilities of the cards it played this round that are still in play, in the order played.
 *
 * End of Round passes the priority token left and resets everything that lasted "this turn".
 */
import { nextSeat } from '../../flow/index.js';
import type { Applied, RuleError, Seat } from '../../game.js';
import { type Result, err, ok } from '../../../result.js';
import { cardOf } from './cards/index.js';
import { checkHandCard } from './deploy.js';
import { abilityTasks } from './effects.js';
import { type CFMove, isFaceDown } from './moves.js';
import type { CFState, InPlay, Player, Task } from './state.js';
import { order, playerOf, withPlayer } from './state.js';
import { LANES, STEALTH_COST, STEALTH_TECH } from './types.js';

/** Seats (out or not) with a hidden face-down card in the slot. */
export function seatsWithSlot(s: CFState, slot: string): Seat[] {
  return s.players.flatMap((p, seat) => (LANES.some((l) => p.lanes[l].cards.some((c) => c.slot === slot)) ? [seat] : []));
}

/** The highest slot number in use. */
export const maxSlot = (s: CFState): number => Math.max(0, ...s.players.map((p) => p.down));

/** Opens each seat's face-down card in the requested slot. */
export function applyReveal(s: CFState, slot: string, values: readonly { readonly seat: Seat; readonly value: CFMove }[]): Result<Applied<CFState>, RuleError> {
  let next = s;
  const shown = [];
  for (const { seat, value } of values) {
    const bad = (reason: string) => err({ seat, reason });
    if (!isFaceDown(value)) return bad('a face-down card opens as { kind: "stealth", handle, card, lane }');
    const v = value;
    const p = playerOf(next, seat);
    const lane = LANES.find((l) => p.lanes[l].cards.some((c) => c.slot === slot));
    const entry = lane ? p.lanes[lane].cards.find((c) => c.slot === slot) : undefined;
    if (!lane || !entry) return bad(`has no face-down card in slot ${slot}`);
    if (v.handle !== entry.id || v.lane !== lane) return bad(`the face-down card in slot ${slot} is ${entry.id} in the ${lane} lane`);
    const held = checkHandCard({ ...p, hand: [v.handle] }, seat, v.handle, v.card);
    if (held) return bad(held);
    const card = cardOf(v.card);
    if (!card?.stealth || card.cost !== STEALTH_COST || card.tech !== STEALTH_TECH) {
      return bad(`revealed ${card?.name ?? v.card}, which is not a Stealth card: playing it face down forfeits`);
    }
    const up: InPlay = { ...entry, id: v.card, down: false, slot: null, stealth: true };
    next = withPlayer(next, seat, (q) => ({
      ...q,
      revealed: { ...q.revealed, [v.handle]: v.card },
      lanes: { ...q.lanes, [lane]: { ...q.lanes[lane], cards: q.lanes[lane].cards.map((c) => (c.slot === slot ? up : c)) } },
    }));
    shown.push({ handle: v.handle, card: v.card });
  }
  return ok({ state: { ...next, ask: null }, shown });
}

/** Known face-down cards (Troopers put into play face down) turn face up. */
export function flipKnown(s: CFState): CFState {
  const flip = (p: Player): Player => ({
    ...p,
    lanes: {
      mining: { ...p.lanes.mining, cards: p.lanes.mining.cards.map(up) },
      attack: { ...p.lanes.attack, cards: p.lanes.attack.cards.map(up) },
      tech: { ...p.lanes.tech, cards: p.lanes.tech.cards.map(up) },
    },
  });
  const up = (c: InPlay): InPlay => (c.down && c.slot === null ? { ...c, down: false } : c);
  return { ...s, players: s.players.map(flip) };
}

/** The abilities of a timing, for the seat's cards played this round and still face up, in play order. */
export function phaseTasks(s: CFState, seat: Seat, when: 'attackPhase' | 'miningPhase' | 'endOfTurn'): Task[] {
  const p = playerOf(s, seat);
  const mine = LANES.flatMap((l) => p.lanes[l].cards).filter((c) => c.played && !c.down && c.round === s.round);
  return mine
    .sort((a, b) => a.order - b.order)
    .flatMap((c) => (cardOf(c.id)?.abilities ?? [])
      .filter((a) => a.when === when)
      .flatMap((a) => abilityTasks(seat, c.id, c.stealth, a.effects, true)));
}

/** Every seat's abilities of a timing, owners in priority order. */
export const allPhaseTasks = (s: CFState, when: 'attackPhase' | 'miningPhase'): Task[] =>
  order(s).flatMap((seat) => phaseTasks(s, seat, when));

/** End of Round: reset "this turn", pass priority left (to the next seat still in), next round. */
export function endRound(s: CFState): CFState {
  const players = s.players.map((p): Player => ({
    ...p,
    techLimit: 0, techUsed: 0, shield: 0, attackMod: 0, discount: { cost: 0, tech: 0 }, down: 0, brace: 0,
    lanes: {
      mining: { ...p.lanes.mining, cards: p.lanes.mining.cards.map(enable) },
      attack: { ...p.lanes.attack, cards: p.lanes.attack.cards.map(enable) },
      tech: { ...p.lanes.tech, cards: p.lanes.tech.cards.map(enable) },
    },
  }));
  const priority = nextSeat(s.seats, s.priority, (seat) => players[seat]?.out === false) ?? s.priority;
  return { ...s, players, priority, round: s.round + 1, stage: 'startRound', cursor: [], sub: 0 };
}

const enable = (c: InPlay): InPlay => (c.disabled ? { ...c, disabled: false } : c);
