/**
 * What each peer has been sent of this seat's chain. Nothing is sent to a peer until it has
 * told us (by a sync, after every link-up) how much of our chain it holds; from then on our
 * messages go out in seq order from that point, so over an ordered link none is ever skipped.
 */
import type { SignedMessage } from '../protocol/wire/transcript.js';
import type { Seat } from '../engine/game.js';
import { encode } from './codec.js';
import type { Transport } from './transport.js';

export class Outbound {
  private readonly peers: { synced: boolean; sent: number }[];

  constructor(seats: number, private readonly transport: Transport) {
    this.peers = Array.from({ length: seats }, () => ({ synced: false, sent: 0 }));
  }

  /** The link to `peer` dropped or came up again: wait for its sync. */
  unsync(peer: Seat): void {
    const p = this.peers[peer];
    if (p) p.synced = false;
  }

  /** `peer` holds `have` of our messages; send it the rest of `chain`. */
  synced(peer: Seat, have: number, chain: readonly SignedMessage[]): void {
    const p = this.peers[peer];
    if (!p) return;
    p.synced = true;
    p.sent = Math.min(have, chain.length);
    this.flush(peer, chain);
  }

  /** Sends a synced peer every message of `chain` it has not been sent. */
  flush(peer: Seat, chain: readonly SignedMessage[]): void {
    const p = this.peers[peer];
    if (!p?.synced) return;
    // A message still being signed (sig '') holds back itself and everything after it.
    for (; p.sent < chain.length && chain[p.sent]?.sig !== ''; p.sent++) this.transport.send(peer, encode({ k: 'msg', msg: chain[p.sent] as SignedMessage }));
  }
}
