/**
 * Signaling throughput: pairs of held peers run the messages PeerJS's Negotiator sends for one
 * DataConnection, relayed by the server: OFFER a→b, ANSWER b→a, then ICE candidates both ways (two
 * each; the app sets iceServers: [], so host candidates only). Payloads have PeerJS's shape and a
 * realistic size (an SDP of a data-channel-only offer is ~0.6 kB).
 *
 * Closed loop: each pair has one message in flight and sends the next when the previous arrives,
 * so the number of pairs is the number of messages in flight. Latency is one way, sender to
 * receiver through the server, both ends in this process (one clock).
 */
import { randomToken, type ServerMessage, type SignalClient } from './load-signal-client.js';

type Kind = 'OFFER' | 'ANSWER' | 'CANDIDATE';
const STEPS: readonly { readonly type: Kind; readonly fromA: boolean }[] = [
  { type: 'OFFER', fromA: true }, { type: 'ANSWER', fromA: false },
  { type: 'CANDIDATE', fromA: true }, { type: 'CANDIDATE', fromA: false },
  { type: 'CANDIDATE', fromA: true }, { type: 'CANDIDATE', fromA: false },
];
export const MESSAGES_PER_HANDSHAKE = STEPS.length;

export interface RelayResult {
  readonly messages: number; // delivered
  readonly handshakes: number; // full OFFER..CANDIDATE rounds
  readonly wallMs: number; // first send to last delivery
  readonly latencies: Float64Array; // ms, one per delivered message
  readonly stalled: number; // pairs whose message never arrived (after a 3 s drain)
  readonly errors: readonly string[]; // unexpected messages (first few)
  readonly errorCount: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Runs `pairs` pairs from `clients` (2 per pair, in order) for `ms`, then drains. */
export async function runRelay(clients: readonly SignalClient[], pairs: number, ms: number): Promise<RelayResult> {
  let lat = new Float64Array(1 << 16);
  let messages = 0;
  let handshakes = 0;
  let inFlight = 0;
  let errorCount = 0;
  const errors: string[] = [];
  let running = true;
  const t0 = performance.now();
  let last = t0;

  for (let p = 0; p < pairs; p++) {
    const a = clients[2 * p];
    const b = clients[2 * p + 1];
    if (!a || !b) break;
    const connectionId = `dc_${randomToken()}`;
    let step = 0;
    let sentAt = 0;
    const ends = (): [SignalClient, SignalClient] => ((STEPS[step] as (typeof STEPS)[number]).fromA ? [a, b] : [b, a]);
    const send = (): void => {
      const [from, to] = ends();
      const type = (STEPS[step] as (typeof STEPS)[number]).type;
      sentAt = performance.now();
      inFlight++;
      from.send(type, to.id, payload(type, connectionId));
    };
    const receiver = (at: SignalClient) => (m: ServerMessage): void => {
      const [from, to] = ends();
      if (to !== at || m.type !== (STEPS[step] as (typeof STEPS)[number]).type || m.src !== from.id) {
        errorCount++;
        if (errors.length < 5) errors.push(`${at.id} got ${m.type} from ${m.src ?? '?'}`);
        return;
      }
      last = performance.now();
      inFlight--;
      if (messages === lat.length) { const bigger = new Float64Array(lat.length * 2); bigger.set(lat); lat = bigger; }
      lat[messages++] = last - sentAt;
      step = (step + 1) % STEPS.length;
      if (step === 0) handshakes++;
      if (running) send();
    };
    a.onMessage = receiver(a);
    b.onMessage = receiver(b);
    send();
  }

  await sleep(ms);
  running = false;
  for (let waited = 0; inFlight > 0 && waited < 3_000; waited += 50) await sleep(50);
  for (const c of clients.slice(0, 2 * pairs)) c.onMessage = () => {};
  return { messages, handshakes, wallMs: last - t0, latencies: lat.subarray(0, messages), stalled: inFlight, errors, errorCount };
}

// Stand-ins for what a browser puts in PeerJS's payloads for a data connection.
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => ((i * 37 + 11) & 255).toString(16).padStart(2, '0').toUpperCase()).join(':');
const sdp = (setup: string): string => [
  'v=0', 'o=- 4611731400430051336 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0',
  'a=extmap-allow-mixed', 'a=msid-semantic: WMS', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0', 'a=ice-ufrag:Yj3c', 'a=ice-pwd:0Yy4dTbHgW4V8m4rYyM4b8zD', 'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FINGERPRINT}`, `a=setup:${setup}`, 'a=mid:0', 'a=sctp-port:5000',
  'a=max-message-size:262144', '',
].join('\r\n');
const OFFER_SDP = sdp('actpass');
const ANSWER_SDP = sdp('active');
const CANDIDATE = 'candidate:842163049 1 udp 2113937151 3c5c1a0e-4a2b-4c7e-9f1d-0b6f2e8a9d41.local 54321 typ host generation 0 ufrag Yj3c network-cost 999';

function payload(type: Kind, connectionId: string): unknown {
  if (type === 'OFFER') {
    return { sdp: { type: 'offer', sdp: OFFER_SDP }, type: 'data', connectionId, label: connectionId, reliable: true, serialization: 'json' };
  }
  if (type === 'ANSWER') return { sdp: { type: 'answer', sdp: ANSWER_SDP }, type: 'data', connectionId };
  return { candidate: { candidate: CANDIDATE, sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'Yj3c' }, type: 'data', connectionId };
}
