/**
 * What a match played without a server needs on the page, loaded on demand (never on the way to
 * an online table): its transport (net/direct-transport.ts) and the codes the players pass to
 * each other, as signals for the panels (direct-panel.tsx).
 */
import { type Signal, signal } from '@preact/signals';
import { DirectTransport } from '../../net/direct-transport.js';
import type { NetError } from '../../net/net-error.js';
import type { CodeError } from '../../net/sdp-code.js';
import type { Result } from '../../result.js';
import type { LinkState } from '../../net/peer-transport.js';
import { type Kv, localStorageKv, saveRecord, storeKey } from '../../net/records.js';
import { DEFAULT_TIMEOUT_MS } from '../../net/session.js';
import type { Json } from '../../crypto/canonical.js';
import { randomPeerId } from './links.js';
import type { StoredMatch } from './stored-match.js';
import { takeCodesFor } from './direct-relay.js';
import { iceFacts, live } from '../../net/ice-live.js';

export interface DirectControl {
  readonly transport: DirectTransport;
  /** The code this page shows: the host's offer (for its link), the guest's answer; null while none is waiting or one is being made. */
  readonly code: Signal<string | null>;
  /** What went wrong with the code pasted here, in words; null when nothing did. */
  readonly problem: Signal<string | null>;
  /** A pasted code is being taken in (the guest: its answer is being made). */
  readonly busy: Signal<boolean>;
  /** The other player's name as the link gave it, until their own hello says it. */
  readonly peerName: Signal<string | null>;
  /** The host: the answer code the other player sent back. */
  answer(text: string): Promise<void>;
  /** The guest: the host's code from its connection link. */
  offer(code: string): Promise<void>;
  /** The host: a new link in place of the current one. */
  renew(): void;
}

/** The link for a stored match played without a server; `onState` is the controller's, as for PeerJS. */
export function directOf(r: StoredMatch, kv: Kv, onState: (state: LinkState, error: NetError | null) => void): DirectControl {
  const code = signal<string | null>(null);
  const problem = signal<string | null>(null);
  const busy = signal(false);
  const peerName = signal<string | null>(null);
  // The other seat's hello is stored: the pages met before, and this one was reloaded.
  const met = kv.get(storeKey(r.key, 'h', r.seat === 0 ? 1 : 0)) !== null;
  const transport = new DirectTransport({
    // The page's STUN and relay, where its server configured any (a relay connects codes across networks too).
    role: r.seat === 0 ? 'host' : 'guest', met, onState, ...(iceFacts.configured ? { rtc: live } : {}),
    onCode: (c) => { code.value = c; },
  });
  /** A pasted code taken in: busy meanwhile, then what went wrong (if anything) in words. */
  const run = async (f: () => Promise<Result<unknown, CodeError>>): Promise<void> => {
    busy.value = true;
    problem.value = null;
    try {
      const res = await f();
      problem.value = res.ok ? null : res.error.message;
    } finally {
      busy.value = false;
    }
  };
  const control: DirectControl = {
    transport, code, problem, busy, peerName,
    answer: (text) => run(() => transport.answer(text)),
    offer: (c) => run(() => transport.offer(c)),
    renew: () => { problem.value = null; transport.renew(); },
  };
  // The guest: a new link opened in another tab of this browser comes here (direct-relay.ts).
  if (r.seat === 1) takeCodesFor(r.key, (c) => !transport.isClosed && (void control.offer(c), true));
  return control;
}

/**
 * A new match for the host, stored: its key, for MatchController.resume to open it. Its id (random,
 * 128 bits: the match nonce, as for an online match) goes in its links.
 */
export function newHostMatch(game: string, options: Json, name: string, timeoutMs: number, deck?: readonly string[]): string {
  const hostId = randomPeerId();
  return store({
    key: `${hostId}-0`, game, seat: 0, seats: 2, name, hostId, signal: null, created: Date.now(), mode: 'direct',
    peerId: null, guestId: null, options, timeoutMs, botSeat: null, ...(deck ? { deck } : {}),
  });
}

/** The guest's match, from the host's link, stored: its key. */
export function newGuestMatch(game: string, hostId: string, name: string, deck?: readonly string[]): string {
  return store({
    key: `${hostId}-1`, game, seat: 1, seats: 2, name, hostId, signal: null, created: Date.now(), mode: 'direct',
    peerId: null, guestId: null, options: null, timeoutMs: DEFAULT_TIMEOUT_MS, botSeat: null, ...(deck ? { deck } : {}),
  });
}

const store = (r: StoredMatch): string => { saveRecord(localStorageKv(), r); return r.key; };
