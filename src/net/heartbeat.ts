/**
 * An application heartbeat around a transport. PeerJS does not reliably report a peer whose
 * browser closed (its `close` event may never come), so each side sends a tiny ping every
 * `everyMs` and counts a peer as gone once nothing was heard from it for `goneAfterMs`.
 *
 * Pings are not match messages: they never reach the session, never enter the transcript and
 * carry nothing; the wrapper drops incoming pings before the session sees them. Time comes only
 * from the given scheduler (the session's clock), so tests run it on virtual time.
 */
import type { Seat } from '../engine/game.js';
import type { Scheduler } from './scheduler.js';
import type { Transport } from './transport.js';

/** The whole ping on the wire: not JSON, so it can never be mistaken for a match message. */
export const PING = 'hb';
/** A seat knows within 5 s that another is gone (issue: several seats): three pings missed. */
export const PING_EVERY_MS = 1_500;
export const GONE_AFTER_MS = 4_500;

export interface HeartbeatOptions {
  readonly scheduler: Scheduler;
  /** The seats to ping and watch. */
  readonly peers: readonly Seat[];
  readonly everyMs?: number;
  readonly goneAfterMs?: number;
  /** A peer was heard again (true), or was silent for `goneAfterMs` after being heard (false). */
  readonly onPresence?: (peer: Seat, present: boolean) => void;
}

export interface Heartbeat extends Transport {
  /** null: not heard from yet; true: heard within `goneAfterMs`; false: silent since. */
  present(peer: Seat): boolean | null;
  /** Bytes of pings sent (so figures can leave them out). */
  readonly pingBytes: number;
}

export function withHeartbeat(inner: Transport, o: HeartbeatOptions): Heartbeat {
  const every = o.everyMs ?? PING_EVERY_MS;
  const goneAfter = o.goneAfterMs ?? GONE_AFTER_MS;
  const presence = new Map<Seat, boolean | null>(o.peers.map((p) => [p, null]));
  const silence = new Map<Seat, () => void>();
  let cancelPing: (() => void) | null = null;
  let closed = false;
  let pingBytes = 0;
  let msgCb: (from: Seat, data: string) => void = () => {};

  const set = (peer: Seat, present: boolean): void => {
    if (presence.get(peer) === present) return;
    presence.set(peer, present);
    o.onPresence?.(peer, present);
  };

  /** Heard from `peer` now: present, and gone again only after `goneAfter` of silence. */
  const heard = (peer: Seat): void => {
    if (closed || !presence.has(peer)) return;
    silence.get(peer)?.();
    silence.set(peer, o.scheduler.after(goneAfter, () => { silence.delete(peer); set(peer, false); }));
    set(peer, true);
  };

  const ping = (): void => {
    if (closed) return;
    for (const p of o.peers) { inner.send(p, PING); pingBytes += PING.length; }
    cancelPing = o.scheduler.after(every, ping);
  };

  inner.onMessage((from, data) => {
    // Any message shows the peer is there; a ping goes no further.
    heard(from);
    if (data !== PING) msgCb(from, data);
  });
  cancelPing = o.scheduler.after(0, ping);

  return {
    send: (to, data) => inner.send(to, data),
    onMessage: (cb) => { msgCb = cb; },
    onLink: (cb) => inner.onLink((peer, up) => {
      // A link that opens is a sign of life: answer with a ping at once rather than at the next tick.
      if (up && !closed) { inner.send(peer, PING); pingBytes += PING.length; }
      cb(peer, up);
    }),
    ...(inner.drop ? { drop: (peer: Seat) => inner.drop?.(peer) } : {}),
    close: () => {
      closed = true;
      cancelPing?.();
      for (const cancel of silence.values()) cancel();
      silence.clear();
      inner.close();
    },
    present: (peer) => presence.get(peer) ?? null,
    get pingBytes() { return pingBytes; },
  };
}
