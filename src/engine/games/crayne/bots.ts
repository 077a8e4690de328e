/**
 * Crayne bots. `randomBot` (src/engine/bots.ts) picks uniformly among the legal values; the
 * heuristic bot scores each legal value and picks the best (ties: the first listed). Both
 * choose only among what `legal` lists, so they never judge legality themselves.
 */
import { type Bot, type BotView, bestBy, randomBot } from '../../bots.js';
import type { Json, Seat } from '../../game.js';
import { lordCombatant } from './attack-phase.js';
import { automatonCombatants } from './automated-opponent.js';
import { type CrayneMove, parseMove } from './moves.js';
import { opponentOn, opponentsOf } from './options.js';
import { type CrayneState, type Lord, type PlayedEntry, cardOf, lordOf } from './state.js';
import { totalsOf } from './totals.js';
import type { Action, Card, OptionEffect } from './types.js';

const W = { attack: 1, defence: 0.8, revenue: 0.75, stronghold: 0.6 };

const optionPower = (effects: readonly OptionEffect[]): number =>
  effects.reduce((n, e) => {
    if (e.kind === 'modify') return n + e.amount * W[e.stat];
    if (e.kind === 'becomeStronghold') return n + e.value * W.stronghold;
    if (e.kind === 'bonusVsStronghold') return n + e.amount * 0.3;
    if (e.kind === 'ignoreStrongholds') return n + 0.5;
    return n + 0.5;
  }, 0);

function actionPower(a: Action): number {
  switch (a.kind) {
    case 'gainInfluence': return a.amount * 0.4;
    case 'draw': return a.count * 1.2;
    case 'discard': return -a.count * 0.4;
    case 'reduceHand': return 1;
    case 'sacrificeFromMarket': return 0.2;
    case 'sacrifice': return a.ifDone.length ? 1.2 : 0.5;
    case 'sacrificeAuxiliaryTop': return 0;
    case 'buyFromPit': return 0.8;
  }
}

/** A static estimate of what a card adds to a deck. */
export function cardPower(c: Card): number {
  let p = c.attack * W.attack + c.defence * W.defence + c.revenue * W.revenue + (c.stronghold ?? 0) * W.stronghold;
  for (const e of c.effects) {
    if (e.kind === 'choice') p += Math.max(...e.options.map((o) => optionPower(o.effects)));
    else if (e.kind === 'teeth' || e.kind === 'trigger') p += e.actions.reduce((n, a) => n + actionPower(a), 0);
    else if (e.kind === 'if') p += optionPower(e.then.flatMap((t): OptionEffect[] => (t.kind === 'if' ? [] : [t]))) * 0.5;
    else if (e.kind === 'bonusVsStronghold') p += e.amount * 0.3;
    else if (e.kind === 'ignoreStrongholds') p += 0.6;
    else if (e.kind === 'playOnlyIf') p -= 0.5;
  }
  return p;
}

const entry = (card: string): PlayedEntry => ({ card, fresh: true, choice: null, sacrificed: false, facing: null, gifted: false });

/** What playing this card now adds, with this round's synergies. */
function playScore(l: Lord, card: string): number {
  const before = totalsOf(l);
  const after = totalsOf({ ...l, played: [...l.played, entry(card)] });
  const c = cardOf(card);
  let p = (after.attack - before.attack) * W.attack + (after.defence - before.defence) * W.defence + (after.revenue - before.revenue) * W.revenue;
  p += (c.stronghold ?? 0) * W.stronghold;
  for (const e of c.effects) {
    if (e.kind === 'choice') p += Math.max(...e.options.map((o) => optionPower(o.effects)));
    if (e.kind === 'teeth') p += e.actions.reduce((n, a) => n + actionPower(a), 0);
  }
  return p;
}

const opponentSeats = (s: CrayneState, seat: Seat): number[] => {
  const o = opponentsOf(s, seat);
  return o ? [...new Set([o.left, o.right])] : [];
};

function combatantOf(s: CrayneState, seat: number) {
  return seat < s.seats ? lordCombatant(s, seat) : automatonCombatants(s).find((c) => c.seat === seat);
}

/** Damage dealt minus damage taken this round if these were the final totals (Strongholds ignored). */
function exchange(s: CrayneState, seat: Seat, l: Lord): number {
  const mine = totalsOf(l);
  let dealt = 0;
  let incoming = 0;
  for (const o of opponentSeats(s, seat)) {
    const c = combatantOf(s, o);
    if (!c) continue;
    dealt += Math.max(0, mine.attack - c.defence);
    incoming += c.attack;
  }
  const taken = Math.max(0, incoming - mine.defence);
  const danger = l.influence <= 10 ? 1.5 : 1;
  return dealt - taken * danger + mine.revenue * 0.3;
}

function score(s: CrayneState, seat: Seat, m: CrayneMove): number {
  const l = lordOf(s, seat);
  switch (m.kind) {
    case 'play': return playScore(l, m.card);
    case 'cannot-play': return 0;
    case 'discard': return -cardPower(cardOf(m.card));
    case 'sacrifice': return 1.5 - cardPower(cardOf(m.card));
    case 'stop': return 0;
    case 'face': {
      const target = opponentOn(s, seat, m.direction);
      const c = target === null ? undefined : combatantOf(s, target);
      return (c?.attack ?? 0) + (m.direction === 'left' ? 0.01 : 0);
    }
    case 'choose': {
      const { card, option } = m;
      return exchange(s, seat, { ...l, played: l.played.map((p) => (p.card === card ? { ...p, choice: option } : p)) });
    }
    case 'gift': {
      const to = m.to < s.seats ? lordOf(s, m.to) : null;
      if (!to || to.influence > 10 || to.influence >= l.influence) return -1;
      return cardOf(m.card).defence - 2;
    }
    case 'keep': return 0;
    case 'buy': {
      const power = cardPower(cardOf(m.card));
      return power >= 2.5 ? power + cardOf(m.card).cost * 0.1 : -1;
    }
    case 'pass': return 0;
    case 'next-buyer': return m.seat < s.seats ? -lordOf(s, m.seat).influence : 0;
    case 'automaton-first': return 0;
  }
}

/** The heuristic bot: the best-scoring legal value. */
export function heuristicBot(_seed?: Uint8Array): Bot {
  return (v: BotView): Json => {
    const s = v.state as CrayneState;
    const seat = v.knowledge.seat;
    // The legal values are Crayne's own moves; reading them typed refuses nothing.
    const best = bestBy(v.legal, (x) => { const m = parseMove(x); return m === null ? null : score(s, seat, m); });
    return best?.move ?? v.legal[0] ?? null;
  };
}

/** Bot factories by name, for the scripts (`--bots heuristic,random`). */
export const CRAYNE_BOTS: Readonly<Record<string, (seed: Uint8Array) => Bot>> = {
  random: randomBot,
  heuristic: heuristicBot,
};
