/**
 * When another player's page is gone (by heartbeat) or has not answered for the agreed time: who
 * it is, in plain words; the match so far to download at any time while waiting; and, once the
 * agreed time has passed without an answer, the button that ends the match by claim. And what
 * another page told us (its notice, shown, never acted on). Loaded when first needed, or when the
 * browser is idle after the table shows (later-panels.tsx).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '../../engine/game.js';
import type { MatchController } from './controller.js';
import { leaveToLobby } from './leave.js';
import { downloadJson } from './download.js';
import { sealDigest } from '../../protocol/endings/seal.js';
import { andList, nameSeats, othersName, seatName } from '../names.js';
import { LEFT_THE_MATCH } from '../../net/session-types.js';

/** "1:37": minutes and seconds. */
export const clock = (ms: number): string => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The time left until a claim may be made, ticking each second; null when no claim clock runs. */
function useLeft(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [at]);
  return at === null ? null : Math.max(0, at - now);
}

/**
 * Until the others may claim: "you can claim the match in 1:37" while another player owes the
 * answer; when it is this player's own move, the clock starts once it is theirs.
 */
function ClaimCountdown({ c, who }: { c: MatchController; who: string }) {
  const left = useLeft(c.claimAt.value);
  const theirs = c.waiting.value !== null && c.awaiting.value === null;
  const secs = Math.round((c.timeoutMs.value ?? 0) / 1000);
  const what = c.record.seats > 2 ? 'end the match' : 'claim the match';
  if (!theirs || left === null) return <p class="note">Once it is {who}'s move, you can {what} if {secs} s pass without an answer.</p>;
  return <p class="countdown" role="timer" aria-live="off">If {who} does not answer, you can {what} in <strong>{clock(left)}</strong>.</p>;
}

export function AwayPanel({ c }: { c: MatchController }) {
  const [sent, setSent] = useState(false);
  const away = c.away.value;
  const claimable = c.claimable.value;
  const names = c.names.value;
  if (c.status.value.kind !== 'playing' || (!away.length && !claimable.length)) return null;
  const many = c.record.seats > 2;
  const secs = Math.round((c.timeoutMs.value ?? 0) / 1000);
  // "Alice (who started the table)" at a table of three or more; at two, the other player's name.
  const who = (seats: readonly Seat[]): string => (many ? othersName(names.map((n, i) => (i ? n : `${n} (who started the table)`)), seats) : seatName(names, seats[0] ?? 0));
  const gone = who(away);
  const silent = who(claimable);
  const claim = () => { if (c.session.claimTimeout().ok) setSent(true); };
  return (
    <section class="claim away" aria-label="A player is away">
      {away.length > 0 && <p><strong>{gone} {away.length > 1 ? 'have' : 'has'} left</strong> — waiting for them to come back.</p>}
      {claimable.length > 0 ? (
        <>
          <p>{silent} {claimable.length > 1 ? 'have' : 'has'} not answered for {secs} s.</p>
          {sent
            ? <p role="status">You ended the match. Waiting for the other players' pages to agree…</p>
            : <p><button type="button" class="primary" onClick={claim}>{many ? 'End the match' : 'Claim the match'}</button>
              {' '}{many ? `${silent} ${claimable.length > 1 ? 'forfeit' : 'forfeits'}; nobody else wins.` : `You win: ${silent} did not answer.`}</p>}
        </>
      ) : (
        // (a player who said it left has its countdown in the notice: NoticePanel)
        c.notice.value?.text === LEFT_THE_MATCH ? null : <ClaimCountdown c={c} who={gone} />
      )}
      <p>
        <button type="button" onClick={() => void c.session.sealedTranscript(sealDigest).then((t) => downloadJson(`facedown-${c.record.game}-${c.record.key.slice(0, 8)}-so-far.json`, t))}>Download the match so far</button>
        {' '}<span class="note">Every move so far: keep it if the match cannot go on.</span>
      </p>
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
  if (said && n.text === LEFT_THE_MATCH) {
    return (
      <section class="notice" role="status">
        <p><strong>{who} left the match</strong> without resigning.</p>
        {playing && !c.claimable.value.length && <ClaimCountdown c={c} who={who} />}
      </section>
    );
  }
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

/**
 * The ways out of a match under way, each after a confirmation:
 * - resigning: a signed ending (src/protocol/endings/resign.ts): with two players the other wins;
 *   with more, this player forfeits and the game ends for everyone, with no winner;
 * - leaving without resigning (between people): the others are told and this page goes back to the
 *   lobby. The match stays on this device: the player can come back to it until the others, once
 *   the agreed time has passed without an answer, end it by claim (and this player loses).
 */
export function LeavePanel({ c }: { c: MatchController }) {
  const [asking, setAsking] = useState<'leave' | 'resign' | null>(null);
  if (c.status.value.kind !== 'playing') return null;
  const ms = c.timeoutMs.value ?? 0;
  const mins = Math.round(ms / 60_000);
  const after = ms < 60_000 ? `${Math.round(ms / 1000)} seconds` : `${mins} minute${mins === 1 ? '' : 's'}`;
  const people = c.record.mode !== 'offline';
  const others = andList(c.names.value.filter((_, i) => i !== c.record.seat));
  const leave = () => leaveToLobby(c);
  const resign = () => { setAsking(null); c.session.resign(); };
  if (c.resigning.value) return <section class="leave" aria-label="Resign"><p role="status">You resigned. It counts as soon as {others} {c.record.seats > 2 ? 'have' : 'has'} made the move under way.</p></section>;
  return (
    <section class="leave" aria-label="Resign or leave">
      {asking === 'resign' && (
        <>
          <p>Resign this match? {c.record.seats === 2 ? `${others} wins.` : c.record.seats > 2 ? 'You forfeit, and the game ends here for everyone, with no winner.' : 'The game ends here.'}
            {' '}Your resignation is signed: the match file shows it.</p>
          <p><button type="button" onClick={resign}>Resign</button> <button type="button" class="primary" onClick={() => setAsking(null)}>Keep playing</button></p>
        </>
      )}
      {asking === 'leave' && (
        <>
          <p>Leave this match? The others are told you left. If you do not come back, they can end it by claim after
            {' '}{after} without an answer, and you lose. Until then you can come back to it from the lobby.</p>
          <p><button type="button" onClick={leave}>Leave now</button> <button type="button" class="primary" onClick={() => setAsking(null)}>Stay</button></p>
        </>
      )}
      {asking === null && (
        <p>
          <button type="button" onClick={() => setAsking('resign')}>Resign…</button>
          {people && <>{' '}<button type="button" onClick={() => setAsking('leave')}>Leave the match…</button></>}
        </p>
      )}
    </section>
  );
}

