/**
 * Opening a link for a match without a server (#/direct/<match id>?…&c=<code>): who invites you to
 * what, your name, then join, and the match page shows the answer code to send back. Opened
 * again for a match this device already plays (a new link after a drop), it reconnects at once.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { getRecord, localStorageKv } from '../../net/records.js';
import { decodeCode } from '../../net/sdp-code.js';
import { active, activate } from '../active.js';
import { controllerModule } from '../controller-module.js';
import { GAME_UIS } from '../games/catalog.js';
import { loadGame } from '../games/load.js';
import { nameOrDefault, playerName, setName } from '../player-name.js';
import { go, route } from '../route.js';
import { newGuestMatch } from './direct-kit.js';
import { parseDirect } from './direct-links.js';
import { handCodeTo } from './direct-relay.js';

type Pick = typeof import('../deck-builder/pick.js');
const pickCode = signal<Pick | null>(null);
const loadPick = (): Promise<Pick> => import('../deck-builder/pick.js').then((m) => (pickCode.value = m));
/** Why a known match could not be reopened for a new link (another tab plays it…). */
const problem = signal<{ key: string; title: string; text: string } | null>(null);
const reconnecting = new Set<string>();
let joining = false;

/** A new link for a match this device plays: its page takes the new code, and shows the answer to send back. */
async function reconnect(key: string, code: string, host: string | null): Promise<void> {
  const { MatchController } = await controllerModule();
  let c = active.value?.record.key === key ? active.value : null;
  if (!c) {
    const r = await MatchController.resume(key);
    if (!(r instanceof MatchController)) {
      // Another tab plays this match: it takes the new code, and shows the answer to send back.
      const handed = r.kind === 'elsewhere' && await handCodeTo(key, code);
      problem.value = handed
        ? { key, title: 'Your match is in another tab', text: 'That tab took the new link: switch to it, and send back the answer code it shows.' }
        : { key, title: 'Cannot reconnect here', text: r.text };
      return;
    }
    activate(r);
    c = r;
  }
  if (host && c.direct && !c.direct.peerName.value) c.direct.peerName.value = host;
  void c.direct?.offer(code);
  go(`#/match/${key}`);
}

export function DirectJoinPage() {
  const r = route.value;
  const target = parseDirect(r.parts[1], r.query);
  const game = target ? GAME_UIS.find((g) => g.id === target.game) : undefined;
  if (!target || !game) {
    return <main class="page"><h1>This link is not a Facedown match link</h1><p><a href="#/">Go to the lobby</a></p></main>;
  }
  const host = target.host ?? null;
  if (!decodeCode(target.code, 'offer').ok) {
    return (
      <main class="page">
        <h1>This link is incomplete</h1>
        <p>Part of it is missing or changed, so your browsers cannot connect with it. Ask {host ?? 'the player who sent it'} to send the
          link again (all of it), or to show you its QR code.</p>
        <p><a href="#/">Go to the lobby</a></p>
      </main>
    );
  }
  const kv = localStorageKv();
  const own = getRecord(kv, `${target.hostId}-0`);
  if (own) {
    return (
      <main class="page">
        <h1>This is your own match</h1>
        <p>You created this match: this link is the invitation to send to the other player. Opening it here would not connect
          anyone.</p>
        <p><a class="button" href={`#/match/${own.key}`}>Back to your match</a> <a href="#/">Lobby</a></p>
      </main>
    );
  }
  if (getRecord(kv, `${target.hostId}-1`)) return <Reconnect mkey={`${target.hostId}-1`} code={target.code} host={host} />;
  return <Join target={target} game={game} />;
}

function Reconnect({ mkey, code, host }: { mkey: string; code: string; host: string | null }) {
  useEffect(() => {
    const once = `${mkey} ${code}`;
    if (reconnecting.has(once)) return;
    reconnecting.add(once);
    void reconnect(mkey, code, host);
  }, [mkey, code]);
  const p = problem.value;
  if (p?.key === mkey) return <main class="page"><h1>{p.title}</h1><p>{p.text}</p><p><a href="#/">Back to the lobby</a></p></main>;
  return <main class="page"><p>Reconnecting to your match…</p></main>;
}

function Join({ target, game }: { target: NonNullable<ReturnType<typeof parseDirect>>; game: (typeof GAME_UIS)[number] }) {
  const variant = target.variant !== undefined && game.variants.length > 1 ? game.variants[target.variant]?.label : undefined;
  const o = target.variant !== undefined ? game.variants[target.variant]?.options : undefined;
  const bringsDeck = typeof o === 'object' && o !== null && 'decks' in o && o.decks === 'built';
  const pick = bringsDeck ? pickCode.value : null;
  if (bringsDeck && !pick) void loadPick();
  const join = async () => {
    if (joining) return;
    joining = true;
    try { await joinNow(); } finally { joining = false; }
  };
  const joinNow = async () => {
    const [{ MatchController }, loaded] = await Promise.all([controllerModule(), loadGame(game.id)]);
    const def = loaded?.def;
    if (!def) return;
    const deck = bringsDeck ? (await loadPick()).chosenDeckList() ?? undefined : undefined;
    const c = await MatchController.resume(newGuestMatch(def.id, target.hostId, nameOrDefault(1), deck));
    if (!(c instanceof MatchController)) return;
    if (target.host && c.direct) c.direct.peerName.value = target.host;
    void c.direct?.offer(target.code);
    activate(c);
    go(`#/match/${c.record.key}`);
  };
  return (
    <main class="page">
      <p class="crumbs"><a href="#/">← Lobby</a></p>
      <h1>{target.host ? `${target.host} invites you to play ${game.title}` : `Join a match of ${game.title}`}</h1>
      <p class="lede">{game.blurb}{variant ? ` Variant: ${variant}.` : ''}</p>
      <p class="note">No server: your browsers connect directly. After you join, your page shows an answer code to send
        back to {target.host ?? 'the host'}.</p>
      <label class="field">Your name
        <input value={playerName.value} maxLength={40} placeholder="Player 2" onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => { if (e.key === 'Enter') void join(); }} />
      </label>
      {pick && <pick.DeckPick />}
      <button type="button" class="primary" disabled={bringsDeck && !pick} onClick={() => void join()}>Join the match</button>
    </main>
  );
}
