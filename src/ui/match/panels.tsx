/**
 * The panels around a table: status and the log. The invitation, a stopped match, the end, the
 * Details, a player away (with the claim) and another page's notice are in later-panels.tsx (their
 * code loads off the way to the table).
 */
import type { MatchController } from './controller.js';
import type { GameUi } from '../games/types.js';
import { Headlines } from '../games/headlines.js';
import { nameSeats } from '../names.js';
import { setSound, soundOn } from './sound.js';

/** The connection and the sound, in the head's first row beside the game's name (a compact head: issue 29). */
export function LinkLine({ c }: { c: MatchController }) {
  const { link } = c.statusLine.value;
  return (
    <div class={`link ${link.tone}`}>
      <span class={`dot ${link.tone}`} aria-hidden="true" /> <span class="link-state">{link.text}</span>
      <SoundToggle />
    </div>
  );
}

/** Whose input is awaited, the phase, every player's headline number and what to do about a broken connection: it stays on screen. */
export function StatusBar({ c, ui }: { c: MatchController; ui: GameUi | undefined }) {
  const { link, doing, phase } = c.statusLine.value;
  const state = c.gameState.value;
  const heads = state !== null && ui?.headline && c.status.value.kind === 'playing' ? ui.headline(state, c.names.value) : null;
  return (
    <div class="status">
      <div class="status-line" role="status" aria-live="polite">
        <span class="doing">{doing}</span>
        {phase && <span class="phase-name">{phase.name}{phase.detail ? ` · ${nameSeats(c.names.value, phase.detail)}` : ''}</span>}
      </div>
      {heads && <Headlines heads={heads} names={c.names.value} me={c.session.seat} />}
      {link.help && <p class={`net-help ${link.tone}`}>{link.help}{c.status.value.kind === 'hello' && <> <a href="#/">Back to the lobby</a></>}</p>}
    </div>
  );
}

function SoundToggle() {
  const on = soundOn.value;
  return (
    <button type="button" class="sound" aria-pressed={on} onClick={() => setSound(!on)} title={on ? 'Turn the sounds off' : 'Turn the sounds on'}>
      {on ? 'Sound: on' : 'Sound: off'}
    </button>
  );
}

/** The match log, newest line first (a player's page and a spectator's: `c.log`). */
export function MatchLog({ c }: { c: { readonly log: { readonly value: readonly string[] } } }) {
  const lines = c.log.value;
  if (!lines.length) return null;
  return (
    <details class="log" open>
      <summary>Match log</summary>
      {/* It scrolls: a keyboard reaches it (a tab stop) to scroll it (issue 29). */}
      <ol reversed tabIndex={0} aria-label="Match log">{[...lines].reverse().slice(0, 200).map((l, i) => <li key={lines.length - i}>{l}</li>)}</ol>
    </details>
  );
}
