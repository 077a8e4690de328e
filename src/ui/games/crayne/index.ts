/** Crayne's table for the app. */
import type { GameUi } from '../types.js';
import { CrayneTable } from './table.js';

export const crayneUi: GameUi = {
  id: 'crayne',
  Table: CrayneTable,
};
