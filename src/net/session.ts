/**
 * A match session: one seat's side of the protocol, over any Transport.
 *
 *   hello exchange (with option checks) → lockstep play (signed chains, state hashes)
 *   → end-of-match secrets → full audit (the verifier, run on our own transcript).
 *
 * Policy (docs/PROTOCOL.md): a peer message that cannot be parsed (malformed, oversized) is
 * rejected and dropped, and the match goes on, since nothing in it is signed. Everything that
 * parses but breaks a rule (bad signature, broken link, duplicate seq, bad reveal, illegal
 * move, desync, bad beacon) stops the match and keeps the evidence. A rejection never changes
 * the ledger.
 */
import { DEFAULT_CHAIN_LENGTH } from '../crypto/beacon.js';
import { toHex } from '../crypto/bytes.js';
import type { Json } from '../crypto/canonical.js';
import { SALT_BYTES, commitment, seedCommitment } from '../crypto/commit.js';
import { signHello, signMessage } from '../crypto/chain.js';
import { type Body, type Hello, PROTOCOL_VERSION, type SignedMessage, type Transcript } from '../crypto/transcript.js';
import { type Verdict, judge } from '../crypto/verify.js';
import type { AnyGame, Handle, Request, Seat } from '../engine/game.js';
import { resolveDraw } from '../engine/knowledge.js';
import { Ledger, openMatch } from '../engine/ledger.js';
import { type Need, type Rejection, need } from '../engine/lockstep.js';
import { type Result, err, ok } from '../result.js';
import { type Envelope, decode, encode } from './codec.js';
import type { Entropy } from './entropy.js';
import type { Scheduler } from './scheduler.js';
import type { Transport } from './transport.js';
import { BUILD_ID, helloProblem, sameJson } from './hello.js';
import { SeatSecrets } from './secrets.js';
import { Outbound } from './outbound.js';
import type { PersistEvent, SessionSnapshot } from './snapshot.js';

export { BUILD_ID } from './hello.js';

export interface SessionOptions {
  readonly game: AnyGame;
  readonly seat: Seat;
  readonly seats: number;
  readonly name: string;
  /** The options this seat agreed to; null to take seat 0's (a guest joining by link). */
  readonly options: Json | null;
  readonly transport: Transport;
  readonly scheduler: Scheduler;
  readonly entropy: Entropy;
  readonly build?: string;
  readonly chainLength?: number;
  /** After this long without a seat's input, it can be claimed against. */
  readonly timeoutMs?: number;
  /** Claim automatically once the timeout passes (headless runs). */
  readonly autoClaim?: boolean;
  /** Resume from what was stored (secrets, hellos, chains) instead of starting fresh. */
  readonly restore?: { readonly snapshot: SessionSnapshot; readonly secrets: SeatSecrets };
  /** A peer offers a rematch it hosts (only after the end of the match). */
  readonly onRematch?: (from: Seat, hostId: string) => void;
  /** Called, synchronously, before anything new is sent, with what must be stored to resume. */
  readonly persist?: (e: PersistEvent) => void;
  /** Test hooks that make this seat misbehave. Never set by the app. */
  readonly cheat?: {
    /** Skip this seat's own legality check of its choices. */
    readonly skipOwnChecks?: boolean;
    /** Rewrite an outgoing message (any field) before it is signed. */
    readonly tamper?: (m: UnsignedMessage) => UnsignedMessage;
  };
}

export type UnsignedMessage = Omit<SignedMessage, 'sig'>;

export type SessionStatus =
  | { readonly kind: 'hello' }
  | { readonly kind: 'playing' }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'stopped'; readonly rejection: Rejection; readonly evidence: Transcript | null }
  | { readonly kind: 'over'; readonly verdict: Verdict };

export interface Awaiting {
  readonly request: Request;
  readonly legal: readonly Json[];
}

export class Session {
  readonly seat: Seat;
  private readonly secrets: SeatSecrets;
  private readonly hellos: (Hello | null)[];
  private ledger: Ledger | null = null;
  private statusValue: SessionStatus = { kind: 'hello' };
  private readonly known: Record<Handle, string> = {};
  private eventsSeen = 0;
  private awaitingValue: Awaiting | null = null;
  private options: Json | null;
  private cancelTimer: (() => void) | null = null;
  private readonly listeners: (() => void)[] = [];
  private readonly outbound: Outbound;
  /** Every rejection reported, including dropped malformed messages. */
  readonly rejections: Rejection[] = [];
  /** Seats that owe an input past the timeout. */
  claimable: readonly Seat[] = [];

