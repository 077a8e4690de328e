/**
 * A link with no signaling server: one RTCPeerConnection with one negotiated data channel
 * (ordered, reliable) carrying our JSON strings as they are, whose offer and answer the players
 * pass to each other as connection codes (sdp-code.ts). Two seats: the host (seat 0) makes the
 * offer, the guest (seat 1) answers it. ICE is not trickled: a code is made once gathering ends.
 *
 * Nothing here contacts a server: by default the connection has no ICE servers at all (a LAN, or
 * one machine), so it works with every signaling server down. `rtc` can bring STUN/TURN.
 *
 * When the link drops it cannot come back by itself: nobody is there to carry new codes. The host
 * makes a new offer at once; once the players have exchanged codes again the link comes up, and
 * the session's sync resends whatever the other side lacks.
 */
import type { Seat } from '../engine/game.js';
import { type Result, err, ok } from '../result.js';
import type { NetError } from './net-error.js';
import type { LinkState } from './peer-transport.js';
import { type CodeError, decodeCode, encodeDescription, offerTag } from './sdp-code.js';
import { codeError } from './sdp-facts.js';
import type { Transport } from './transport.js';

export interface DirectTransportOptions {
  readonly role: 'host' | 'guest';
  /** The connection's configuration; default: no ICE servers, so nothing but the two browsers is contacted. */
  readonly rtc?: RTCConfiguration;
  /**
   * The link's state, as PeerTransport reports it. 'closed' after a drop means "new codes are
   * needed" (the transport itself is not closed); its error says when codes did not connect.
   */
  readonly onState?: (state: LinkState, error: NetError | null) => void;
  /** The code this side shows now: the host's offer (null while one is made), the guest's answer (null while none is waiting). */
  readonly onCode?: (code: string | null) => void;
  /** How long ICE gathering may take before the code is made from what it found (ms). */
  readonly gatherMs?: number;
  /** The two pages met before (a reloaded page): until the link is up again, it is down rather than being set up. */
  readonly met?: boolean;
}

/** One offer and its answer: a connection and its channel. */
interface Attempt {
  readonly pc: RTCPeerConnection;
  readonly dc: RTCDataChannel;
  /** The host's offer tag, once the offer is made: its answer must carry it. */
  tag: number | null;
  open: boolean;
}

const GATHER_MS = 5_000;

/** Codes were exchanged, but the two browsers found no way to each other (or gave up waiting). */
export const codesFailed: NetError = {
  kind: 'direct-failed', transient: true,
  message: 'The two browsers could not connect with those codes. New codes are needed.',
};
const noWebRtc: NetError = {
  kind: 'browser-incompatible', transient: false,
  message: 'This browser cannot make direct peer-to-peer connections (WebRTC). Try a current Chrome, Firefox or Safari.',
};

export class DirectTransport implements Transport {
  private cur: Attempt | null = null;
  private msgCb: (from: Seat, data: string) => void = () => {};
  private linkCb: (peer: Seat, up: boolean) => void = () => {};
  private everConnected = false;
  private closed = false;
  /** Bytes sent, for the figures. */
  bytesSent = 0;

  constructor(private readonly o: DirectTransportOptions) {
    this.everConnected = o.met ?? false;
  }

  private get other(): Seat { return this.o.role === 'host' ? 1 : 0; }

  /** Closed for good (the page left the match). */
  get isClosed(): boolean { return this.closed; }

  /** The host makes its first offer; a guest waits for one (offer()). */
  start(): void {
    if (this.closed) return;
    if (typeof RTCPeerConnection !== 'function') { this.state('closed', noWebRtc); return; }
    if (this.o.role === 'host') this.renew();
    else this.state('closed', null);
  }

  /** The host: drop the current offer (and link) and make a new one. */
  renew(): void {
    if (this.closed || this.o.role !== 'host' || typeof RTCPeerConnection !== 'function') return;
    const a = this.attempt();
    this.o.onCode?.(null);
    this.state(this.everConnected ? 'closed' : 'connecting', null);
    void this.makeOffer(a);
  }

  private async makeOffer(a: Attempt): Promise<void> {
    try {
      await a.pc.setLocalDescription(await a.pc.createOffer());
      await gathered(a.pc, this.o.gatherMs ?? GATHER_MS);
    } catch {
      if (this.cur === a) this.lost(a, noWebRtc);
      return;
    }
    if (this.cur !== a) return;
    const code = encodeDescription(a.pc.localDescription ?? {});
    const mine = code.ok ? decodeCode(code.value, 'offer') : code;
    if (!code.ok || !mine.ok) { this.lost(a, noWebRtc); return; }
    a.tag = offerTag(mine.value.facts);
    this.o.onCode?.(code.value);
  }

  /** The host: the guest's answer code, as pasted. */
  async answer(text: string): Promise<Result<void, CodeError>> {
    const d = decodeCode(text, 'answer');
    if (!d.ok) return d;
    const a = this.cur;
    if (this.o.role !== 'host' || this.closed || !a || a.tag === null) return err(codeError('stale', 'No connection link is waiting for an answer here. Make a new link first.'));
    if (d.value.answers !== a.tag) {
      return err(codeError('stale', 'This answer code belongs to an older connection link. Send your friend the link shown here now, then paste the answer they send back.'));
    }
    if (a.pc.signalingState !== 'have-local-offer') return err(codeError('stale', 'An answer code was already used for this link. If the connection does not come up, make a new link.'));
    try {
      await a.pc.setRemoteDescription(d.value.description);
    } catch (e) {
      return err(codeError('unsupported', 'This browser could not use that answer code. Make a new link and try again.', e instanceof Error ? e.message : String(e)));
    }
    if (this.cur === a && !a.open) this.state(this.everConnected ? 'reconnecting' : 'connecting', null);
    return ok(undefined);
  }

