/**
 * The connection in words a player can act on. The link state comes from the transport, the
 * other player's presence from the heartbeat (PeerJS may never report a closed browser).
 */
import type { NetError } from '../../net/net-error.js';
import type { LinkState } from '../../net/peer-transport.js';

export interface LinkFacts {
  /** direct: no server, the players pass connection codes (its panel says what to do with them). */
  readonly mode: 'online' | 'offline' | 'direct';
  readonly host: boolean;
  readonly state: LinkState | 'offline';
  readonly error: NetError | null;
  /** The match has begun (both said hello). */
  readonly begun: boolean;
  /** The other player's page, by heartbeat: null until first heard. */
  readonly present: boolean | null;
  /** The other player's page said it left the match (an unsigned notice: it ends nothing). */
  readonly left?: boolean;
  readonly other: string;
}

/** ok: all is well; wait: nothing to do but wait; idle: waiting on a person; bad: something the player should know. */
export type Tone = 'ok' | 'wait' | 'idle' | 'bad';

export interface LinkText {
  readonly tone: Tone;
  readonly text: string;
  /** What the player can do about it, if anything. */
  readonly help: string | null;
}

export function linkText(f: LinkFacts): LinkText {
  if (f.mode === 'offline') return { tone: 'ok', text: 'Offline — playing on this device', help: null };
  if (f.error?.kind === 'table-full') return { tone: 'bad', text: 'This table is full', help: f.error.message };
  if (f.mode === 'direct' && f.state !== 'connected') {
    // No server to reconnect through: the codes in the panel below are the way.
    if (f.error) return { tone: 'bad', text: 'The two browsers could not connect', help: f.error.message };
    if (!f.begun) return f.host ? { tone: 'idle', text: 'Waiting for the other player\'s answer code', help: null } : { tone: 'idle', text: `Waiting for ${f.other} to paste your code`, help: null };
    return { tone: 'bad', text: `The connection to ${f.other} was lost — new codes reconnect you`, help: null };
  }
  if (f.state === 'closed') return { tone: 'bad', text: 'Disconnected', help: null };
  const hard = f.error && !f.error.transient;
  if (hard) return { tone: 'bad', text: 'Cannot connect', help: f.error?.message ?? null };
  if (f.error?.kind === 'signaling-down') return { tone: 'bad', text: 'No connection to the server that introduces the two browsers', help: f.error.message };
  if (f.error?.kind === 'blocked' && f.state !== 'connected') return { tone: 'bad', text: 'Your browsers cannot reach each other', help: f.error.message };
  if (!f.begun && f.present !== true && f.state !== 'connected') {
    if (f.host) return { tone: 'idle', text: 'Waiting for the other player to open your link', help: null };
    if (f.error?.kind === 'link-expired') {
      return { tone: 'bad', text: 'No match is waiting at this link', help: 'The host closed their page, or the link is old. Ask for a new link, or go back to the lobby.' };
    }
    return { tone: 'wait', text: 'Connecting to the host…', help: null };
  }
  // (until their page, back again, is heard)
  if (f.left && (f.present !== true || f.state !== 'connected')) return { tone: 'idle', text: `${f.other} left the match`, help: null };
  if (f.present === false) {
    // (what to do about it, the claim and the match so far, is in the away panel: away-panels.tsx)
    return { tone: 'idle', text: `${f.other} left — waiting for them to come back`, help: null };
  }
  if (f.state !== 'connected') return { tone: 'wait', text: `Reconnecting to ${f.other}…`, help: null };
  return { tone: 'ok', text: `Connected to ${f.other}`, help: null };
}
