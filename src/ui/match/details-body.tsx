/** The Details panel's contents (the protocol's side of the match), loaded when opened or when idle after the table shows. */
import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { type Route, connRoute } from '../../net/link-route.js';
import type { Body } from '../../protocol/wire/transcript.js';
import type { Verdict } from '../../protocol/verification/verify.js';
import type { MatchController } from './controller.js';
import { nameSeats, seatName } from '../names.js';

/** What the protocol is waiting for, in its own terms. */
const OWES: Partial<Record<Body['t'], string>> = {
  beacon: 'beacon value (public randomness)', commit: 'commitment (a face-down card)', reveal: 'reveal of a commitment',
  move: 'signed move', secrets: 'end-of-match secrets', shuffle: 'shuffle of the shared deck', share: 'decryption share (shared deck)',
};

/** The link's state in words. */
const CONNECTION: Record<string, string> = {
  connecting: 'connecting', connected: 'connected', reconnecting: 'reconnecting', closed: 'closed', offline: 'none (this device only)',
};

/**
 * The protocol's side of the match, for the curious: what is awaited in its own words, the
 * link, and at the end the verifier's counts and report.
 */
export function DetailsBody({ c }: { c: MatchController }) {
  const st = c.status.value;
  const conn = c.connection.value;
  const v = st.kind === 'over' ? st.verdict : null;
  // "Waiting for Bob's beacon value (public randomness) at step 12".
  const o = c.owedDetail.value;
  return (
    <>
      <ul>
        <li>{Math.max(0, c.step.value)} steps of the signed record so far{o ? `; waiting for ${o.who}'s ${OWES[o.kind] ?? o.kind}` : ''}</li>
        <li>Connection: {CONNECTION[conn.state]}{conn.error ? ` (${conn.error.message})` : ''}{conn.state === 'offline' ? '' : `; the other ${c.record.seats > 2 ? 'pages' : 'page'} ${c.present.value === null ? 'not heard from yet' : c.present.value ? 'answering' : 'silent'}`}</li>
        {conn.state !== 'offline' && <RouteLine c={c} />}
        {c.timeoutMs.value !== null && <li>Claim after {Math.round(c.timeoutMs.value / 1000)} s without an answer</li>}
        {st.kind === 'stopped' && <li>Stopped at step {st.rejection.step}: {seatName(c.names.value, st.rejection.seat)} — {nameSeats(c.names.value, st.rejection.reason)}</li>}
        {v && <li>Verified: {v.counts.signatures} signatures, {v.counts.commitments} commitments, {v.counts.draws} private draws, {v.counts.shuffles} shuffles and {v.counts.rolls} rolls{v.failure ? `; failure: ${v.failure}` : ''}</li>}
      </ul>
      {v && <VerdictReport v={v} />}
    </>
  );
}

/** Whether the connection is direct or relayed, from WebRTC's statistics (read when the panel opens and every few seconds). */
function RouteLine({ c }: { c: MatchController }) {
  const [routes, setRoutes] = useState<readonly (Route | null)[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => void Promise.all(c.linkConnections().map(connRoute)).then((r) => { if (live) setRoutes(r); });
    read();
    const t = setInterval(read, 5_000);
    return () => { live = false; clearInterval(t); };
  }, [c]);
  const known = routes.filter((r): r is Route => r !== null);
  const text = !known.length ? 'not known yet'
    : known.every((r) => r === 'direct') ? 'direct, browser to browser'
      : known.every((r) => r === 'relayed') ? 'relayed through a relay (TURN) server' : `${known.filter((r) => r === 'relayed').length} of ${known.length} links relayed through a relay (TURN) server, the others direct`;
  return <li class="route">Connection: {text}</li>;
}

/** The report's words load with the first finished match, not with the table. */
const verdictText = signal<typeof import('../../protocol/verification/verdict-text.js') | null>(null);
function VerdictReport({ v }: { v: Verdict }) {
  const m = verdictText.value;
  if (!m) void import('../../protocol/verification/verdict-text.js').then((x) => { verdictText.value = x; });
  return <pre class="verdict-text">{m ? m.formatVerdict(v) : ''}</pre>;
}
