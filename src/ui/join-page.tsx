/** Opening a join link: confirm your name, then join the host's match. */
import { activate } from './active.js';
import { GAME_UIS } from './games/catalog.js';
import { controllerModule } from './prefetch.js';
import { loadGame } from './games/load.js';
import { parseJoin } from './match/links.js';
import { nameOrDefault, playerName, setName } from './player-name.js';
import { go, route } from './route.js';

export function JoinPage() {
  const r = route.value;
  const target = parseJoin(r.parts[1], r.query);
  const game = target ? GAME_UIS.find((g) => g.id === target.game) : undefined;
  if (!target || !game) {
    return <main class="page"><h1>This link is not a Facedown match link</h1><p><a href="#/">Go to the lobby</a></p></main>;
  }
  const join = async () => {
    const [{ MatchController }, loaded] = await Promise.all([controllerModule(), loadGame(game.id)]);
    const def = loaded?.def;
    if (!def) return;
    const before = MatchController.joinedBefore(target.hostId);
    if (before) { go(`#/match/${before}`); return; }
    const c = MatchController.join(def, target.hostId, target.signal, nameOrDefault());
    activate(c);
    go(`#/match/${c.record.key}`);
  };
  return (
    <main class="page">
      <h1>Join a match of {game.title}</h1>
      <label class="field">Your name
        <input value={playerName.value} maxLength={40} placeholder="Player" onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => { if (e.key === 'Enter') void join(); }} />
      </label>
      <button type="button" class="primary" onClick={() => void join()}>Join the match</button>
    </main>
  );
}
