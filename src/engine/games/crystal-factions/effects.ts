/**
 * The effect interpreter. Pending effects are a queue of tasks in the state; the front task
 * either resolves at once or asks its controller a public choice among listed options (a
 * forced choice, with one option, resolves without asking). A choice resolves one unit (one
 * token, one card, one lane) and puts the rest of the effect back at the front of the queue.
 * "Must" effects do as much as they can; "may" effects are offered only when they can happen.
 */
import type { Seat } from '../../game.js';
import { cardOf } from './cards/index.js';
import { hurtAll } from './combat.js';
import type { Choice } from './moves.js';
import type { Ask, CFState, Step, Task } from './state.js';
import { factionLeft, laneValue, locate, opponents, order, playerOf, powerIn, putInLane, withLane, withPlayer } from './state.js';
import type { Amount, Effect, Lane } from './types.js';
import { LANES } from './types.js';
import { discardFromPlay, drawBasic, drawFaction, recoverCard, returnToHand } from './zones.js';

/** What resolving (part of) a task did: tasks to put at the front of the queue, and a question, if any. */
export type Out = { readonly s: CFState; readonly then: readonly Task[]; readonly ask: Ask | null };

const done = (s: CFState, then: readonly Task[] = []): Out => ({ s, then, ask: null });
const sub = (t: Task, effects: readonly Effect[]): Task[] => effects.map((effect) => ({ ...t, effect, needsSource: false }));
const again = (t: Task, effect: Step, target: Seat | null = t.target): Task => ({ ...t, effect, target, needsSource: false });

export const sourceLane = (s: CFState, t: Task): Lane | null => {
  if (t.source === null) return null;
  const at = locate(playerOf(s, t.seat), t.source);
  return at && !at.card.down ? at.lane : null;
};

export function amountOf(s: CFState, t: Task, a: Amount): number {
  if (typeof a === 'number') return a;
  const p = playerOf(s, t.seat);
  if (a.per.kind === 'cardsInLane') {
    const lane = a.per.lane === 'this' ? sourceLane(s, t) : a.per.lane;
    return lane ? a.times * p.lanes[lane].cards.filter((c) => !c.down).length : 0;
  }
  const type = a.per.type;
  let n = 0;
  for (const lane of LANES) for (const c of p.lanes[lane].cards) if (!c.down && c.id !== t.source && cardOf(c.id)?.types.includes(type)) n++;
  return a.times * n;
}

/** Opponents' face-up cards an effect can target. */
function cardTargets(s: CFState, seat: Seat, lane: Lane | null, maxPower: number | null, disabling: boolean): Choice[] {
  const out: Choice[] = [];
  for (const o of opponents(s, seat)) {
    for (const l of LANES) {
      if (lane !== null && l !== lane) continue;
      for (const c of playerOf(s, o).lanes[l].cards) {
        if (c.down || (disabling && c.disabled) || (maxPower !== null && powerIn(c.id, l) > maxPower)) continue;
        out.push({ kind: 'card', seat: o, lane: l, card: c.id });
      }
    }
  }
  return out;
}

function drawOptions(s: CFState, seat: Seat, e: Extract<Effect, { kind: 'draw' }>): Choice[] {
  const p = playerOf(s, seat);
  const out: Choice[] = [];
  if (factionLeft(p) > 0) out.push({ kind: 'draw', deck: 'faction' });
  if (p.basic.length > 0) out.push({ kind: 'draw', deck: 'basic' });
  if (e.fromDiscard) out.push(...distinct(p.discard).map((card): Choice => ({ kind: 'recover', card })));
  if (e.upTo && out.length > 0) out.push({ kind: 'stop' });
  return out;
}

