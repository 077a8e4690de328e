/** Crayne as one module: rules, bots (the heuristic is the strongest), simulator profile. */
import type { GameModule } from '../../game-module.js';
import { crayneCatalog } from './catalog.js';
import { CRAYNE_BOTS } from './bots.js';
import { crayneHintWords } from './hint.js';
import { crayneGame } from './game.js';
import { crayneSearchBot } from './search.js';
import { crayneSim } from './sim-profile.js';

export const crayneModule: GameModule = {
  catalog: crayneCatalog, def: crayneGame, bots: { ...CRAYNE_BOTS, search: (seed) => crayneSearchBot(seed) }, best: 'heuristic', strongest: 'search', hint: crayneHintWords, sim: { ...crayneSim, duelVariant: 'heads-up' } };
