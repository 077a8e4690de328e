/**
 * Joins: opens PeerJS-shaped clients until `target` are held, `inflight` connects at a time (a crowd
 * of pages opening, not one after another), and stops at the first failure or the deadline.
 */
import { SignalClient } from './load-signal-client.js';

export interface JoinResult {
  readonly joined: number;
  readonly wallMs: number;
  readonly joinMs: number[]; // new WebSocket → OPEN, per peer
  readonly failure: string | undefined; // the first one, with the peer count when it happened
}

export interface Crowd {
  readonly clients: SignalClient[]; // held, in join order
  readonly lost: string[]; // peers that closed after OPEN
  nextIndex: number;
}

export function newCrowd(): Crowd {
  return { clients: [], lost: [], nextIndex: 0 };
}

export async function joinUpTo(
  crowd: Crowd,
  o: { baseUrl: string; target: number; inflight: number; deadline: number; runTag: string; timeoutMs: number },
): Promise<JoinResult> {
  const joinMs: number[] = [];
  let failure: string | undefined;
  let pending = 0;
  const t0 = performance.now();
  const worker = async (): Promise<void> => {
    while (failure === undefined && crowd.clients.length + pending < o.target && Date.now() < o.deadline) {
      const c = new SignalClient(`load-${o.runTag}-${crowd.nextIndex++}`);
      pending++;
      try {
        joinMs.push(await c.open(o.baseUrl, o.timeoutMs));
        c.onLost = (why) => { crowd.lost.push(`${c.id}: ${why}`); };
        crowd.clients.push(c);
      } catch (e) {
        failure ??= `${(e as Error).message} (with ${crowd.clients.length} held)`;
      } finally {
        pending--;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.inflight) }, worker));
  return { joined: joinMs.length, wallMs: performance.now() - t0, joinMs, failure };
}
