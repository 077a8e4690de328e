/** What the lobby shows of Crystal Factions: plain data, so the first visit loads no engine. */
import type { CatalogEntry } from '../../catalog-entry.js';

export const crystalFactionsCatalog: CatalogEntry = {
  id: 'crystal-factions',
  title: 'Crystal Factions',
  blurb: 'Two factions race for 50 crystals or the other\'s last hitpoint across Mining, Attack and Tech lanes, with Stealth cards played face down.',
  variants: [
    { label: 'Two players (standard start: draw 7, swap any for basic cards)', options: {}, seats: 2, modes: ['online', 'bot'] },
    { label: 'Two players (classic start: pick 7 one by one from either deck)', options: { opening: 'v1' }, seats: 2, modes: ['online', 'bot'] },
    { label: 'Three players', options: {}, seats: 3, modes: ['online'] },
    { label: 'Four players', options: {}, seats: 4, modes: ['online'] },
  ],
};
