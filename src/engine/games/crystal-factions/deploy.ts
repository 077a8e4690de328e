/**
 * The Deploy Phase, one seat at a time from the priority holder to the left:
 *   Start of Turn: clear corruption tokens at 2 crystals each (1.4.3), then draw a card from the
 *   faction deck or the basic deck; the tech limit is the Tech lane's power at that point.
 *   Then play cards: pay the cost from crystals already held, keep the sum of the tech
 *   requirements of the cards played this turn within the limit, resolve "When Played"
 *   abilities in written order, each card fully before the next. Stealth cards may instead go
 *   face down (a public move naming the handle and lane, then a commitment to the card).
 */
import { advanceCursor, pushBack, pushFront } from '../../flow/index.js';
import type { Applied, Knowledge, RuleError, Seat } from '../../game.js';
import { type Result, err, ok } from '../../../result.js';
import { cardOf } from './cards/index.js';
import { abilityTasks } from './effects.js';
import type { Choice, DeployMove } from './moves.js';
import type { CFState, Player } from './state.js';
import { factionLeft, isHandle, laneValue, locate, playerOf, putInLane, takeFromPlay, withLane, withPlayer } from './state.js';
import type { CardType } from './types.js';
import { CLEANSE_COST, LANES, STEALTH_COST, STEALTH_TECH } from './types.js';
import { drawBasic, drawFaction } from './zones.js';

/** Start-of-turn options: cleanse a lane, then draw from a deck ('none' when both are empty). */
export function turnOptions(s: CFState, seat: Seat): Choice[] {
  const p = playerOf(s, seat);
  const out: Choice[] = [];
  if (p.crystals >= CLEANSE_COST) for (const lane of LANES) if (p.lanes[lane].corruption > 0) out.push({ kind: 'cleanse', lane });
  if (factionLeft(p) > 0) out.push({ kind: 'draw', deck: 'faction' });
  if (p.basic.length > 0) out.push({ kind: 'draw', deck: 'basic' });
  if (factionLeft(p) === 0 && p.basic.length === 0) out.push({ kind: 'draw', deck: 'none' });
  return out;
}

/** After the draw: fix the tech limit and start playing. */
export function beginPlay(s: CFState, seat: Seat): CFState {
  const next = withPlayer(s, seat, (p) => ({ ...p, techLimit: laneValue(p, 'tech', true), techUsed: 0 }));
  return { ...next, stage: 'play', ask: null };
}

/** A start-of-turn choice (one of `turnOptions`). */
export function applyTurn(s: CFState, seat: Seat, c: Choice): CFState {
  if (c.kind === 'cleanse') {
    return withPlayer({ ...s, ask: null }, seat, (p) =>
      withLane({ ...p, crystals: p.crystals - CLEANSE_COST }, c.lane, (l) => ({ ...l, corruption: l.corruption - 1 })));
  }
  const deck = c.kind === 'draw' ? c.deck : 'none';
  if (deck === 'faction') {
    const r = drawFaction({ ...s, ask: null }, seat, 'turn');
    return r.ask ? { ...r.s, ask: r.ask } : beginPlay(r.s, seat);
  }
  return beginPlay(deck === 'basic' ? drawBasic(s, seat) : s, seat);
}

/** Crystals and tech a play needs now, after this turn's discount. */
export function price(p: Player, cost: number, tech: number): { cost: number; tech: number; ok: boolean } {
  const c = Math.max(0, cost - p.discount.cost);
  const t = Math.max(0, tech - p.discount.tech);
  return { cost: c, tech: t, ok: p.crystals >= c && p.techUsed + t <= p.techLimit };
}

/** The seat's face-up cards in play of a type. */
export const inPlayOfType = (p: Player, type: CardType): string[] =>
  LANES.flatMap((l) => p.lanes[l].cards.filter((c) => !c.down && cardOf(c.id)?.types.includes(type)).map((c) => c.id));

/** Every legal deploy move for the seat, one per playable card (by name) and lane, plus ending the turn. */
export function deployOptions(s: CFState, seat: Seat, k: Knowledge): DeployMove[] {
  const p = playerOf(s, seat);
  const out: DeployMove[] = [];
  const seen = new Set<string>();
  for (const h of p.hand) {
    const handle = isHandle(h) ? h : null;
    const id = handle ? k.cards[handle] : h;
    const card = id ? cardOf(id) : undefined;
    if (!id || !card || seen.has(card.id)) continue;
    seen.add(card.id);
    if (price(p, card.cost, card.tech).ok) for (const lane of LANES) out.push({ kind: 'play', handle, card: id, lane });
    if (card.alt && price(p, card.cost, card.alt.tech).ok) {
      const via = [...new Map(inPlayOfType(p, card.alt.discardType).map((x) => [cardOf(x)?.id, x])).values()];
      for (const v of via) for (const lane of LANES) out.push({ kind: 'play', handle, card: id, lane, via: v });
    }
    if (card.stealth && handle && price(p, STEALTH_COST, STEALTH_TECH).ok) for (const lane of LANES) out.push({ kind: 'stealth', handle, lane });
  }
  out.push({ kind: 'end' });
  return out;
}

