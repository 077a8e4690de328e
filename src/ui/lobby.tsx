/** The lobby: your name, a game and variant, then create an online match or play offline. */
import { signal } from '@preact/signals';
import type { Json } from '../engine/game.js';
import { listRecords, localStorageKv } from '../net/records.js';
import { activate } from './active.js';
import { GAME_UIS } from './games/catalog.js';
import { controllerModule } from './controller-module.js';
import { prefetchMatch } from './prefetch.js';
import { loadGame, loadModule } from './games/load.js';
import { nameOrDefault, playerName, setName } from './player-name.js';
import { go } from './route.js';
import { later } from './later.js';
import { testHooks } from './test-hooks.js';
import { pickSignal } from './match/signal-pick.js';

const gameId = signal(GAME_UIS[0]?.id ?? '');
const variantIx = signal(0);
/** How long the other player may stay silent before this seat can claim the match. */
const claimAfter = signal(120_000);
const CLAIM_CHOICES = [60_000, 120_000, 300_000, 900_000];
/** How hard the computer plays (engine/bot-levels.ts), remembered on this device. */
const LEVELS = [['easy', 'Easy: makes mistakes'], ['normal', 'Normal: takes the best move it sees'], ['hard', 'Hard: thinks several moves ahead']] as const;
type Level = (typeof LEVELS)[number][0];
const LEVEL_KEY = 'facedown/bot-level';
const storedLevel = (): Level => { try { const x = localStorage.getItem(LEVEL_KEY); return LEVELS.find(([k]) => k === x)?.[0] ?? 'normal'; } catch { return 'normal'; } };
const botLevel = signal<Level>(storedLevel());
const setLevel = (l: Level): void => { botLevel.value = l; try { localStorage.setItem(LEVEL_KEY, l); } catch { /* private mode: this visit only */ } };

/** A variant where each player brings a deck built before the match (Arackuan's own decks). */
const bringsDeck = (o: Json | undefined): boolean => typeof o === 'object' && o !== null && !Array.isArray(o) && (o as { readonly [k: string]: Json }).decks === 'built';
/** The deck choice (and the decks it offers) loads only when such a variant is chosen. */
const deckPick = later(() => import('./deck-builder/pick.js'));

async function start(mode: 'online' | 'bot' | 'solo' | 'direct'): Promise<void> {
  // Against the computer (or alone) the game's whole module, with its bots; online only its rules.
  const [{ MatchController }, loaded, module] = await Promise.all([
    controllerModule(), loadGame(gameId.value), mode === 'online' || mode === 'direct' ? null : loadModule(gameId.value),
  ]);
  const ui = GAME_UIS.find((g) => g.id === gameId.value);
  const v = ui?.variants[variantIx.value];
  if (!ui || !loaded || !v) return;
  // Online: the first signaling server of the list that answers (its link names it).
  const sig = mode === 'online' ? await pickSignal() : undefined;
  if (mode === 'online' && v.seats > 2) {
    const { hostRoom } = await import('./match/room-page.js');
    go(hostRoom(loaded.def, v.options, nameOrDefault(), testHooks()?.claimAfterMs ?? claimAfter.value, v.seats, variantIx.value, sig));
    return;
  }
  // The deck this seat brings (and, offline, the bot's: a pre-built list), as hidden deck lists.
  const pick = bringsDeck(v.options) ? await deckPick.load() : null;
  const mine = pick?.chosenDeckList() ?? undefined;
  if (pick && !mine) return;
  const extra = testHooks()?.options;
  const options = extra && typeof v.options === 'object' && v.options !== null && !Array.isArray(v.options) ? { ...v.options, ...extra } : v.options;
  const decks = pick && mine ? { mine, bot: pick.botDeckList(Math.floor(Math.random() * 4)) } : undefined;
  const c = mode === 'online' ? MatchController.host(loaded.def, options, nameOrDefault(), testHooks()?.claimAfterMs ?? claimAfter.value, mine, sig)
    // Without a server (two seats): the players exchange connection codes (match/direct-kit.ts, loaded only for this).
    : mode === 'direct' ? await MatchController.resume((await import('./match/direct-kit.js')).newHostMatch(loaded.def.id, options, nameOrDefault(), claimAfter.value, mine))
    : module ? await MatchController.offline(module, v.options, nameOrDefault(), mode === 'bot' ? 2 : v.seats, decks, mode === 'bot' ? botLevel.value : undefined) : null;
  if (!(c instanceof MatchController)) return;
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
      {v?.note && <p class="note variant-note">{v.note}</p>}
      {ui?.id === 'arackuan' && <ArackuanDecks built={bringsDeck(v?.options)} />}
      <label class="field">If the other player goes silent, allow a claim after
        <select value={String(claimAfter.value)} onChange={(e) => { claimAfter.value = Number((e.currentTarget as HTMLSelectElement).value); }}>
          {CLAIM_CHOICES.map((ms) => <option key={ms} value={String(ms)}>{ms / 60_000} minute{ms === 60_000 ? '' : 's'}</option>)}
        </select>
      </label>
      {v?.modes.includes('bot') && (
        <label class="field">Computer opponent
          <select value={botLevel.value} onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value as Level)}>
            {LEVELS.map(([k, label]) => <option key={k} value={k}>{label}</option>)}
          </select>
        </label>
      )}
      <div class="actions" onPointerEnter={() => prefetchMatch(gameId.value)}>
        {v?.modes.includes('online') && <button type="button" class="primary" onClick={() => void start('online')}>Create a match and invite a friend</button>}
        {v?.modes.includes('bot') && <button type="button" onClick={() => void start('bot')}>Play offline against a bot</button>}
        {v?.modes.includes('solo') && <button type="button" onClick={() => void start('solo')}>Play solo (offline)</button>}
      </div>
      {v?.modes.includes('online') && (v.seats === 2
        ? <p class="note">No server, or no internet? <button type="button" class="quiet" onClick={() => void start('direct')}>Play without a server (exchange codes)</button></p>
        : <p class="note">Playing without a server (by exchanging codes) is for two players only.</p>)}
      {saved.length > 0 && (
        <section>
          <h2>Your matches on this device</h2>
          <ul class="saved">
            {saved.map((r) => <li key={r.key}><a href={`#/match/${r.key}`}>{GAME_UIS.find((g) => g.id === r.game)?.title ?? r.game}, {r.mode === 'direct' ? 'no server' : r.mode}, {new Date(r.created).toLocaleString()}</a></li>)}
          </ul>
        </section>
      )}
      <nav class="more" aria-label="More">
        <a href="#/history">Match history</a> <a href="#/ladder">Ladder</a> <a href="#/me">You and your friends</a> <a href="#/verify">Verify a match file</a>
      </nav>
    </main>
  );
}

/** Arackuan: the deck you bring when each player brings their own, and the way to the deck builder. */
function ArackuanDecks({ built }: { built: boolean }) {
  const m = deckPick.value.value;
  if (built && !m) void deckPick.load();
  return (
    <>
      {built && m && <m.DeckPick />}
      {!built && <p class="note">Each player picks one of the four pre-built decks at the table, in secret. To play a deck you
        built, choose “Your own decks” above. <a href="#/decks">Build my decks</a></p>}
    </>
  );
}
