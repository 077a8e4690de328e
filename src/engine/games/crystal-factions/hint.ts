/** Crystal Factions' words for a hint: the button's label, and why in lane values (Attack against the best opponent's, Mining, Tech). */
import type { HintWords } from '../../hint.js';
import type { Json, Seat } from '../../game.js';
import { cardOf } from './cards/index.js';
import { moveLabel } from './labels.js';
import { parseMove } from './moves.js';
import { type CFState, laneValue, opponents, playerOf } from './state.js';
import { LANE_NAMES } from './types.js';

function why(s: CFState, seat: Seat, move: Json, known: Readonly<Record<string, string>>): string | null {
  const m = parseMove(move);
  if (!m) return null;
  const me = playerOf(s, seat);
  const theirs = Math.max(0, ...opponents(s, seat).map((o) => laneValue(playerOf(s, o), 'attack')));
  if (m.kind === 'play' || (m.kind === 'stealth' && known[m.handle])) {
    const id = m.kind === 'play' ? m.card : known[m.handle] ?? '';
    const c = cardOf(id);
    if (!c) return null;
    const adds = c.power[m.lane] ?? 0;
    const lane = `${LANE_NAMES[m.lane]} lane`;
    const attack = m.lane === 'attack' ? ` (your Attack ${laneValue(me, 'attack') + adds} against ${theirs})` : '';
    return adds > 0 ? `${c.name} adds ${adds} to your ${lane}${attack}` : `It puts ${c.name} to work in your ${lane}`;
  }
  if (m.kind === 'end') return `No play left improves your position: your Attack is ${laneValue(me, 'attack')} against ${theirs}, your Mining ${laneValue(me, 'mining')}`;
  return null;
}

export const crystalFactionsHintWords: HintWords = {
  label: (s, _seat, k, move) => moveLabel(s as CFState, move, k.cards),
  why: (s, seat, k, move) => why(s as CFState, seat, move, k.cards),
};
