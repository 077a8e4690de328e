/** The watch link a player may share: anyone who opens it follows the match live, with no seat and no secret. */
import type { MatchController } from './controller.js';
import { CopyButton } from './copy-button.js';
import { bindingOf } from '../../protocol/spectators/watch-binding.js';

/**
 * The watch link: <origin>/#/watch/<hostId>?g=<game>&m=<binding>[&s=<signaling server>]. It gives
 * no seat; `m` names the match (protocol/spectators/watch-binding.ts), so the watcher checks it is shown that one.
 */
export function watchLink(origin: string, hostId: string, game: string, binding: string, signal: string | null): string {
  const q = new URLSearchParams({ g: game, m: binding });
  if (signal) q.set('s', signal);
  return `${origin}/#/watch/${hostId}?${q.toString()}`;
}

export function WatchInvite({ c }: { c: MatchController }) {
  const r = c.record;
  if (!r.hostId) return null;
  // The link names the match, so it exists once every player's hello is here (read here: redrawn when the match opens).
  const opened = c.gameState.value !== null;
  const m = c.session.match;
  if (!opened || !m) return <WatchBody link={null} pending="The watch link appears here once every player has joined." />;
  return <WatchBody link={watchLink(location.origin, r.hostId, r.game, bindingOf(m.cfg.matchId), r.signal)} />;
}

/** The watch link to copy, or (`link` null: the match has not begun) what stands in for it until then. */
export function WatchBody({ link, pending }: { link: string | null; pending?: string }) {
  if (!link) return <div class="watch-body"><p>{pending}</p></div>;
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
