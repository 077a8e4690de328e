/** Clockwork Crusade as one module: rules, bots, simulator profile, lobby entry. */
import { randomBot } from '../../bots.js';
import { heuristicBot } from './heuristic.js';
import type { GameModule } from '../../game-module.js';
import { clockworkCrusadeCatalog } from './catalog.js';
import { clockworkCrusadeGame } from './game.js';
import { ccSearchBot } from './search.js';
import { ccSim } from './sim-profile.js';
import { clockworkCrusadeHintWords } from './hint.js';

export const clockworkCrusadeModule: GameModule = {
  catalog: clockworkCrusadeCatalog,
  def: clockworkCrusadeGame,
  bots: { random: randomBot, heuristic: heuristicBot, search: (seed) => ccSearchBot(seed) },
  best: 'heuristic',
  strongest: 'search',
  hint: clockworkCrusadeHintWords,
  sim: ccSim,
};
