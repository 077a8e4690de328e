/**
 * Link authentication, per peer. Nothing a link carries (messages, syncs, notices) is trusted
 * until the far end answers a fresh challenge with the match key of the hello it stands for:
 * on the first connection that is the hello it sent on this link, afterwards the hello agreed.
 * Every link-up (a reconnect, a reload) starts over with a new challenge.
 */
import { fromHex, toHex } from '../crypto/bytes.js';
import { canonicalEqual } from '../crypto/canonical.js';
import { linkProofValid, signLinkProof } from '../protocol/chain.js';
import type { SyncEd } from './sync-ed25519.js';
import type { Hello } from '../protocol/transcript.js';
import type { Seat } from '../engine/game.js';
import type { Entropy } from './entropy.js';

export const CHALLENGE_BYTES = 16;

interface PeerLink {
  challenge: Uint8Array | null;
  proof: string | null;
  candidate: Hello | null;
  authed: boolean;
  /** The peer's sync was honoured on this link (once per link-up). */
  synced: boolean;
}

const fresh = (): PeerLink => ({ challenge: null, proof: null, candidate: null, authed: false, synced: false });

export type AuthOutcome = { readonly kind: 'authed'; readonly hello: Hello } | { readonly kind: 'failed' } | { readonly kind: 'waiting' };

export class LinkAuth {
  private readonly peers: PeerLink[];

  constructor(seats: number, private readonly self: Seat, private readonly entropy: Entropy, private readonly ed: SyncEd = {}) {
    this.peers = Array.from({ length: seats }, fresh);
  }

  /** The link to `peer` came up (or dropped): forget everything it proved; returns the challenge to send. */
  reset(peer: Seat, up: boolean): string | null {
    const p = fresh();
    this.peers[peer] = p;
    if (!up) return null;
    p.challenge = this.entropy(CHALLENGE_BYTES);
    return toHex(p.challenge);
  }

  /** Our answer to a peer's challenge. */
  answer(peer: Seat, challenge: string, secretKey: Uint8Array): string {
    return signLinkProof(secretKey, this.self, peer, fromHex(challenge), this.ed.sign);
  }

  /** The hello this link speaks for, until it is authenticated. */
  offer(peer: Seat, h: Hello): void {
    const p = this.peers[peer];
    if (p && !p.authed) p.candidate = h;
  }

  /**
   * A hello on a link: one that differs from the hello agreed for that seat drops the link
   * ('conflict'); otherwise it is only an offer until the link is authenticated ('check').
   */
  hello(peer: Seat, h: Hello, agreed: Hello | null): 'conflict' | 'check' {
    if (agreed) return canonicalEqual(agreed, h) ? 'check' : 'conflict';
    this.offer(peer, h);
    return 'check';
  }

  /** The peer's answer to our challenge. */
  proved(peer: Seat, sig: string): void {
    const p = this.peers[peer];
    if (p && !p.authed && p.proof === null) p.proof = sig;
  }

  /**
   * Checks the answer against `pinned` (the agreed hello) or, before one is agreed, the hello
   * this link offered. 'failed': the answer is not from that key; the link should be dropped.
   */
  check(peer: Seat, pinned: Hello | null): AuthOutcome {
    const p = this.peers[peer];
    if (!p || p.authed) return { kind: 'waiting' };
    const hello = pinned ?? p.candidate;
    if (!hello || !p.proof || !p.challenge) return { kind: 'waiting' };
    if (!linkProofValid(fromHex(hello.key), p.proof, peer, this.self, p.challenge, this.ed.verify)) {
      p.proof = null;
      return { kind: 'failed' };
    }
    p.authed = true;
    return { kind: 'authed', hello };
  }

  authed(peer: Seat): boolean { return this.peers[peer]?.authed ?? false; }

  /** True the first time it is asked on an authenticated link: a sync is honoured once per link-up. */
  takeSync(peer: Seat): boolean {
    const p = this.peers[peer];
    if (!p?.authed || p.synced) return false;
    p.synced = true;
    return true;
  }
}