  /** The guest: the host's offer code (from its link); the answer code to send back. */
  async offer(text: string): Promise<Result<string, CodeError>> {
    const d = decodeCode(text, 'offer');
    if (!d.ok) return d;
    if (this.o.role !== 'guest' || this.closed) return err(codeError('stale', 'This page is not waiting for a connection link.'));
    if (typeof RTCPeerConnection !== 'function') { this.state('closed', noWebRtc); return err(codeError('unsupported', noWebRtc.message)); }
    const a = this.attempt();
    this.o.onCode?.(null);
    this.state(this.everConnected ? 'reconnecting' : 'connecting', null);
    try {
      await a.pc.setRemoteDescription(d.value.description);
      await a.pc.setLocalDescription(await a.pc.createAnswer());
      await gathered(a.pc, this.o.gatherMs ?? GATHER_MS);
    } catch (e) {
      if (this.cur === a) this.lost(a, null);
      return err(codeError('unsupported', 'This browser could not use that connection link. Ask for a new one.', e instanceof Error ? e.message : String(e)));
    }
    if (this.cur !== a) return err(codeError('stale', 'Another connection link was opened meanwhile.'));
    const code = encodeDescription(a.pc.localDescription ?? {}, offerTag(d.value.facts));
    if (!code.ok) { this.lost(a, null); return code; }
    if (!a.open) this.o.onCode?.(code.value);
    return ok(code.value);
  }

  /** A new connection and channel in place of the current one. */
  private attempt(): Attempt {
    this.retire();
    const pc = new RTCPeerConnection(this.o.rtc ?? { iceServers: [] });
    const dc = pc.createDataChannel('facedown', { negotiated: true, id: 0 });
    const a: Attempt = { pc, dc, tag: null, open: false };
    this.cur = a;
    dc.onopen = () => {
      if (this.cur !== a || this.closed) return;
      a.open = true;
      this.everConnected = true;
      this.o.onCode?.(null);
      this.state('connected', null);
      this.linkCb(this.other, true);
    };
    dc.onmessage = (e: MessageEvent) => { if (this.cur === a && a.open && typeof e.data === 'string') this.msgCb(this.other, e.data); };
    dc.onclose = () => this.lost(a, null);
    pc.onconnectionstatechange = () => {
      if (this.cur !== a) return;
      const s = pc.connectionState;
      // Before the channel opened, a failure means the codes did not connect.
      if (s === 'failed' || s === 'closed') this.lost(a, a.open ? null : codesFailed);
      // ICE may find its way back by itself after a short loss.
      else if (s === 'disconnected' && a.open) this.state('reconnecting', null);
      else if (s === 'connected' && a.open) this.state('connected', null);
    };
    return a;
  }

  /** Closes the current attempt without reporting it (a new one replaces it, or the transport closes). */
  private retire(): Attempt | null {
    const a = this.cur;
    this.cur = null;
    if (!a) return null;
    const was = a.open;
    a.open = false;
    try { a.dc.close(); a.pc.close(); } catch { /* already closed */ }
    if (was) this.linkCb(this.other, false);
    return a;
  }

  /** The link (or the attempt at one) is gone: say so; the host makes a new offer for the players to exchange. */
  private lost(a: Attempt, error: NetError | null): void {
    if (this.cur !== a) return;
    this.retire();
    if (this.closed) return;
    this.o.onCode?.(null);
    this.state('closed', error);
    if (this.o.role === 'host' && error !== noWebRtc) {
      this.renew();
      // (renew reports 'connecting' before the first link: keep the failure's words)
      if (error) this.state(this.everConnected ? 'closed' : 'connecting', error);
    }
  }

  private state(s: LinkState, e: NetError | null): void { this.o.onState?.(s, e); }

  send(to: Seat, data: string): void {
    const a = this.cur;
    if (to !== this.other || !a?.open || a.dc.readyState !== 'open') return;
    try {
      a.dc.send(data);
      this.bytesSent += data.length;
    } catch {
      // (the channel closed under us: its close event follows)
    }
  }

  /** Drops the link (its far end failed authentication): new codes are needed, as after any drop. */
  drop(peer: Seat): void {
    if (peer === this.other && this.cur) this.lost(this.cur, null);
  }

  /** Test hook: the link drops as if the network went away; it stays down until new codes are exchanged (`_ms` is ignored). */
  simulateOutage(_ms: number): void {
    if (this.cur) this.lost(this.cur, null);
  }

  /** The open connection, for the Details panel's route line (link-route.ts reads its peerConnection's statistics). */
  connections(): unknown[] { return this.cur?.open ? [{ peerConnection: this.cur.pc }] : []; }

  onMessage(cb: (from: Seat, data: string) => void): void { this.msgCb = cb; }
  onLink(cb: (peer: Seat, up: boolean) => void): void { this.linkCb = cb; }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.retire();
    this.o.onCode?.(null);
    this.state('closed', null);
  }
}

/** Resolves once the connection's ICE gathering is complete, or after `ms` (the code then carries what was found). */
function gathered(pc: RTCPeerConnection, ms: number): Promise<void> {
  return new Promise((done) => {
    if (pc.iceGatheringState === 'complete') { done(); return; }
    const finish = (): void => { clearTimeout(t); pc.removeEventListener('icegatheringstatechange', check); done(); };
    const check = (): void => { if (pc.iceGatheringState === 'complete') finish(); };
    const t = setTimeout(finish, ms);
    pc.addEventListener('icegatheringstatechange', check);
  });
}
