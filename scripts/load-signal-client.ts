/**
 * One signaling client shaped like PeerJS 1.5.5's Socket (node_modules/peerjs/dist, class Socket):
 * the same WebSocket URL, ws://host:port/peerjs/peerjs?key=peerjs&id=<id>&token=<token>&version=1.5.5,
 * the same heartbeat, {"type":"HEARTBEAT"} 5 s after the socket opens and 5 s after each heartbeat,
 * and messages sent as JSON {type, payload, dst}. There is no WebRTC behind it: the load script
 * makes stand-in OFFER/ANSWER/CANDIDATE payloads (scripts/load-signal-relay.ts).
 */
import WebSocket from 'ws';

export const PEERJS_VERSION = '1.5.5';
const PING_INTERVAL_MS = 5_000; // PeerJS's default pingInterval

/** A message from the server: OPEN, ERROR, ID-TAKEN, or one relayed with `src` set by the server. */
export interface ServerMessage {
  readonly type: string;
  readonly src?: string;
  readonly dst?: string;
  readonly payload?: unknown;
}

/** The base URL PeerJS builds from { host, port, path: '/peerjs', key: 'peerjs' }. */
export function peerjsBaseUrl(host: string, port: number, path = '/peerjs/'): string {
  return `ws://${host}:${port}${path}peerjs?key=peerjs`;
}

/** PeerJS's token: Math.random().toString(36).slice(2). */
export const randomToken = (): string => Math.random().toString(36).slice(2);

export class SignalClient {
  private ws: WebSocket | null = null;
  private ping: NodeJS.Timeout | undefined;
  private registered = false;
  heartbeats = 0;
  /** Relayed messages (OFFER, ANSWER, CANDIDATE, LEAVE, EXPIRE) after OPEN. */
  onMessage: (m: ServerMessage) => void = () => {};
  /** The socket closed after OPEN without close() being called. */
  onLost: (why: string) => void = () => {};

  constructor(readonly id: string, private readonly token: string = randomToken()) {}

  /** Connects; resolves with the ms from `new WebSocket` to OPEN, rejects on ERROR, ID-TAKEN, close or timeout. */
  open(baseUrl: string, timeoutMs: number): Promise<number> {
    const t0 = performance.now();
    const ws = new WebSocket(`${baseUrl}&id=${this.id}&token=${this.token}&version=${PEERJS_VERSION}`, { handshakeTimeout: timeoutMs });
    this.ws = ws;
    return new Promise((done, fail) => {
      let settled = false;
      const settle = (err: Error | null): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err) { this.close(); fail(err); } else done(performance.now() - t0);
      };
      const timer = setTimeout(() => settle(new Error(`no OPEN in ${timeoutMs} ms`)), timeoutMs);
      ws.on('open', () => this.schedulePing());
      ws.on('error', (e) => settle(e));
      ws.on('close', (code) => {
        settle(new Error(`closed before OPEN (${code})`));
        if (this.registered && this.ws === ws) { this.stop(); this.onLost(`closed (${code})`); }
      });
      ws.on('message', (data) => {
        let m: ServerMessage;
        try { m = JSON.parse(String(data)) as ServerMessage; } catch { return; }
        if (m.type === 'OPEN') { this.registered = true; settle(null); return; }
        if (m.type === 'ERROR' || m.type === 'ID-TAKEN') {
          const msg = (m.payload as { msg?: string } | undefined)?.msg ?? m.type;
          settle(new Error(`server ${m.type}: ${msg}`));
          return;
        }
        this.onMessage(m);
      });
    });
  }

  get isOpen(): boolean {
    return this.registered && this.ws?.readyState === WebSocket.OPEN;
  }

  /** As PeerJS's Socket.send: JSON {type, payload, dst}. */
  send(type: string, dst: string, payload: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type, payload, dst }));
  }

  close(): void {
    const ws = this.ws;
    this.stop();
    if (ws && ws.readyState !== WebSocket.CLOSED) ws.terminate();
  }

  private stop(): void {
    clearTimeout(this.ping);
    this.ws = null;
    this.registered = false;
  }

  private schedulePing(): void {
    this.ping = setTimeout(() => {
      if (this.ws?.readyState !== WebSocket.OPEN) return;
      this.ws.send(JSON.stringify({ type: 'HEARTBEAT' }));
      this.heartbeats++;
      this.schedulePing();
    }, PING_INTERVAL_MS);
  }
}
