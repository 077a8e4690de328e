/** "Verify a match": drop a match file, see the verifier's verdict and how every random draw was made. */
import { signal } from '@preact/signals';
import type { Verdict } from '../protocol/verification/verify.js';
import { checkedSentences, explainVerdict, formatVerdict, plural } from '../protocol/verification/verdict-text.js';
import { GAMES } from '../engine/games/defs.js';
import { type Check, fileChecker } from './verify-file.js';
import { type Replay, replayMatch } from './replay.js';
import { ReplayView } from './replay-view.js';

const checked = signal<Check | null>(null);
const replay = signal<Replay | null>(null);
const load = fileChecker(GAMES, (c) => {
  checked.value = c;
  replay.value = c.kind === 'done' && (c.verdict.status === 'valid' || c.verdict.status === 'claimed' || c.verdict.status === 'unfinished') ? replayMatch(c.raws, GAMES, c.verdict.end) : null;
});

/** Each verdict's heading: a claim ending these files cannot confirm, and an unfinished match, are neither valid nor invalid. */
const HEADING: Readonly<Record<Verdict['status'], string>> = {
  valid: '✔ Valid', invalid: '✘ Invalid', unreadable: '✘ Unreadable', claimed: '? Claim not confirmed', unfinished: '… Unfinished',
};

export function VerifyPage() {
  const c = checked.value;
  const v = c?.kind === 'done' ? c.verdict : null;
  const done = v ? checkedSentences(v) : [];
  return (
    <main class="page verify">
      <p class="crumbs"><a href="#/">← Lobby</a></p>
      <h1>Verify a match</h1>
      <p>Choose or drop a match file: every move in it is checked against its player's signature and the rules, every
        face-down card and shuffle against the secrets opened at the end, and the whole match is replayed. Nothing
        leaves this page.</p>
      <p class="note">Players disagree about how a match ended? Choose each player's file together: a claim that one
        of them stopped answering does not count if their answer is in any file, is confirmed once every player's
        own file is there, and a player who sent different players different versions of a move is named.</p>
      <label
        class="drop"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => { e.preventDefault(); void load([...(e.dataTransfer?.files ?? [])]); }}
      >
        <input type="file" multiple accept=".json,application/json" onChange={(e) => void load([...((e.currentTarget as HTMLInputElement).files ?? [])])} />
        <span>{c?.name || 'Drop match files here, or choose them'}</span>
      </label>
      {c?.kind === 'checking' && <section aria-live="polite"><p class="checking">Checking …</p></section>}
      {v && (
        <section aria-live="polite">
          <h2 class={`verdict ${v.status}`}>{HEADING[v.status]}</h2>
          <div class="verdict-words">{explainVerdict(v).map((line, i) => <p key={i}>{line}</p>)}</div>
          {done.length > 0 && <><h3 class="checked-head">What was checked</h3><ul class="checked">{done.map((line, i) => <li key={i}>{line}</li>)}</ul></>}
          <details><summary>The verifier's report, as <code>npm run verify</code> prints it</summary><pre class="verdict-text">{formatVerdict(v)}</pre></details>
          {v.randomness.length > 0 && <Randomness v={v} />}
          {replay.value && replay.value.frames.length > 0 && <ReplayView replay={replay.value} />}
        </section>
      )}
    </main>
  );
}

function Randomness({ v }: { v: Verdict }) {
  return (
    <details>
      <summary>How each shuffle and roll was derived ({plural(v.randomness.length, 'public random draw')})</summary>
      <p>Seed k = SHA-256 of the match id, k, and every seat's k-th beacon value; each shuffle is Fisher–Yates and
        each roll a rejection-sampled integer over that seed's stream.</p>
      <ol start={0}>
        {v.randomness.map((r) => (
          <li key={r.k}>
            <strong>{r.purpose}</strong> <code>seed {r.seed.slice(0, 16)}…</code>
            <ul>{r.uses.map((u, i) => <li key={i}>{u.label}: {u.kind === 'int' ? `value ${String(u.result)} of ${u.n}` : `${plural(u.n, 'item')} → ${JSON.stringify(u.result)}`}</li>)}</ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
