/** Crayne's words for a hint: the button's label, and why in the game's numbers (totals this round, a card's strength). */
import type { HintWords } from '../../hint.js';
import type { Json, Seat } from '../../game.js';
import { moveLabel } from './labels.js';
import { type CrayneMove, parseMove } from './moves.js';
import { opponentOn } from './options.js';
import { type CrayneState, cardOf, lordOf } from './state.js';
import { totalsOf } from './totals.js';

const STATS = ['attack', 'defence', 'revenue'] as const;
const STAT_NAMES = { attack: 'Attack', defence: 'Defence', revenue: 'Revenue' } as const;

/** "+3 Attack and +1 Revenue" (the nonzero ones), or ''. */
function gains(d: Readonly<Record<(typeof STATS)[number], number>>): string {
  const parts = STATS.filter((k) => d[k] !== 0).map((k) => `${d[k] > 0 ? '+' : ''}${d[k]} ${STAT_NAMES[k]}`);
  return parts.length < 2 ? parts[0] ?? '' : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

function why(s: CrayneState, seat: Seat, m: CrayneMove): string | null {
  switch (m.kind) {
    case 'play': {
      const l = lordOf(s, seat);
      const before = totalsOf(l);
      const after = totalsOf({ ...l, played: [...l.played, { card: m.card, fresh: true, choice: null, sacrificed: false, facing: null, gifted: false }] });
      const g = gains({ attack: after.attack - before.attack, defence: after.defence - before.defence, revenue: after.revenue - before.revenue });
      return g ? `${cardOf(m.card).name} adds ${g} to your totals this round` : null;
    }
    case 'buy': {
      const c = cardOf(m.card);
      return `${c.name} is the strongest buy on offer for your deck (Attack ${c.attack}, Defence ${c.defence}, Revenue ${c.revenue})`;
    }
    case 'pass': return 'Nothing left on offer is worth its price to your deck';
    case 'discard': return `${cardOf(m.card).name} is the card you miss least`;
    case 'sacrifice': return `${cardOf(m.card).name} is the weakest card to thin out of your deck`;
    case 'face': {
      const target = opponentOn(s, seat, m.direction);
      return target === null ? null : `seat ${target} is the Opponent on that side with the most Attack`;
    }
    case 'choose': return 'Of its options, this leaves you the best exchange of damage this round';
    default: return null;
  }
}

export const crayneHintWords: HintWords = {
  label: (s, _seat, _k, move) => moveLabel(s as CrayneState, move),
  why: (s, seat, _k, move: Json) => { const m = parseMove(move); return m ? why(s as CrayneState, seat, m) : null; },
};
