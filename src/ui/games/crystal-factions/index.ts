/** Crystal Factions' table for the app. */
import type { GameUi } from '../types.js';
import { CrystalFactionsTable } from './table.js';

export const crystalFactionsUi: GameUi = {
  id: 'crystal-factions',
  Table: CrystalFactionsTable,
};
