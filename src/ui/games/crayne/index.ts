/** Crayne's table for the app. */
import type { CrayneState } from '../../../engine/games/crayne/state.js';
import { later } from '../../later.js';
import type { GameUi } from '../types.js';
import { crayneHeadline } from './headline.js';
import { CrayneTable } from './table.js';

export const crayneUi: GameUi = {
  id: 'crayne',
  Table: CrayneTable,
  // A Lord below 0 Influence is out: the standings say 0 and "out", not a negative number.
  headline: (s) => crayneHeadline(s as CrayneState),
  ending: later(() => import('./ending.js').then((m) => (s, names) => m.crayneEnding(s as CrayneState, names))),
};