type Step = Result<Applied<CFState>, RuleError>;

/** Checks that the seat may show `card` as the hand entry `handle` (or holds the public `card`). */
export function checkHandCard(p: Player, seat: Seat, handle: string | null, card: string): string | null {
  if (handle === null) return p.hand.includes(card) && !isHandle(card) ? null : `${card} is not a face-up card in seat ${seat}'s hand`;
  if (!isHandle(handle) || !handle.startsWith(`${seat}:`)) return `${handle} is not a handle of seat ${seat}`;
  if (!p.hand.includes(handle)) return `${handle} is not in seat ${seat}'s hand`;
  if (!p.pile.cards.includes(card)) return `${card} is not a card of seat ${seat}'s faction deck`;
  if (Object.values(p.revealed).includes(card)) return `${card} has already been shown`;
  return null;
}

/** A deploy move by the seat whose turn it is. */
export function applyDeploy(s: CFState, seat: Seat, m: DeployMove): Step {
  const p = playerOf(s, seat);
  if (m.kind === 'end') return ok({ state: { ...s, ask: null, stage: 'turnStart', cursor: advanceCursor(s.cursor) } });
  if (m.kind === 'stealth') {
    if (!isHandle(m.handle) || !m.handle.startsWith(`${seat}:`) || !p.hand.includes(m.handle)) return err(`${m.handle} is not in seat ${seat}'s hand`);
    const cost = price(p, STEALTH_COST, STEALTH_TECH);
    if (!cost.ok) return err(`seat ${seat} cannot pay ${cost.cost} crystals and ${cost.tech} tech for a face-down card`);
    const slot = `stealth-${p.down + 1}`;
    const paid = withPlayer({ ...s, ask: null }, seat, (q) => pay(q, m.handle, cost, { down: q.down + 1 }));
    const placed = putInLane(paid, seat, m.lane, { id: m.handle, down: true, slot, disabled: false, played: true, stealth: false });
    return ok({ state: { ...placed, ask: { kind: 'commit', seat, slot } } });
  }
  const bad = checkHandCard(p, seat, m.handle, m.card);
  if (bad) return err(bad);
  const card = cardOf(m.card);
  if (!card) return err(`${m.card} is not a card of this game`);
  let tech = card.tech;
  let after = p;
  if (m.via !== undefined) {
    const at = locate(p, m.via);
    if (!card.alt || !at || at.card.down || !cardOf(m.via)?.types.includes(card.alt.discardType)) {
      return err(`${m.via} cannot pay for ${card.name}'s alternative cost`);
    }
    tech = card.alt.tech;
    after = { ...takeFromPlay(p, m.via), discard: [...p.discard, m.via] };
  }
  const cost = price(after, card.cost, tech);
  if (!cost.ok) return err(`seat ${seat} cannot pay ${cost.cost} crystals and ${cost.tech} tech for ${card.name}`);
  const entry = m.handle ?? m.card;
  const paid = withPlayer({ ...s, ask: null }, seat, () => ({
    ...pay(after, entry, cost, {}),
    revealed: m.handle ? { ...after.revealed, [m.handle]: m.card } : after.revealed,
  }));
  const placed = putInLane(paid, seat, m.lane, { id: m.card, down: false, slot: null, disabled: false, played: true, stealth: false });
  const now = card.abilities.filter((a) => a.when === 'played').flatMap((a) => abilityTasks(seat, m.card, false, a.effects, false));
  const later = card.abilities.filter((a) => a.when === 'nextRound').flatMap((a) => abilityTasks(seat, m.card, false, a.effects, false));
  return ok({
    state: { ...placed, tasks: pushFront(placed.tasks, ...now), delayed: pushBack(placed.delayed, ...later) },
    shown: m.handle ? [{ handle: m.handle, card: m.card }] : [],
  });
}

function pay(p: Player, entry: string, cost: { cost: number; tech: number }, extra: Partial<Player>): Player {
  const i = p.hand.indexOf(entry);
  return {
    ...p, ...extra,
    hand: p.hand.filter((_, j) => j !== i),
    crystals: p.crystals - cost.cost,
    techUsed: p.techUsed + cost.tech,
    discount: { cost: 0, tech: 0 },
  };
}
