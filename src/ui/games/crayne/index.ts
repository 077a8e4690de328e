/** Crayne's table for the app. */
import type { CrayneState } from '../../../engine/games/crayne/state.js';
import type { GameUi } from '../types.js';
import { CrayneTable } from './table.js';

export const crayneUi: GameUi = {
  id: 'crayne',
  Table: CrayneTable,
  // A Lord below 0 Influence is out: the standings say 0, not a negative number.
  headline: (s) => (s as CrayneState).lords.map((l, seat) => ({ seat, label: 'Influence', value: Math.max(0, l.influence) })),
};
