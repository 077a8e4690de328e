/** Crystal Factions' table for the app. */
import type { CFState } from '../../../engine/games/crystal-factions/state.js';
import type { GameUi } from '../types.js';
import { CrystalFactionsTable } from './table.js';

export const crystalFactionsUi: GameUi = {
  id: 'crystal-factions',
  Table: CrystalFactionsTable,
  headline: (s) => (s as CFState).players.map((p, seat) => ({ seat, label: 'Hit points', value: Math.max(0, p.hp), detail: `${p.crystals} crystals` })),
};
