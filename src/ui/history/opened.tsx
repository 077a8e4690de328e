/**
 * A kept match opened under its line: its verdict (Verify), in the Verify page's words, or its
 * replay (Replay) with the Verify page's replay view. One at a time.
 */
import { signal } from '@preact/signals';
import { historyText } from '../../net/history/store.js';
import type { HistoryMeta } from '../../net/history/types.js';
import type { Verdict } from '../../protocol/verification/verify.js';
import { checkedSentences, explainVerdict } from '../../protocol/verification/verdict-text.js';
import { ReplayView } from '../replay-view.js';
import type { Replay } from '../replay.js';
import { type Checked, checkText, replayOf } from './check.js';

type Mode = 'verify' | 'replay';

interface Open {
  readonly key: string;
  readonly mode: Mode;
  readonly checked: Checked | null;
  readonly replay: Replay | null;
  readonly problem: string | null;
}

export const opened = signal<Open | null>(null);

/** The Verify page's headings. */
const HEADING: Readonly<Record<Verdict['status'], string>> = {
  valid: '✔ Valid', invalid: '✘ Invalid', unreadable: '✘ Unreadable', claimed: '? Claim not confirmed', unfinished: '… Unfinished',
};

/** Opens `m` in `mode` (again: closes it). Checks its file first, as the Verify page does. */
export async function openMatch(m: HistoryMeta, mode: Mode): Promise<void> {
  const now = opened.value;
  if (now?.key === m.key && now.mode === mode) { opened.value = null; return; }
  // The same file checked already: only the view changes.
  if (now?.key === m.key && now.checked) { opened.value = { ...now, mode, replay: mode === 'replay' ? now.replay ?? replayOf(now.checked) : now.replay }; return; }
  opened.value = { key: m.key, mode, checked: null, replay: null, problem: null };
  const text = await historyText(m.key);
  let next: Open;
  if (text === null) {
    next = { key: m.key, mode, checked: null, replay: null, problem: 'This match is no longer in your history.' };
  } else {
    try {
      const checked = await checkText(`facedown-${m.game}-${m.matchId.slice(0, 8)}.json`, text);
      next = { key: m.key, mode, checked, replay: mode === 'replay' ? replayOf(checked) : null, problem: null };
    } catch (e) {
      next = { key: m.key, mode, checked: null, replay: null, problem: `It could not be checked (${e instanceof Error ? e.message : 'unknown error'}).` };
    }
  }
  // (unless another was opened meanwhile)
  if (opened.value?.key === m.key && opened.value.mode === mode) opened.value = next;
}

/** Closes `key` if it is open (it is being deleted). */
export function closeFor(key: string): void {
  if (opened.value?.key === key) opened.value = null;
}

export function Opened() {
  const o = opened.value;
  if (!o) return null;
  if (o.problem) return <section class="hist-open" role="alert"><p>{o.problem}</p></section>;
  if (!o.checked) return <section class="hist-open" aria-live="polite"><p class="checking">Checking …</p></section>;
  const v = o.checked.verdict;
  const label = o.mode === 'replay' ? 'Replay of this match' : 'Verification of this match';
  return (
    <section class="hist-open" aria-live="polite" aria-label={label}>
      <h2 class={`verdict ${v.status}`}>{HEADING[v.status]}</h2>
      {o.mode === 'verify' && <Verified v={v} />}
      {o.mode === 'replay' && (o.replay && o.replay.frames.length > 0
        ? <ReplayView replay={o.replay} />
        : <p>{v.status === 'invalid' || v.status === 'unreadable' ? 'This match does not check out, so it is not replayed: Verify says why.' : 'This match cannot be replayed.'}</p>)}
    </section>
  );
}

function Verified({ v }: { v: Verdict }) {
  const done = checkedSentences(v);
  return (
    <>
      <div class="verdict-words">{explainVerdict(v).map((line, i) => <p key={i}>{line}</p>)}</div>
      {done.length > 0 && <><h3 class="checked-head">What was checked</h3><ul class="checked">{done.map((line, i) => <li key={i}>{line}</li>)}</ul></>}
    </>
  );
}
