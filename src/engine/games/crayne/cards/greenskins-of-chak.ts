/** Greenskins of Chak: cheap, loud and hard-hitting; they raze the Auxiliary Market to deny their rivals. */
import type { Card } from '../types.js';
import { card, inDiscard, onlyIf, played, plus, raidMarket, teeth, vsStronghold, when } from './build.js';

const F = 'greenskins-of-chak';

export const GREENSKINS_OF_CHAK: readonly Card[] = [
  card(F, 'chak-grunt', 'Chak Grunt', { cost: 1, basic: true, copies: 4, attack: 2 }),

  card(F, 'chak-raiders', 'Chak Raiders', { cost: 2, attack: 3 }),
  card(F, 'goblin-looters', 'Goblin Looters', { cost: 2, attack: 1, revenue: 1 }, [teeth(raidMarket(1, F))]),
  card(F, 'plunder-pile', 'Plunder Pile', { cost: 2, revenue: 2 }),
  card(F, 'marauding-warband', 'Marauding Warband', { cost: 3, attack: 3 }, [teeth(raidMarket(1, F))]),
  card(F, 'war-drummers', 'War Drummers', { cost: 3, attack: 1, revenue: 1 }, [when(played(F, 2), plus('attack', 3))]),
  card(F, 'wolf-riders', 'Wolf Riders', { cost: 3, attack: 2, defence: 1 }, [when(played(F), plus('attack', 2))]),
  card(F, 'scrap-fort', 'Scrap Fort', { cost: 3, stronghold: 3 }),
  card(F, 'troll-brute', 'Troll Brute', { cost: 4, attack: 5 }),
  card(F, 'shaman-of-chak', 'Shaman of Chak', { cost: 4, attack: 2, defence: 1, revenue: 1 }, [teeth(raidMarket(1, F))]),
  card(F, 'skull-totem', 'Skull Totem', { cost: 4, defence: 2 }, [when(inDiscard(F, 2), plus('attack', 3))]),
  card(F, 'siege-ogres', 'Siege Ogres', { cost: 5, attack: 4, defence: 1 }, [vsStronghold(3)]),
  card(F, 'burning-horde', 'Burning Horde', { cost: 5, attack: 4 }, [teeth(raidMarket(2, F))]),
  card(F, 'boar-chariots', 'Boar Chariots', { cost: 5, attack: 4, defence: 1 }, [when(played(F), plus('attack', 2))]),
  card(F, 'chak-warchief', 'Chak Warchief', { cost: 6, attack: 5, defence: 2 }, [when(played(F, 2), plus('attack', 2))]),
  card(F, 'rampaging-giant', 'Rampaging Giant', { cost: 7, attack: 9 }, [onlyIf(played(F, 2))]),
];
