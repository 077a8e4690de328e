/**
 * Bots. Both choose only among the legal values the engine lists and see only public state plus
 * their own knowledge.
 * - `randomBot` (engine): uniform over the legal values.
 * - `heuristicBot`: one-step lookahead with the real rules. Activation: every listed attack,
 *   move and Action is applied to a copy of the state and scored (`evaluate`: the running score
 *   difference, plus what each side's active cards threaten); it ends its turn when nothing beats
 *   ending it. Placement: each placement is scored as if the card were already face up there (the
 *   bot knows its own card). Deck: a faction drawn from its seed; first round: itself; mulligan:
 *   puts back global spells and cards it cannot use early when it holds more than three of them.
 */
import { ByteStream, uniformInt } from '../../../crypto/stream.js';
import { canonicalEqual } from '../../../crypto/canonical.js';
import { type Bot, type BotView, bestBy } from '../../bots.js';
import type { Json, Knowledge, Seat } from '../../game.js';
import { isSquare, neighbours } from './board.js';
import { attackValue, defenceValue, inRange, reachReason } from './attack.js';
import { cardOf } from './cards-api.js';
import { advance } from './flow.js';
import { applyActivation } from './activate.js';
import { type ArkMove, parseMove } from './moves.js';
import { profiles } from './profile.js';
import { scoreOf } from './score.js';
import type { ArkState } from './state.js';
import { other, playerOf } from './state.js';

export { randomBot } from '../../bots.js';

/** What each side's active cards could defeat alone now: the sum of the best value each threatens. */
function threat(s: ArkState, seat: Seat): number {
  const all = [...profiles(s).values()];
  let n = 0;
  for (const a of all) {
    if (a.control !== seat || !a.active || a.attack === null || !isSquare(a.at)) continue;
    let best = 0;
    for (const t of all) {
      if (t.control === seat || t.kind === 'spell' || !inRange(a, t) || reachReason(s, a, t, false) !== null) continue;
      if (attackValue(s, a, t) > defenceValue(s, t, [a])) best = Math.max(best, t.printed.value);
    }
    n += best;
  }
  return n;
}

/** How good the public state is for `seat` (higher is better). */
export function evaluate(s: ArkState, seat: Seat): number {
  if (s.result) return s.result.winners.length === 1 ? (s.result.winners[0] === seat ? 1000 : -1000) : 0;
  const me = scoreOf(s, seat);
  const them = scoreOf(s, other(seat));
  let v = me.points - them.points + 0.2 * (me.cards - them.cards);
  // Threats weigh more for the side that acts next in this round.
  const a = s.ask;
  const toAct = a?.kind === 'activate' ? a.seat : null;
  v += (toAct === seat ? 0.5 : 0.35) * threat(s, seat) - (toAct === other(seat) ? 0.5 : 0.35) * threat(s, other(seat));
  return v;
}

function afterActivation(s: ArkState, seat: Seat, m: ArkMove): ArkState | null {
  const r = applyActivation(s, seat, m, null);
  if (!r.ok) return null;
  const n = advance(r.value.state);
  return n.ok ? n.value : null;
}

/** The state as if the hand card were face up at its place (the bot knows its own card). */
function asIfPlaced(s: ArkState, seat: Seat, handle: string, at: string, card: string): ArkState {
  const piece = { key: s.keys, id: card, owner: seat, control: seat, at, down: false, slot: null, active: true, round: s.round, moved: false, used: 0, tokens: 0, kept: [] };
  return { ...s, board: [...s.board, piece], keys: s.keys + 1, players: s.players.map((p, i) => (i === seat ? { ...p, hand: p.hand.filter((h) => h !== handle) } : p)) };
}

function pick(s: ArkState, seat: Seat, legal: readonly ArkMove[], k: Knowledge, stream: ByteStream): ArkMove | null {
  const a = s.ask;
  if (!a) return null;
  switch (a.kind) {
    case 'deck': return legal[uniformInt(stream, legal.length)] ?? null;
    case 'first': return legal.find((m) => m.kind === 'first' && m.seat === seat) ?? null;
    case 'mulligan': {
      const hand = playerOf(s, seat).hand;
      const weak = hand.filter((h) => { const c = cardOf(k.cards[h] ?? ''); return !c || c.kind === 'spell'; }).sort();
      const back = weak.length > 3 ? weak : [];
      return legal.find((m) => m.kind === 'mulligan' && canonicalEqual(m.handles as Json, back as Json)) ?? legal.find((m) => m.kind === 'mulligan' && m.handles.length === 0) ?? null;
    }
    case 'place': {
      // The card first (the strongest creature or land; spells when nothing else), then its best place.
      const worth = (h: string): number => {
        const c = cardOf(k.cards[h] ?? '');
        if (!c) return -99;
        return c.kind === 'spell' ? -10 + c.value * 0.1 : c.value + (c.attack ?? 0) + (c.defence ?? 0);
      };
      const handles = [...new Set(legal.flatMap((m) => (m.kind === 'place' ? [m.handle] : [])))];
      const chosen = bestBy(handles, worth)?.move;
      const best = bestBy(legal.filter((m) => m.kind === 'place' && m.handle === chosen), (m) => {
        if (m.kind !== 'place') return null;
        const card = k.cards[m.handle];
        return card ? evaluate(asIfPlaced(s, seat, m.handle, m.at, card), seat) : null;
      });
      return best?.move ?? legal[0] ?? null;
    }
    case 'activate': {
      const base = evaluate(s, seat);
      // Moves are worth trying only where they end next to an enemy card (to attack from there).
      const nearFoe = (to: string) => neighbours(to).some((n) => s.board.some((p) => p.at === n && p.control !== seat));
      const tried = legal.filter((m) => m.kind !== 'end' && (m.kind !== 'move' || nearFoe(m.to)));
      const best = bestBy(tried, (m) => {
        const next = afterActivation(s, seat, m);
        return next ? evaluate(next, seat) : null;
      });
      return best && best.score > base + 0.05 ? best.move : { kind: 'end' };
    }
    default: return null;
  }
}

/** The heuristic bot; `seed` picks its faction and breaks the case of a choice it cannot score. */
export function heuristicBot(seed: Uint8Array): Bot {
  const stream = new ByteStream(seed);
  return (view: BotView): Json => {
    if (view.legal.length <= 1) return view.legal[0] ?? null;
    const legal = view.legal.flatMap((v) => parseMove(v) ?? []);
    const s = view.state as ArkState;
    const choice = pick(s, view.knowledge.seat, legal, view.knowledge, stream);
    const found = choice ? legal.find((v) => canonicalEqual(v as Json, choice as Json)) : undefined;
    return (found ?? legal[uniformInt(stream, legal.length)] ?? null) as Json;
  };
}
