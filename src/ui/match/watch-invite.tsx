/** The watch link a player may share: anyone who opens it follows the match live, with no seat and no secret. */
import type { MatchController } from './controller.js';
import { CopyButton } from './copy-button.js';

/** The watch link: <origin>/#/watch/<hostId>?g=<game>[&s=<signaling server>]. It gives no seat. */
export function watchLink(origin: string, hostId: string, game: string, signal: string | null): string {
  const q = new URLSearchParams({ g: game });
  if (signal) q.set('s', signal);
  return `${origin}/#/watch/${hostId}?${q.toString()}`;
}

export function WatchInvite({ c }: { c: MatchController }) {
  const r = c.record;
  if (!r.hostId) return null;
  const link = watchLink(location.origin, r.hostId, r.game, r.signal);
  return (
    <div class="watch-body">
      <p>Anyone with this link can follow the match as it happens: they see what every player sees, never a hidden card, and nobody waits for them.</p>
      <div class="link-row">
        <input readOnly value={link} aria-label="Watch link" class="watch-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <CopyButton text={link} />
      </div>
    </div>
  );
}
