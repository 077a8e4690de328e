/** The 6 Mercenary Camps: unaligned Strongholds that reward playing Mercenaries. */
import type { Card } from '../types.js';
import { card, played, plus, when } from './build.js';

const C = 'camp';
const MERC = 'mercenary';

export const CAMPS: readonly Card[] = [
  card(C, 'sellsword-stockade', 'Sellsword Stockade', { cost: 3, stronghold: 3 }, [when(played(MERC), plus('attack', 2))]),
  card(C, 'hirelings-market', "Hirelings' Market", { cost: 3, stronghold: 2, revenue: 1 }, [when(played(MERC), plus('revenue', 1))]),
  card(C, 'watchfire-camp', 'Watchfire Camp', { cost: 3, stronghold: 3 }, [when(played(MERC), plus('attack', 1), plus('defence', 1))]),
  card(C, 'free-company-barracks', 'Free Company Barracks', { cost: 4, stronghold: 3 }, [when(played(MERC), plus('defence', 2))]),
  card(C, 'raiders-outpost', "Raiders' Outpost", { cost: 4, stronghold: 2 }, [when(played(MERC, 2), plus('attack', 4))]),
  card(C, 'warlords-encampment', "Warlord's Encampment", { cost: 4, stronghold: 4 }, [when(played(MERC), plus('attack', 1))]),
];
