/**
 * Bots. Both choose only among the legal values the engine lists, and see only public state
 * plus their own knowledge (the cards behind their own handles).
 * - `randomBot` (engine): uniform over the legal values.
 * - `heuristicBot`: one-step lookahead. For each play or public choice it applies the move to
 *   a copy of the public state with the real rules and scores the result (Attack lead, Mining,
 *   Tech, hitpoints, crystals, hand); it ends its turn when no play improves the score. The
 *   opening, the start-of-turn draw and quake payments use short fixed rules.
 */
import { ByteStream, uniformInt } from '../../../crypto/stream.js';
import { head, pop } from '../../flow/index.js';
import { type Bot, type BotView, bestBy } from '../../bots.js';
import type { Json, Seat } from '../../game.js';
import { cardOf } from './cards/index.js';
import { applyDeploy } from './deploy.js';
import { choose } from './effects.js';
import { advance, land } from './flow.js';
import { same } from './legal.js';
import { type CFMove, isDeploy, parseMove } from './moves.js';
import type { CFState } from './state.js';
import { isHandle, laneValue, opponents, playerOf } from './state.js';
import { LANES, WIN_CRYSTALS } from './types.js';

export { randomBot } from '../../bots.js';

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

/** The state once everything without input has run (null if the rules loop). */
const settled = (s: CFState): CFState | null => { const r = advance(s); return r.ok ? r.value : null; };

/** The state after the seat's move at the current question, by the real rules (null if refused). */
function after(s: CFState, seat: Seat, v: CFMove): CFState | null {
  const a = s.ask;
  if (!a) return null;
  if (a.kind === 'deploy') {
    const r = isDeploy(v) ? applyDeploy(s, seat, v) : null;
    return r && r.ok ? settled(r.value.state) : null;
  }
  const t = head(s.tasks);
  const c = a.kind === 'choose' && a.for === 'task' ? a.options.find((o) => same(o, v)) : undefined;
  return t && c ? settled(land(choose({ ...s, ask: null, tasks: pop(s.tasks) }, t, c))) : null;
}

/** What the lookahead cannot see: a face-down card's stronger End of Turn ability. */
const STEALTH_BONUS = 3;

function bestByLookahead(s: CFState, seat: Seat, options: readonly CFMove[]): { v: CFMove; score: number } | null {
  const best = bestBy(options, (v) => {
    const next = after(s, seat, v);
    return next ? evaluate(next, seat) + (v.kind === 'stealth' ? STEALTH_BONUS : 0) : null;
  });
  return best ? { v: best.move, score: best.score } : null;
}

function fixedRule(s: CFState, seat: Seat, legal: readonly CFMove[], k: Readonly<Record<string, string>>): CFMove | null {
  const me = playerOf(s, seat);
  const of = (kind: CFMove['kind']) => legal.filter((v) => v.kind === kind);
  const kinds = new Set(legal.map((v) => v.kind));
  if (kinds.has('bottom')) {
    const heavy = legal.find((v) => {
      const c = v.kind === 'bottom' ? cardOf(k[v.handle] ?? '') : undefined;
      return c !== undefined && (c.tech >= 5 || c.cost >= 9);
    });
    return heavy ?? { kind: 'keep' };
  }
  if (kinds.has('brace')) {
    const most = of('brace').length - 1;
    const amount = s.tasks[0]?.effect.kind === 'brace' ? s.tasks[0].effect.amount : most;
    const need = Math.max(0, amount - (me.hp - 5));
    return legal.find((v) => v.kind === 'brace' && v.crystals === Math.min(most, need)) ?? null;
  }
  if (s.ask?.kind === 'choose' && s.ask.for !== 'task') {
    const [cleanse] = of('cleanse');
    if (cleanse && me.crystals >= 7) return cleanse;
    if (kinds.has('keep') && me.hand.length >= 6) return { kind: 'keep' };
    const hidden = me.hand.filter(isHandle).length;
    const cheap = me.hand.some((h) => (cardOf(isHandle(h) ? k[h] ?? '' : h)?.tech ?? 9) <= laneValue(me, 'tech'));
    const deck = !cheap || (hidden >= 5 && s.ask.for === 'turn') ? 'basic' : 'faction';
    return legal.find((v) => v.kind === 'draw' && v.deck === deck) ?? of('draw')[0] ?? null;
  }
  return null;
}

function pick(s: CFState, seat: Seat, legal: readonly CFMove[], k: Readonly<Record<string, string>>): CFMove | null {
  const rule = fixedRule(s, seat, legal, k);
  if (rule) return rule;
  if (s.ask?.kind === 'deploy') {
    const plays = legal.filter((v) => v.kind !== 'end');
    const best = bestByLookahead(s, seat, plays);
    return best && best.score > evaluate(s, seat) + 0.2 ? best.v : { kind: 'end' };
  }
  return bestByLookahead(s, seat, legal)?.v ?? null;
}

/** The heuristic bot; `seed` only breaks the (unexpected) case of a choice it cannot score. */
export function heuristicBot(seed: Uint8Array): Bot {
  const stream = new ByteStream(seed);
  return (view: BotView): Json => {
    if (view.legal.length <= 1) return view.legal[0] ?? null;
    const legal = view.legal.flatMap((v) => parseMove(v) ?? []);
    const s = view.state as CFState;
    const seat = view.knowledge.seat;
    const own: Record<string, string> = {};
    for (const h of playerOf(s, seat).hand) {
      const card = isHandle(h) ? view.knowledge.cards[h] : undefined;
      if (card) own[h] = card;
    }
    const choice = pick(s, seat, legal, own);
    const found = choice ? legal.find((v) => same(v, choice)) : undefined;
    return found ?? legal[uniformInt(stream, legal.length)] ?? null;
  };
}
