/**
 * How a match ends, live, from one seat's side (the part of session.ts about endings): the
 * result (the judge, once a checked signature binds every chain), a stop (a rejection that
 * freezes the match and keeps the evidence, and tells the others), a dispute (seats that disagree
 * about a step exchange what they hold first, so that a seat that signed two versions is named),
 * and timeout claims (contest.ts, loaded when first needed: docs/PROTOCOL.md, "Endings").
 */
import type { Seat } from '../engine/game.js';
import type { FoundClaim } from '../protocol/endings/claims.js';
import { Ledger } from '../protocol/machine/ledger.js';
import type { Rejection } from '../protocol/machine/lockstep.js';
import type { Body, SignedMessage, Transcript } from '../protocol/wire/transcript.js';
import { type Result, err } from '../result.js';
import type { ChainSignatures } from './chain-signatures.js';
import { ClaimClock } from './claim-clock.js';
import type { Asks, Claiming, Peers } from './contest.js';
import { type ContestModule, contestModule, verdictOf } from './lazy-judge.js';
import type { OwnInputs } from './own-inputs.js';
import { RejectionLog } from './rejection-log.js';
import { DISPUTE_MS, LEFT_THE_MATCH, type Awaiting, type Notice, type SessionOptions, type SessionStatus } from './session-types.js';
import { encode } from './codec.js';
import type { Waits } from './waits.js';

/** How long to wait before loading the judge again, when it did not load. */
const JUDGE_RETRY_MS = 2000;

export abstract class SessionEnding {
  readonly seat: Seat;
  protected statusValue: SessionStatus = { kind: 'hello' };
  protected ledger: Ledger | null = null;
  protected awaitingValue: Awaiting | null = null;
  protected readonly listeners: (() => void)[] = [];
  /** A desync under dispute: seats exchange what they hold before it stops the match. */
  protected dispute: Rejection | null = null;
  protected readonly clock: ClaimClock;
  /** Claims, live (contest.ts), once loaded: when a seat's time first runs out, or a claim first arrives. */
  private claims: Claiming | null = null;
  private asks: Asks | null = null;
  private judging = false;
  /** Every rejection reported, including dropped malformed messages (capped). */
  readonly rejectionLog = new RejectionLog();
  /** The latest notice from a peer ("I stopped", "your hello was refused"): shown, never acted on. */
  notice: Notice | null = null;

  /** Asynchronous steps (a signature, a check, the judge): peer data waits meanwhile, in order. */
  protected abstract readonly waits: Waits;
  protected abstract readonly sigs: ChainSignatures;
  protected abstract readonly own: OwnInputs;
  /** Authenticated peers, for relaying what we hold. */
  protected abstract readonly peers: Peers;
  /** Consume what is complete; answer what is ours automatically; ask for choices. */
  protected abstract progress(): Result<void, Rejection>;
  /** A signed message, from its author or relayed by another seat. */
  protected abstract onMessage(from: Seat, m: SignedMessage): Result<void, Rejection>;
  protected abstract send(input: Body): void;

  constructor(protected readonly o: SessionOptions) {
    this.seat = o.seat;
    this.clock = new ClaimClock(o.scheduler, () => this.withClaims((c) => c.ranOut(o.autoClaim)));
  }

  get status(): SessionStatus { return this.statusValue; }
  get awaiting(): Awaiting | null { return this.awaitingValue; }
  get match(): Ledger | null { return this.ledger; }
  get rejections(): readonly Rejection[] { return this.rejectionLog.list; }
  /** Seats that owe an input past the agreed time. */
  get claimable(): readonly Seat[] { return this.claims?.claimable ?? []; }
  /**
   * When (scheduler time) a claim may be made if the current step is still not answered: the
   * agreed time after the match reached it. Null when no clock runs (before play, after the end).
   */
  get claimAt(): number | null {
    const at = this.clock.armedAt;
    const ms = this.ledger?.setup.timeoutMs ?? null;
    return at === null || ms === null ? null : at + ms;
  }
  onUpdate(cb: () => void): void { this.listeners.push(cb); }
  transcript(): Transcript | null { return this.ledger?.transcript() ?? null; }

  /**
   * After any progress: the claim clock runs on, or starts for a new step; who is claimable
   * follows. A claim standing at this step: we send nothing more for it, and join it if we may.
   */
  protected tick(standing: readonly FoundClaim[] | null): void {
    this.clock.arm(this.ledger, this.statusValue.kind === 'playing');
    this.claims?.refresh();
    if (standing) this.withClaims((c) => c.join(standing));
  }

  /**
   * The player leaves without resigning: every other page is told, in an unsigned notice that
   * ends nothing. The claim path stays: they can end the match once the agreed time passes.
   */
  leave(): void {
    for (let s = 0; s < this.o.seats; s++) if (s !== this.seat) this.o.transport.send(s, encode({ k: 'stop', reason: LEFT_THE_MATCH }));
  }

  /**
   * Claims a timeout against every seat that owes an input past the agreed time (`against`, if
   * given, must be one of them). The match ends once every other seat has claimed too.
   */
  claimTimeout(against?: Seat): Result<void> {
    return this.claims?.claimTimeout(against) ?? err('no claim now');
  }

