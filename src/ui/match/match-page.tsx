/** A match: status, invitation, the game's table, the log, and the end or stop panels. */
import { active, activate } from '../active.js';
import { gameUi } from '../games/index.js';
import { GAME_UIS } from '../games/catalog.js';
import { route } from '../route.js';
import { MatchController } from './controller.js';
import { ClaimPanel, EndPanel, InvitePanel, MatchLog, StatusBar, StoppedPanel } from './panels.js';
import { logLines } from './view.js';

export function MatchPage() {
  const key = route.value.parts[1] ?? '';
  let c = active.value;
  if (!c || c.record.key !== key) {
    const r = MatchController.resume(key);
    if (typeof r === 'string') return <main class="page"><h1>Match not found</h1><p>{r}</p><p><a href="#/">Lobby</a></p></main>;
    activate(r);
    c = r;
  }
  void c.tick.value;
  const ui = gameUi(c.record.game);
  return (
    <main class="page match">
      <header class="match-head">
        <h1>{GAME_UIS.find((g) => g.id === c.record.game)?.title ?? c.game.name}</h1>
        <StatusBar c={c} />
      </header>
      <StoppedPanel c={c} />
      <InvitePanel c={c} />
      <EndPanel c={c} />
      <ClaimPanel c={c} />
      {c.session.match && ui && <ui.Table c={c} />}
      <MatchLog lines={logLines(c.session)} />
    </main>
  );
}
