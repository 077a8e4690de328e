/**
 * The end panel's line about this player's rating (only once they chose to see it, on the ladder
 * page): "Your Crystal Factions rating: 24.1 → 26.3 (+2.2)", from the matches kept on this
 * device and this one, or why this match does not count. The ladder's code loads only then.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Transcript } from '../../protocol/wire/transcript.js';
import { ratingChangeWanted } from './opt-in.js';

export function RatingChange({ session, seat }: { session: { transcript(): Transcript | null }; seat: number }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!ratingChangeWanted()) return;
    const t = session.transcript();
    if (!t) return;
    let live = true;
    void import('./rating-change-words.js').then((m) => m.ratingChangeText(t, seat)).then((s) => { if (live) setText(s); }, () => {});
    return () => { live = false; };
  }, [session, seat]);
  return text ? <p class="rating-change" aria-live="polite"><strong>{text}</strong></p> : null;
}
