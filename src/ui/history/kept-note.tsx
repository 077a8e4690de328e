/**
 * One line in the end and stopped panels: the match is kept in the history (with the way there),
 * or why it could not be, next to the panel's download. Rendering it keeps the match (keep.ts).
 */
import { useEffect } from 'preact/hooks';
import type { MatchController } from '../match/controller.js';
import { keepMatch, keeping } from './keep.js';
import type { Played } from './meta.js';
import { keptText } from './words.js';
import './history.css';

export function KeptNote({ c, words, outcome = null }: { c: MatchController; words: string; outcome?: Played['outcome'] }) {
  useEffect(() => { void keepMatch(c, words, outcome); }, [c]);
  const k = keeping.value[c.record.key];
  const text = k && keptText(k);
  if (!k || !text) return null;
  if (k.kind === 'saved' || k.kind === 'already') return <p class="kept note">{text} <a href="#/history">Your match history</a></p>;
  return (
    <p class="kept not-kept" role="alert">
      {text}{' '}
      {k.kind === 'full' && <a href="#/history">Your match history</a>}{' '}
      <button type="button" class="quiet" onClick={() => void keepMatch(c, words, outcome, true)}>Try again</button>
    </p>
  );
}
