/** Demons of the Rift: great power at a price; they feed cards to the Pit and thin their own decks. */
import type { Card } from '../types.js';
import { card, draw, ignoreStrongholds, inDiscard, played, plus, sacrifice, teeth, vsStronghold, when } from './build.js';

const F = 'demons-of-the-rift';

export const DEMONS_OF_THE_RIFT: readonly Card[] = [
  card(F, 'rift-imp', 'Rift Imp', { cost: 1, basic: true, copies: 4, attack: 1, revenue: 1 }),

  card(F, 'blood-cultists', 'Blood Cultists', { cost: 2, attack: 1, revenue: 1 }, [
    teeth(sacrifice('hand', 1, true, plus('attack', 2))),
  ]),
  card(F, 'imp-swarm', 'Imp Swarm', { cost: 2, attack: 2 }, [when(inDiscard(F), plus('attack', 1))]),
  card(F, 'hellhounds', 'Hellhounds', { cost: 3, attack: 3 }, [when(played(F), plus('attack', 2))]),
  card(F, 'soul-harvester', 'Soul Harvester', { cost: 3, attack: 2 }, [
    teeth(sacrifice('discard', 1, true, plus('attack', 2))),
  ]),
  card(F, 'void-priest', 'Void Priest', { cost: 3, revenue: 2 }, [teeth(sacrifice('discard', 1, true))]),
  card(F, 'temptress', 'Temptress', { cost: 3, attack: 1, defence: 1, revenue: 1 }, [
    teeth(sacrifice('hand', 1, true, draw(1))),
  ]),
  card(F, 'rift-fiend', 'Rift Fiend', { cost: 4, attack: 5 }, [teeth(sacrifice('hand', 1, false))]),
  card(F, 'tormentor', 'Tormentor', { cost: 4, attack: 3, defence: 1 }, [teeth(sacrifice('discard', 2, true))]),
  card(F, 'rift-gate', 'Rift Gate', { cost: 4, stronghold: 4 }),
  card(F, 'brimstone-altar', 'Brimstone Altar', { cost: 5, defence: 2, revenue: 1 }, [
    teeth(sacrifice('discard', 1, true, plus('revenue', 3))),
  ]),
  card(F, 'chaos-spawn', 'Chaos Spawn', { cost: 5, attack: 4 }, [
    teeth(sacrifice('hand', 1, true, plus('attack', 1), ignoreStrongholds)),
  ]),
  card(F, 'doom-knight', 'Doom Knight', { cost: 5, attack: 3, defence: 3 }, [
    when(played(F), plus('attack', 1), plus('defence', 1)),
  ]),
  card(F, 'infernal-engine', 'Infernal Engine', { cost: 6, attack: 5, defence: 1 }, [vsStronghold(2)]),
  card(F, 'damned-champion', 'Damned Champion', { cost: 6, attack: 6, defence: 2 }, [teeth(sacrifice('hand', 1, false))]),
  card(F, 'pit-lord', 'Pit Lord', { cost: 7, attack: 6, defence: 2 }, [
    teeth(sacrifice('hand', 1, true, plus('attack', 3))),
  ]),
];
