/** What the lobby shows of Arackuan: plain data, so the first visit loads no engine. */
import type { CatalogEntry } from '../../catalog-entry.js';

export const arackuanCatalog: CatalogEntry = {
  id: 'arackuan',
  title: 'Arackuan',
  blurb: 'Two armies place cards face down on a 40-square battlefield, reveal them together, then attack, move and conquer for nine rounds.',
  variants: [
    { label: 'Pre-built decks (each picks one in secret)', options: { decks: 'prebuilt' }, seats: 2, modes: ['online', 'bot'] },
    { label: 'Your own decks (kept secret, checked at the end)', options: { decks: 'built' }, seats: 2, modes: ['online', 'bot'] },
  ],
};
