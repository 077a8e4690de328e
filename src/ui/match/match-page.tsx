/** A match: status, invitation, the game's table, the log, and the end or stop panels. */
import { signal } from '@preact/signals';
import { active, activate } from '../active.js';
import { GAME_UIS } from '../games/catalog.js';
import { type LoadedGame, loadGame } from '../games/load.js';
import type { GameUi } from '../games/types.js';
import { route } from '../route.js';
import { MatchController } from './controller.js';
import { ClaimPanel, EndPanel, InvitePanel, MatchLog, NoticePanel, StatusBar, StoppedPanel } from './panels.js';

/** Matches being reopened from storage, by key, and why one could not be. */
const opening = new Set<string>();
const problem = signal<{ key: string; text: string } | null>(null);
const tables = signal<Readonly<Record<string, LoadedGame>>>({});

function reopen(key: string): void {
  if (opening.has(key)) return;
  opening.add(key);
  void MatchController.resume(key).then((r) => {
    opening.delete(key);
    if (typeof r === 'string') problem.value = { key, text: r };
    else activate(r);
  });
}

function tableFor(id: string): LoadedGame | null {
  const t = tables.value[id];
  if (t) return t;
  void loadGame(id)?.then((g) => { tables.value = { ...tables.value, [id]: g }; });
  return null;
}

/** The game's table, from the controller's computed props: only this re-renders when the table's facts change. */
function TableSlot({ c, Table }: { c: MatchController; Table: GameUi['Table'] }) {
  const props = c.table.value;
  return props && <Table {...props} />;
}

export function MatchPage() {
  const key = route.value.parts[1] ?? '';
  const c = active.value;
  if (!c || c.record.key !== key) {
    if (problem.value?.key === key) {
      return <main class="page"><h1>Match not found</h1><p>{problem.value.text}</p><p><a href="#/">Lobby</a></p></main>;
    }
    reopen(key);
    return <main class="page"><p>Opening the match…</p></main>;
  }
  const Table = tableFor(c.record.game)?.ui.Table;
  return (
    <main class="page match">
      <header class="match-head">
        <h1>{GAME_UIS.find((g) => g.id === c.record.game)?.title ?? c.game.name}</h1>
        <StatusBar c={c} />
      </header>
      <StoppedPanel c={c} />
      <NoticePanel c={c} />
      <InvitePanel c={c} />
      <EndPanel c={c} />
      <ClaimPanel c={c} />
      {Table && <TableSlot c={c} Table={Table} />}
      <MatchLog c={c} />
    </main>
  );
}