/** One instance per card name (copies are interchangeable in a public pile). */
function distinct(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const name = cardOf(id)?.id ?? id;
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

function tokenOptions(s: CFState, t: Task, e: Extract<Effect, { kind: 'moveCorruption' }>): Choice[] {
  const p = playerOf(s, t.seat);
  const from = LANES.filter((l) => p.lanes[l].corruption > 0);
  const out: Choice[] = [];
  if (e.to === 'own') {
    for (const f of from) for (const to of LANES) if (to !== f) out.push({ kind: 'token', from: f, seat: t.seat, to });
  } else {
    const alive = opponents(s, t.seat);
    const targets = e.to === 'opponent' && t.target !== null ? alive.filter((x) => x === t.target) : alive;
    for (const f of from) for (const seat of targets) for (const to of LANES) out.push({ kind: 'token', from: f, seat, to });
  }
  return out.length > 0 ? [...out, { kind: 'stop' }] : out;
}

const laneOptions = (): Choice[] => LANES.map((lane) => ({ kind: 'lane', lane }));

/** Whether the first part of a "may" effect can happen. */
function possible(s: CFState, t: Task, e: Effect | undefined): boolean {
  if (!e) return false;
  const p = playerOf(s, t.seat);
  switch (e.kind) {
    case 'discardSelf': return sourceLane(s, t) !== null;
    case 'damage': return e.target === 'self' || opponents(s, t.seat).length > 0;
    case 'weaken': return opponents(s, t.seat).length > 0;
    case 'disable': return cardTargets(s, t.seat, e.lane, e.maxPower, true).length > 0;
    case 'destroy': return cardTargets(s, t.seat, null, e.maxPower, false).length > 0;
    case 'draw': return drawOptions(s, t.seat, e).some((o) => o.kind !== 'stop');
    case 'discardFromLane': return p.lanes[e.lane].cards.some((c) => !c.down && c.id !== t.source);
    case 'moveCorruption': return LANES.some((l) => p.lanes[l].corruption > 0);
    case 'putBasic': return p.basic.length > 0;
    case 'recover': return p.discard.length > 0;
    default: return true;
  }
}

/** Ask the task's controller (or resolve a forced choice at once). */
function ask(s: CFState, t: Task, prompt: string, options: readonly Choice[]): Out {
  const [only] = options;
  if (!only) return done(s);
  if (options.length === 1) return choose(s, t, only);
  return { s, then: [t], ask: { kind: 'choose', seat: t.seat, for: 'task', prompt, options } };
}

const gain = (s: CFState, seat: Seat, what: 'hp' | 'crystals' | 'shield' | 'techLimit', n: number): CFState =>
  withPlayer(s, seat, (p) => ({ ...p, [what]: p[what] + n }));

const addTokens = (s: CFState, seat: Seat, lane: Lane, kind: 'boost' | 'corruption', n: number): CFState =>
  n === 0 ? s : withPlayer(s, seat, (p) => withLane(p, lane, (l) => ({ ...l, [kind]: Math.max(0, l[kind] + n) })));

/** Starts the front task (already taken off the queue). */
export function start(s: CFState, t: Task): Out {
  const e = t.effect;
  const seat = t.seat;
  const p = playerOf(s, seat);
  switch (e.kind) {
    case 'gainHp': return done(gain(s, seat, 'hp', e.amount));
    case 'gainCrystals': return done(gain(s, seat, 'crystals', amountOf(s, t, e.amount)));
    case 'preventDamage': return done(gain(s, seat, 'shield', e.amount));
    case 'extraTech': return done(gain(s, seat, 'techLimit', e.amount));
    case 'discount':
      return done(withPlayer(s, seat, (q) => ({ ...q, discount: { cost: q.discount.cost + e.cost, tech: q.discount.tech + e.tech } })));
    case 'damage':
      if (e.target === 'self') return done(hurtAll(s, [{ seat, amount: e.amount }]));
      if (e.target === 'each-opponent') return done(hurtAll(s, opponents(s, seat).map((x) => ({ seat: x, amount: e.amount }))));
      return ask(s, t, `Deal ${e.amount} damage to`, opponents(s, seat).map((x): Choice => ({ kind: 'player', seat: x })));
    case 'weaken':
      return ask(s, t, `Lower the Attack by ${e.amount} this turn of`, opponents(s, seat).map((x): Choice => ({ kind: 'player', seat: x })));
    case 'draw':
      return e.count <= 0 ? done(s) : ask(s, t, 'Draw from', drawOptions(s, seat, e));
    case 'swarm': {
      const lane = sourceLane(s, t);
      return done(lane ? addTokens(s, seat, lane, 'boost', amountOf(s, t, { per: { kind: 'othersOfType', type: 'drone' }, times: e.amount })) : s);
    }
    case 'boost': {
      const n = amountOf(s, t, e.amount);
      if (e.lane === 'choose') return ask(s, t, `Put ${n} Boost on`, laneOptions());
      const lane = e.lane === 'this' ? sourceLane(s, t) : e.lane;
      return done(lane ? addTokens(s, seat, lane, 'boost', n) : s);
    }
    case 'corrupt': return ask(s, t, `Put ${e.amount} corruption on your`, laneOptions());
    case 'moveCorruption':
      // "Any number": each token you hold now moves at most once.
      if (e.count === null) return done(s, [again(t, { ...e, count: LANES.reduce((n, l) => n + p.lanes[l].corruption, 0) })]);
      return e.count <= 0 ? done(s) : ask(s, t, 'Move a corruption token', tokenOptions(s, t, e));
    case 'disable': return ask(s, t, 'Disable', cardTargets(s, seat, e.lane, e.maxPower, true));
    case 'destroy': return ask(s, t, 'Destroy', cardTargets(s, seat, null, e.maxPower, false));
    case 'putBasic':
      return e.count <= 0 || p.basic.length === 0 ? done(s) : ask(s, t, `Put a Trooper${e.faceDown ? ' face down' : ''} into`, laneOptions());
    case 'recover':
      return e.count <= 0 || p.discard.length === 0
        ? done(s)
        : ask(s, t, 'Take back from your discard pile', [...distinct(p.discard).map((card): Choice => ({ kind: 'recover', card })), { kind: 'stop' }]);
    case 'discardFromLane': {
      if (e.max <= 0) return done(s);
      const mine = p.lanes[e.lane].cards.filter((c) => !c.down && c.id !== t.source).map((c): Choice => ({ kind: 'card', seat, lane: e.lane, card: c.id }));
      return mine.length === 0 ? done(s) : ask(s, t, `Discard from your ${e.lane} lane`, [...mine, { kind: 'stop' }]);
    }
    case 'discardSelf': return done(t.source && sourceLane(s, t) ? discardFromPlay(s, seat, t.source) : s);
    case 'upkeep': {
      if (!t.source || !sourceLane(s, t)) return done(s);
      const keep: Choice[] = p.crystals >= e.crystals ? [{ kind: 'pay' }] : [];
      return ask(s, t, `Pay ${e.crystals} crystals to keep it, or it returns to your hand`, [...keep, { kind: 'return' }]);
    }
    case 'quake':
      return done(s, [
        ...order(s).map((x) => ({ ...again(t, { kind: 'brace', amount: e.amount }), seat: x })),
        again(t, { kind: 'tremor', amount: e.amount }),
      ]);
    case 'brace': {
      const most = Math.min(e.amount, p.crystals);
      return ask(s, t, `Pay crystals to prevent quake damage (1 each)`, Array.from({ length: most + 1 }, (_, k): Choice => ({ kind: 'brace', crystals: k })));
    }
    case 'tremor': {
      const hits = order(s).map((x) => ({ seat: x, amount: Math.max(0, e.amount - playerOf(s, x).brace) }));
      const reset: CFState = { ...s, players: s.players.map((q) => ({ ...q, brace: 0 })) };
      return done(hurtAll(reset, hits));
    }
    case 'optional':
      return possible(s, t, e.effects[0]) ? ask(s, t, 'Use this ability?', [{ kind: 'yes' }, { kind: 'no' }]) : done(s);
    case 'ifStealth': return done(s, sub(t, t.stealth ? e.then : e.otherwise));
    case 'byLane': {
      const lane = sourceLane(s, t);
      return done(s, lane ? sub(t, e[lane]) : []);
    }
  }
}

/**
 * Applies the controller's choice (one of the options offered) to the front task. A choice of
 * the wrong shape for the effect (which the options never contain) changes nothing.
 */
export function choose(s: CFState, t: Task, c: Choice): Out {
  const e = t.effect;
  const seat = t.seat;
  if (c.kind === 'stop' || c.kind === 'no') return done(s);
  switch (e.kind) {
    case 'damage': return c.kind === 'player' ? done(hurtAll(s, [{ seat: c.seat, amount: e.amount }])) : done(s);
    case 'weaken': return c.kind === 'player' ? done(withPlayer(s, c.seat, (p) => ({ ...p, attackMod: p.attackMod - e.amount }))) : done(s);
    case 'draw': {
      const rest = [again(t, { ...e, count: e.count - 1 })];
      if (c.kind === 'recover') return done(recoverCard(s, seat, c.card), rest);
      if (c.kind === 'draw' && c.deck === 'basic') return done(drawBasic(s, seat), rest);
      const r = drawFaction(s, seat, 'effect');
      return { s: r.s, then: rest, ask: r.ask };
    }
    case 'boost': return c.kind === 'lane' ? done(addTokens(s, seat, c.lane, 'boost', amountOf(s, t, e.amount))) : done(s);
    case 'corrupt': return c.kind === 'lane' ? done(addTokens(s, seat, c.lane, 'corruption', e.amount)) : done(s);
    case 'moveCorruption': {
      if (c.kind !== 'token') return done(s);
      const moved = addTokens(addTokens(s, seat, c.from, 'corruption', -1), c.seat, c.to, 'corruption', 1);
      const target = e.to === 'opponent' ? c.seat : t.target;
      return done(moved, [again(t, { ...e, count: e.count === null ? null : e.count - 1 }, target)]);
    }
    case 'disable':
      if (c.kind !== 'card') return done(s);
      return done(withPlayer(s, c.seat, (p) =>
        withLane(p, c.lane, (l) => ({ ...l, cards: l.cards.map((x) => (x.id === c.card ? { ...x, disabled: true } : x)) }))));
    case 'destroy': return c.kind === 'card' ? done(discardFromPlay(s, c.seat, c.card)) : done(s);
    case 'putBasic': {
      const top = playerOf(s, seat).basic[0];
      if (top === undefined || c.kind !== 'lane') return done(s);
      const taken = withPlayer(s, seat, (p) => ({ ...p, basic: p.basic.slice(1) }));
      const placed = putInLane(taken, seat, c.lane, { id: top, down: e.faceDown, slot: null, disabled: false, played: false, stealth: false });
      return done(placed, [again(t, { ...e, count: e.count - 1 })]);
    }
    case 'recover': return c.kind === 'recover' ? done(recoverCard(s, seat, c.card), [again(t, { ...e, count: e.count - 1 })]) : done(s);
    case 'discardFromLane':
      if (c.kind !== 'card') return done(s);
      return done(discardFromPlay(s, seat, c.card), [...sub(t, e.each), again(t, { ...e, max: e.max - 1 })]);
    case 'upkeep':
      if (c.kind === 'pay') return done(gain(s, seat, 'crystals', -e.crystals));
      return done(t.source ? returnToHand(s, seat, t.source) : s);
    case 'brace': {
      const k = c.kind === 'brace' ? c.crystals : 0;
      return done(withPlayer(s, seat, (p) => ({ ...p, crystals: p.crystals - k, brace: k })));
    }
    case 'optional': return done(s, sub(t, e.effects));
    default: return done(s);
  }
}

/** Tasks for one ability of a card. */
export function abilityTasks(seat: Seat, source: string, stealth: boolean, effects: readonly Effect[], needsSource: boolean): Task[] {
  return effects.map((effect) => ({ seat, source, stealth, needsSource, target: null, effect }));
}

/** Mining power a seat would gain now (for bots and the log). */
export const miningPower = (s: CFState, seat: Seat): number => laneValue(playerOf(s, seat), 'mining');
