/**
 * Signatures in a live match, with whichever Ed25519 path the platform has (WebCrypto, or noble
 * where there is no secure context): signing our messages, and checking the peers' chains.
 *
 * Our messages: protocol 3 links leave the signature out, so a message joins our chain at once
 * and is signed on the side; nothing is stored or sent before its signature is there.
 *
 * Peers' messages: a message that comes from its author over an authenticated link is taken
 * after the chain checks (seat, seq, link), and its signature is checked as the last of its
 * chain: one valid signature binds every message before it through the links. With an
 * asynchronous path every new last message is checked in the background; with a synchronous one
 * every CHECK_EVERY messages. Before the match ends, every chain's last message is checked; a
 * bad one stops the match naming its seat (docs/PROTOCOL.md, "Which signatures are checked").
 * Relayed messages are checked before they are taken, by the ledger.
 */
import type { Bytes } from '../crypto/bytes.js';
import { fromHex } from '../crypto/bytes.js';
import type { Ed25519 } from '../crypto/ed25519.js';
import { messageDigestOf, signingDigestOf, withSig } from '../protocol/wire/chain.js';
import { type Ledger, badSignature } from '../protocol/machine/ledger.js';
import type { Rejection } from '../protocol/machine/lockstep.js';
import type { SignedMessage } from '../protocol/wire/transcript.js';
import type { Seat } from '../engine/game.js';
import { toHex } from '../crypto/bytes.js';
import type { UnsignedMessage } from './session-types.js';
import type { Verdicts } from './verdicts.js';
import { NobleNotLoaded, loadNoble } from '../crypto/lazy-noble.js';

/** With a synchronous path, peers' chains are checked after this many new messages (and at the end). */
export const CHECK_EVERY = 64;

export interface SignatureHooks {
  /** Our message is signed: store it, then send it. */
  readonly signed: (m: SignedMessage) => void;
  /** A peer's chain is not bound by its signature from this message on. */
  readonly bad: (r: Rejection) => void;
  /** A background check finished (the match may now end). */
  readonly checked: () => void;
}

/**
 * `f` once the verdicts it needs were prepared. One that was not (the cache holds the newest few
 * thousand: a longer unbound stretch of a chain) is found by noble, loaded for it.
 */
function orNoble<T>(f: () => T): T | Promise<T> {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof NobleNotLoaded)) throw e;
    return loadNoble().then(f);
  }
}

export class ChainSignatures {
  /** Per seat, how many messages of its chain a valid signature binds. */
  private readonly bound: number[];
  private readonly fresh: number[];
  private inFlight = 0;
  private pendingOwn = 0;

  constructor(
    private readonly ed: Ed25519, private readonly verdicts: Verdicts, private readonly ledger: () => Ledger | null,
    private readonly secretKey: Bytes, seats: number, private readonly self: Seat, private readonly hooks: SignatureHooks,
  ) {
    this.bound = Array.from({ length: seats }, () => 0);
    this.fresh = Array.from({ length: seats }, () => 0);
  }

  /**
   * Signs our message: the signed message at once with a synchronous path, or null and `signed`
   * later (live sessions speak protocol 3, where the links leave the signature out).
   */
  sign(matchId: Bytes, m: UnsignedMessage): SignedMessage | null {
    const digest = signingDigestOf(matchId, m);
    const sig = this.ed.sign(digest, this.secretKey);
    if (!(sig instanceof Promise)) return withSig(m, toHex(sig));
    this.pendingOwn++;
    void sig.then((s) => {
      this.pendingOwn--;
      this.hooks.signed(withSig(m, toHex(s)));
    });
    return null;
  }

  /** Our own messages still being signed. */
  get signing(): boolean { return this.pendingOwn > 0; }

  /** A message of `seat` was taken whose signature was not checked. */
  taken(seat: Seat): void {
    this.fresh[seat] = (this.fresh[seat] ?? 0) + 1;
    if (this.ed.path === 'webcrypto' || (this.fresh[seat] ?? 0) >= CHECK_EVERY) this.check();
  }

  /** Whether every peer chain is bound by a checked signature (and none is being checked). */
  get complete(): boolean {
    const ledger = this.ledger();
    return !!ledger && this.inFlight === 0 && ledger.chains.every((c, seat) => seat === this.self || (this.bound[seat] ?? 0) >= c.length);
  }

  /** Checks the last message of every chain not yet bound. */
  check(): void {
    const ledger = this.ledger();
    if (!ledger) return;
    for (const [seat, chain] of ledger.chains.entries()) {
      const n = chain.length;
      if (seat === this.self || (this.bound[seat] ?? 0) >= n) continue;
      const last = chain[n - 1] as SignedMessage;
      if (last.sig === '') continue; // ours, being signed
      this.fresh[seat] = 0;
      const key = ledger.setup.keys[seat] as Bytes;
      const ok = this.ed.verify(fromHex(last.sig), messageDigestOf(ledger.cfg.matchId, last), key);
      if (!(ok instanceof Promise)) { this.settle(seat, n, ok); continue; }
      this.inFlight++;
      void ok.then((valid) => {
        this.inFlight--;
        this.settle(seat, n, valid);
        this.hooks.checked();
      });
    }
  }

  /**
   * A rejection that blames a peer for a message taken unchecked stands only if a valid signature
   * binds that message; otherwise the peer's chain is refused for its signature (a rare path:
   * checked at once with a synchronous path, else once the chain's signatures are checked).
   */
  explain(r: Rejection): Rejection | Promise<Rejection> {
    const ledger = this.ledger();
    if (!ledger || r.seat === this.self || r.seat >= ledger.cfg.seats) return r;
    const ready = this.verdicts.prepareChain(ledger, r.seat, this.bound[r.seat] ?? 0);
    return ready ? ready.then(() => orNoble(() => this.explainNow(r))) : this.explainNow(r);
  }

  private explainNow(r: Rejection): Rejection {
    const ledger = this.ledger();
    if (!ledger) return r;
    const from = ledger.unsignedFrom(r.seat, this.bound[r.seat] ?? 0);
    if (!from) { this.bound[r.seat] = ledger.chains[r.seat]?.length ?? 0; return r; }
    return { seat: r.seat, step: from.step, reason: badSignature(from.seq) };
  }

  private settle(seat: Seat, n: number, valid: boolean): void {
    if (valid) { this.bound[seat] = Math.max(this.bound[seat] ?? 0, n); return; }
    const ledger = this.ledger();
    if (!ledger) return;
    const ready = this.verdicts.prepareChain(ledger, seat, this.bound[seat] ?? 0);
    if (!ready) { this.refuse(seat, n); return; }
    this.inFlight++;
    void ready.then(() => orNoble(() => this.refuse(seat, n))).catch(() => undefined).then(() => {
      this.inFlight--;
      this.hooks.checked();
    });
  }

  /** A check said "invalid": the first message no valid signature binds is refused. */
  private refuse(seat: Seat, n: number): void {
    const ledger = this.ledger();
    const from = ledger?.unsignedFrom(seat, this.bound[seat] ?? 0);
    if (!ledger) return;
    // The synchronous check finds the chain bound after all (the paths agree on every vector; never stall on it).
    if (!from) { this.bound[seat] = Math.max(this.bound[seat] ?? 0, n); return; }
    this.hooks.bad({ seat, step: from.step, reason: badSignature(from.seq) });
  }
}
