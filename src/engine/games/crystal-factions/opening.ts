/**
 * The starting hand, one seat at a time from the priority holder to the left.
 *
 * v2 (default): draw 7 cards from the faction deck (private draws), then put any number of
 * them on the bottom of the faction deck, one at a time (answers naming handles: the cards stay
 * hidden), and replace them with the same number from the face-up basic deck. The bottom is an
 * ordered queue: the first card put there is the first drawn once the shuffled part runs out.
 *
 * v1 (option): draw up to 7 cards, one at a time, each from either deck, stopping at will.
 */
import { advanceCursor, current } from '../../flow/index.js';
import type { Knowledge, Seat } from '../../game.js';
import type { BottomAnswer, Choice } from './moves.js';
import type { CFState } from './state.js';
import { factionLeft, isHandle, playerOf, withPlayer } from './state.js';
import { OPENING_HAND } from './types.js';
import { drawBasic, drawFaction } from './zones.js';

/** The next thing the opening needs (sets `ask`), or moves on. */
export function openingStep(s: CFState): CFState {
  const seat = current(s.cursor);
  if (seat === undefined) return { ...s, stage: 'startRound', sub: 0 };
  const p = playerOf(s, seat);
  if (s.opening === 'v2') {
    if (p.hand.length + s.sub < OPENING_HAND && p.pile.cards.length > p.pile.drawn.length) {
      return { ...s, ask: { kind: 'draw', seat, for: 'opening' } };
    }
    return p.hand.some(isHandle) ? { ...s, ask: { kind: 'bottom', seat } } : finishV2(s, seat);
  }
  const options = v1Options(s, seat);
  return options.length > 1 ? { ...s, ask: { kind: 'choose', seat, for: 'opening', prompt: 'Draw your starting hand', options } } : next(s);
}

function v1Options(s: CFState, seat: Seat): Choice[] {
  const p = playerOf(s, seat);
  if (p.hand.length >= OPENING_HAND) return [];
  const out: Choice[] = [];
  if (factionLeft(p) > 0) out.push({ kind: 'draw', deck: 'faction' });
  if (p.basic.length > 0) out.push({ kind: 'draw', deck: 'basic' });
  return out.length > 0 ? [...out, { kind: 'keep' }] : [];
}

const next = (s: CFState): CFState => ({ ...s, cursor: advanceCursor(s.cursor), sub: 0, ask: null });

/** Replace the cards put on the bottom from the basic deck; next seat. */
function finishV2(s: CFState, seat: Seat): CFState {
  let out = s;
  for (let i = 0; i < s.sub; i++) out = drawBasic(out, seat);
  return next(out);
}

/** v1: one of the listed draw choices. */
export function applyOpeningChoice(s: CFState, seat: Seat, c: Choice): CFState {
  const cleared = { ...s, ask: null };
  if (c.kind === 'keep') return next(cleared);
  if (c.kind === 'draw' && c.deck === 'basic') return drawBasic(cleared, seat);
  const r = drawFaction(cleared, seat, 'opening');
  return { ...r.s, ask: r.ask };
}

/** v2: put a card on the bottom, or keep the rest. */
export function applyBottom(s: CFState, seat: Seat, a: BottomAnswer): CFState | string {
  if (a.kind === 'keep') return finishV2({ ...s, ask: null }, seat);
  const p = playerOf(s, seat);
  if (!isHandle(a.handle) || !p.hand.includes(a.handle)) return `${a.handle} is not a hidden card in seat ${seat}'s hand`;
  const moved = withPlayer(s, seat, (q) => ({ ...q, hand: q.hand.filter((h) => h !== a.handle), bottom: [...q.bottom, a.handle] }));
  return { ...moved, sub: s.sub + 1, ask: null };
}

/** Legal opening answers: each hidden card in hand to the bottom, or keep. */
export function bottomOptions(s: CFState, seat: Seat, _k: Knowledge): BottomAnswer[] {
  return [...playerOf(s, seat).hand.filter(isHandle).map((handle): BottomAnswer => ({ kind: 'bottom', handle })), { kind: 'keep' }];
}
