/** Every player's Arackuan headline number for the match head and the standings: points as the battlefield stands. */
import { scoreOf } from '../../../engine/games/arackuan/score.js';
import type { ArkState } from '../../../engine/games/arackuan/state.js';
import type { Headline } from '../types.js';

/** Points now (the final score once the game is over), with the cards on the battlefield, and who starts the round (the match head keeps it in view). */
export function arackuanHeadline(s: ArkState): Headline[] {
  return [0, 1].map((seat) => {
    const sc = s.result?.scores[seat] ?? scoreOf(s, seat);
    // Short enough for a phone's match head: "Alice Points 62 · 11 in play · starts".
    const starts = !s.result && s.round > 0 && s.starter === seat ? ' · starts' : '';
    return { seat, label: 'Points', value: sc.points, detail: `${sc.cards} in play${starts}` };
  });
}