  constructor(private readonly o: SessionOptions) {
    this.seat = o.seat;
    this.options = o.options;
    this.hellos = Array.from({ length: o.seats }, () => null);
    this.outbound = new Outbound(o.seats, o.transport);
    this.secrets = o.restore?.secrets ?? SeatSecrets.fresh(o.entropy, o.chainLength ?? DEFAULT_CHAIN_LENGTH);
    if (o.restore) this.resume(o.restore.snapshot);
    else this.saveSecrets();
    o.transport.onMessage((from, data) => { this.receive(from, data); });
    o.transport.onLink((peer, up) => {
      this.outbound.unsync(peer);
      if (up) this.greet(peer);
    });
  }

  get status(): SessionStatus { return this.statusValue; }
  get awaiting(): Awaiting | null { return this.awaitingValue; }
  get match(): Ledger | null { return this.ledger; }
  get knowledge(): Readonly<Record<Handle, string>> { return this.known; }
  get names(): readonly (string | null)[] { return this.hellos.map((h) => h?.name ?? null); }
  onUpdate(cb: () => void): void { this.listeners.push(cb); }
  transcript(): Transcript | null { return this.ledger?.transcript() ?? null; }

  /** Sends our hello (once options are known) to every peer. Call once the transport exists. */
  start(): void {
    this.makeHello();
    for (let p = 0; p < this.o.seats; p++) if (p !== this.seat) this.greet(p);
    this.maybeOpen();
  }

  /** Opens the match once every hello is in (at once for a one-seat game). */
  private maybeOpen(): void {
    if (this.ledger || !this.hellos.every((x) => x)) return;
    if (!this.openLedger()) return;
    for (let p = 0; p < this.o.seats; p++) if (p !== this.seat) this.greet(p);
    this.progress();
  }

