/** Arackuan's table for the app. */
import type { ArkState } from '../../../engine/games/arackuan/state.js';
import type { GameUi } from '../types.js';
import { later } from '../../later.js';
import { arackuanHeadline } from './headline.js';
import { ArackuanTable } from './table.js';

export const arackuanUi: GameUi = {
  id: 'arackuan',
  Table: ArackuanTable,
  headline: (s) => arackuanHeadline(s as ArkState),
  ending: later(() => import('./ending.js').then((m) => (s, names) => m.arackuanEnding(s as ArkState, names))),
};
