/**
 * A session's hellos and link authentication (docs/PROTOCOL.md, "Link authentication"): at every
 * link-up a fresh challenge (and our hello, once made); a peer's hello is only an offer until that
 * link proves the hello's key; a hello that differs from the one agreed, or a proof from the wrong
 * key, drops the link and never stops the match. What an accepted hello means for the match is the
 * session's (`HelloHost.accepted`).
 */
import type { Bytes } from '../crypto/bytes.js';
import type { Seat } from '../engine/game.js';
import type { Ledger } from '../protocol/machine/ledger.js';
import type { Rejection } from '../protocol/machine/lockstep.js';
import type { Hello } from '../protocol/wire/transcript.js';
import { type Result, ok } from '../result.js';
import type { Agreement } from './agreement.js';
import type { Scheduler } from './scheduler.js';
import { encode } from './codec.js';
import type { AuthOutcome, LinkAuth } from './link-auth.js';
import type { Transport } from './transport.js';
import type { Waits } from './waits.js';

export interface HelloHost {
  readonly seat: Seat;
  readonly seats: number;
  readonly transport: Transport;
  readonly terms: Agreement;
  readonly links: LinkAuth;
  readonly waits: Waits;
  readonly secretKey: Bytes;
  readonly scheduler: Scheduler;
  ledger(): Ledger | null;
  /** A peer's hello, proven on its link, seen for the first time: the session takes it (or refuses it). */
  accepted(from: Seat, h: Hello): Result<void, Rejection>;
  /** A dropped link, reported (never stops the match). */
  dropped(r: Rejection): Result<void, Rejection>;
}

/** How long a link may stay unproven before our hello and challenge go again, and how many times. */
export const AUTH_RETRY_MS = 2_000;
const AUTH_RETRIES = 10;

export class HelloExchange {
  /** Per link-up (LinkAuth's object for it), the hello last sent on it. */
  private readonly greeted = new WeakMap<object, Hello>();

  constructor(private readonly h: HelloHost) {}

  /** A link came up (a fresh challenge, and our hello once made) or went down. */
  linkChanged(peer: Seat, up: boolean): void {
    const challenge = this.h.links.reset(peer, up);
    if (!challenge) return;
    this.offer(peer, challenge);
    this.watch(peer, this.h.links.current(peer), challenge, AUTH_RETRIES);
  }

  private offer(peer: Seat, challenge: string): void {
    const mine = this.h.terms.mine;
    if (mine) {
      this.h.transport.send(peer, encode({ k: 'hello', hello: mine }));
      const link = this.h.links.current(peer);
      if (link) this.greeted.set(link, mine);
    }
    this.h.transport.send(peer, encode({ k: 'auth', c: challenge }));
  }

  /**
   * A link still unproven AUTH_RETRY_MS after it came up gets our hello and challenge again: a
   * challenge or an answer lost on the way (data on a connection being replaced is dropped)
   * would otherwise leave both pages waiting for the match to start, connected. A repeat is
   * harmless: the peer answers any challenge, and a second answer or hello is ignored.
   */
  private watch(peer: Seat, link: object | undefined, challenge: string, left: number): void {
    if (left <= 0) return;
    this.h.scheduler.after(AUTH_RETRY_MS, () => {
      if (this.h.links.current(peer) !== link || this.h.links.authed(peer)) return;
      this.offer(peer, challenge);
      this.watch(peer, link, challenge, left - 1);
    });
  }

  /**
   * Our hello to a peer, and (once the match is open and the link authenticated) how much of each
   * chain we hold. The hello goes once per link-up (none while the link is down: the link-up sends it) unless `again` (the peer may have lost it): on a
   * slow link a repeated hello delays what follows it (the sync a peer waits for before it sends).
   */
  greet(peer: Seat, again = false): void {
    const mine = this.h.terms.mine;
    const link = this.h.links.current(peer);
    if (mine && this.h.links.up(peer) && (again || !link || this.greeted.get(link) !== mine)) {
      this.h.transport.send(peer, encode({ k: 'hello', hello: mine }));
      if (link) this.greeted.set(link, mine);
    }
    const ledger = this.h.ledger();
    if (ledger && this.h.links.authed(peer)) this.h.transport.send(peer, encode({ k: 'sync', have: ledger.chains.map((c) => c.length) }));
  }

  greetAll(): void {
    for (let p = 0; p < this.h.seats; p++) if (p !== this.h.seat) this.greet(p);
  }

  /**
   * A hello on a link. Until the link is authenticated it is only an offer: a hello that
   * conflicts with the agreed one, or that we cannot accept, drops the link and never stops
   * the match. A refusal is shown to the player only once the peer proved that hello's key.
   */
  onHello(from: Seat, hello: Hello): Result<void, Rejection> {
    if (this.h.links.hello(from, hello, this.h.terms.hellos[from] ?? null) === 'check') return this.authenticate(from);
    return this.dropLink(from, 'sent a hello that differs from the one agreed for this match; the link was dropped');
  }

  /** A peer's challenge: our answer, signed with our match key (a link that went down meanwhile gets none: its next challenge does). */
  onChallenge(from: Seat, c: string): Result<void, Rejection> {
    const link = this.h.links.current(from);
    // Challenged again on the same link: what we sent it may have been lost, our hello and sync too.
    const again = this.h.links.challenged(from);
    this.h.waits.after(this.h.links.answer(from, c, this.h.secretKey), (sig) => {
      if (this.h.links.current(from) !== link) return;
      this.h.transport.send(from, encode({ k: 'proof', sig }));
      if (again) this.greet(from, true);
    });
    return ok(undefined);
  }

  /** A peer's answer to our challenge. */
  onProof(from: Seat, sig: string): Result<void, Rejection> {
    this.h.links.proved(from, sig);
    return this.authenticate(from);
  }

  /** Checks the peer's answer to our challenge; pins its hello the first time. */
  private authenticate(from: Seat): Result<void, Rejection> {
    const out = this.h.links.check(from, this.h.terms.hellos[from] ?? null);
    if (!(out instanceof Promise)) return this.authenticated(from, out);
    this.h.waits.after(out, (o) => { this.authenticated(from, o); });
    return ok(undefined);
  }

  private authenticated(from: Seat, out: AuthOutcome): Result<void, Rejection> {
    if (out.kind === 'waiting') return ok(undefined);
    if (out.kind === 'failed') return this.dropLink(from, 'answered the link challenge without the key of its hello; the link was dropped');
    if (this.h.terms.hellos[from]) { this.greet(from); return ok(undefined); }
    return this.h.accepted(from, out.hello);
  }

  private dropLink(from: Seat, reason: string): Result<void, Rejection> {
    this.h.transport.drop?.(from);
    this.h.links.reset(from, false);
    return this.h.dropped({ seat: from, step: this.h.ledger()?.state.step ?? 0, reason });
  }
}
