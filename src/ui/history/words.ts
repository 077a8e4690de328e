/** The history's words about storage: sizes, the storage line, and what became of a match it was asked to keep. Pure. */
import type { HistoryUsage, SaveOutcome } from '../../net/history/types.js';

/** "812 bytes", "18 kB", "1.4 MB", "2.1 GB" (powers of 1000, as browsers and disks state them). */
export function sizeText(n: number): string {
  if (n < 1000) return `${n} bytes`;
  if (n < 1e6) return `${Math.round(n / 1e3)} kB`;
  if (n < 1e9) return `${(n / 1e6).toFixed(1)} MB`;
  return `${(n / 1e9).toFixed(1)} GB`;
}

/** "12 matches, 1.4 MB stored; this browser allows this site about 2,048 MB." */
export function usageText(u: HistoryUsage): string {
  const kept = u.matches === 0 ? 'No matches kept yet' : `${u.matches} ${u.matches === 1 ? 'match' : 'matches'}, ${sizeText(u.bytes)} stored`;
  if (u.quota === undefined) return `${kept}.`;
  return `${kept}; this browser allows this site about ${u.quota >= 1e9 ? sizeText(u.quota) : `${Math.max(1, Math.round(u.quota / 1e6)).toLocaleString('en')} MB`}.`;
}

/** While a match is being kept. */
export type Keeping = SaveOutcome | { readonly kind: 'saving' };

export const FULL_TEXT = "This match could not be kept: the browser's storage is full. Download it, or delete old matches in your history.";

/** What the end or stopped panel says about keeping the match: null while saving. */
export function keptText(k: Keeping): string | null {
  switch (k.kind) {
    case 'saving': return null;
    case 'saved': case 'already': return 'Kept in your match history.';
    case 'full': return FULL_TEXT;
    case 'unavailable': return `This match could not be kept in your match history: ${k.reason}. Download it to keep it.`;
  }
}
