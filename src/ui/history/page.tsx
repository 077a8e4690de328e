/**
 * The match history (#/history): every match finished or stopped on this device, kept in this
 * browser (src/net/history/store.ts), newest first. Each can be replayed, verified, downloaded
 * or deleted; all can be downloaded as one archive, and match files or archives imported.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { deleteFromHistory, historyAvailable, historyFiles, historyList, historyText, historyUsage } from '../../net/history/store.js';
import type { HistoryMeta, HistoryUsage } from '../../net/history/types.js';
import { archiveOf } from '../../protocol/ladder/archive.js';
import { downloadJson } from '../match/download.js';
import { GAME_UIS } from '../games/catalog.js';
import { andList } from '../names.js';
import { type ImportReport, importFiles } from './importer.js';
import { Opened, closeFor, openMatch, opened } from './opened.js';
import { sizeText, usageText } from './words.js';
import './history.css';

const list = signal<readonly HistoryMeta[] | null>(null);
const usage = signal<HistoryUsage | null>(null);
const available = signal(true);
const asking = signal<string | null>(null);
const importing = signal<string | null>(null);
const report = signal<ImportReport | null>(null);

async function refresh(): Promise<void> {
  const [l, u, a] = await Promise.all([historyList(), historyUsage(), historyAvailable()]);
  list.value = l;
  usage.value = u;
  available.value = a;
}

const titleOf = (game: string): string => GAME_UIS.find((g) => g.id === game)?.title ?? game;
const fileName = (m: HistoryMeta): string => `facedown-${m.game}-${m.matchId.slice(0, 8)}.json`;
const when = (ms: number): string => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const OUTCOME: Readonly<Record<NonNullable<HistoryMeta['outcome']>, string>> = { won: 'Won', lost: 'Lost', draw: 'Draw' };

async function download(m: HistoryMeta): Promise<void> {
  const text = await historyText(m.key);
  if (text === null) return;
  downloadJson(fileName(m), JSON.parse(text));
}

async function downloadAll(): Promise<void> {
  const files = await historyFiles();
  downloadJson(`facedown-history-${new Date().toISOString().slice(0, 10)}.json`, archiveOf(files));
}

async function remove(key: string): Promise<void> {
  asking.value = null;
  closeFor(key);
  await deleteFromHistory(key);
  await refresh();
}

async function pick(files: readonly File[]): Promise<void> {
  if (!files.length) return;
  report.value = null;
  importing.value = 'Reading the files…';
  try {
    report.value = await importFiles(files, (t) => { importing.value = t; });
  } finally {
    importing.value = null;
    await refresh();
  }
}

export function HistoryPage() {
  useEffect(() => { void refresh(); }, []);
  const l = list.value;
  const u = usage.value;
  return (
    <main class="page history">
      <p class="crumbs"><a href="#/">← Lobby</a></p>
      <h1>Match history</h1>
      <p>Every match you finish or that stops on this device is kept here, in this browser, with its file. Replay it, check
        it, download it, or take all of them to another device as one file. Nothing leaves this browser unless you download it.</p>
      {available.value
        ? u && <p class="usage">{usageText(u)}</p>
        : <p class="usage" role="alert">This browser keeps no storage for this page (a private window, or storage turned off): matches cannot be kept here. Download each one at its end to keep it.</p>}
      <div class="actions">
        <button type="button" onClick={() => void downloadAll()} disabled={!l?.length}>Download all as one file</button>
        <label class="button file-pick">
          <input type="file" multiple accept=".json,application/json" disabled={!available.value || importing.value !== null}
            onChange={(e) => { const input = e.currentTarget as HTMLInputElement; void pick([...(input.files ?? [])]).then(() => { input.value = ''; }); }} />
          <span>Import files…</span>
        </label>
      </div>
      {importing.value && <p class="importing" aria-live="polite">{importing.value}</p>}
      {report.value && <ImportNote r={report.value} />}
      {l && !l.length && <p class="note">No matches kept yet. A match you play to its end here, online or against the computer, appears here.</p>}
      {l && l.length > 0 && (
        <ul class="history-list" aria-label="Kept matches">
          {l.map((m) => <Row key={m.key} m={m} />)}
        </ul>
      )}
    </main>
  );
}

function Row({ m }: { m: HistoryMeta }) {
  const names = m.players.map((p, s) => (s === m.seat ? `${p.name} (you)` : p.name));
  const o = opened.value;
  const title = titleOf(m.game);
  return (
    <li class="hist-match" aria-label={`${title}, ${when(m.date)}`}>
      <div class="hist-game"><strong>{title}</strong><br /><span class="note">{when(m.date)} · <span class="hist-size">{sizeText(m.bytes)}</span></span></div>
      <div class="hist-players">{andList(names)}</div>
      <div class="hist-result">{m.outcome && <strong class={`hist-outcome ${m.outcome}`}>{OUTCOME[m.outcome]}. </strong>}{m.result}</div>
      <div class="hist-actions">
        <button type="button" onClick={() => void openMatch(m, 'replay')} aria-pressed={o?.key === m.key && o.mode === 'replay'}>Replay</button>
        <button type="button" onClick={() => void openMatch(m, 'verify')} aria-pressed={o?.key === m.key && o.mode === 'verify'}>Verify</button>
        <button type="button" onClick={() => void download(m)}>Download</button>
        <button type="button" onClick={() => { asking.value = m.key; }}>Delete…</button>
      </div>
      {asking.value === m.key && (
        <p class="hist-ask" role="alert">
          Delete this match from your history? Its file is gone from this browser unless you downloaded it.{' '}
          <button type="button" class="primary" onClick={() => void remove(m.key)}>Delete</button>{' '}
          <button type="button" onClick={() => { asking.value = null; }}>Keep it</button>
        </p>
      )}
      {o?.key === m.key && <Opened />}
    </li>
  );
}

function ImportNote({ r }: { r: ImportReport }) {
  const dup = r.duplicates.length;
  return (
    <section class="import-report" aria-live="polite" aria-label="Import">
      <p>{r.kept === 0 ? 'No new match imported.' : `${r.kept} ${r.kept === 1 ? 'match' : 'matches'} imported.`}
        {dup > 0 && ` ${dup} already in your history, skipped.`}</p>
      {r.stopped && <p role="alert" class="not-kept">{r.stopped}</p>}
      {r.problems.length > 0 && (
        <>
          <p>{r.problems.length === 1 ? 'One file could not be read:' : `${r.problems.length} files could not be read:`}</p>
          <ul class="import-problems">{r.problems.map((p, i) => <li key={i}>{p}</li>)}</ul>
        </>
      )}
      {dup > 0 && dup <= 20 && <details><summary>Skipped</summary><ul>{r.duplicates.map((d, i) => <li key={i}>{d}</li>)}</ul></details>}
    </section>
  );
}
