/** Servants of the Baron: the undead. They grow with their dead (discard pile), pass walls, and feed on the Pit. */
import type { Card } from '../types.js';
import { atRevenueStart, buryAuxiliaryTop, buyFromPit, card, ignoreStrongholds, inDiscard, played, plus, sacrifice, teeth, when } from './build.js';

const F = 'servants-of-the-baron';

export const SERVANTS_OF_THE_BARON: readonly Card[] = [
  card(F, 'risen-thrall', 'Risen Thrall', { cost: 1, basic: true, copies: 4, attack: 2 }),

  card(F, 'restless-dead', 'Restless Dead', { cost: 2, attack: 2 }, [when(played(F), plus('attack', 1))]),
  card(F, 'grave-robbers', 'Grave Robbers', { cost: 2, attack: 1, revenue: 1 }, [when(inDiscard(F), plus('revenue', 1))]),
  card(F, 'skeleton-legion', 'Skeleton Legion', { cost: 2, attack: 2, defence: 1 }),
  card(F, 'pack-of-ghouls', 'Pack of Ghouls', { cost: 3, attack: 2 }, [when(inDiscard(F), plus('attack', 2))]),
  card(F, 'cemetery', 'Cemetery', { cost: 3, stronghold: 2 }, [
    atRevenueStart(buryAuxiliaryTop(1), buyFromPit(1, F, 1)),
  ]),
  card(F, 'corpse-cart', 'Corpse Cart', { cost: 3, attack: 1, revenue: 1 }, [
    teeth(sacrifice('discard', 1, true, plus('attack', 2))),
  ]),
  card(F, 'necromancer-acolyte', 'Necromancer Acolyte', { cost: 3, attack: 1, defence: 1, revenue: 1 }, [
    when(inDiscard(F, 3), plus('attack', 2)),
  ]),
  card(F, 'wraiths', 'Wraiths', { cost: 4, attack: 3 }, [ignoreStrongholds]),
  card(F, 'crypt-keeper', 'Crypt Keeper', { cost: 4, attack: 1, defence: 3 }, [when(inDiscard(F, 2), plus('defence', 2))]),
  card(F, 'hungry-ghosts', 'Hungry Ghosts', { cost: 5, attack: 3 }, [
    ignoreStrongholds,
    when(inDiscard(F, 2), plus('attack', 2)),
  ]),
  card(F, 'barrow-wights', 'Barrow Wights', { cost: 5, attack: 4, defence: 2 }),
  card(F, 'ossuary-gate', 'Ossuary Gate', { cost: 5, stronghold: 4, revenue: 1 }),
  card(F, 'bone-colossus', 'Bone Colossus', { cost: 6, attack: 5, defence: 2 }),
  card(F, 'barons-lieutenant', "Baron's Lieutenant", { cost: 6, attack: 4, defence: 2, revenue: 1 }, [
    when(played(F), plus('attack', 2)),
  ]),
  card(F, 'herald-of-the-endless-night', 'Herald of the Endless Night', { cost: 7, attack: 5, defence: 2 }, [
    when(inDiscard(F, 3), plus('attack', 3)),
  ]),
];
