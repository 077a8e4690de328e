/**
 * Keeping a match played on this page in the history, once, when it ends or stops (the end and
 * stopped panels call `keepMatch`; the watch page never does: a spectator keeps nothing). What
 * became of it is a signal the panels show: a full storage or no storage at all is said in words,
 * next to the download, never dropped silently.
 */
import { signal } from '@preact/signals';
import type { SaveOutcome, HistoryMeta } from '../../net/history/types.js';
import { saveToHistory } from '../../net/history/store.js';
import { sealDigest } from '../../protocol/endings/seal.js';
import type { Transcript } from '../../protocol/wire/transcript.js';
import type { MatchController } from '../match/controller.js';
import { type Played, playedMeta } from './meta.js';
import type { Keeping } from './words.js';

export type Save = (file: unknown, meta: HistoryMeta) => Promise<SaveOutcome>;

/** What became of each match this page was asked to keep, by its record key. */
export const keeping = signal<Readonly<Record<string, Keeping>>>({});

const tried = new Set<string>();

/**
 * Saves what `make` gives under `id`, once per page (a second call does nothing, unless `again`:
 * the player asks to try again). `make` null: nothing to keep. Whatever fails becomes an outcome.
 */
export async function keepOnce(id: string, make: () => Promise<{ readonly file: Transcript; readonly meta: HistoryMeta } | null>, save: Save = saveToHistory, again = false): Promise<Keeping | null> {
  if (tried.has(id) && !again) return keeping.value[id] ?? null;
  tried.add(id);
  const set = (k: Keeping): Keeping => { keeping.value = { ...keeping.value, [id]: k }; return k; };
  set({ kind: 'saving' });
  try {
    const made = await make();
    if (!made) { const { [id]: _gone, ...rest } = keeping.value; keeping.value = rest; return null; }
    return set(await save(made.file, made.meta));
  } catch (e) {
    return set({ kind: 'unavailable', reason: `it could not be saved (${e instanceof Error ? e.message.slice(0, 160) : 'unknown error'})` });
  }
}

/**
 * Keeps the match on `c`'s page: at the end its own sealed file (`words`: the end panel's result,
 * `outcome`: won, lost or draw for this player); a stopped match's evidence (`words`: why it stopped).
 */
export function keepMatch(c: MatchController, words: string, outcome: Played['outcome'] = null, again = false, save: Save = saveToHistory): Promise<Keeping | null> {
  return keepOnce(c.record.key, async () => {
    const st = c.session.status;
    const seat = c.session.seat;
    if (st.kind === 'over') {
      const file = await c.session.sealedTranscript(sealDigest);
      const ending = st.verdict.status === 'invalid' ? 'invalid' : st.verdict.end?.kind ?? 'unfinished';
      return file && { file, meta: playedMeta(file, { seat, result: words, outcome, ending, date: Date.now() }) };
    }
    if (st.kind === 'stopped' && st.evidence) {
      return { file: st.evidence, meta: playedMeta(st.evidence, { seat, result: `The match stopped: ${words}`, outcome: null, ending: 'stopped', date: Date.now() }) };
    }
    return null;
  }, save, again);
}