  /** Runs `fn` with contest.ts (claims, disputes), loading it first if need be (peer data waits meanwhile, in order). */
  protected withContest(fn: (mod: ContestModule) => void): void {
    this.waits.after(contestModule(), (mod) => {
      if (mod) fn(mod);
      else this.o.scheduler.after(JUDGE_RETRY_MS, () => this.withContest(fn));
    });
  }

  /** Runs `fn` with what answers a seat about to claim (contest.ts), and the ledger. */
  protected withAsks(fn: (a: Asks, l: Ledger) => void): void {
    this.withContest((mod) => { if (this.ledger) fn(this.asks ??= new mod.Asks(), this.ledger); });
  }

  /** Runs `fn` with the claims, live. */
  protected withClaims(fn: (c: Claiming) => void): void {
    this.withContest((mod) => fn(this.claims ??= new mod.Claiming(this.seat, this.o.scheduler, this.clock, {
      ledger: () => this.ledger, playing: () => this.statusValue.kind === 'playing',
      revealed: () => this.own.revealed(), send: (b) => { this.send(b); this.progress(); }, progress: () => this.progress(),
      ask: () => { const l = this.ledger; if (l) this.withContest((m) => m.Asks.ask(this.peers, l.chains.map((c) => c.length))); },
      notice: (n) => { if (this.notice?.text !== n.text || this.notice.from !== n.from) { this.notice = n; this.emit(); } },
    })));
  }

  /**
   * With three or more seats, a desync, or a message that does not fit our state, may come from a
   * third seat that sent different peers different versions of a message. Before stopping, seats
   * exchange every message they hold: a seat that signed two versions is then proven and named;
   * otherwise the first rejection stands.
   */
  protected disputeDesync(r: Rejection): void {
    if (!this.ledger || this.dispute) return;
    this.dispute = r;
    this.share();
    this.o.scheduler.after(DISPUTE_MS, () => { if (this.statusValue.kind === 'playing') this.report(r, true); });
    this.emit();
  }

  /** The end: once a checked signature binds every peer's chain, the audit (which needs only the ledger). */
  protected finish(ledger: Ledger): void {
    this.awaitingValue = null;
    if (!this.sigs.complete) this.sigs.check();
    if (!this.sigs.complete || this.statusValue.kind !== 'playing') return;
    if (this.judging) return;
    this.judging = true;
    // (null: the judge did not load, the network being down: tried again in a while)
    this.waits.after(verdictOf(ledger), (verdict) => {
      this.judging = false;
      if (!verdict) { this.o.scheduler.after(JUDGE_RETRY_MS, () => { this.progress(); }); return; }
      if (this.statusValue.kind !== 'playing') return;
      this.statusValue = { kind: 'over', verdict };
      this.emit();
    });
  }

  /**
   * A message after the end (the accused's late answer to a claim, a moot claim of an earlier
   * step, or something that may not follow the end): the whole evidence is replayed afresh, as
   * the verifier would, and judged again. The late answer voids a claim with nobody at fault;
   * only a fault a signature proves stops the match.
   */
  protected rejudge(ledger: Ledger, from: Seat): void {
    const fresh = new Ledger(ledger.setup, false);
    for (const chain of ledger.chains) for (const m of chain) fresh.accept(m, { ours: true });
    this.waits.after(verdictOf(fresh), (verdict) => {
      if (!verdict || this.statusValue.kind !== 'over') return;
      if (verdict.status === 'invalid') { this.report({ seat: verdict.blame ?? from, step: ledger.state.step, reason: verdict.failure ?? 'the match does not check out' }, true, true); return; }
      this.statusValue = { kind: 'over', verdict };
      this.emit();
    });
  }

  /** A rejection that stops the match, once `ChainSignatures.explain` says whom it blames (maybe asynchronously). */
  protected reportExplained(r: Rejection, overrides: boolean): Result<void, Rejection> {
    const blamed = this.sigs.explain(r);
    if (!(blamed instanceof Promise)) return this.report(blamed, true, overrides);
    this.waits.after(blamed, (b) => { this.report(b, true, overrides); });
    return err(r);
  }

  /**
   * Records a rejection; `stop` freezes the match and keeps the evidence (with the proof of an
   * equivocation). `overrides` lets proof found after the end (a claim voided by a late input,
   * a seat that signed two versions) replace a verdict already shown.
   */
  protected report(r: Rejection, stop: boolean, overrides = false): Result<void, Rejection> {
    const shown = this.rejectionLog.add(r);
    const live = this.statusValue.kind === 'playing' || this.statusValue.kind === 'hello' || (overrides && this.statusValue.kind === 'over');
    if (stop && live) {
      const t = this.transcript();
      const evidence = t && r.proof ? { ...t, conflicts: [r.proof] } : t;
      this.statusValue = { kind: 'stopped', rejection: r, evidence };
      this.awaitingValue = null;
      this.clock.stop();
      // The others are told why, and get what we hold (contest.ts).
      const disputed = !!this.dispute;
      this.withContest((m) => m.spread(this.peers, r, disputed ? null : this.ledger?.chains ?? null));
      this.emit();
    } else if (shown) {
      this.emit();
    }
    return err(r);
  }

  protected share(): void { this.withContest((m) => { if (this.ledger) m.shareChains(this.peers, this.ledger.chains); }); }

  protected emit(): void { for (const cb of this.listeners) cb(); }
}
