/** The panels around a table: status, invitation, claims, a stopped match, the log and the details. */
import { signal } from '@preact/signals';
import { useState } from 'preact/hooks';
import type { Verdict } from '../../protocol/verify.js';
import type { Rejection } from '../../protocol/lockstep.js';
import type { MatchController } from './controller.js';
import { GAME_UIS } from '../games/catalog.js';
import type { GameUi } from '../games/types.js';
import { Headlines } from '../games/headlines.js';
import { joinLink } from './links.js';
import { downloadJson } from './view.js';
import { nameSeats, seatName } from '../names.js';
import { setSound, soundOn } from './sound.js';

/** Whose input is awaited, the phase, the connection and every player's headline number: it stays on screen. */
export function StatusBar({ c, ui }: { c: MatchController; ui: GameUi | undefined }) {
  const { link, doing, phase } = c.statusLine.value;
  const state = c.gameState.value;
  const heads = state !== null && ui?.headline && c.status.value.kind === 'playing' ? ui.headline(state, c.names.value) : null;
  return (
    <div class="status">
      <div class="status-line" role="status" aria-live="polite">
        <span class="doing">{doing}</span>
        {phase && <span class="phase-name">{phase.name}{phase.detail ? ` · ${phase.detail}` : ''}</span>}
      </div>
      {heads && <Headlines heads={heads} names={c.names.value} me={c.session.seat} />}
      <div class={`link ${link.tone}`}>
        <span class={`dot ${link.tone}`} aria-hidden="true" /> <span class="link-state">{link.text}</span>
        <SoundToggle />
      </div>
      {link.help && <p class="net-help">{link.help}{c.status.value.kind === 'hello' && <> <a href="#/">Back to the lobby</a></>}</p>}
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

/** The QR code renderer loads only when a host shows an invitation. */
const qrSvg = signal<Readonly<Record<string, string>>>({});
function qrFor(link: string): string | null {
  const done = qrSvg.value[link];
  if (done !== undefined) return done;
  void import('uqr').then(({ renderSVG }) => { qrSvg.value = { ...qrSvg.value, [link]: renderSVG(link, { border: 2 }) }; });
  return null;
}

export function InvitePanel({ c }: { c: MatchController }) {
  const r = c.record;
  if (r.mode !== 'online' || r.seat !== 0 || c.status.value.kind !== 'hello' || !r.hostId) return null;
  const host = c.helloNames.value[0] ?? r.name;
  const link = joinLink(location.origin, r.hostId, r.game, r.signal, { host, ...variantOf(r.game, r.options) });
  return (
    <section class="invite" aria-label="Invite">
      <h2>Invite the other player</h2>
      <p>Send them this link, or let them scan the code. The match starts when they open it.</p>
      <div class="link-row">
        <input readOnly value={link} aria-label="Join link" class="join-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <CopyButton text={link} />
      </div>
      {qrFor(link) !== null && <div class="qr" dangerouslySetInnerHTML={{ __html: qrFor(link) as string }} aria-label="QR code of the join link" role="img" />}
      {/^(localhost|127\.)/.test(location.hostname) && (
        <p class="note">This page is open on {location.hostname}: another device needs one of the LAN addresses
          that <code>npm start</code> printed.</p>
      )}
    </section>
  );
}

export function ClaimPanel({ c }: { c: MatchController }) {
  const claimable = c.claimable.value;
  if (c.status.value.kind !== 'playing' || !claimable.length) return null;
  return (
    <section class="claim">
      {claimable.map((seat) => (
        <p key={seat}>{seatName(c.names.value, seat)} has not answered for {Math.round((c.timeoutMs.value ?? 0) / 1000)} s.{' '}
          <button type="button" onClick={() => c.session.claimTimeout(seat)}>Claim the match</button></p>
      ))}
    </section>
  );
}

/** What another page told us (it stopped, it refused our invitation, an early claim): shown, never acted on. */
export function NoticePanel({ c }: { c: MatchController }) {
  const n = c.notice.value;
  const st = c.status.value;
  if (!n || st.kind === 'over' || st.kind === 'stopped') return null;
  const who = c.helloNames.value[n.from] ?? 'The other player';
  const playing = st.kind === 'playing';
  const said = n.kind === 'said';
  return (
    <section class="notice" role="status">
      <p><strong>{who}</strong>{said ? `'s page says: “${nameSeats(c.helloNames.value, n.text)}”.` : ` ${n.text}.`}</p>
      {playing && said && (
        <p class="note">That alone does not end the match. If {who} does not come back, you can claim the match once
          {' '}{Math.round((c.timeoutMs.value ?? 0) / 1000)} s have passed without an answer.</p>
      )}
    </section>
  );
}

export function StoppedPanel({ c }: { c: MatchController }) {
  const st = c.status.value;
  if (st.kind !== 'stopped' && st.kind !== 'refused') return null;
  const why = st.kind === 'stopped' ? stopText(c, st.rejection) : st.reason;
  return (
    <section class="stopped" role="alert">
      <h2>The match has stopped</h2>
      <p>{why}</p>
      {st.kind === 'stopped' && (
        <button type="button" onClick={() => downloadJson(`facedown-evidence-${c.record.key.slice(0, 8)}.json`, {
          format: 'facedown-evidence/1', rejection: st.rejection, transcript: st.evidence,
        })}>Download the evidence</button>
      )}
      <p><a href="#/">Back to the lobby</a></p>
    </section>
  );
}

/** Why the match stopped, in words: who is at fault, and for what. */
function stopText(c: MatchController, r: Rejection): string {
  const me = c.session.seat;
  const names = c.names.value;
  const who = r.seat === me ? 'You' : seatName(names, r.seat);
  if (/timeout claim .* is void/.test(r.reason)) {
    return r.seat === me
      ? 'Your claim that the other player ran out of time is void: their answer arrived after all. The match cannot go on after a claim.'
      : `${who} claimed that you ran out of time, but you had answered: the claim is void. Keep the evidence; it shows both.`;
  }
  if (r.proof) return `${who} cheated: they sent different players different versions of the same move. Both versions are in the evidence.`;
  const subject = who === 'You' ? 'This page' : who;
  // The protocol's own reason (step, commitment, signature…) is in the Details panel.
  if (/does not open its commitment/.test(r.reason)) return `${subject} broke the rules: the card they turned over is not the card they had played face down.`;
  if (/signature/.test(r.reason)) return `${subject} broke the rules: a move did not come from their page as it claims.`;
  return `${subject} broke the rules: they sent a move the game does not allow.`;
}

/** "Copy", then "Copied" for two seconds (or "Select and copy" where the clipboard is refused). */
function CopyButton({ text }: { text: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = () => {
    const done = (word: string) => { setSaid(word); setTimeout(() => setSaid(null), 2_000); };
    if (!navigator.clipboard) { done('Select and copy'); return; }
    navigator.clipboard.writeText(text).then(() => done('Copied ✓'), () => done('Select and copy'));
  };
  return <button type="button" onClick={copy} aria-live="polite">{said ?? 'Copy'}</button>;
}

/** The lobby variant whose options these are, for the join page to name. */
function variantOf(game: string, options: unknown): { variant?: number } {
  const entry = GAME_UIS.find((g) => g.id === game);
  const i = entry ? entry.variants.findIndex((v) => JSON.stringify(v.options) === JSON.stringify(options)) : -1;
  return i >= 0 ? { variant: i } : {};
}

/**
 * The protocol's side of the match, for the curious: what is awaited in its own words, the
 * link, and at the end the verifier's counts and report. Collapsed until opened.
 */
export function DetailsPanel({ c }: { c: MatchController }) {
  const st = c.status.value;
  const conn = c.connection.value;
  const v = st.kind === 'over' ? st.verdict : null;
  return (
    <details class="details">
      <summary>Details</summary>
      <ul>
        <li>Step {Math.max(0, c.step.value)}{c.waitingDetail.value ? ` — ${c.waitingDetail.value}` : ''}</li>
        <li>Link: {conn.state}{conn.error ? ` (${conn.error.message})` : ''}; heartbeat: {c.present.value === null ? 'not heard yet' : c.present.value ? 'heard' : 'silent'}</li>
        {c.timeoutMs.value !== null && <li>Claim after {Math.round(c.timeoutMs.value / 1000)} s without an answer</li>}
        {st.kind === 'stopped' && <li>Stopped at step {st.rejection.step}: {seatName(c.names.value, st.rejection.seat)} — {nameSeats(c.names.value, st.rejection.reason)}</li>}
        {v && <li>Verified: {v.counts.signatures} signatures, {v.counts.commitments} commitments, {v.counts.draws} private draws, {v.counts.shuffles} shuffles and {v.counts.rolls} rolls{v.failure ? `; failure: ${v.failure}` : ''}</li>}
      </ul>
      {v && <VerdictReport v={v} />}
    </details>
  );
}

/** The report's words load with the first finished match, not with the table. */
const verdictText = signal<typeof import('../../protocol/verdict-text.js') | null>(null);
function VerdictReport({ v }: { v: Verdict }) {
  const m = verdictText.value;
  if (!m) void import('../../protocol/verdict-text.js').then((x) => { verdictText.value = x; });
  return <pre class="verdict-text">{m ? m.formatVerdict(v) : ''}</pre>;
}

export function MatchLog({ c }: { c: MatchController }) {
  const lines = c.log.value;
  if (!lines.length) return null;
  return (
    <details class="log" open>
      <summary>Match log</summary>
      <ol reversed>{[...lines].reverse().slice(0, 200).map((l, i) => <li key={lines.length - i}>{l}</li>)}</ol>
    </details>
  );
}
