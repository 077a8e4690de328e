/** Free Elves of Springlake: rangers and archers who sift their hand and shoot down walls. */
import type { Card } from '../types.js';
import { card, discard, draw, gain, ignoreStrongholds, inDiscard, played, plus, teeth, vsStronghold, when } from './build.js';

const F = 'free-elves-of-springlake';

export const FREE_ELVES_OF_SPRINGLAKE: readonly Card[] = [
  card(F, 'springlake-scout', 'Springlake Scout', { cost: 1, basic: true, copies: 4, attack: 1, defence: 1 }),

  card(F, 'forest-runners', 'Forest Runners', { cost: 2, attack: 2 }, [teeth(draw(1), discard(1))]),
  card(F, 'lakeside-traders', 'Lakeside Traders', { cost: 2, revenue: 2 }),
  card(F, 'spyglass-sentry', 'Spyglass Sentry', { cost: 2, attack: 1, defence: 1 }, [teeth(draw(1), discard(1))]),
  card(F, 'elf-ranger', 'Elf Ranger', { cost: 3, attack: 2, defence: 1 }, [teeth(draw(1), discard(1))]),
  card(F, 'glade-sentinels', 'Glade Sentinels', { cost: 3, attack: 1, defence: 3 }),
  card(F, 'thornwall', 'Thornwall', { cost: 3, stronghold: 3 }),
  card(F, 'springlake-longbows', 'Springlake Longbows', { cost: 4, attack: 3 }, [vsStronghold(2)]),
  card(F, 'moonwell-druid', 'Moonwell Druid', { cost: 4, defence: 2, revenue: 1 }, [teeth(gain(2))]),
  card(F, 'springlake-warden', 'Springlake Warden', { cost: 4, attack: 2, defence: 2 }, [
    when(played(F), plus('attack', 1), plus('defence', 1)),
  ]),
  card(F, 'bladedancers', 'Bladedancers', { cost: 4, attack: 3, defence: 1 }, [when(inDiscard(F, 2), plus('attack', 2))]),
  card(F, 'hawk-riders', 'Hawk Riders', { cost: 5, attack: 4 }, [ignoreStrongholds]),
  card(F, 'sharpshooters', 'Sharpshooters', { cost: 5, attack: 3 }, [vsStronghold(4)]),
  card(F, 'heartwood-grove', 'Heartwood Grove', { cost: 5, stronghold: 4, revenue: 1 }),
  card(F, 'wild-hunt', 'Wild Hunt', { cost: 6, attack: 5, defence: 1 }, [when(played(F), plus('attack', 2))]),
  card(F, 'elder-of-the-lake', 'Elder of the Lake', { cost: 7, attack: 3, defence: 3, revenue: 1 }, [
    teeth(draw(2), discard(1)),
  ]),
];
