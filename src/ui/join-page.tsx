/** Opening a join link: who invites you to what, your name, then join the host's match. */
import { getRecord, localStorageKv } from '../net/records.js';
import { activate } from './active.js';
import { GAME_UIS } from './games/catalog.js';
import { controllerModule } from './controller-module.js';
import { loadGame } from './games/load.js';
import { parseJoin } from './match/links.js';
import { nameOrDefault, playerName, setName } from './player-name.js';
import { go, route } from './route.js';
import { signal } from '@preact/signals';

/** A variant where each player brings a deck built before the match: the guest chooses it (that code loads only then). */
type Pick = typeof import('./deck-builder/pick.js');
const pickCode = signal<Pick | null>(null);
const loadPick = (): Promise<Pick> => import('./deck-builder/pick.js').then((m) => (pickCode.value = m));

const warmed = new Set<string>();
/**
 * What "Join the match" needs starts loading while the guest reads the invitation (on a slow phone
 * link these scripts take seconds): the controller, the game's rules and table, the match page.
 */
function warm(gameId: string): void {
  if (warmed.has(gameId)) return;
  warmed.add(gameId);
  void Promise.all([controllerModule(), loadGame(gameId), import('./match/match-page.js')]).catch(() => warmed.delete(gameId));
}

/** For the page's first script: a join link's scripts start loading at once, before the page knows its signaling server. */
export function warmJoin(): void {
  const r = route.value;
  const target = r.parts[0] === 'join' ? parseJoin(r.parts[1], r.query) : null;
  if (target && GAME_UIS.some((g) => g.id === target.game)) warm(target.game);
}

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
  warm(game.id);
  const variant = target.variant !== undefined && game.variants.length > 1 ? game.variants[target.variant]?.label : undefined;
  const o = target.variant !== undefined ? game.variants[target.variant]?.options : undefined;
  const bringsDeck = typeof o === 'object' && o !== null && 'decks' in o && o.decks === 'built';
  const pick = bringsDeck ? pickCode.value : null;
  if (bringsDeck && !pick) void loadPick();
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
    const deck = bringsDeck ? (await loadPick()).chosenDeckList() ?? undefined : undefined;
    const c = MatchController.join(def, target.hostId, target.signal, nameOrDefault(1), deck);
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
      {pick && <pick.DeckPick />}
      <button type="button" class="primary" disabled={bringsDeck && !pick} onClick={() => void join()}>Join the match</button>
    </main>
  );
}
