/** What the lobby shows of Clockwork Crusade: plain data, so the first visit loads no engine. */
import type { CatalogEntry } from '../../catalog-entry.js';

export const clockworkCrusadeCatalog: CatalogEntry = {
  id: 'clockwork-crusade',
  title: 'Clockwork Crusade',
  blurb: 'Armies of clockwork soldiers and vehicles fight over territory grids: open portals at your gates, capture territories, research new units and destroy every enemy gate.',
  variants: [
    // The first variant is the lobby's default: 12 rounds, a first match of reasonable length (setup.ts DEFAULT_ROUNDS).
    { label: 'Two players (12 rounds)', options: { rounds: 12 }, seats: 2, modes: ['online', 'bot'] },
    { label: 'Two players — short match (6 rounds)', options: { rounds: 6 }, seats: 2, modes: ['online', 'bot'] },
    { label: 'Two players — long match (30 rounds)', options: { rounds: 30 }, seats: 2, modes: ['online', 'bot'] },
    ...([3, 4, 5, 6] as const).map((n) => ({ label: `${n} players (12 rounds)`, options: { rounds: 12 }, seats: n, modes: ['online'] as const })),
    ...([3, 4, 5, 6] as const).map((n) => ({ label: `${n} players — long match (30 rounds)`, options: { rounds: 30 }, seats: n, modes: ['online'] as const })),
    { label: 'Three players — short match (5 rounds)', options: { rounds: 5 }, seats: 3, modes: ['online'] },
  ],
};
