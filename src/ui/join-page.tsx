/** Opening a join link: confirm your name, then join the host's match. */
import { GAMES } from '../engine/games/index.js';
import { activate } from './active.js';
import { gameUi } from './games/index.js';
import { MatchController } from './match/controller.js';
import { parseJoin } from './match/links.js';
import { nameOrDefault, playerName, setName } from './player-name.js';
import { go, route } from './route.js';

export function JoinPage() {
  const r = route.value;
  const target = parseJoin(r.parts[1], r.query);
  const game = target ? GAMES.get(target.game) : undefined;
  if (!target || !game) {
    return <main class="page"><h1>This link is not a Facedown match link</h1><p><a href="#/">Go to the lobby</a></p></main>;
  }
  const join = () => {
    const c = MatchController.join(game, target.hostId, target.signal, nameOrDefault());
    activate(c);
    go(`#/match/${c.record.key}`);
  };
  return (
    <main class="page">
      <h1>Join a match of {gameUi(game.id)?.title ?? game.name}</h1>
      <label class="field">Your name
        <input value={playerName.value} maxLength={40} placeholder="Player" onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => { if (e.key === 'Enter') join(); }} />
      </label>
      <button type="button" class="primary" onClick={join}>Join the match</button>
    </main>
  );
}
