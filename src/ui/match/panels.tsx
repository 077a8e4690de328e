/** The panels around a table: connection, invitation, claims, the end, and a stopped match. */
import { signal } from '@preact/signals';
import type { Verdict } from '../../protocol/verify.js';
import type { MatchEnd, Rejection } from '../../protocol/lockstep.js';
import type { MatchController } from './controller.js';
import { joinLink } from './links.js';
import { downloadJson } from './view.js';
import { nameSeats, seatName } from '../names.js';
import { activate } from '../active.js';
import { go } from '../route.js';

export function StatusBar({ c }: { c: MatchController }) {
  const { link, linkText, doing, phase, error } = c.statusLine.value;
  return (
    <div class="status" role="status" aria-live="polite">
      <span class={`dot ${link}`} aria-hidden="true" /> <span class="link-state">{linkText}</span>
      <span class="doing">{doing}</span>
      {phase && <span class="phase-name">{phase.name}{phase.detail ? ` · ${phase.detail}` : ''}</span>}
      {error && <span class="net-error">{error}</span>}
    </div>
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
  const link = joinLink(location.origin, r.hostId, r.game, r.signal);
  return (
    <section class="invite" aria-label="Invite">
      <h2>Invite the other player</h2>
      <p>Send them this link, or let them scan the code. The match starts when they open it.</p>
      <div class="link-row">
        <input readOnly value={link} aria-label="Join link" class="join-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <button type="button" onClick={() => void navigator.clipboard?.writeText(link)}>Copy</button>
      </div>
      {qrFor(link) !== null && <div class="qr" dangerouslySetInnerHTML={{ __html: qrFor(link) as string }} aria-label="QR code of the join link" role="img" />}
      {/^(localhost|127\.)/.test(location.hostname) && (
        <p class="note">This page is open on {location.hostname}: another device needs one of the LAN addresses that
          <code>npm start</code> printed.</p>
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

export function EndPanel({ c }: { c: MatchController }) {
  const st = c.status.value;
  if (st.kind !== 'over') return null;
  const names = c.names.value;
  const v = st.verdict;
  const end = v.end;
  const result = end?.kind === 'result'
    ? (end.result.winners.length ? `${end.result.winners.map((w) => seatName(names, w)).join(' and ')} won` : 'Nobody won') + ` — ${nameSeats(names, end.result.summary)}`
    : end?.kind === 'claim' ? claimText(names, end) : '';
  return (
    <section class="end" aria-label="Result">
      <h2 class="result">{result}</h2>
      {v.status === 'valid'
        ? <p class="badge verified">✔ Verified: {v.counts.signatures} signatures, {v.counts.commitments} commitments, {v.counts.draws} private draws, {v.counts.shuffles} shuffles and {v.counts.rolls} rolls checked</p>
        : <p class="badge failed">✘ The audit failed: {v.failure}</p>}
      <button type="button" onClick={() => downloadJson(`facedown-${c.record.game}-${c.record.key.slice(0, 8)}.json`, c.session.transcript())}>Download the match file</button>
      <details><summary>Verifier's report</summary><VerdictReport v={v} /></details>
      <Rematch c={c} />
      <p><a href="#/">New match</a></p>
    </section>
  );
}

/** The report's words load with the first finished match, not with the table. */
const verdictText = signal<typeof import('../../protocol/verdict-text.js') | null>(null);
function VerdictReport({ v }: { v: Verdict }) {
  const m = verdictText.value;
  if (!m) void import('../../protocol/verdict-text.js').then((x) => { verdictText.value = x; });
  return <pre>{m ? m.formatVerdict(v) : ''}</pre>;
}

/** A claim ending in words: who claimed, who did not answer, and a result the rules had already decided. */
function claimText(all: readonly string[], end: Extract<MatchEnd, { kind: 'claim' }>): string {
  const names = (seats: readonly number[]) => seats.map((x) => seatName(all, x)).join(' and ');
  const gone = `${names(end.against)} did not answer within the agreed time`;
  if (end.decided) {
    const won = end.decided.winners.length ? `${names(end.decided.winners)} won` : 'Nobody won';
    return `${won} — ${nameSeats(all, end.decided.summary)}. Then ${gone}, so their hidden cards were not checked.`;
  }
  return `${names(end.by)} claimed the match: ${gone}`;
}

function Rematch({ c }: { c: MatchController }) {
  if (c.record.mode !== 'online') return null;
  const offer = c.rematchOffer.value;
  const open = (next: MatchController | null) => {
    if (!next) return;
    activate(next, 5_000);
    go(`#/match/${next.record.key}`);
  };
  if (c.record.seat === 0) return <button type="button" class="primary" onClick={() => open(c.rematch())}>Rematch</button>;
  return offer
    ? <p>{seatName(c.names.value, 0)} offers a rematch. <button type="button" class="primary" onClick={() => open(c.acceptRematch())}>Play again</button></p>
    : <p class="note">The host can offer a rematch.</p>;
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
  if (r.proof) return `${who} cheated: they sent different players different versions of the same move. Both signed versions are in the evidence.`;
  return `${who === 'You' ? 'This page' : who} broke the rules at step ${r.step}: ${nameSeats(names, r.reason)}.`;
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
