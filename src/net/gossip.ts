/**
 * Relaying signed messages between seats. Safe because every message is signed and
 * hash-linked: a relayer can drop or delay, never forge. Used when seats disagree (a desync
 * with three or more seats, a stopped match) so that a seat that sent different peers
 * different versions of its chain is proven by the two signatures and named.
 */
import type { Conflict, SignedMessage } from '../protocol/transcript.js';
import type { Seat } from '../engine/game.js';
import { encode } from './codec.js';
import type { Transport } from './transport.js';

export interface Peers {
  readonly transport: Transport;
  readonly self: Seat;
  readonly seats: number;
  readonly authed: (peer: Seat) => boolean;
}

/** Sends every other peer both versions of an equivocated message, so each can prove it on its own. */
export function relayConflict(p: Peers, c: Conflict): void {
  for (let peer = 0; peer < p.seats; peer++) {
    if (peer === p.self || peer === c.a.seat || !p.authed(peer)) continue;
    for (const m of [c.a, c.b]) p.transport.send(peer, encode({ k: 'msg', msg: m }));
  }
}

/** Sends each peer every message we hold of the other seats (with fewer than three seats there is no one to compare with). */
export function shareChains(p: Peers, chains: readonly (readonly SignedMessage[])[]): void {
  if (p.seats < 3) return;
  for (let peer = 0; peer < p.seats; peer++) {
    if (peer === p.self || !p.authed(peer)) continue;
    for (const [seat, chain] of chains.entries()) {
      if (seat !== peer) for (const m of chain) p.transport.send(peer, encode({ k: 'msg', msg: m }));
    }
  }
}
