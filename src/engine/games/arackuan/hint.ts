/** Arackuan's words for a hint: the card to place named (it is your own), and why in points on the battlefield. */
import type { HintWords } from '../../hint.js';
import type { Json, Knowledge, Seat } from '../../game.js';
import { applyActivation } from './activate.js';
import { cardOf } from './cards-api.js';
import { advance } from './flow.js';
import { where } from './labels.js';
import { parseMove } from './moves.js';
import { scoreOf } from './score.js';
import { type ArkState, other } from './state.js';

function label(k: Knowledge, move: Json): string | null {
  const m = parseMove(move);
  if (m?.kind !== 'place') return null;
  const name = cardOf(k.cards[m.handle] ?? '')?.name ?? 'a card';
  return `Place ${name} face down at ${where(m.at)}`;
}

function why(s: ArkState, seat: Seat, k: Knowledge, move: Json): string | null {
  const m = parseMove(move);
  if (!m) return null;
  if (m.kind === 'place') {
    const c = cardOf(k.cards[m.handle] ?? '');
    if (!c) return null;
    const stats = [`value ${c.value}`, ...(c.attack === null ? [] : [`attack ${c.attack}`]), ...(c.defence === null ? [] : [`defence ${c.defence}`])].join(', ');
    return `${c.name} is the strongest card in your hand to place (${stats}), and this square serves it best`;
  }
  if (m.kind === 'deck') return 'Every deck can win: this is simply the one the computer player would take';
  if (m.kind === 'end') return 'Nothing else you can do now improves your position';
  if (m.kind === 'attack' || m.kind === 'move' || m.kind === 'action') {
    const r = applyActivation(s, seat, m, null);
    const next = r.ok ? advance(r.value.state) : null;
    if (!next?.ok) return null;
    const [a, b] = [scoreOf(s, seat).points, scoreOf(next.value, seat).points];
    const [c, d] = [scoreOf(s, other(seat)).points, scoreOf(next.value, other(seat)).points];
    if (a === b && c === d) return m.kind === 'move' ? 'It brings the card next to an enemy card, to attack from there' : null;
    const mine = a === b ? '' : `your points go from ${a} to ${b}`;
    const theirs = c === d ? '' : `your opponent's points go from ${c} to ${d}`;
    return [mine, theirs].filter(Boolean).join(', ');
  }
  return null;
}

export const arackuanHintWords: HintWords = {
  label: (_s, _seat, k, move) => label(k, move),
  why: (s, seat, k, move) => why(s as ArkState, seat, k, move),
};
