/** The lobby: your name, a game and variant, then create an online match or play offline. */
import { signal } from '@preact/signals';
import { listRecords, localStorageKv } from '../net/records.js';
import { activate } from './active.js';
import { GAME_UIS } from './games/catalog.js';
import { controllerModule } from './controller-module.js';
import { prefetchMatch } from './prefetch.js';
import { loadGame, loadModule } from './games/load.js';
import { nameOrDefault, playerName, setName } from './player-name.js';
import { go } from './route.js';
import { testHooks } from './test-hooks.js';

const gameId = signal(GAME_UIS[0]?.id ?? '');
const variantIx = signal(0);
/** How long the other player may stay silent before this seat can claim the match. */
const claimAfter = signal(120_000);
const CLAIM_CHOICES = [60_000, 120_000, 300_000, 900_000];

async function start(mode: 'online' | 'bot' | 'solo'): Promise<void> {
  // Against the computer (or alone) the game's whole module, with its bots; online only its rules.
  const [{ MatchController }, loaded, module] = await Promise.all([
    controllerModule(), loadGame(gameId.value), mode === 'online' ? null : loadModule(gameId.value),
  ]);
  const ui = GAME_UIS.find((g) => g.id === gameId.value);
  const v = ui?.variants[variantIx.value];
  if (!ui || !loaded || !v) return;
  if (mode === 'online' && v.seats > 2) {
    const { hostRoom } = await import('./match/room-page.js');
    go(hostRoom(loaded.def, v.options, nameOrDefault(), testHooks()?.claimAfterMs ?? claimAfter.value, v.seats, variantIx.value));
    return;
  }
  const extra = testHooks()?.options;
  const options = extra && typeof v.options === 'object' && v.options !== null && !Array.isArray(v.options) ? { ...v.options, ...extra } : v.options;
  const c = mode === 'online' ? MatchController.host(loaded.def, options, nameOrDefault(), claimAfter.value)
    : module ? await MatchController.offline(module, v.options, nameOrDefault(), mode === 'bot' ? 2 : v.seats) : null;
  if (!c) return;
  activate(c);
  go(`#/match/${c.record.key}`);
}

export function Lobby() {
  const ui = GAME_UIS.find((g) => g.id === gameId.value) ?? GAME_UIS[0];
  const v = ui?.variants[variantIx.value] ?? ui?.variants[0];
  const saved = listRecords(localStorageKv()).slice(0, 8);
  return (
    // On the first sign of intent (focus, pointer), fetch the match code: a solo match then starts even offline.
    <main class="page lobby" onFocusIn={() => prefetchMatch(gameId.value)} onPointerDown={() => prefetchMatch(gameId.value)}>
      <h1>Facedown</h1>
      <p class="lede">Card games browser to browser, with no server to trust. Your hidden cards stay hidden until you
        play them, and anyone can check a finished match from its file.</p>
      <label class="field">Your name
        <input value={playerName.value} maxLength={40} placeholder="Player 1" onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <fieldset class="field">
        <legend>Game</legend>
        {GAME_UIS.map((g) => (
          <label key={g.id} class="radio">
            <input type="radio" name="game" checked={g.id === ui?.id} onChange={() => { gameId.value = g.id; variantIx.value = 0; prefetchMatch(g.id); }} />
            <span><strong>{g.title}</strong> — {g.blurb}</span>
          </label>
        ))}
      </fieldset>
      {ui && ui.variants.length > 1 && (
        <label class="field">Variant
          <select value={String(variantIx.value)} onChange={(e) => { variantIx.value = Number((e.currentTarget as HTMLSelectElement).value); }}>
            {ui.variants.map((x, i) => <option key={i} value={String(i)}>{x.label}</option>)}
          </select>
        </label>
      )}
      <label class="field">If the other player goes silent, allow a claim after
        <select value={String(claimAfter.value)} onChange={(e) => { claimAfter.value = Number((e.currentTarget as HTMLSelectElement).value); }}>
          {CLAIM_CHOICES.map((ms) => <option key={ms} value={String(ms)}>{ms / 60_000} minute{ms === 60_000 ? '' : 's'}</option>)}
        </select>
      </label>
      <div class="actions" onPointerEnter={() => prefetchMatch(gameId.value)}>
        {v?.modes.includes('online') && <button type="button" class="primary" onClick={() => void start('online')}>Create a match and invite a friend</button>}
        {v?.modes.includes('bot') && <button type="button" onClick={() => void start('bot')}>Play offline against a bot</button>}
        {v?.modes.includes('solo') && <button type="button" onClick={() => void start('solo')}>Play solo (offline)</button>}
      </div>
      {saved.length > 0 && (
        <section>
          <h2>Your matches on this device</h2>
          <ul class="saved">
            {saved.map((r) => <li key={r.key}><a href={`#/match/${r.key}`}>{GAME_UIS.find((g) => g.id === r.game)?.title ?? r.game}, {r.mode}, {new Date(r.created).toLocaleString()}</a></li>)}
          </ul>
        </section>
      )}
      <p><a href="#/verify">Verify a match file</a></p>
    </main>
  );
}
