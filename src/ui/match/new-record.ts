/**
 * The stored record a new match on this page starts from (stored-match.ts): as the host of a
 * two-seat match online, as its guest, or offline against the computer or the game's own opponent.
 * The controller saves it and opens the match (controller.ts).
 */
import type { Json } from '../../crypto/canonical.js';
import type { BotLevel } from '../../engine/bot-levels.js';
import { DEFAULT_TIMEOUT_MS } from '../../net/session.js';
import type { SignalConfig } from '../../net/signal-config.js';
import { randomPeerId } from './links.js';
import { linkSignal } from './signal.js';
import type { StoredMatch } from './stored-match.js';

/** `deck`: the hidden deck list this seat brings; `sig`: the signaling server the match lives on. */
export function hostRecord(game: string, options: Json, name: string, timeoutMs: number, deck: readonly string[] | undefined, sig: SignalConfig): StoredMatch {
  const peerId = randomPeerId();
  return {
    key: `${peerId}-0`, game, seat: 0, seats: 2, name, hostId: peerId, signal: linkSignal(sig),
    created: Date.now(), mode: 'online', peerId, guestId: null, options, timeoutMs, botSeat: null, ...(deck ? { deck } : {}),
  };
}

/** The key a guest of this host has on this device. */
export const guestKey = (hostId: string): string => `${hostId}-1`;

export function guestRecord(game: string, hostId: string, signal: string | null, name: string, deck: readonly string[] | undefined): StoredMatch {
  return {
    key: guestKey(hostId), game, seat: 1, seats: 2, name, hostId, signal, created: Date.now(), mode: 'online',
    peerId: randomPeerId(), guestId: null, options: null, timeoutMs: DEFAULT_TIMEOUT_MS, botSeat: null, ...(deck ? { deck } : {}),
  };
}

/** `decks`: the hidden deck lists this seat and the bot bring, when the game and options want them. */
export function offlineRecord(
  game: string, options: Json, name: string, seats: number,
  decks: { readonly mine: readonly string[]; readonly bot: readonly string[] } | undefined, level: BotLevel | undefined,
): StoredMatch {
  return {
    key: `offline-${randomPeerId()}`, game, seat: 0, seats, name, hostId: null, signal: null, created: Date.now(), mode: 'offline',
    peerId: null, guestId: null, options, timeoutMs: DEFAULT_TIMEOUT_MS, botSeat: seats > 1 ? 1 : null, ...(level && seats > 1 ? { botLevel: level } : {}),
    ...(decks ? { deck: decks.mine, botDeck: decks.bot } : {}),
  };
}
