/** What the lobby shows of Clockwork Crusade: plain data, so the first visit loads no engine. */
import type { CatalogEntry } from '../../catalog-entry.js';

export const clockworkCrusadeCatalog: CatalogEntry = {
  id: 'clockwork-crusade',
  title: 'Clockwork Crusade',
  blurb: 'Armies of clockwork soldiers and vehicles fight over territory grids: open portals at your gates, capture territories, research new units and destroy every enemy gate.',
  variants: [
    // The first variant is the lobby's default: 40 rounds (setup.ts DEFAULT_ROUNDS); most matches end by
    // destroying the other gates long before (docs/clockwork-crusade.md, "Balance: ending by the victory condition").
    { label: 'Two players (40 rounds)', options: { rounds: 40 }, seats: 2, modes: ['online', 'bot'] },
    { label: 'Two players — short match (6 rounds)', options: { rounds: 6 }, seats: 2, modes: ['online', 'bot'] },
    { label: 'Two players — long match (60 rounds)', options: { rounds: 60 }, seats: 2, modes: ['online', 'bot'] },
    ...([3, 4, 5, 6] as const).map((n) => ({ label: `${n} players (40 rounds)`, options: { rounds: 40 }, seats: n, modes: ['online'] as const })),
    ...([3, 4, 5, 6] as const).map((n) => ({ label: `${n} players — long match (60 rounds)`, options: { rounds: 60 }, seats: n, modes: ['online'] as const })),
    { label: 'Three players — short match (5 rounds)', options: { rounds: 5 }, seats: 3, modes: ['online'] },
  ],
};
