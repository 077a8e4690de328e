/**
 * Corsairs of the Sunken Coast (our own faction): raiders of the drowned shore who live off
 * plunder. They turn Trade Carts into riches, sell off their spoils and send blades after
 * their rivals' plans.
 */
import type { Card } from '../types.js';
import { card, discard, draw, ignoreStrongholds, inDiscard, played, plus, reduceHand, sacrifice, teeth, vsStronghold, when } from './build.js';

const F = 'corsairs-of-the-sunken-coast';
const CART = 'trade-cart';

export const CORSAIRS_OF_THE_SUNKEN_COAST: readonly Card[] = [
  card(F, 'deckhand', 'Deckhand', { cost: 1, basic: true, copies: 4, attack: 1, revenue: 1 }),

  card(F, 'smugglers', 'Smugglers', { cost: 2, revenue: 2 }, [when(played(CART), plus('revenue', 1))]),
  card(F, 'powder-monkeys', 'Powder Monkeys', { cost: 2, attack: 2 }, [vsStronghold(1)]),
  card(F, 'lookout', 'Lookout', { cost: 2, attack: 1, defence: 1 }, [teeth(draw(1), discard(1))]),
  card(F, 'boarding-party', 'Boarding Party', { cost: 3, attack: 3 }, [when(played(F), plus('attack', 2))]),
  card(F, 'black-market', 'Black Market', { cost: 3, revenue: 1 }, [
    teeth(sacrifice('discard', 1, true, plus('revenue', 2))),
  ]),
  card(F, 'wreckers', 'Wreckers', { cost: 3, attack: 2, revenue: 1 }, [when(played(F), plus('revenue', 2))]),
  card(F, 'press-gang', 'Press Gang', { cost: 3, attack: 2, defence: 2 }, [when(inDiscard(CART, 2), plus('attack', 2))]),
  card(F, 'harbour-master', 'Harbour Master', { cost: 4, defence: 1, revenue: 2 }, [when(played(CART, 2), plus('revenue', 2))]),
  card(F, 'sea-fort', 'Sea Fort', { cost: 4, stronghold: 4 }),
  card(F, 'reef-lurkers', 'Reef Lurkers', { cost: 4, attack: 3, defence: 1 }, [when(inDiscard(F, 2), plus('attack', 2))]),
  card(F, 'assassin', 'Assassin', { cost: 5, attack: 2 }, [teeth(reduceHand(2))]),
  card(F, 'tide-witch', 'Tide Witch', { cost: 5, attack: 3, defence: 1 }, [ignoreStrongholds]),
  card(F, 'privateer-captain', 'Privateer Captain', { cost: 6, attack: 4, defence: 2, revenue: 1 }, [
    when(played(F, 2), plus('attack', 2)),
  ]),
  card(F, 'treasure-fleet', 'Treasure Fleet', { cost: 6, defence: 2, revenue: 4 }),
  card(F, 'broadside-galleon', 'Broadside Galleon', { cost: 7, attack: 6, defence: 2 }, [vsStronghold(3)]),
];
