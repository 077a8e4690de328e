/** Mages of Illiban-Sina: flexible spellcraft; most of their cards leave the decision for the Attack Phase. */
import type { Card } from '../types.js';
import { asStronghold, card, choose, ignoreStrongholds, option, played, plus, vsStronghold, when } from './build.js';

const F = 'mages-of-illiban-sina';

export const MAGES_OF_ILLIBAN_SINA: readonly Card[] = [
  card(F, 'illiban-novice', 'Illiban Novice', { cost: 1, basic: true, copies: 4, defence: 1, revenue: 1 }),

  card(F, 'apprentice-circle', 'Apprentice Circle', { cost: 2, revenue: 1 }, [
    choose(option(plus('attack', 2)), option(plus('defence', 2))),
  ]),
  card(F, 'seer-of-sina', 'Seer of Sina', { cost: 2, defence: 1 }, [
    choose(option(plus('attack', 2)), option(plus('revenue', 2))),
  ]),
  card(F, 'lesser-golem', 'Lesser Golem', { cost: 3 }, [
    choose(option(plus('attack', 4)), option(plus('defence', 4))),
  ]),
  card(F, 'alchemist', 'Alchemist', { cost: 3, revenue: 1 }, [
    choose(option(plus('revenue', 2)), option(plus('defence', 3))),
  ]),
  card(F, 'mana-well', 'Mana Well', { cost: 3, revenue: 2 }, [when(played(F), plus('revenue', 1))]),
  card(F, 'illusionist', 'Illusionist', { cost: 3, attack: 1 }, [
    choose(option(plus('attack', 1), ignoreStrongholds), option(plus('defence', 3))),
  ]),
  card(F, 'battle-mage', 'Battle Mage', { cost: 4, attack: 1 }, [
    choose(option(plus('attack', 4)), option(plus('attack', 2), plus('revenue', 2))),
  ]),
  card(F, 'wardweaver', 'Wardweaver', { cost: 4, defence: 2 }, [
    choose(option(plus('defence', 3)), option(asStronghold(4))),
  ]),
  card(F, 'spellblade', 'Spellblade', { cost: 4, attack: 2, defence: 1 }, [
    choose(option(plus('attack', 2)), option(plus('defence', 2))),
  ]),
  card(F, 'mirror-mage', 'Mirror Mage', { cost: 4, defence: 1 }, [
    choose(option(plus('attack', 4)), option(plus('defence', 2), plus('revenue', 2))),
  ]),
  card(F, 'tower-of-illiban', 'Tower of Illiban', { cost: 5, stronghold: 4, revenue: 1 }),
  card(F, 'stormcaller', 'Stormcaller', { cost: 5 }, [
    choose(option(plus('attack', 6)), option(plus('attack', 4), ignoreStrongholds)),
  ]),
  card(F, 'siege-sorcerer', 'Siege Sorcerer', { cost: 5, attack: 2, defence: 1 }, [
    choose(option(vsStronghold(4)), option(plus('defence', 3))),
  ]),
  card(F, 'archmage-of-sina', 'Archmage of Sina', { cost: 6, attack: 2, defence: 2 }, [
    choose(option(plus('attack', 4)), option(plus('defence', 4))),
    when(played(F), plus('attack', 1), plus('defence', 1)),
  ]),
  card(F, 'colossal-golem', 'Colossal Golem', { cost: 7 }, [
    choose(option(plus('attack', 8)), option(plus('defence', 8)), option(asStronghold(6))),
  ]),
];
