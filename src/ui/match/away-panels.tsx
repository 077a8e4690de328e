/**
 * What shows when another player goes quiet or their page says something: the claim, once the
 * agreed time has passed without an answer, and the other page's notice (shown, never acted on).
 * Loaded when first needed, or when the browser is idle after the table shows (later-panels.tsx).
 */
import type { MatchController } from './controller.js';
import { nameSeats, seatName } from '../names.js';

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
