/** Crystal Factions' table for the app. */
import type { CFState } from '../../../engine/games/crystal-factions/state.js';
import { later } from '../../later.js';
import type { GameUi } from '../types.js';
import { crystalHeadline } from './headline.js';
import { CrystalFactionsTable } from './table.js';

export const crystalFactionsUi: GameUi = {
  id: 'crystal-factions',
  Table: CrystalFactionsTable,
  headline: (s) => crystalHeadline(s as CFState),
  ending: later(() => import('./ending.js').then((m) => (s, names) => m.crystalEnding(s as CFState, names))),
};
