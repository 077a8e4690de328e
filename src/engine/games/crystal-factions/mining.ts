/**
 * The Mining Phase and the crystal win. Each player still in the game gains its Mining power;
 * then anyone at 50 crystals or more wins. Among several, the tie-break order is: most crystals,
 * then most hitpoints, then Attack lane power, then Tech lane power; if all are equal, the
 * game is a tie between them.
 */
import type { Seat } from '../../game.js';
import type { CFState, Player } from './state.js';
import { laneValue, order, playerOf, withPlayer } from './state.js';
import { WIN_CRYSTALS } from './types.js';

const STEPS = ['crystals', 'hitpoints', 'Attack lane power', 'Tech lane power'] as const;

const keyOf = (p: Player): readonly number[] => [p.crystals, p.hp, laneValue(p, 'attack'), laneValue(p, 'tech')];

/** The best seats by the tie-break order, and the step that decided (null when still tied). */
export function tieBreak(s: CFState, seats: readonly Seat[]): { winners: Seat[]; decidedBy: string | null } {
  let field = [...seats];
  for (let i = 0; i < STEPS.length && field.length > 1; i++) {
    const best = Math.max(...field.map((seat) => keyOf(playerOf(s, seat))[i] ?? 0));
    const next = field.filter((seat) => keyOf(playerOf(s, seat))[i] === best);
    if (next.length === 1) return { winners: next, decidedBy: STEPS[i] ?? null };
    field = next;
  }
  return { winners: field, decidedBy: field.length === 1 ? STEPS[0] : null };
}

/** The crystal win, if anyone reached 50. */
export function crystalWin(s: CFState): CFState['result'] {
  const rich = order(s).filter((seat) => playerOf(s, seat).crystals >= WIN_CRYSTALS).sort((a, b) => a - b);
  if (rich.length === 0) return null;
  const { winners, decidedBy } = tieBreak(s, rich);
  const amounts = rich.map((seat) => `seat ${seat}: ${playerOf(s, seat).crystals}`).join(', ');
  const [only] = rich;
  if (only !== undefined && rich.length === 1) return { winners, summary: `seat ${only} wins with ${playerOf(s, only).crystals} crystals` };
  if (winners.length > 1) return { winners, summary: `tie between seats ${winners.join(', ')} at ${WIN_CRYSTALS}+ crystals (${amounts}); every tie-break is equal` };
  return { winners, summary: `seat ${winners[0]} wins at ${WIN_CRYSTALS}+ crystals (${amounts}), decided by ${decidedBy}` };
}

/** Gain Mining power, then check the crystal win. */
export function resolveMining(s: CFState): CFState {
  let next = s;
  for (const seat of order(s)) next = withPlayer(next, seat, (p) => ({ ...p, crystals: p.crystals + laneValue(p, 'mining') }));
  const result = crystalWin(next);
  return result ? { ...next, result, stage: 'over', ask: null, tasks: [], cursor: [] } : next;
}
