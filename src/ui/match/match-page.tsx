/** A match: status, invitation, the game's table, the log, and the end or stop panels. */
import { effect, signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { active, activate } from '../active.js';
import { GAME_UIS } from '../games/catalog.js';
import { type LoadedGame, loadGame } from '../games/load.js';
import type { GameUi } from '../games/types.js';
import { later } from '../later.js';
import { route } from '../route.js';
import { MatchController, type ResumeProblem } from './controller.js';
import { AwayPanel, DetailsPanel, DirectPanel, EndPanel, ImpostorPanel, InvitePanel, LeavePanel, NoticePanel, StoppedPanel, WatchPanel, prefetchPanels } from './later-panels.js';
import { outcomeFor } from './outcome.js';
import { LinkLine, MatchLog, StatusBar } from './panels.js';
import { TalkSlot } from './talk-slot.js';
import { type CueFacts, cue, cueFor } from './sound.js';

/** The Hint button (hint.tsx): its code and the game's bots load once a choice is asked. */
const hint = later(() => import('./hint.js').then((m) => m.Hint));
/** The step whose choice last tried to load it: a failed load (no network) is tried again at the next choice, not at every redraw. */
let hintTried = -1;
const HintSlot = ({ c }: { c: MatchController }) => {
  const H = hint.value.value;
  if (!H && c.awaiting.value && c.step.value !== hintTried) { hintTried = c.step.value; hint.load().catch(() => undefined); }
  return H && <H c={c} />;
};

/** Matches being reopened from storage, by key, and why one could not be. */
const opening = new Set<string>();
const problem = signal<{ key: string; why: ResumeProblem } | null>(null);
const tables = signal<Readonly<Record<string, LoadedGame>>>({});

function reopen(key: string): void {
  if (opening.has(key)) return;
  opening.add(key);
  void MatchController.resume(key).then((r) => {
    opening.delete(key);
    if (r instanceof MatchController) activate(r);
    else problem.value = { key, why: r };
  });
}

/** The game's table, once loaded (the controller's game rules came with it). */
function tableFor(id: string): LoadedGame | null {
  const t = tables.value[id];
  if (t) return t;
  void loadGame(id)?.then((g) => { tables.value = { ...tables.value, [id]: g }; });
  return null;
}

/**
 * The game's table, from the controller's computed props: only this re-renders when the table's
 * facts change. Once it shows, what the match shows later loads when the browser is idle.
 */
function TableSlot({ c, ui }: { c: MatchController; ui: GameUi }) {
  const props = c.table.value;
  const shown = props !== null;
  useEffect(() => { if (shown) prefetchPanels(ui); }, [shown]);
  const Table = ui.Table;
  return props && <Table {...props} />;
}

/** Sound cues from the match's facts: your turn, a reveal, a hit (someone's Influence or hit points fell), the end. */
function useCues(c: MatchController, ui: GameUi | undefined): void {
  useEffect(() => {
    const facts = (): CueFacts => {
      const a = c.awaiting.value;
      const st = c.status.value;
      const state = c.gameState.value;
      void c.log.value; // a step that changes nothing else still adds its line
      return {
        turn: a !== null,
        forced: a?.request.kind === 'commit' && a.legal.length === 1,
        reveals: (c.session.match?.events ?? []).filter((e) => e.kind === 'reveal').length,
        scores: state !== null && ui?.headline ? ui.headline(state, c.names.peek()).map((h) => h.value) : [],
        over: st.kind === 'over' ? outcomeFor(c.session.seat, st.verdict.end, c.record.seats) ?? 'draw' : null,
      };
    };
    let before: CueFacts | null = null;
    return effect(() => {
      const now = facts();
      const kind = before && cueFor(before, now);
      if (kind) cue(kind);
      before = now;
    });
  }, [c, ui]);
}

export function MatchPage() {
  const key = route.value.parts[1] ?? '';
  const c = active.value;
  if (!c || c.record.key !== key) {
    const p = problem.value;
    if (p?.key === key) {
      return (
        <main class="page">
          <h1>{p.why.kind === 'elsewhere' ? 'Already open in another tab' : 'Match not found'}</h1>
          <p>{p.why.text}</p>
          <p><a href="#/">Back to the lobby</a></p>
        </main>
      );
    }
    reopen(key);
    return <main class="page"><p>Opening the match…</p></main>;
  }
  return <MatchView c={c} />;
}

function MatchView({ c }: { c: MatchController }) {
  const ui = tableFor(c.record.game)?.ui;
  useCues(c, ui);
  return (
    <main class="page match">
      <header class="match-head">
        <div class="title-row">
          <a class="back" href="#/">← Lobby</a>
          <h1>{GAME_UIS.find((g) => g.id === c.record.game)?.title ?? c.game.name}</h1>
          <LinkLine c={c} />
        </div>
        <StatusBar c={c} ui={ui} />
      </header>
      <ImpostorPanel c={c} />
      <StoppedPanel c={c} />
      <NoticePanel c={c} />
      <InvitePanel c={c} />
      <DirectPanel c={c} />
      <EndPanel c={c} ui={ui} />
      <AwayPanel c={c} />
      <HintSlot c={c} />
      {ui && <TableSlot c={c} ui={ui} />}
      <TalkSlot c={c} />
      <MatchLog c={c} />
      <WatchPanel c={c} />
      <LeavePanel c={c} />
      <DetailsPanel c={c} />
    </main>
  );
}
