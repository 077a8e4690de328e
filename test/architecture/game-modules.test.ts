/** One module per game: the engine registry, the lobby catalog and the scripts all derive from each game's module. */
import { describe, expect, it } from 'vitest';
import { GAMES, MODULES } from '../../src/engine/games/index.js';
import { GAME_UIS } from '../../src/ui/games/catalog.js';

describe('game modules', () => {
  it('every module is whole: its rules, its catalog entry, a best bot it has, configurations to simulate', () => {
    expect([...MODULES.keys()].sort()).toEqual(['arackuan', 'clockwork-crusade', 'crayne', 'crystal-factions', 'fixture']);
    for (const [id, m] of MODULES) {
      expect(m.def.id).toBe(id);
      expect(m.catalog.id).toBe(id);
      expect(GAMES.get(id)).toBe(m.def);
      expect(Object.keys(m.bots)).toContain('random');
      expect(m.bots[m.best], `${id}: best bot "${m.best}"`).toBeTypeOf('function');
      const configs = m.sim.configs(null, null);
      expect(configs.length).toBeGreaterThan(0);
      for (const c of configs) expect(m.def.parseOptions(c.options).ok, `${id} ${c.label}`).toBe(true);
      for (const v of m.catalog.variants) expect(m.def.parseOptions(v.options).ok, `${id} lobby variant ${v.label}`).toBe(true);
    }
  });

  it('the lobby shows each module\'s own catalog entry', () => {
    for (const entry of GAME_UIS) expect(MODULES.get(entry.id)?.catalog).toBe(entry);
  });

  it('the games with a stronger bot than random play it offline', () => {
    expect(MODULES.get('crayne')?.best).toBe('heuristic');
    expect(MODULES.get('crystal-factions')?.best).toBe('heuristic');
    expect(MODULES.get('arackuan')?.best).toBe('heuristic');
  });
});
