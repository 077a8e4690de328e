/** How a session talks to its peers. The in-memory twin (memory-transport.ts) and PeerJS implement it. */
import type { Seat } from '../engine/game.js';

export interface Transport {
  /** Sends one wire message (a JSON string) to a peer; dropped silently while the link is down. */
  send(to: Seat, data: string): void;
  onMessage(cb: (from: Seat, data: string) => void): void;
  /** Link state changes: a peer connected (again) or dropped. */
  onLink(cb: (peer: Seat, up: boolean) => void): void;
  /** Drops the current link to a peer (it failed authentication); the transport may connect again. */
  drop?(peer: Seat): void;
  close(): void;
}
