/** Arackuan's table for the app. */
import type { ArkState } from '../../../engine/games/arackuan/state.js';
import type { GameUi } from '../types.js';
import { arackuanEnding, arackuanHeadline } from './ending.js';
import { ArackuanTable } from './table.js';

export const arackuanUi: GameUi = {
  id: 'arackuan',
  Table: ArackuanTable,
  headline: (s) => arackuanHeadline(s as ArkState),
  ending: (s, names) => arackuanEnding(s as ArkState, names),
};
