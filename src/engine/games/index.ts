/** Every game the app and the verifier know, by id. */
import type { AnyGame } from '../game.js';
import { crayneGame } from './crayne/game.js';
import { crystalFactionsGame } from './crystal-factions/game.js';
import { fixtureGame } from './fixture/rules.js';

export const GAMES: ReadonlyMap<string, AnyGame> = new Map<string, AnyGame>([[fixtureGame.id, fixtureGame], [crayneGame.id, crayneGame], [crystalFactionsGame.id, crystalFactionsGame]]);
