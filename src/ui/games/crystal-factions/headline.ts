/** Every Crystal Factions player's hit points (never below 0, "out" once at 0) and crystals, for the status line and the end's standings. */
import type { CFState } from '../../../engine/games/crystal-factions/state.js';
import type { Headline } from '../types.js';

/** Every player's hit points (never below 0, "out" once at 0) and crystals. */
export function crystalHeadline(s: CFState): Headline[] {
  return s.players.map((p, seat) => ({ seat, label: 'Hit points', value: Math.max(0, p.hp), detail: `${p.crystals} crystals${p.out ? ' · out' : ''}` }));
}
