/**
 * How a Crayne match ended, in plain words from the final public state: who won and why, with
 * no seat numbers and no Influence below 0 ("Bob's Influence ran out in round 7"). Loaded when a
 * match ends (GameUi.ending), not with the table.
 */
import type { CrayneState } from '../../../engine/games/crayne/state.js';
import { fell } from './headline.js';

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const rounds = (n: number): string => `${n} round${n === 1 ? '' : 's'}`;

/** The end in a sentence ("Alice won after 7 rounds: Bob's Influence ran out."), or null while playing. */
export function crayneEnding(s: CrayneState, names: readonly string[]): string | null {
  const o = s.outcome;
  if (!o) return null;
  const name = (seat: number): string => names[seat] ?? `Player ${seat + 1}`;
  const after = `after ${rounds(s.round)}`;
  const won = list(o.winners.map(name));
  const seats = s.lords.map((_l, i) => i);
  switch (o.kind) {
    case 'allies': return `${won} won ${after}: the Automated Opponents ran out of Influence.`;
    case 'automaton':
      return s.variant === 'solo'
        ? `The Automated Opponent won ${after}: ${name(0)}'s Influence ran out.`
        : `The Automated Opponents won ${after}: ${list(seats.filter((x) => fell(s, x)).map(name)) || 'an ally'} ran out of Influence.`;
    case 'all-lose': {
      const last = seats.filter((x) => fell(s, x) && s.lords[x]?.alive);
      return `Nobody won ${after}: ${list((last.length ? last : seats).map(name))} ran out of Influence in the same round, level with each other.`;
    }
    case 'team': return `${won} won ${after}: their team is the last one standing.`;
    case 'winner': {
      if (s.variant === 'solo') return `${won} won ${after}: the Automated Opponent ran out of Influence.`;
      const w = o.winners[0] ?? 0;
      const lastOut = seats.filter((x) => x !== w && s.lords[x]?.alive);
      if (fell(s, w)) return `${won} won ${after}: ${list([w, ...lastOut].map(name))} ran out of Influence in the same round, and ${won} lost the least.`;
      // With three or more Lords some fell in earlier rounds: the sentence names the last to fall, and says so.
      const earlier = seats.some((x) => x !== w && !lastOut.includes(x));
      if (earlier && lastOut.length) return `${won} won ${after}: ${list(lastOut.map(name))} ${lastOut.length > 1 ? 'were' : 'was'} the last to run out of Influence.`;
      return `${won} won ${after}: ${list(lastOut.map(name)) || 'every other Lord'} ran out of Influence.`;
    }
  }
}
