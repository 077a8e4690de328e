/**
 * Link authentication, per peer. Nothing a link carries (messages, syncs, notices) is trusted
 * until the far end answers a fresh challenge with the match key of the hello it stands for:
 * on the first connection that is the hello it sent on this link, afterwards the hello agreed.
 * Every link-up (a reconnect, a reload) starts over with a new challenge. Proofs are signed and
 * checked with the session's Ed25519 path: at once when it is synchronous, else asynchronously.
 */
import { fromHex, toHex } from '../crypto/bytes.js';
import { canonicalEqual } from '../crypto/canonical.js';
import type { Ed25519 } from '../crypto/ed25519.js';
import { NobleNotLoaded } from '../crypto/lazy-noble.js';
import { linkProofDigest } from '../protocol/wire/chain.js';
import type { Hello } from '../protocol/wire/transcript.js';
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
  /** Challenges the peer sent on this link (a second one: it may have lost what we sent). */
  asked: number;
  /** The link is up (false before the first link-up and after a drop). */
  up: boolean;
}

const fresh = (): PeerLink => ({ challenge: null, proof: null, candidate: null, authed: false, synced: false, asked: 0, up: false });

export type AuthOutcome = { readonly kind: 'authed'; readonly hello: Hello } | { readonly kind: 'failed' } | { readonly kind: 'waiting' };

export class LinkAuth {
  private readonly peers: PeerLink[];

  constructor(seats: number, private readonly self: Seat, private readonly entropy: Entropy, private readonly ed: Ed25519) {
    this.peers = Array.from({ length: seats }, fresh);
  }

  /** The link to `peer` came up (or dropped): forget everything it proved; returns the challenge to send. */
  reset(peer: Seat, up: boolean): string | null {
    const p = fresh();
    this.peers[peer] = p;
    if (!up) return null;
    p.up = true;
    p.challenge = this.entropy(CHALLENGE_BYTES);
    return toHex(p.challenge);
  }

  /**
   * The peer challenged us on this link; true for its second challenge only (it may have lost our
   * answer, hello or sync: they go again once, so a peer flooding challenges gets only answers).
   */
  challenged(peer: Seat): boolean {
    const p = this.peers[peer];
    return !!p && p.asked++ === 1;
  }

  /** Our answer to a peer's challenge (hex; a promise with an asynchronous path). */
  answer(peer: Seat, challenge: string, secretKey: Uint8Array): string | Promise<string> {
    const sig = this.ed.sign(linkProofDigest(this.self, peer, fromHex(challenge)), secretKey);
    return sig instanceof Promise ? sig.then(toHex) : toHex(sig);
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
  check(peer: Seat, pinned: Hello | null): AuthOutcome | Promise<AuthOutcome> {
    const p = this.peers[peer];
    if (!p || p.authed) return { kind: 'waiting' };
    const hello = pinned ?? p.candidate;
    const { proof, challenge } = p;
    if (!hello || !proof || !challenge) return { kind: 'waiting' };
    let valid: boolean | Promise<boolean>;
    try {
      valid = this.ed.verify(fromHex(proof), linkProofDigest(peer, this.self, challenge), fromHex(hello.key));
    } catch (e) {
      if (e instanceof NobleNotLoaded) throw e;
      valid = false; // malformed hex
    }
    const settle = (ok: boolean): AuthOutcome => {
      // A link that went down (or came up again) while the proof was checked proves nothing now.
      if (this.peers[peer] !== p || p.authed || p.proof !== proof) return { kind: 'waiting' };
      if (!ok) { p.proof = null; return { kind: 'failed' }; }
      p.authed = true;
      return { kind: 'authed', hello };
    };
    return valid instanceof Promise ? valid.then(settle, () => settle(false)) : settle(valid);
  }

  /** This link-up of `peer` (a new object after every reset). */
  current(peer: Seat): object | undefined { return this.peers[peer]; }

  authed(peer: Seat): boolean { return this.peers[peer]?.authed ?? false; }

  /** The link to `peer` is up (what is sent while it is down is lost). */
  up(peer: Seat): boolean { return this.peers[peer]?.up ?? false; }

  /** True the first time it is asked on an authenticated link: a sync is honoured once per link-up. */
  takeSync(peer: Seat): boolean {
    const p = this.peers[peer];
    if (!p?.authed || p.synced) return false;
    p.synced = true;
    return true;
  }
}
