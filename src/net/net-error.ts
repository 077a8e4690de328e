/** PeerJS errors mapped to our own, with messages a player understands. */
export type NetErrorKind =
  | 'unreachable' | 'link-expired' | 'signaling-down' | 'browser-incompatible' | 'address-busy' | 'direct-failed' | 'blocked'
  | 'table-full' | 'other';

export interface NetError {
  readonly kind: NetErrorKind;
  readonly message: string;
  /** Whether retrying can help (the transport keeps retrying these). */
  readonly transient: boolean;
}

export function mapPeerError(type: string, everConnected: boolean, detail = ''): NetError {
  switch (type) {
    case 'peer-unavailable':
      return everConnected
        ? { kind: 'unreachable', transient: true, message: 'The other player\'s browser is unreachable. They may have closed or reloaded the page; waiting for them to come back.' }
        : { kind: 'link-expired', transient: true, message: 'Nobody is waiting at this match link: it has expired, or the host closed the page. Still trying…' };
    case 'network': case 'server-error': case 'socket-error': case 'socket-closed': case 'disconnected':
      return { kind: 'signaling-down', transient: true, message: 'The connection server cannot be reached. Check your network; retrying…' };
    case 'browser-incompatible':
      return { kind: 'browser-incompatible', transient: false, message: 'This browser cannot make direct peer-to-peer connections (WebRTC). Try a current Chrome, Firefox or Safari.' };
    case 'unavailable-id':
      return { kind: 'address-busy', transient: true, message: 'This match\'s address is still held by the previous page; retrying…' };
    case 'webrtc': case 'negotiation-failed':
      return { kind: 'direct-failed', transient: true, message: 'The direct connection between the two browsers failed; retrying…' };
    default:
      return { kind: 'other', transient: true, message: `Connection problem (${type}${detail ? `: ${detail}` : ''}); retrying…` };
  }
}

/**
 * The signaling server introduced the two browsers, but no connection came of it (the ICE
 * checks failed, or never finished): their networks block direct connections. Without a relay
 * that is what to set up; with one, the relay itself is unreachable from here.
 */
export const blocked = (relay: boolean): NetError => ({
  kind: 'blocked', transient: true,
  message: relay
    ? 'Your browsers could not connect, even through this site\'s relay server. A firewall here may block it, or the relay is down: try another network (a phone\'s hotspot), or ask whoever runs this site to check its relay. This page keeps trying.'
    : 'Your two networks block direct connections between browsers. A relay server is needed: whoever runs this Facedown site can add one (its setup guide says how), or play on the same Wi-Fi. This page keeps trying.',
});

/** The host said every seat of its table is taken (by others): nothing to retry. */
export const tableFull = (seats: number): NetError => ({
  kind: 'table-full', transient: false,
  message: `This table is full: all ${seats} seats are taken. Ask the host for a new match, or go back to the lobby.`,
});
