/**
 * Whether a connection goes straight between the two browsers or through a relay (TURN), read
 * from WebRTC's own statistics: the transport's selected candidate pair, and the types of its
 * two candidates. Either end relayed means the traffic passes the relay.
 */
export type Route = 'direct' | 'relayed';

/** One entry of an RTCStatsReport, as far as this reads it. */
interface Stat {
  readonly type?: string;
  readonly id?: string;
  readonly selectedCandidatePairId?: string;
  readonly localCandidateId?: string;
  readonly remoteCandidateId?: string;
  readonly candidateType?: string;
  readonly nominated?: boolean;
  readonly state?: string;
  readonly selected?: boolean;
}

/** The route of the selected candidate pair, or null while there is none. */
export function routeOf(report: Iterable<readonly [string, unknown]>): Route | null {
  const byId = new Map<string, Stat>();
  for (const [id, v] of report) if (typeof v === 'object' && v !== null) byId.set(id, v as Stat);
  const stats = [...byId.values()];
  const chosenId = stats.find((s) => s.type === 'transport' && s.selectedCandidatePairId)?.selectedCandidatePairId;
  const pair = (chosenId ? byId.get(chosenId) : undefined)
    ?? stats.find((s) => s.type === 'candidate-pair' && (s.selected === true || (s.nominated === true && s.state === 'succeeded')));
  if (!pair) return null;
  const local = pair.localCandidateId ? byId.get(pair.localCandidateId) : undefined;
  const remote = pair.remoteCandidateId ? byId.get(pair.remoteCandidateId) : undefined;
  if (!local && !remote) return null;
  return local?.candidateType === 'relay' || remote?.candidateType === 'relay' ? 'relayed' : 'direct';
}

/** A PeerJS DataConnection's route (its RTCPeerConnection's stats), or null when it cannot tell. */
export async function connRoute(c: unknown): Promise<Route | null> {
  const pc = (c as { peerConnection?: RTCPeerConnection | null } | null)?.peerConnection;
  if (!pc || typeof pc.getStats !== 'function') return null;
  try {
    return routeOf((await pc.getStats()) as unknown as Iterable<readonly [string, unknown]>);
  } catch {
    return null;
  }
}
