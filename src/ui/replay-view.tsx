/**
 * The verify page's replay: a checked match file move by move, the game's own table in a
 * read-only mode (nothing is awaited, so it offers no choice) beside the log so far.
 */
import { signal } from '@preact/signals';
import type { Json } from '../engine/game.js';
import { err } from '../result.js';
import { type LoadedGame, loadGame } from './games/load.js';
import type { Replay } from './replay.js';
import { endWords } from './ending-words.js';

const frameIx = signal(0);
const viewer = signal(0);
const tables = signal<Readonly<Record<string, LoadedGame>>>({});
let shown: Replay | null = null;

const readOnly = { choose: () => err('This is a replay: nothing can be played.'), whyNot: (_v: Json) => 'This is a replay.' };

export function ReplayView({ replay }: { replay: Replay }) {
  if (shown !== replay) { shown = replay; frameIx.value = 0; viewer.value = 0; }
  const t = tables.value[replay.gameId];
  // (with the game's sentence for the end, which the last move shows)
  if (!t) void loadGame(replay.gameId)?.then(async (g) => { await g.ui.ending?.load().catch(() => undefined); tables.value = { ...tables.value, [replay.gameId]: g }; });
  const n = replay.frames.length;
  const i = Math.min(frameIx.value, n - 1);
  const frame = replay.frames[i];
  if (!frame) return null;
  const Table = t?.ui.Table;
  const phase = t?.def.phase ? t.def.phase(frame.game) : null;
  const lines = replay.log.slice(0, frame.lines);
  const go = (k: number) => { frameIx.value = Math.max(0, Math.min(n - 1, k)); };
  return (
    <section class="replay" aria-label="Replay">
      <h2>Replay</h2>
      <p class="note">What everyone could see, move by move: cards face down stay face down, as for anyone holding the file.</p>
      <div class="replay-controls" role="group" aria-label="Replay controls">
        <button type="button" onClick={() => go(0)} disabled={i === 0} >First</button>
        <button type="button" onClick={() => go(i - 1)} disabled={i === 0}>◀ Previous</button>
        <span class="replay-pos" aria-live="polite">Move {i + 1} of {n}</span>
        <button type="button" onClick={() => go(i + 1)} disabled={i === n - 1}>Next ▶</button>
        <button type="button" onClick={() => go(n - 1)} disabled={i === n - 1} >Last</button>
        <input type="range" min={0} max={n - 1} value={i} aria-label="Move" onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))} />
        {replay.names.length > 1 && (
          <label>Seen from{' '}
            <select value={String(viewer.value)} onChange={(e) => { viewer.value = Number((e.currentTarget as HTMLSelectElement).value); }}>
              {replay.names.map((name, s) => <option key={s} value={String(s)}>{name}</option>)}
            </select>
          </label>
        )}
      </div>
      {i === n - 1 && replay.end && (
        <p class="replay-end" role="status"><strong>The end:</strong> {endWords(replay.names, replay.end, t?.ui.ending?.value.value?.(frame.game, replay.names) ?? null)}</p>
      )}
      <div class="replay-body">
        <div class="replay-table">
          {Table ? <Table state={frame.game} seat={viewer.value} knowledge={{}} awaiting={null} names={replay.names} phase={phase} watching {...readOnly} /> : <p>Loading the table…</p>}
        </div>
        <ol class="replay-log" reversed aria-label="Log so far">
          {[...lines].reverse().map((l, k) => <li key={lines.length - k} class={k === 0 ? 'latest' : ''}>{l}</li>)}
        </ol>
      </div>
    </section>
  );
}
