/**
 * The end of a match, addressed to this player: "You won", "You lost" or "Draw", the final
 * standings, and what to do next. It floats above the table wherever the page is scrolled,
 * until the player hides it (a small bar then brings it back).
 */
import { useState } from 'preact/hooks';
import type { Verdict } from '../../protocol/verification/verify.js';
import type { GameUi } from '../games/types.js';
import type { MatchController } from './controller.js';
import { downloadJson } from './download.js';
import { sealDigest } from '../../protocol/endings/seal.js';
import { type Outcome, outcomeFor } from './outcome.js';
import { andList, seatName } from '../names.js';
import { winnersOf } from '../../protocol/endings/endings.js';
import { endWords } from '../ending-words.js';
import { activate } from '../active.js';
import { go } from '../route.js';
import { RatingChange } from '../ladder/rating-change.js';
import { KeptNote } from '../history/kept-note.js';

const WORDS: Readonly<Record<Outcome, string>> = { won: 'You won', lost: 'You lost', draw: 'Draw' };

let watching: ResizeObserver | null = null;
/**
 * The page keeps room below its content as tall as this panel, which floats over the bottom of
 * the window: whatever is last on the page (the Details, the log) can be scrolled above it.
 */
function keepRoom(el: HTMLElement | null): void {
  watching?.disconnect();
  watching = null;
  const root = document.documentElement.style;
  if (!el || typeof ResizeObserver !== 'function') { root.removeProperty('--end-room'); return; }
  watching = new ResizeObserver(() => root.setProperty('--end-room', `${el.offsetHeight}px`));
  watching.observe(el);
}

export function EndPanel({ c, ui }: { c: MatchController; ui: GameUi | undefined }) {
  const [hidden, setHidden] = useState(false);
  const st = c.status.value;
  if (st.kind !== 'over') return null;
  const names = c.names.value;
  const v = st.verdict;
  const end = v.end;
  const outcome = outcomeFor(c.session.seat, end, c.record.seats);
  const teams = c.record.seats > 2 && end?.kind === 'result' && end.result.winners.length > 1;
  const word = outcome ? (teams && outcome !== 'draw' ? `Your team ${outcome}` : WORDS[outcome]) : 'The match is over';
  if (hidden) {
    return (
      <section class={`end collapsed ${outcome ?? ''}`} aria-label="Result" ref={keepRoom}>
        <strong class="outcome">{word}</strong>
        <button type="button" onClick={() => setHidden(false)}>Show the result</button>
      </section>
    );
  }
  const state = c.gameState.value;
  // The game says how it ended in plain words when it can; else the rules' summary, with names for seats.
  // (later-panels.tsx shows this panel once the game's words have loaded)
  const ending = ui?.ending?.value.value;
  const said = state !== null && ending ? ending(state, names) : null;
  const result = endWords(names, end ?? null, said, c.session.seat);
  return (
    <section class={`end ${outcome ?? ''}`} aria-label="Result" role="dialog" aria-modal="false" ref={keepRoom}>
      <button type="button" class="end-hide" onClick={() => setHidden(true)} aria-label="Hide the result">Hide</button>
      <h2 class="outcome">{word}</h2>
      <p class="result">{result}</p>
      <Standings c={c} ui={ui} />
      <Badge v={v} names={names} />
      <RatingChange session={c.session} seat={c.session.seat} />
      <KeptNote c={c} words={result} outcome={outcome} />
      <div class="actions">
        <Rematch c={c} />
        <button type="button" onClick={() => void c.session.sealedTranscript(sealDigest).then((t) => downloadJson(`facedown-${c.record.game}-${c.record.key.slice(0, 8)}.json`, t))}>Download the match file</button>
        <a class="button" href="#/">New match</a>
      </div>
    </section>
  );
}

/** What the end-of-match check showed, never more than it shows: whose hidden cards went unchecked, and a claim's limits. */
function Badge({ v, names }: { v: Verdict; names: readonly (string | null)[] }) {
  const who = andList(v.unchecked.map((x) => seatName(names, x)));
  if (v.status === 'invalid' || v.status === 'unreadable') return <p class="badge failed">✘ This match does not check out. The Details below say why.</p>;
  if (v.status === 'unfinished') return <p class="badge partial">The match stopped unfinished. What was played checks out as far as it goes.</p>;
  if (v.unchecked.length) return <p class="badge partial">✔ Every move checks out, but {who}'s hidden cards were never checked: {who} never showed them.</p>;
  return <p class="badge verified">✔ Checked: every hidden card, shuffle and move in this match was played by the rules.</p>;
}

/** The final standings: every player's headline number when the game gives one, else the winners first. */
function Standings({ c, ui }: { c: MatchController; ui: GameUi | undefined }) {
  const st = c.status.value;
  const state = c.gameState.value;
  const names = c.names.value;
  if (st.kind !== 'over') return null;
  const end = st.verdict.end;
  const winners = new Set(winnersOf(end, names.length));
  // The rules decide who won (by crystals, by a tie-break…): winners first, then the headline number.
  const first = (a: number, b: number): number => Number(winners.has(b)) - Number(winners.has(a));
  const heads = state !== null && ui?.headline ? [...ui.headline(state, names)].sort((a, b) => first(a.seat, b.seat) || b.value - a.value) : null;
  const rows = heads
    ? heads.map((h) => ({ seat: h.seat, text: `${winners.has(h.seat) ? 'winner · ' : ''}${h.label} ${h.value}${h.detail ? ` · ${h.detail}` : ''}` }))
    : names.map((_n, seat) => ({ seat, text: winners.has(seat) ? 'winner' : '' })).sort((a, b) => Number(winners.has(b.seat)) - Number(winners.has(a.seat)));
  return (
    <ol class="standings" aria-label="Final standings">
      {rows.map((r) => (
        <li key={r.seat} class={r.seat === c.session.seat ? 'me' : ''}>
          <span class="who">{seatName(names, r.seat)}{r.seat === c.session.seat ? ' (you)' : ''}</span>
          {r.text && <span class="score"> — {r.text}</span>}
        </li>
      ))}
    </ol>
  );
}

function Rematch({ c }: { c: MatchController }) {
  // Without a server a new match needs new codes: from the lobby (a rematch offer carries no code).
  if (c.record.mode === 'direct') return <span class="note">To play again without a server, create a new match in the lobby and exchange new codes.</span>;
  if (c.record.mode !== 'online') return null;
  const offer = c.rematchOffer.value;
  const open = (next: MatchController | null) => {
    if (!next) return;
    activate(next, 5_000);
    go(`#/match/${next.record.key}`);
  };
  if (c.record.seat === 0) return <button type="button" class="primary" onClick={() => open(c.rematch())}>Rematch</button>;
  return offer
    ? <span>{seatName(c.names.value, 0)} offers a rematch. <button type="button" class="primary" onClick={() => open(c.acceptRematch())}>Play again</button></span>
    : <span class="note">The host can offer a rematch.</span>;
}
