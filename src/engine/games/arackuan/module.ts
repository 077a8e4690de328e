/** Arackuan as one module: rules, bots (the heuristic is the strongest), simulator profile. */
import type { GameModule } from '../../game-module.js';
import { arackuanCatalog } from './catalog.js';
import { arackuanGame } from './game.js';
import { arackuanHintWords } from './hint.js';
import { arackuanSearchBot } from './search.js';
import { ARACKUAN_BOTS, arackuanSim } from './sim-profile.js';

export const arackuanModule: GameModule = { catalog: arackuanCatalog, def: arackuanGame, bots: { ...ARACKUAN_BOTS, search: (seed) => arackuanSearchBot(seed) }, best: 'heuristic', strongest: 'search', hint: arackuanHintWords, sim: arackuanSim };
