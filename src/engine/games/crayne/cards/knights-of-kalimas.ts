/** Knights of Kalimas: disciplined ranks that restore Influence, hold castles and fight best together. */
import type { Card } from '../types.js';
import { atCleanup, card, gain, played, plus, teeth, when } from './build.js';

const F = 'knights-of-kalimas';

export const KNIGHTS_OF_KALIMAS: readonly Card[] = [
  card(F, 'kalimas-squire', 'Kalimas Squire', { cost: 1, basic: true, copies: 4, attack: 1, defence: 1 }),

  card(F, 'field-chaplain', 'Field Chaplain', { cost: 2, defence: 1, revenue: 1 }, [teeth(gain(2))]),
  card(F, 'heralds-of-kalimas', 'Heralds of Kalimas', { cost: 2, attack: 1, revenue: 1 }, [when(played(F), plus('revenue', 1))]),
  card(F, 'spearmen-battalion', 'Spearmen Battalion', { cost: 3, attack: 2, defence: 2 }, [when(played(F), plus('defence', 2))]),
  card(F, 'shield-wall', 'Shield Wall', { cost: 3, defence: 4 }, [when(played(F), plus('defence', 1))]),
  card(F, 'tithe-collectors', 'Tithe Collectors', { cost: 3, revenue: 2 }, [when(played(F), plus('revenue', 1))]),
  card(F, 'watchtower', 'Watchtower', { cost: 3, stronghold: 3 }),
  card(F, 'royal-physician', 'Royal Physician', { cost: 4, defence: 2 }, [teeth(gain(4))]),
  card(F, 'kalimas-cavalry', 'Kalimas Cavalry', { cost: 4, attack: 4, defence: 1 }, [when(played(F), plus('attack', 2))]),
  card(F, 'sanctuary', 'Sanctuary', { cost: 4, stronghold: 3 }, [atCleanup(gain(1))]),
  card(F, 'paladin', 'Paladin', { cost: 5, attack: 3, defence: 3 }, [teeth(gain(2))]),
  card(F, 'oathsworn-guard', 'Oathsworn Guard', { cost: 5, attack: 2, defence: 4 }, [when(played(F), plus('defence', 2))]),
  card(F, 'magnificent-castle', 'Magnificent Castle', { cost: 6, stronghold: 5, revenue: 1 }, [atCleanup(gain(1))]),
  card(F, 'knight-commander', 'Knight-Commander', { cost: 6, attack: 4, defence: 3 }, [
    when(played(F, 2), plus('attack', 2), plus('defence', 2)),
  ]),
  card(F, 'crusaders-of-the-dawn', 'Crusaders of the Dawn', { cost: 6, attack: 5, defence: 2 }, [teeth(gain(2))]),
  card(F, 'high-marshal', 'High Marshal', { cost: 7, attack: 5, defence: 3 }, [teeth(gain(3))]),
];
