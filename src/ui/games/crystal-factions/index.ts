/** Crystal Factions' table for the app. */
import type { Json } from '../../../crypto/canonical.js';
import type { CFState } from '../../../engine/games/crystal-factions/state.js';
import { moveLabel } from '../../../engine/games/crystal-factions/labels.js';
import type { GameUi } from '../types.js';
import { CrystalFactionsTable } from './table.js';

export const crystalFactionsUi: GameUi = {
  id: 'crystal-factions',
  Table: CrystalFactionsTable,
  label: (state: Json, value: Json) => moveLabel(state as CFState, value),
};
