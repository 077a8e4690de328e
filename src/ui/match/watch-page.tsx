/**
 * The watch page (#/watch/<hostId>?g=<game>&m=<binding>): a match followed live from its host,
 * read-only, once its hellos hash to the link's binding (protocol/spectators/watch-binding.ts). The table
 * is the game's own, with nothing awaited; hidden cards stay hidden, as for every player but
 * their owner. At the end the page checks the match as the verify page would.
 */
import { signal } from '@preact/signals';
import type { Json } from '../../engine/game.js';
import { err } from '../../result.js';
import { GAME_UIS } from '../games/catalog.js';
import { Headlines } from '../games/headlines.js';
import { nameSeats } from '../names.js';
import { endWords } from '../ending-words.js';
import { route } from '../route.js';
import { downloadJson } from './download.js';
import { WatchController } from './watch-controller.js';
import { MatchLog } from './panels.js';
import { NOT_THIS_MATCH, parseBinding } from '../../protocol/spectators/watch-binding.js';

const current = signal<WatchController | null>(null);

const readOnly = { choose: () => err('You are watching: nothing can be played.'), whyNot: (_v: Json) => 'You are watching.' };

function controllerFor(hostId: string, signalText: string | null, binding: string): WatchController {
  const c = current.peek();
  if (c && c.hostId === hostId && c.binding === binding) return c;
  c?.close();
  const next = new WatchController(hostId, signalText, binding);
  current.value = next;
  return next;
}

export function WatchPage() {
  const hostId = route.value.parts[1] ?? '';
  if (!/^[0-9a-f]{32}$/.test(hostId)) {
    return <main class="page"><h1>Not a watch link</h1><p>This link does not lead to a match. <a href="#/">Back to the lobby</a></p></main>;
  }
  // A link without the match it points to (made before links named it) is refused: anyone who
  // answers at the host's address could show it a match of their own (docs/PROTOCOL.md, "Spectators").
  const binding = parseBinding(route.value.query.get('m'));
  if (!binding) {
    current.peek()?.close();
    current.value = null;
    return (
      <main class="page">
        <h1>This watch link is incomplete</h1>
        <p>It does not say which match it shows, so this page cannot check that it shows the right one. Links from an older
          version of Facedown look like this. Ask a player to copy the watch link again. <a href="#/">Back to the lobby</a></p>
      </main>
    );
  }
  const c = controllerFor(hostId, route.value.query.get('s'), binding);
  return <WatchView c={c} />;
}

function linkWords(c: WatchController): { tone: string; text: string } {
  const { state, error } = c.connection.value;
  if (error && !error.transient) return { tone: 'bad', text: `Cannot reach the table: ${error.message}` };
  if (state === 'connected') return { tone: 'ok', text: 'Following the match live' };
  if (state === 'reconnecting') return { tone: 'wait', text: 'Reconnecting to the table…' };
  if (state === 'closed') return { tone: 'bad', text: 'Disconnected' };
  return { tone: 'wait', text: 'Connecting to the table…' };
}

