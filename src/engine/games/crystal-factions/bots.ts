/**
 * Bots. Both choose only among the legal values the engine lists, and see only public state
 * plus their own knowledge (the cards behind their own handles).
 * - `randomBot` (engine): uniform over the legal values.
 * - `heuristicBot`: one-step lookahead. For each play or public choice it applies the move to
 *   a copy of the public state with the real rules and scores the result (Attack lead, Mining,
 *   Tech, hitpoints, crystals, hand); it ends its turn when no play improves the score. The
 *   opening, the start-of-turn draw and quake payments use short fixed rules.
 */
import { canonicalText } from '../../../crypto/canonical.js';
import { ByteStream, uniformInt } from '../../../crypto/stream.js';
import type { Bot, BotView } from '../../bots.js';
import type { Json, Seat } from '../../game.js';
import { cardOf } from './cards/index.js';
import { applyDeploy } from './deploy.js';
import { choose } from './effects.js';
import { advance, land } from './flow.js';
import { parseDeploy } from './moves.js';
import type { CFState, Task } from './state.js';
import { isHandle, laneValue, opponents, playerOf } from './state.js';
import { LANES, WIN_CRYSTALS } from './types.js';

export { randomBot } from '../../bots.js';

type V = Record<string, Json> & { kind: string };

/** How good the public state is for `seat` (higher is better). */
export function evaluate(s: CFState, seat: Seat): number {
  if (s.result) return s.result.winners.includes(seat) ? 1000 / s.result.winners.length : -1000;
  const me = playerOf(s, seat);
  if (me.out) return -1000;
  const opps = opponents(s, seat).map((o) => playerOf(s, o));
  const myAtk = laneValue(me, 'attack');
  const topAtk = Math.max(...opps.map((p) => laneValue(p, 'attack')));
  const lead = Math.max(-12, Math.min(12, myAtk - topAtk));
  const oppHp = opps.reduce((n, p) => n + p.hp, 0) / opps.length;
  const mining = laneValue(me, 'mining');
  const tech = laneValue(me, 'tech');
  const corruption = LANES.reduce((n, l) => n + me.lanes[l].corruption, 0);
  let v = me.hp - oppHp + 2.4 * lead + 1.2 * mining + 0.3 * me.crystals;
  for (let t = 2; t <= tech; t++) v += t <= 2 ? 1.8 : t <= 6 ? 0.8 : 0.3;
  v += 0.4 * me.hand.length - 0.3 * corruption + 0.3 * me.shield;
  if (-lead >= me.hp) v -= 200;
  if (opps.length === 1 && lead >= oppHp) v += 100;
  if (me.crystals + mining >= WIN_CRYSTALS) v += 60;
  return v;
}

/** The state after the seat's move at the current question, by the real rules (null if refused). */
function after(s: CFState, seat: Seat, v: V): CFState | null {
  const a = s.ask;
  if (!a) return null;
  if (a.kind === 'deploy') {
    const m = parseDeploy(v as Json);
    const r = m ? applyDeploy(s, seat, m) : null;
    return r && r.ok ? advance(r.value.state) : null;
  }
  if (a.kind === 'choose' && a.for === 'task' && s.tasks.length > 0) {
    const [t, ...rest] = s.tasks as [Task, ...Task[]];
    return advance(land(choose({ ...s, ask: null, tasks: rest }, t, v as Json)));
  }
  return null;
}

/** What the lookahead cannot see: a face-down card's stronger End of Turn ability. */
const STEALTH_BONUS = 3;

function bestByLookahead(s: CFState, seat: Seat, options: readonly V[]): { v: V; score: number } | null {
  let best: { v: V; score: number } | null = null;
  for (const v of options) {
    const next = after(s, seat, v);
    if (!next) continue;
    const score = evaluate(next, seat) + (v.kind === 'stealth' ? STEALTH_BONUS : 0);
    if (!best || score > best.score) best = { v, score };
  }
  return best;
}

function fixedRule(s: CFState, seat: Seat, legal: readonly V[], k: Readonly<Record<string, string>>): V | null {
  const me = playerOf(s, seat);
  const of = (kind: string) => legal.filter((v) => v.kind === kind);
  const kinds = new Set(legal.map((v) => v.kind));
  if (kinds.has('bottom')) {
    const heavy = of('bottom').find((v) => {
      const c = cardOf(k[v.handle as string] ?? '');
      return c !== undefined && (c.tech >= 5 || c.cost >= 9);
    });
    return heavy ?? { kind: 'keep' };
  }
  if (kinds.has('brace')) {
    const most = of('brace').length - 1;
    const amount = s.tasks[0]?.effect.kind === 'brace' ? s.tasks[0].effect.amount : most;
    const need = Math.max(0, amount - (me.hp - 5));
    return of('brace').find((v) => v.crystals === Math.min(most, need)) ?? null;
  }
  if (s.ask?.kind === 'choose' && s.ask.for !== 'task') {
    const cleanse = of('cleanse');
    if (cleanse.length && me.crystals >= 7) return cleanse[0] as V;
    if (kinds.has('keep') && me.hand.length >= 6) return { kind: 'keep' };
    const hidden = me.hand.filter(isHandle).length;
    const cheap = me.hand.some((h) => (cardOf(isHandle(h) ? k[h] ?? '' : h)?.tech ?? 9) <= laneValue(me, 'tech'));
    const deck = !cheap || (hidden >= 5 && s.ask.for === 'turn') ? 'basic' : 'faction';
    return of('draw').find((v) => v.deck === deck) ?? of('draw')[0] ?? null;
  }
  return null;
}

function pick(s: CFState, seat: Seat, legal: readonly V[], k: Readonly<Record<string, string>>): V | null {
  const rule = fixedRule(s, seat, legal, k);
  if (rule) return rule;
  if (s.ask?.kind === 'deploy') {
    const plays = legal.filter((v) => v.kind !== 'end');
    const best = bestByLookahead(s, seat, plays);
    return best && best.score > evaluate(s, seat) + 0.2 ? best.v : { kind: 'end' };
  }
  return bestByLookahead(s, seat, legal)?.v ?? null;
}

const same = (a: Json, b: Json): boolean => {
  const x = canonicalText(a), y = canonicalText(b);
  return x.ok && y.ok && x.value === y.value;
};

/** The heuristic bot; `seed` only breaks the (unexpected) case of a choice it cannot score. */
export function heuristicBot(seed: Uint8Array): Bot {
  const stream = new ByteStream(seed);
  return (view: BotView): Json => {
    const legal = view.legal as readonly V[];
    if (legal.length <= 1) return (legal[0] ?? null) as Json;
    const s = view.state as CFState;
    const seat = view.knowledge.seat;
    const own: Record<string, string> = {};
    for (const h of playerOf(s, seat).hand) if (isHandle(h) && view.knowledge.cards[h]) own[h] = view.knowledge.cards[h] as string;
    const choice = pick(s, seat, legal, own);
    const found = choice ? legal.find((v) => same(v as Json, choice as Json)) : undefined;
    return (found ?? legal[uniformInt(stream, legal.length)]) as Json;
  };
}
