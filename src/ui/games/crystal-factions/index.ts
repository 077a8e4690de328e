/** Crystal Factions' table for the app. */
import type { CFState } from '../../../engine/games/crystal-factions/state.js';
import type { GameUi } from '../types.js';
import { crystalEnding, crystalHeadline } from './ending.js';
import { CrystalFactionsTable } from './table.js';

export const crystalFactionsUi: GameUi = {
  id: 'crystal-factions',
  Table: CrystalFactionsTable,
  headline: (s) => crystalHeadline(s as CFState),
  ending: (s, names) => crystalEnding(s as CFState, names),
};
