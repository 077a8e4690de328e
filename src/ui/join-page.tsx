/** Opening a join link: who invites you to what, your name, then join the host's match. */
import { getRecord, localStorageKv } from '../net/records.js';
import { activate } from './active.js';
import { GAME_UIS } from './games/catalog.js';
import { controllerModule } from './controller-module.js';
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
  // The host's own link, opened on the host's device: this page must not take the guest's seat.
  const own = getRecord(localStorageKv(), `${target.hostId}-0`);
  if (own) {
    return (
      <main class="page">
        <h1>This is your own match</h1>
        <p>You created this match: this link is the invitation to send to the other player. Opening it here would not let
          anyone join.</p>
        <p><a class="button" href={`#/match/${own.key}`}>Back to your match</a> <a href="#/">Lobby</a></p>
      </main>
    );
  }
  const variant = target.variant !== undefined && game.variants.length > 1 ? game.variants[target.variant]?.label : undefined;
  const join = async () => {
    const [{ MatchController }, loaded] = await Promise.all([controllerModule(), loadGame(game.id)]);
    const def = loaded?.def;
    if (!def) return;
    const seats = target.variant !== undefined ? game.variants[target.variant]?.seats ?? 2 : 2;
    if (seats > 2) {
      const { joinRoom } = await import('./match/room-page.js');
      go(joinRoom(def, target.hostId, target.signal, nameOrDefault(1), seats, game.title, target.variant ?? null));
      return;
    }
    const before = MatchController.joinedBefore(target.hostId);
    if (before) { go(`#/match/${before}`); return; }
    const c = MatchController.join(def, target.hostId, target.signal, nameOrDefault(1));
    activate(c);
    go(`#/match/${c.record.key}`);
  };
  return (
    <main class="page">
      <p class="crumbs"><a href="#/">← Lobby</a></p>
      <h1>{target.host ? `${target.host} invites you to play ${game.title}` : `Join a match of ${game.title}`}</h1>
      <p class="lede">{game.blurb}{variant ? ` Variant: ${variant}.` : ''}</p>
      <label class="field">Your name
        <input value={playerName.value} maxLength={40} placeholder="Player 2" onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => { if (e.key === 'Enter') void join(); }} />
      </label>
      <button type="button" class="primary" onClick={() => void join()}>Join the match</button>
    </main>
  );
}
