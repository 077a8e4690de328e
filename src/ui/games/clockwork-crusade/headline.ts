/** Every player's Clockwork Crusade headline for the match head and the standings: territories held, and resources. */
import type { CcState } from '../../../engine/games/clockwork-crusade/types.js';
import type { Headline } from '../types.js';
import { territoriesOf } from './facts.js';

export function ccHeadline(s: CcState): Headline[] {
  return s.players.map((p, seat) => ({
    seat,
    label: 'Territories',
    value: territoriesOf(s, seat),
    detail: p.eliminated ? 'out' : `${p.resources} res.`,
  }));
}
