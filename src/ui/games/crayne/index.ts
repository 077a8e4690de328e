/** Crayne's table for the app. */
import type { Json } from '../../../crypto/canonical.js';
import type { CrayneState } from '../../../engine/games/crayne/state.js';
import { moveLabel } from '../../../engine/games/crayne/labels.js';
import type { GameUi } from '../types.js';
import { CrayneTable } from './table.js';

export const crayneUi: GameUi = {
  id: 'crayne',
  Table: CrayneTable,
  label: (state: Json, value: Json) => moveLabel(state as CrayneState, value),
};
