/** Arackuan as one module: rules, bots (the heuristic is the strongest), simulator profile. */
import type { GameModule } from '../../game-module.js';
import { arackuanCatalog } from './catalog.js';
import { arackuanGame } from './game.js';
import { arackuanHintWords } from './hint.js';
import { ARACKUAN_BOTS, arackuanSim } from './sim-profile.js';

export const arackuanModule: GameModule = { catalog: arackuanCatalog, def: arackuanGame, bots: ARACKUAN_BOTS, best: 'heuristic', hint: arackuanHintWords, sim: arackuanSim };
