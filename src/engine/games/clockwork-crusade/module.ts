/** Clockwork Crusade as one module: rules, bots, simulator profile, lobby entry. */
import { randomBot } from '../../bots.js';
import { heuristicBot } from './heuristic.js';
import type { GameModule } from '../../game-module.js';
import { clockworkCrusadeCatalog } from './catalog.js';
import { clockworkCrusadeGame } from './game.js';
import { ccSim } from './sim-profile.js';

export const clockworkCrusadeModule: GameModule = {
  catalog: clockworkCrusadeCatalog,
  def: clockworkCrusadeGame,
  bots: { random: randomBot, heuristic: heuristicBot },
  best: 'heuristic',
  sim: ccSim,
};
