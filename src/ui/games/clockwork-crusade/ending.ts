/**
 * How a Clockwork Crusade match ended, in one plain sentence from the final public state: the
 * last player with a gate, or, at the round limit, who held the most territories. Names, never
 * seats. Loaded when a match ends.
 */
import type { CcState } from '../../../engine/games/clockwork-crusade/types.js';
import { territoriesOf } from './facts.js';

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs[0] ?? '' : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const plural = (n: number): string => `${n} ${n === 1 ? 'territory' : 'territories'}`;

/** "Alice won as the last player with a gate standing." / "Alice won after 30 rounds, holding 6 territories to Bob's 4."; null while playing. */
export function ccEnding(s: CcState, names: readonly string[]): string | null {
  const winners = s.winners;
  if (!winners) return null;
  const name = (seat: number): string => names[seat] ?? `Player ${seat + 1}`;
  const live = s.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]));
  if (live.length <= 1 && winners.length === 1) return `${name(winners[0] as number)} won as the last player with a gate standing.`;
  const held = s.players.map((_, seat) => territoriesOf(s, seat));
  const others = live.filter((x) => !winners.includes(x)).map((x) => `${name(x)}'s ${held[x]}`);
  const rounds = `after ${Math.min(s.round, s.options.rounds)} rounds`;
  if (winners.length === 1) {
    const w = winners[0] as number;
    return `${name(w)} won ${rounds}, holding ${plural(held[w] ?? 0)}${others.length ? ` to ${list(others)}` : ''}.`;
  }
  return `${list(winners.map(name))} share the win ${rounds}, each holding ${plural(held[winners[0] as number] ?? 0)}${others.length ? ` (${list(others)})` : ''}.`;
}
