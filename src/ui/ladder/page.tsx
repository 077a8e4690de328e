/**
 * The ladder (#/ladder): ratings from the matches kept on this device and any files added here
 * (friends' match files and archives, kept in memory for the page), one table per game, players
 * by their identity's fingerprint; the files that do not count, with the reason for each; a
 * chosen player's rating over time; and the choice to see one's rating change at each match's end.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameTable, Ladder, LadderInput, Standing } from '../../protocol/ladder/ladder.js';
import { placesText, ratingText, utcText } from '../../protocol/ladder/table-text.js';
import { GAME_UIS } from '../games/catalog.js';
import { type ChosenFile, computeLadder, historyInputs, inputOf } from './compute.js';
import { RatingPlot } from './plot.js';
import { ratingChangeWanted, setRatingChangeWanted } from './opt-in.js';
import './ladder.css';

const added = signal<readonly LadderInput[]>([]);
const kept = signal<readonly LadderInput[] | null>(null);
const ladder = signal<Ladder | null>(null);
const progress = signal('');
const failed = signal<string | null>(null);
const game = signal<string | null>(null);
const player = signal<string | null>(null);
const wanted = signal(ratingChangeWanted());

let latest = 0;
async function recompute(): Promise<void> {
  const id = ++latest;
  const inputs = [...(kept.value ?? []), ...added.value];
  failed.value = null;
  try {
    const l = await computeLadder(inputs, (t) => { if (id === latest) progress.value = t; });
    if (id !== latest) return;
    ladder.value = l;
    // The game with the most matches first, until the player picks another.
    if (!l.tables.some((t) => t.game === game.value)) game.value = [...l.tables].sort((a, b) => b.matches.length - a.matches.length)[0]?.game ?? null;
  } catch (e) {
    if (id === latest) failed.value = `The ladder could not be computed: ${e instanceof Error ? e.message : 'unknown error'}`;
  } finally {
    if (id === latest) progress.value = '';
  }
}

async function addFiles(files: readonly ChosenFile[]): Promise<void> {
  if (!files.length) return;
  progress.value = 'Reading the files…';
  const inputs = await Promise.all(files.map(inputOf));
  added.value = [...added.value, ...inputs];
  await recompute();
}

/** On each visit: the history as it is now (matches may have ended since), then the ladder. */
async function start(): Promise<void> {
  kept.value = await historyInputs().catch(() => []);
  await recompute();
}

const titleOf = (id: string): string => GAME_UIS.find((g) => g.id === id)?.title ?? id;
/** A player as the page shows them: the name of their latest match and the first group of their fingerprint. */
const shown = (s: Standing): string => `${s.name} · ${s.fingerprint.slice(0, 4)}`;

export function LadderPage() {
  useEffect(() => { void start(); }, []);
  const l = ladder.value;
  const table = l?.tables.find((t) => t.game === game.value) ?? null;
  return (
    <main class="page ladder">
      <p class="crumbs"><a href="#/">← Lobby</a></p>
      <h1>Ladder</h1>
      <p>Ratings from the matches kept on this device and any match files you add here, such as your friends' files or
        their history archives. A match counts only if it checks out and every player in it has an identity; players
        are told apart by their identity's fingerprint, not by name. The same files always give the same table.
        Nothing leaves this page.</p>
      <div class="actions">
        <label class="button file-pick">
          <input type="file" multiple accept=".json,application/json"
            onChange={(e) => { const input = e.currentTarget as HTMLInputElement; void addFiles([...(input.files ?? [])]).then(() => { input.value = ''; }); }} />
          <span>Add files…</span>
        </label>
        {added.value.length > 0 && <span class="note">{added.value.length} {added.value.length === 1 ? 'file' : 'files'} added</span>}
      </div>
      <p class="ladder-progress" aria-live="polite">{progress.value}</p>
      {failed.value && <p role="alert" class="not-kept">{failed.value}</p>}
      {l && l.tables.length > 1 && (
        <div class="ladder-games" role="group" aria-label="Game">
          {l.tables.map((t) => (
            <button key={t.game} type="button" aria-pressed={t.game === game.value} onClick={() => { game.value = t.game; player.value = null; }}>{titleOf(t.game)}</button>
          ))}
        </div>
      )}
      {l && !l.tables.length && !progress.value && <p class="note">No match counts yet. Play against people who have an identity, or add their match files.</p>}
      {table && <Table t={table} />}
      {l && l.excluded.length > 0 && <Excluded l={l} />}
      <p class="ladder-opt">
        <label>
          <input type="checkbox" checked={wanted.value} onChange={(e) => { const on = (e.currentTarget as HTMLInputElement).checked; wanted.value = on; setRatingChangeWanted(on); }} />
          {' '}Show my rating change at the end of each match
        </label>
      </p>
    </main>
  );
}

function Table({ t }: { t: GameTable }) {
  const chosen = t.standings.find((s) => s.fingerprint === player.value) ?? null;
  return (
    <section aria-label={`${titleOf(t.game)} ladder`}>
      <h2>{titleOf(t.game)}</h2>
      <p class="note">{t.matches.length} {t.matches.length === 1 ? 'match counts' : 'matches count'}. Choose a player to see their rating over time.</p>
      <table class="ladder-table">
        <caption class="sr-only">{titleOf(t.game)}: rating table</caption>
        <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Rating</th><th scope="col">Matches</th><th scope="col">Wins</th></tr></thead>
        <tbody>
          {t.standings.map((s, i) => (
            <tr key={s.fingerprint} class={s === chosen ? 'chosen' : ''}>
              <td>{i + 1}</td>
              <th scope="row">
                <button type="button" class="quiet" aria-pressed={s === chosen} onClick={() => { player.value = s === chosen ? null : s.fingerprint; }}>{shown(s)}</button>
              </th>
              <td>{ratingText(s.rating)}</td><td>{s.matches}</td><td>{s.wins}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {chosen && <RatingPlot name={chosen.name} points={chosen.points} />}
      <details>
        <summary>Fingerprints, μ and σ</summary>
        <p class="note">A rating is μ − 3σ (Weng–Lin, as openskill computes it): μ is the estimated skill, σ how unsure it still is.</p>
        <ul class="ladder-details">
          {t.standings.map((s) => <li key={s.fingerprint}>{s.name}: <code>{s.fingerprint}</code>, μ {s.mu.toFixed(2)}, σ {s.sigma.toFixed(2)}</li>)}
        </ul>
      </details>
      <details>
        <summary>The matches that count, oldest first</summary>
        <ul class="ladder-matches">
          {t.matches.map((m) => <li key={m.id}>{utcText(m.at)}: {placesText(m)} <span class="note">({m.label})</span></li>)}
        </ul>
      </details>
    </section>
  );
}

function Excluded({ l }: { l: Ladder }) {
  return (
    <section aria-label="Files that do not count">
      <h2>Not counted ({l.excluded.length})</h2>
      <ul class="ladder-excluded">
        {l.excluded.map((e, i) => (
          <li key={i}>
            <span class="ladder-label">{e.label}</span>: {e.reason}
            {e.detail && <details><summary>What the check found</summary><p>{e.detail}</p></details>}
          </li>
        ))}
      </ul>
    </section>
  );
}
