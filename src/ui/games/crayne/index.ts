/** Crayne's table for the app. */
import type { CrayneState } from '../../../engine/games/crayne/state.js';
import type { GameUi } from '../types.js';
import { crayneEnding, crayneHeadline } from './ending.js';
import { CrayneTable } from './table.js';

export const crayneUi: GameUi = {
  id: 'crayne',
  Table: CrayneTable,
  // A Lord below 0 Influence is out: the standings say 0 and "out", not a negative number.
  headline: (s) => crayneHeadline(s as CrayneState),
  ending: (s, names) => crayneEnding(s as CrayneState, names),
};
