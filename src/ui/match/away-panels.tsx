/**
 * When another player's page is gone (by heartbeat) or has not answered for the agreed time: who
 * it is, in plain words; the match so far to download at any time while waiting; and, once the
 * agreed time has passed without an answer, the button that ends the match by claim. And what
 * another page told us (its notice, shown, never acted on). Loaded when first needed, or when the
 * browser is idle after the table shows (later-panels.tsx).
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../engine/game.js';
import type { MatchController } from './controller.js';
import { downloadJson } from './download.js';
import { sealDigest } from '../../protocol/endings/seal.js';
import { nameSeats, othersName, seatName } from '../names.js';

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
        <p class="note">If they do not come back, you can end the match once {secs} s have passed without an answer from {gone}.</p>
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
