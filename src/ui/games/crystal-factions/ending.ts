/**
 * How a Crystal Factions match ended, in plain words from the final public state: out of hit
 * points, 50 crystals (with the tie-break that decided), or the round limit. No seat numbers.
 * Loaded when a match ends (GameUi.ending), not with the table.
 */
import { MAX_ROUNDS } from '../../../engine/games/crystal-factions/flow.js';
import { tieBreak } from '../../../engine/games/crystal-factions/mining.js';
import type { CFState } from '../../../engine/games/crystal-factions/state.js';
import { WIN_CRYSTALS } from '../../../engine/games/crystal-factions/types.js';

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const ON: Readonly<Record<string, string>> = {
  crystals: 'more crystals', hitpoints: 'more hit points', 'Attack lane power': 'more Attack lane power', 'Tech lane power': 'more Tech lane power',
};

/** The end in a sentence ("Alice won: Bob has no hit points left."), or null while playing. */
export function crystalEnding(s: CFState, names: readonly string[]): string | null {
  const r = s.result;
  if (!r) return null;
  const name = (seat: number): string => names[seat] ?? `Player ${seat + 1}`;
  const seats = s.players.map((_p, i) => i);
  const won = list(r.winners.map(name));
  const out = seats.filter((x) => s.players[x]?.out);
  if (out.length) {
    const live = seats.filter((x) => !s.players[x]?.out);
    return live.length
      ? `${won} won: ${list(out.map(name))} ${out.length === 1 ? 'has' : 'have'} no hit points left.`
      : `Draw: ${list(out.map(name))} lost their last hit points in the same round.`;
  }
  const rich = seats.filter((x) => (s.players[x]?.crystals ?? 0) >= WIN_CRYSTALS);
  const limit = !rich.length;
  const field = limit ? seats : rich;
  const { decidedBy } = tieBreak(s, field);
  const head = limit ? `After ${MAX_ROUNDS} rounds (the limit) nobody reached ${WIN_CRYSTALS} crystals` : '';
  if (r.winners.length > 1) {
    return limit
      ? `Draw: ${head}, and ${won} are level on crystals, hit points and lane power.`
      : `Draw: ${won} reached ${WIN_CRYSTALS} crystals in the same round, level on crystals, hit points and lane power.`;
  }
  const w = r.winners[0] ?? 0;
  const crystals = s.players[w]?.crystals ?? 0;
  if (limit) return `${won} won: ${head}; ${won} had ${decidedBy ? ON[decidedBy] ?? decidedBy : 'the most crystals'}.`;
  if (rich.length === 1) return `${won} won with ${crystals} crystals.`;
  return `${won} won: ${list(rich.map(name))} reached ${WIN_CRYSTALS} crystals in the same round, and ${won} had ${decidedBy ? ON[decidedBy] ?? decidedBy : 'more crystals'}.`;
}
