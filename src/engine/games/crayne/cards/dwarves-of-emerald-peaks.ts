/** Dwarves of Emerald Peaks: stone walls, siege engines and war machines that must be launched just so. */
import type { Card } from '../types.js';
import { card, firstCard, ignoreStrongholds, onlyIf, played, plus, vsStronghold, when } from './build.js';

const F = 'dwarves-of-emerald-peaks';

export const DWARVES_OF_EMERALD_PEAKS: readonly Card[] = [
  card(F, 'emerald-miner', 'Emerald Miner', { cost: 1, basic: true, copies: 4, defence: 1, revenue: 1 }),

  card(F, 'gem-cutters', 'Gem Cutters', { cost: 2, revenue: 2 }),
  card(F, 'tunnel-sappers', 'Tunnel Sappers', { cost: 2, attack: 3 }, [onlyIf(played(F))]),
  card(F, 'ironbeard-guards', 'Ironbeard Guards', { cost: 3, attack: 1, defence: 3 }),
  card(F, 'hammer-brigade', 'Hammer Brigade', { cost: 3, attack: 3, defence: 1 }, [when(played(F), plus('attack', 1))]),
  card(F, 'battering-ram', 'Battering Ram', { cost: 3, attack: 2 }, [vsStronghold(3)]),
  card(F, 'stone-gate', 'Stone Gate', { cost: 3, stronghold: 3 }),
  card(F, 'forge-master', 'Forge Master', { cost: 4, defence: 1, revenue: 2 }, [when(played(F), plus('revenue', 1))]),
  card(F, 'deep-delvers', 'Deep Delvers', { cost: 4, attack: 3 }, [ignoreStrongholds]),
  card(F, 'runic-vanguard', 'Runic Vanguard', { cost: 4, attack: 4, defence: 2 }, [onlyIf(played(F))]),
  card(F, 'charging-juggernaut', 'Charging Juggernaut', { cost: 5, attack: 7, defence: 1 }, [onlyIf(firstCard)]),
  card(F, 'siege-cannon', 'Siege Cannon', { cost: 5, attack: 3 }, [vsStronghold(4)]),
  card(F, 'emerald-vault', 'Emerald Vault', { cost: 5, stronghold: 3, revenue: 2 }),
  card(F, 'emerald-bastion', 'Emerald Bastion', { cost: 6, stronghold: 6 }),
  card(F, 'thanes-honour-guard', "Thane's Honour Guard", { cost: 6, attack: 3, defence: 5 }),
  card(F, 'king-under-the-peaks', 'King under the Peaks', { cost: 7, attack: 6, defence: 4 }, [onlyIf(played(F, 2))]),
];