function WatchView({ c }: { c: WatchController }) {
  const g = c.game.value;
  const st = c.status.value;
  const state = c.gameState.value;
  const names = c.names.value;
  const Table = g?.ui.Table;
  const phase = state !== null && g?.def.phase ? g.def.phase(state) : null;
  const heads = state !== null && g?.ui.headline ? g.ui.headline(state, names) : null;
  const link = linkWords(c);
  const title = GAME_UIS.find((u) => u.id === g?.def.id)?.title ?? g?.def.name ?? 'A match';
  const doing = st.kind === 'connecting' ? 'Connecting…' : st.kind === 'waiting' ? 'Waiting for the match to begin'
    : st.kind === 'following' ? c.waiting.value ?? 'Following' : st.kind === 'over' ? 'The match is over' : 'Stopped following';
  return (
    <main class="page match watching">
      <header class="match-head">
        <div class="title-row">
          <a class="back" href="#/">← Lobby</a>
          <h1>{title} <span class="watch-tag">watching</span></h1>
        </div>
        <div class="status">
          <div class="status-line" role="status" aria-live="polite">
            <span class="doing">{doing}</span>
            {phase && <span class="phase-name">{phase.name}{phase.detail ? ` · ${nameSeats(names, phase.detail)}` : ''}</span>}
          </div>
          {heads && st.kind !== 'over' && <Headlines heads={heads} names={names} me={-1} />}
          <div class={`link ${link.tone}`}><span class={`dot ${link.tone}`} aria-hidden="true" /> <span class="link-state">{link.text}</span></div>
        </div>
      </header>
      <p class="note watch-note">You see what every player sees: cards face down stay face down. The players never wait for you.</p>
      <WatchEnd c={c} />
      {st.kind === 'stopped' && st.notThisMatch && (
        <section class="stopped not-this-match" role="alert">
          <h2>{NOT_THIS_MATCH}</h2>
          <p>The page at the other end of this link sent a different match, so nothing of it is shown. Ask a player to copy the watch link again.</p>
        </section>
      )}
      {st.kind === 'stopped' && !st.notThisMatch && (
        <section class="stopped" role="alert">
          <h2>Stopped following</h2>
          <p>What the host's page sent does not check out, so this page stopped following the match. The players' own pages check every move themselves.</p>
        </section>
      )}
      {c.stopped.value && st.kind !== 'over' && (
        <section class="stopped" role="alert"><h2>The match has stopped</h2><p>One of the players' pages found a problem and stopped the match. The Details say what.</p></section>
      )}
      {Table && state !== null && (
        <>
          {names.length > 1 && (
            <label class="seen-from">Seen from{' '}
              <select value={String(c.seenFrom.value)} onChange={(e) => { c.seenFrom.value = Number((e.currentTarget as HTMLSelectElement).value); }}>
                {names.map((n, s) => <option key={s} value={String(s)}>{n}</option>)}
              </select>
            </label>
          )}
          <Table state={state} seat={c.seenFrom.value} knowledge={{}} awaiting={null} names={names} phase={phase} watching {...readOnly} />
        </>
      )}
      {st.kind === 'waiting' && <p>The match begins once every player has joined the table.</p>}
      <MatchLog c={c} />
      <WatchDetails c={c} />
    </main>
  );
}

function WatchEnd({ c }: { c: WatchController }) {
  const v = c.verdict.value;
  if (!v) return null;
  const g = c.game.value;
  // The game's sentence for the end loads now; the end shows once it is here, with the verdict.
  const words = g?.ui.ending;
  const ending = words?.value.value;
  if (words && !ending) { words.load().catch(() => undefined); return null; }
  const state = c.gameState.value;
  const said = state !== null && ending ? ending(state, c.names.value) : null;
  return (
    <section class="end watch-end" aria-label="Result">
      <h2 class="outcome">The match is over</h2>
      <p class="result">{endWords(c.names.value, v.end, said)}</p>
      {v.status === 'valid'
        ? <p class="badge verified">✔ Checked: every hidden card, shuffle and move in this match was played by the rules.</p>
        : <p class="badge failed">✘ This match does not check out. The Details below say why.</p>}
      <div class="actions">
        <button type="button" onClick={() => downloadJson(`facedown-${g?.def.id ?? 'match'}-watched.json`, c.transcript())}>Download the match file</button>
        <a class="button" href="#/">New match</a>
      </div>
    </section>
  );
}

/** The opt-in details: where the protocol's words are allowed. */
function WatchDetails({ c }: { c: WatchController }) {
  const st = c.status.value;
  const v = c.verdict.value;
  const { messages, bound } = c.counts.value;
  return (
    <details class="details">
      <summary>Details</summary>
      <ul>
        <li>Relayed by the host: {messages} signed messages; {bound ? 'every chain is bound by a checked signature on its last message' : 'signatures are checked on each chain\'s last message as it grows'}.</li>
        <li>This page holds no seat's secrets: it replays the public chains with its own ledger.</li>
        {st.kind === 'stopped' && <li>Why this page stopped following: {st.reason}</li>}
        {c.stopped.value && <li>Why the players' match stopped: {c.stopped.value}</li>}
        {v && <li>Verification of this page's own transcript: {v.status}{v.failure ? ` — ${v.failure}` : ''} ({v.counts.signatures} signatures, {v.counts.reveals} reveals, {v.counts.draws} private draws audited).</li>}
      </ul>
    </details>
  );
}
