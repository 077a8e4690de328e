/**
 * How an Arackuan match ended, in one plain sentence from the final public state (the score after
 * round 9 and the tie-break that decided). Names, never seats. Loaded when a match ends.
 */
import { scoreOf } from '../../../engine/games/arackuan/score.js';
import type { ArkState, Score } from '../../../engine/games/arackuan/state.js';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "Alice won 34 – 27 after 9 rounds.", with the tie-break when points were level; null while playing. */
export function arackuanEnding(s: ArkState, names: readonly string[]): string | null {
  const r = s.result;
  if (!r) return null;
  const name = (seat: number): string => names[seat] ?? `Player ${seat + 1}`;
  const [a, b] = [0, 1].map((seat) => r.scores[seat] ?? scoreOf(s, seat)) as [Score, Score];
  if (r.winners.length !== 1) {
    return `Draw after 9 rounds: ${a.points} – ${b.points} in points, the same number of cards on the battlefield (${a.cards}) and of creatures in the discard pile (${a.fallen}).`;
  }
  const w = r.winners[0] as number;
  const l = w === 0 ? 1 : 0;
  const [ws, ls] = w === 0 ? [a, b] : [b, a];
  if (ws.points !== ls.points) return `${name(w)} won ${ws.points} – ${ls.points} after 9 rounds.`;
  if (ws.cards !== ls.cards) {
    return `${name(w)} won: ${ws.points} – ${ls.points} in points, and ${name(w)} held more cards on the battlefield (${ws.cards} to ${ls.cards}).`;
  }
  return `${name(w)} won: ${ws.points} – ${ls.points} in points with ${plural(ws.cards, 'card', 'cards')} each on the battlefield, and fewer creatures in the discard pile (${ws.fallen} to ${name(l)}'s ${ls.fallen}).`;
}