  /** One wire message from a peer. Never throws; a rejection is returned and reported. */
  receive(from: Seat, data: unknown): Result<void, Rejection> {
    const step = this.ledger?.state.step ?? 0;
    try {
      const env = decode(data);
      if (!env.ok) return this.report({ seat: from, step, reason: `malformed message dropped: ${env.error}` }, false);
      return this.handle(from, env.value);
    } catch (e) {
      // Last resort: a bug reached by hostile input (a stack overflow, say) drops the message instead of escaping.
      const what = e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 200) : 'unknown error';
      return this.report({ seat: from, step, reason: `malformed message dropped: handling it failed (${what})` }, false);
    }
  }

  /** Our choice for the awaited move, answer or commitment. */
  choose(value: Json): Result<void> {
    const a = this.awaitingValue;
    if (!a || !this.ledger || this.statusValue.kind !== 'playing') return err('no choice is awaited');
    if (!this.o.cheat?.skipOwnChecks && !a.legal.some((v) => sameJson(v, value))) return err('that choice is not legal now');
    this.awaitingValue = null;
    let body: Body;
    if (a.request.kind === 'commit') {
      const salt = this.o.entropy(SALT_BYTES);
      const ctx = { matchId: this.ledger.cfg.matchId, seat: this.seat, step: this.ledger.state.step, slot: a.request.slot };
      this.secrets.remember(a.request.slot, value, salt);
      this.saveSecrets();
      body = { t: 'commit', c: toHex(commitment(ctx, salt, value)) };
    } else {
      body = { t: 'move', move: value };
    }
    this.send(body);
    this.progress();
    return ok(undefined);
  }

  /** After the end: tells every peer we host a rematch at `hostId`. */
  offerRematch(hostId: string): void {
    if (this.statusValue.kind !== 'over') return;
    for (let p = 0; p < this.o.seats; p++) if (p !== this.seat) this.o.transport.send(p, encode({ k: 'rematch', hostId }));
  }

  /** Claims a timeout against a seat that owes an input past the timeout. */
  claimTimeout(against: Seat): Result<void> {
    if (!this.claimable.includes(against)) return err(`seat ${against} cannot be claimed against now`);
    this.send({ t: 'claim', against, reason: `no input within ${Math.round((this.o.timeoutMs ?? 0) / 1000)} s` });
    this.progress();
    return ok(undefined);
  }

  // ---- hello ----

  private makeHello(): void {
    if (this.hellos[this.seat] || this.options === null) return;
    const h = signHello({
      v: PROTOCOL_VERSION, build: this.o.build ?? BUILD_ID, game: this.o.game.id, options: this.options,
      seat: this.seat, seats: this.o.seats, name: this.o.name, key: toHex(this.secrets.keys.publicKey),
      beacon: this.secrets.tip, seed: toHex(seedCommitment(this.secrets.seed)),
    }, this.secrets.keys.secretKey);
    this.saveSecrets();
    this.o.persist?.({ kind: 'hello', hello: h });
    this.hellos[this.seat] = h;
  }

  /** Rebuilds the match from storage: hellos, then every stored message, then carries on. */
  private resume(snap: SessionSnapshot): void {
    this.options = snap.options;
    snap.hellos.forEach((h, i) => { this.hellos[i] = h; });
    if (!this.hellos.every((h) => h)) return;
    if (!this.openLedger()) return;
    const ledger = this.ledger as Ledger;
    for (const chain of snap.chains) {
      for (const m of chain) {
        const r = ledger.accept(m, m.seat === this.seat);
        if (!r.ok) { this.report(r.error, true); return; }
      }
    }
    this.progress();
  }

  private openLedger(): boolean {
    const m = openMatch(this.o.game, this.hellos as Hello[]);
    if (!m.ok) { this.report(m.error, true); return false; }
    this.ledger = new Ledger(m.value);
    this.statusValue = { kind: 'playing' };
    return true;
  }

  private saveSecrets(): void {
    this.o.persist?.({ kind: 'secrets', secrets: this.secrets.toJSON(), options: this.options });
  }

  /** Everything needed to resume (or to export the secrets with a stopped match). */
  snapshot(): SessionSnapshot {
    return {
      v: 1, game: this.o.game.id, seat: this.seat, seats: this.o.seats, name: this.o.name, options: this.options,
      secrets: this.secrets.toJSON(), hellos: [...this.hellos], chains: this.ledger?.chains.map((c) => [...c]) ?? this.hellos.map(() => []),
    };
  }

  private greet(peer: Seat): void {
    const mine = this.hellos[this.seat];
    if (mine) this.o.transport.send(peer, encode({ k: 'hello', hello: mine }));
    if (this.ledger) this.o.transport.send(peer, encode({ k: 'sync', have: this.ledger.chains.map((c) => c.length) }));
  }

  private onHello(from: Seat, h: Hello): Result<void, Rejection> {
    const known = this.hellos[from];
    if (known) {
      if (sameJson(known, h)) return ok(undefined);
      return this.report({ seat: from, step: 0, reason: 'sent a second, different hello' }, true);
    }
    if (this.options === null && from === 0) this.options = h.options;
    const bad = helloProblem({ game: this.o.game, seats: this.o.seats, build: this.o.build ?? BUILD_ID, options: this.options }, from, h);
    if (bad) {
      this.statusValue = { kind: 'refused', reason: bad };
      this.o.transport.send(from, encode({ k: 'stop', reason: bad }));
      this.emit();
      return err({ seat: from, step: 0, reason: bad });
    }
    this.hellos[from] = h;
    this.o.persist?.({ kind: 'hello', hello: h });
    if (!this.hellos[this.seat]) this.start();
    this.maybeOpen();
    if (this.statusValue.kind === 'stopped') return err(this.statusValue.rejection);
    this.emit();
    return ok(undefined);
  }

  // ---- messages ----

  private handle(from: Seat, env: Envelope): Result<void, Rejection> {
    if (env.k === 'hello') return this.onHello(from, env.hello);
    if (env.k === 'stop') {
      if (this.statusValue.kind === 'playing' || this.statusValue.kind === 'hello') {
        this.statusValue = { kind: 'refused', reason: `seat ${from} stopped the match: ${env.reason}` };
        this.emit();
      }
      return ok(undefined);
    }
    if (env.k === 'rematch') {
      if (this.statusValue.kind === 'over') this.o.onRematch?.(from, env.hostId);
      return ok(undefined);
    }
    if (env.k === 'sync') {
      this.outbound.synced(from, env.have[this.seat] ?? 0, this.ownChain());
      return ok(undefined);
    }
    const ledger = this.ledger;
    if (!ledger) return this.report({ seat: from, step: 0, reason: 'sent a message before the hello exchange finished' }, false);
    const m = env.msg;
    if (m.seat !== from) return this.report({ seat: from, step: m.step, reason: `relayed a message of seat ${m.seat}; each seat sends its own` }, true);
    const r = ledger.accept(m);
    if (!r.ok) return this.report(r.error, true);
    if (r.value === 'duplicate') return ok(undefined);
    this.o.persist?.({ kind: 'msg', msg: m });
    if (this.statusValue.kind === 'playing') return this.progress();
    return ok(undefined);
  }

  private send(body: Body): void {
    const ledger = this.ledger as Ledger;
    const honest: UnsignedMessage = {
      seat: this.seat, seq: ledger.chains[this.seat]?.length ?? 0, prev: ledger.nextPrev(this.seat),
      step: ledger.state.step, stateHash: ledger.currentHash, body,
    };
    const m = signMessage(ledger.cfg.matchId, this.o.cheat?.tamper?.(honest) ?? honest, this.secrets.keys.secretKey);
    const r = ledger.accept(m, true);
    if (r.ok) this.o.persist?.({ kind: 'msg', msg: m });
    // An honest seat never sends what it would itself refuse; a cheating test seat sends it anyway.
    if (!r.ok && !this.o.cheat) { this.report(r.error, true); return; }
    for (let p = 0; p < this.o.seats; p++) {
      if (p === this.seat) continue;
      if (r.ok) this.outbound.flush(p, this.ownChain());
      else this.o.transport.send(p, encode({ k: 'msg', msg: m }));
    }
    if (!r.ok) this.report(r.error, true);
  }

  private ownChain(): readonly SignedMessage[] { return this.ledger?.chains[this.seat] ?? []; }

  /** Consume what is complete; answer what is ours automatically; ask for choices. */
  private progress(): Result<void, Rejection> {
    const ledger = this.ledger;
    while (ledger && this.statusValue.kind === 'playing') {
      const r = ledger.pump();
      this.learnDraws(ledger);
      if (!r.ok) return this.report(r.error, true);
      if (ledger.state.phase === 'over') { this.finish(ledger); break; }
      const n = need(ledger.cfg, ledger.state);
      const sent = ledger.pending(this.seat).some((m) => m.step === ledger.state.step);
      if (!n.seats.includes(this.seat) || sent) { this.awaitingValue = null; break; }
      const body = this.automatic(n);
      if (body) { this.send(body); continue; }
      if (n.kind === 'game' && !this.awaitingValue) {
        const view = { seat: this.seat, cards: this.known };
        this.awaitingValue = { request: n.request, legal: ledger.cfg.def.legal(ledger.state.game, this.seat, view) };
      }
      break;
    }
    this.armTimeout();
    this.emit();
    return ok(undefined);
  }

  private automatic(n: Need): Body | null {
    if (n.kind === 'setup') return this.beaconBody();
    if (n.kind === 'secrets') return { t: 'secrets', seed: toHex(this.secrets.seed) };
    if (n.kind !== 'game') return null;
    switch (n.request.kind) {
      case 'random': case 'draw': return this.beaconBody();
      case 'reveal': {
        const open = this.secrets.opening(n.request.slot);
        return open ? { t: 'reveal', value: open.value, salt: open.salt } : null;
      }
      default: return null;
    }
  }

  private beaconBody(): Body {
    const b = this.secrets.nextBeacon(this.o.entropy);
    this.saveSecrets();
    return { t: 'beacon', ...b };
  }

  private learnDraws(ledger: Ledger): void {
    const events = ledger.events;
    for (; this.eventsSeen < events.length; this.eventsSeen++) {
      const ev = events[this.eventsSeen];
      if (ev?.kind !== 'draw' || ev.seat !== this.seat) continue;
      const card = resolveDraw(ledger.cfg.matchId, this.secrets.seed, ev, this.known);
      if (card.ok) this.known[ev.handle] = card.value;
    }
  }

  private finish(ledger: Ledger): void {
    this.awaitingValue = null;
    // Every message was checked on arrival; the audit needs only the ledger, not a second pass over signatures.
    this.statusValue = { kind: 'over', verdict: judge(ledger) };
  }

  private armTimeout(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.claimable = [];
    const ledger = this.ledger;
    const ms = this.o.timeoutMs;
    if (!ledger || ms === undefined || this.statusValue.kind !== 'playing') return;
    const step = ledger.state.step;
    this.cancelTimer = this.o.scheduler.after(ms, () => {
      if (!this.ledger || this.ledger.state.step !== step || this.statusValue.kind !== 'playing') return;
      const n = need(this.ledger.cfg, this.ledger.state);
      this.claimable = n.seats.filter((s) => s !== this.seat && !this.ledger?.pending(s).some((m) => m.step === step));
      const first = this.claimable[0];
      if (this.o.autoClaim && first !== undefined) this.claimTimeout(first);
      else this.emit();
    });
  }

  /** Records a rejection; `stop` freezes the match and keeps the evidence. */
  private report(r: Rejection, stop: boolean): Result<void, Rejection> {
    this.rejections.push(r);
    if (stop && (this.statusValue.kind === 'playing' || this.statusValue.kind === 'hello')) {
      this.statusValue = { kind: 'stopped', rejection: r, evidence: this.transcript() };
      this.awaitingValue = null;
      this.cancelTimer?.();
      const reason = `seat ${r.seat}, step ${r.step}: ${r.reason}`;
      for (let p = 0; p < this.o.seats; p++) if (p !== this.seat) this.o.transport.send(p, encode({ k: 'stop', reason }));
    }
    this.emit();
    return err(r);
  }

  private emit(): void { for (const cb of this.listeners) cb(); }
}
