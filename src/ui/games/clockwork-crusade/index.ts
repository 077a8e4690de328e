/** Clockwork Crusade's table for the app. */
import type { CcState } from '../../../engine/games/clockwork-crusade/types.js';
import type { GameUi } from '../types.js';
import { ccHeadline } from './headline.js';
import { makeTable } from './table.js';

export const clockworkCrusadeUi: GameUi = {
  id: 'clockwork-crusade',
  Table: makeTable(() => ({})),
  headline: (s) => ccHeadline(s as CcState),
};
