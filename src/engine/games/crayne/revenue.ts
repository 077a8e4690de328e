/**
 * The Revenue Phase: start-of-phase triggers, then purchases from the Overlord clockwise (team
 * games and co-op: team by team from the Overlord's team, the team leader naming who buys
 * next), then automated purchasing. Prices come from pricing.ts: faction discounts from the
 * discard pile, minimum 1; cards bought this round wait beside the buyer (they neither count
 * for discounts nor can be bought twice) and join the discard pile when the buyer passes.
 * A market purchase is refilled at once from the Auxiliary Draw.
 */
import { type Result, err, ok } from '../../../result.js';
import { pop, replaceHead } from '../../flow/index.js';
import type { RuleError, Seat } from '../../game.js';
import { BUY_SOURCES, type BuyMove, type CrayneMove, type PassMove } from './moves.js';
import { type Source, buy } from './pricing.js';
import { type CrayneState, type Task, cardOf, fromOverlord, lordOf, withLord, without } from './state.js';
import { totalsOf } from './totals.js';

type BuyTask = Extract<Task, { t: 'buy' }>;
type Move = Result<CrayneState, RuleError>;
export type BuyValue = BuyMove;

const ZONE: Readonly<Record<Source, 'market' | 'mercenaries' | 'camps' | 'pit'>> = { market: 'market', mercenaries: 'mercenaries', camps: 'camps', pit: 'pit' };
const SOURCES = BUY_SOURCES;

export function startRevenue(s: CrayneState): CrayneState {
  const tasks: Task[] = [{ t: 'triggers', at: 'revenueStart' }];
  if (s.teams.length) {
    const leadTeam = Math.max(0, s.teams.findIndex((t) => t.includes(s.overlord)));
    for (let i = 0; i < s.teams.length; i++) {
      const team = s.teams[(leadTeam + i) % s.teams.length] ?? [];
      const waiting = team.filter((seat) => lordOf(s, seat).alive);
      const [leader] = waiting;
      if (leader !== undefined) tasks.push({ t: 'pick', leader, waiting });
    }
  } else {
    for (const seat of fromOverlord(s)) tasks.push({ t: 'buy-start', seat });
  }
  if (s.automata?.decks.length === 1) tasks.push({ t: 'auto-buy', deck: 0 });
  if ((s.automata?.decks.length ?? 0) > 1) tasks.push({ t: 'auto-first', leader: fromOverlord(s)[0] ?? 0 });
  tasks.push({ t: 'triggers', at: 'cleanup' }, { t: 'cleanup' }, { t: 'new-round' });
  return { ...s, queue: replaceHead(s.queue, ...tasks) };
}

export function startBuying(s: CrayneState, seat: Seat): CrayneState {
  const left = totalsOf(lordOf(s, seat)).revenue;
  return { ...s, queue: replaceHead<Task>(s.queue, { t: 'buy', seat, left, bought: [] }) };
}

/** Checks one purchase; returns its price. */
export function priceOf(s: CrayneState, task: BuyTask, card: string, from: Source): Result<number> {
  if (!SOURCES.includes(from)) return err('buy from the market, mercenaries, camps or pit');
  if (!s[ZONE[from]].includes(card)) return err(`${card} is not in the ${from}`);
  const l = lordOf(s, task.seat);
  const state = {
    revenueLeft: task.left,
    discard: l.discard.map((id) => ({ instanceId: id, card: cardOf(id) })),
    bought: task.bought,
    pitAllowances: l.pitAllowances,
  };
  const r = buy(state, { instance: { instanceId: card, card: cardOf(card) }, source: from });
  return r.ok ? ok(r.value.price) : r;
}

/** Every purchase the buyer can afford now, then pass. */
export function purchases(s: CrayneState, task: BuyTask): (BuyMove | PassMove)[] {
  const out: (BuyMove | PassMove)[] = [];
  for (const from of SOURCES) {
    if (from === 'pit' && lordOf(s, task.seat).pitAllowances.length === 0) continue;
    for (const card of s[ZONE[from]]) if (priceOf(s, task, card, from).ok) out.push({ kind: 'buy', card, from });
  }
  out.push({ kind: 'pass' });
  return out;
}

export function buyInput(s: CrayneState, task: BuyTask, o: CrayneMove): Move {
  const seat = task.seat;
  const rest = pop(s.queue);
  if (o.kind === 'pass') {
    const next = withLord(s, seat, (l) => ({ ...l, discard: [...l.discard, ...task.bought] }));
    return ok({ ...next, queue: rest });
  }
  if (o.kind !== 'buy') return err({ seat, reason: 'expected {kind:"buy", card, from} or {kind:"pass"}' });
  const { card, from } = o;
  const price = priceOf(s, task, card, from);
  if (!price.ok) return err({ seat, reason: price.error });
  const slot = s.market.indexOf(card);
  let next: CrayneState = { ...s, [ZONE[from]]: without(s[ZONE[from]], card) };
  if (from === 'pit') {
    // Use the allowance that makes this card cheapest (pricing.ts picks the same one).
    const l = lordOf(next, seat);
    const best = l.pitAllowances.reduce((b, a, i) => {
      const d = a.discountFaction === cardOf(card).faction ? a.discount : 0;
      const bd = l.pitAllowances[b]?.discountFaction === cardOf(card).faction ? (l.pitAllowances[b]?.discount ?? 0) : 0;
      return d > bd ? i : b;
    }, 0);
    next = withLord(next, seat, (x) => ({ ...x, pitAllowances: x.pitAllowances.filter((_, i) => i !== best) }));
  }
  const updated: BuyTask = { ...task, left: task.left - price.value, bought: [...task.bought, card] };
  // Rules 2 (ruling 5): the refill takes the bought card's slot; rules 1 closed the gap.
  const refill: Task = (s.rules ?? 1) >= 2 ? { t: 'market-refill', slot } : { t: 'market-refill' };
  const queue: Task[] = from === 'market' ? [refill, updated, ...rest] : [updated, ...rest];
  return ok({ ...next, queue });
}

/** Team purchasing: the leader names the next buyer among the team members still waiting. */
export function pickInput(s: CrayneState, task: Extract<Task, { t: 'pick' }>, o: CrayneMove): Move {
  if (o.kind !== 'next-buyer' || !task.waiting.includes(o.seat)) {
    return err({ seat: task.leader, reason: `expected {kind:"next-buyer", seat} with seat one of ${task.waiting.join(', ')}` });
  }
  const seat = o.seat;
  const queue: Task[] = replaceHead(s.queue, { t: 'buy-start', seat }, { ...task, waiting: task.waiting.filter((x) => x !== seat) });
  return ok({ ...s, queue });
}

/** Co-op: which Automated Opponent takes the left-most card first. */
export function autoFirstInput(s: CrayneState, leader: Seat, o: CrayneMove): Move {
  const n = s.automata?.decks.length ?? 0;
  if (o.kind !== 'automaton-first' || o.deck >= n) {
    return err({ seat: leader, reason: 'expected {kind:"automaton-first", deck}' });
  }
  const first = o.deck;
  const order = [first, ...Array.from({ length: n }, (_, k) => k).filter((k) => k !== first)];
  return ok({ ...s, queue: replaceHead(s.queue, ...order.map((deck): Task => ({ t: 'auto-buy', deck }))) });
}
