/** What the lobby shows of Clockwork Crusade: plain data, so the first visit loads no engine. */
import type { CatalogEntry } from '../../catalog-entry.js';

export const clockworkCrusadeCatalog: CatalogEntry = {
  id: 'clockwork-crusade',
  title: 'Clockwork Crusade',
  blurb: 'Armies of clockwork soldiers and vehicles fight over territory grids: open portals at your gates, capture territories, research new units and destroy every enemy gate.',
  variants: [
    { label: 'Two players', options: { rounds: 30 }, seats: 2, modes: ['online', 'bot'] },
    ...([3, 4, 5, 6] as const).map((n) => ({ label: `${n} players`, options: { rounds: 30 }, seats: n, modes: ['online'] as const })),
  ],
};
