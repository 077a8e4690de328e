/** The games name their phases for the table and the status line (GameDef.phase), from their own state. */
import { describe, expect, it } from 'vitest';
import { crayneGame } from '../src/engine/games/crayne/game.js';
import type { CrayneState } from '../src/engine/games/crayne/state.js';
import { crystalFactionsGame } from '../src/engine/games/crystal-factions/game.js';
import type { CFState } from '../src/engine/games/crystal-factions/state.js';

const crayne = (queue: readonly { t: string; at?: string }[], step: number) => crayneGame.phase?.({ queue, step } as unknown as CrayneState);
const cf = (stage: string, opening = 'v2') => crystalFactionsGame.phase?.({ stage, opening } as unknown as CFState);

describe('phase names', () => {
  it('Crayne: the head task\'s phase and which of the five plays', () => {
    expect(crayne([{ t: 'commit' }], 2)).toEqual({ name: 'Assembly Phase', detail: 'play 2 of 5' });
    expect(crayne([{ t: 'attack' }], 5)).toEqual({ name: 'Attack Phase', detail: 'play 5 of 5' });
    expect(crayne([{ t: 'triggers', at: 'revenue' }], 0)).toEqual({ name: 'Revenue Phase' });
    expect(crayne([{ t: 'triggers', at: 'cleanup' }], 0)).toEqual({ name: 'Cleanup Phase' });
    expect(crayne([], 0)).toEqual({ name: 'Match over' });
  });
  it('Crystal Factions: the stage in words, and the v1 opening', () => {
    expect(cf('play')).toEqual({ name: 'Deploy Phase' });
    expect(cf('damage')).toEqual({ name: 'Attack Phase' });
    expect(cf('opening', 'v1')).toEqual({ name: 'Starting hands', detail: 'classic start' });
  });
});
