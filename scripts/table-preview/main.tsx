/**
 * The table preview (scripts/screenshots.ts --seats, test/e2e/seats.test.ts): one table for
 * 1–6 seats drawn from a locally simulated match, seat 0's view, with the match head's score
 * list (the same Headlines component the match page uses). No network, no protocol: only the engine and the table.
 * ?game=crayne&seats=6&options={"variant":"3v3"}&after=120&seed=1
 */
import { render } from 'preact';
import '../../src/ui/styles.css';
import { ok } from '../../src/result.js';
import { MODULES } from '../../src/engine/games/index.js';
import { Headlines } from '../../src/ui/games/headlines.js';
import { arackuanUi } from '../../src/ui/games/arackuan/index.js';
import { clockworkCrusadeUi } from '../../src/ui/games/clockwork-crusade/index.js';
import { crayneUi } from '../../src/ui/games/crayne/index.js';
import { crystalFactionsUi } from '../../src/ui/games/crystal-factions/index.js';
import type { GameUi } from '../../src/ui/games/types.js';
import { momentOf } from './moment.js';

const UIS: Readonly<Record<string, GameUi>> = { crayne: crayneUi, 'crystal-factions': crystalFactionsUi, arackuan: arackuanUi, 'clockwork-crusade': clockworkCrusadeUi };
export const NAMES = ['Alice', 'Bartholomew', 'Carol', 'Dmitri Alexandrov', 'Erin', 'Frank'];

function Preview() {
  const q = new URLSearchParams(location.search);
  const game = q.get('game') ?? 'crayne';
  const seats = Number(q.get('seats') ?? 2);
  const mod = MODULES.get(game);
  const ui = UIS[game];
  if (!mod || !ui) return <p>Unknown game {game}</p>;
  const m = momentOf(mod, JSON.parse(q.get('options') ?? '{}'), seats, Number(q.get('seed') ?? 1), Number(q.get('after') ?? 100));
  if (!m) return <p>The simulated match never asked seat 0 for anything.</p>;
  const names = NAMES.slice(0, seats);
  // What the table was given, for test/e2e/seats.test.ts to check the page against.
  (window as { fdPreview?: unknown }).fdPreview = { state: m.state, names };
  const heads = ui.headline?.(m.state, names) ?? [];
  const Table = ui.Table;
  return (
    <main class="page match" data-preview={`${game} ${seats}`}>
      <header class="match-head">
        <div class="title-row"><a class="back" href="#/">← Lobby</a><h1>{mod.def.name}</h1></div>
        <div class="status">
          <div class="status-line" role="status"><span class="doing">{m.awaiting ? 'Your move' : 'Waiting for the others'}</span>
            {m.phase && <span class="phase-name">{m.phase.name}{m.phase.detail ? ` · ${m.phase.detail}` : ''}</span>}</div>
          <Headlines heads={heads} names={names} me={0} />
        </div>
      </header>
      <Table state={m.state} seat={0} knowledge={m.knowledge} awaiting={m.awaiting} names={names} phase={m.phase}
        choose={() => ok(undefined)} whyNot={() => null} facedown={null} />
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Preview />, root);
