/** Crystal Factions as one module: rules, bots (the heuristic is the strongest), simulator profile. */
import type { GameModule } from '../../game-module.js';
import { crystalFactionsCatalog } from './catalog.js';
import { crystalFactionsGame } from './game.js';
import { crystalFactionsHintWords } from './hint.js';
import { cfSearchBot } from './search.js';
import { CRYSTAL_FACTIONS_BOTS, crystalFactionsSim } from './sim-profile.js';

export const crystalFactionsModule: GameModule = {
  catalog: crystalFactionsCatalog, def: crystalFactionsGame, bots: { ...CRYSTAL_FACTIONS_BOTS, search: (seed) => cfSearchBot(seed) }, best: 'heuristic', strongest: 'search', hint: crystalFactionsHintWords, sim: crystalFactionsSim };
