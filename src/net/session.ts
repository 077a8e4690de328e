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
import { type Body, type Conflict, type Hello, PROTOCOL_VERSION, type SignedMessage, type Transcript } from '../crypto/transcript.js';
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
import { LinkAuth } from './link-auth.js';
import { RejectionLog } from './rejection-log.js';
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
  /**
   * After this long without a seat's input, it can be claimed against. Seat 0 puts it in its
   * hello; the others agree to it (a seat that gives its own must give the same).
   */
  readonly timeoutMs?: number;
  /**
   * The host's fresh nonce for this match (16 bytes, hex), in every hello so that no hello of
   * another match is ever accepted. Seat 0 makes one when none is given; a guest passes the one
   * from its join link (or null to take seat 0's, in headless runs).
   */
  readonly nonce?: string | null;
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

export const DEFAULT_TIMEOUT_MS = 120_000;
/** How long seats that disagree about a step exchange what they hold before the match stops on the disagreement. */
export const DISPUTE_MS = 4_000;

/** Something a peer told us that changes nothing in the match: shown to the player only. */
export interface Notice {
  readonly from: Seat;
  readonly text: string;
}

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
  private readonly links: LinkAuth;
  private nonce: string | null;
  private timeout: number | null;
  /** A desync under dispute: seats exchange what they hold before it stops the match. */
  private dispute: Rejection | null = null;
  /** Since when (our clock) we owe the input of a step, to measure the agreed time ourselves. */
  private owedSince: { step: number; at: number } | null = null;
  /** Claims against us that came before the agreed time ran out on our clock: held back while we may still answer. */
  private readonly parked: SignedMessage[] = [];
  /** Every rejection reported, including dropped malformed messages (capped). */
  readonly rejectionLog = new RejectionLog();
  /** Seats that owe an input past the timeout. */
  claimable: readonly Seat[] = [];
  /** The latest notice from a peer ("I stopped", "your hello was refused"): shown, never acted on. */
  notice: Notice | null = null;

  constructor(private readonly o: SessionOptions) {
    this.seat = o.seat;
    this.options = o.options;
    this.hellos = Array.from({ length: o.seats }, () => null);
    this.outbound = new Outbound(o.seats, o.transport);
    this.links = new LinkAuth(o.seats, o.seat, o.entropy);
    this.secrets = o.restore?.secrets ?? SeatSecrets.fresh(o.entropy, o.chainLength ?? DEFAULT_CHAIN_LENGTH);
    this.nonce = o.nonce ?? (o.seat === 0 ? toHex(o.entropy(16)) : null);
    this.timeout = o.seat === 0 ? o.timeoutMs ?? DEFAULT_TIMEOUT_MS : o.timeoutMs ?? null;
    if (o.restore) this.resume(o.restore.snapshot);
    else this.saveSecrets();
    o.transport.onMessage((from, data) => { this.receive(from, data); });
    o.transport.onLink((peer, up) => {
      this.outbound.unsync(peer);
      const challenge = this.links.reset(peer, up);
      if (!challenge) return;
      const mine = this.hellos[this.seat];
      if (mine) this.o.transport.send(peer, encode({ k: 'hello', hello: mine }));
      this.o.transport.send(peer, encode({ k: 'auth', c: challenge }));
    });
  }

  get rejections(): readonly Rejection[] { return this.rejectionLog.list; }
  /** The agreed claim timeout in ms, once known. */
  get timeoutMs(): number | null { return this.ledger?.setup.timeoutMs ?? this.timeout; }

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
    this.unpark();
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
    this.send({ t: 'claim', against, reason: `no input within ${Math.round((this.timeoutMs ?? 0) / 1000)} s`, seed: toHex(this.secrets.seed) });
    this.progress();
    return ok(undefined);
  }

  // ---- hello ----

  private makeHello(): void {
    if (this.hellos[this.seat] || this.options === null || this.nonce === null || this.timeout === null) return;
    const h = signHello({
      v: PROTOCOL_VERSION, build: this.o.build ?? BUILD_ID, game: this.o.game.id, options: this.options,
      seat: this.seat, seats: this.o.seats, name: this.o.name, key: toHex(this.secrets.keys.publicKey),
      beacon: this.secrets.tip, seed: toHex(seedCommitment(this.secrets.seed)),
      nonce: this.nonce as string, timeout: this.timeout as number, chain: this.secrets.chainLength,
    }, this.secrets.keys.secretKey);
    this.saveSecrets();
    this.o.persist?.({ kind: 'hello', hello: h });
    this.hellos[this.seat] = h;
  }

  /** Rebuilds the match from storage: hellos, then every stored message, then carries on. */
  private resume(snap: SessionSnapshot): void {
    this.options = snap.options;
    snap.hellos.forEach((h, i) => { this.hellos[i] = h; });
    const host = snap.hellos[0];
    if (host) { this.nonce = host.nonce ?? this.nonce; this.timeout = host.timeout ?? this.timeout; }
    if (!this.hellos.every((h) => h)) return;
    if (!this.openLedger()) return;
    const ledger = this.ledger as Ledger;
    for (const chain of snap.chains) {
      for (const m of chain) {
        const r = ledger.accept(m, { ours: m.seat === this.seat });
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

  /** Our hello to a peer, and (once the match is open and the link authenticated) how much of each chain we hold. */
  private greet(peer: Seat): void {
    const mine = this.hellos[this.seat];
    if (mine) this.o.transport.send(peer, encode({ k: 'hello', hello: mine }));
    if (this.ledger && this.links.authed(peer)) this.o.transport.send(peer, encode({ k: 'sync', have: this.ledger.chains.map((c) => c.length) }));
  }

  /**
   * A hello on a link. Until the link is authenticated it is only an offer: a hello that
   * conflicts with the agreed one, or that we cannot accept, drops the link and never stops
   * the match. A refusal is shown to the player only once the peer proved that hello's key.
   */
  private onHello(from: Seat, h: Hello): Result<void, Rejection> {
    const known = this.hellos[from];
    if (known) {
      if (sameJson(known, h)) return this.authenticate(from);
      return this.dropLink(from, 'sent a hello that differs from the one agreed for this match; the link was dropped');
    }
    this.links.offer(from, h);
    return this.authenticate(from);
  }

  /** Checks the peer's answer to our challenge; pins its hello the first time. */
  private authenticate(from: Seat): Result<void, Rejection> {
    const out = this.links.check(from, this.hellos[from] ?? null);
    if (out.kind === 'waiting') return ok(undefined);
    if (out.kind === 'failed') return this.dropLink(from, 'answered the link challenge without the key of its hello; the link was dropped');
    if (this.hellos[from]) { this.greet(from); return ok(undefined); }
    const h = out.hello;
    const adopt = from === 0 && this.options === null;
    const bad = helloProblem({
      game: this.o.game, seats: this.o.seats, build: this.o.build ?? BUILD_ID, options: adopt ? h.options : this.options,
      nonce: this.nonce, timeout: this.timeout,
    }, from, h);
    if (bad) {
      this.statusValue = { kind: 'refused', reason: bad };
      this.o.transport.send(from, encode({ k: 'stop', reason: bad }));
      this.emit();
      return err({ seat: from, step: 0, reason: bad });
    }
    if (adopt) this.options = h.options;
    if (from === 0) { this.nonce ??= h.nonce ?? null; this.timeout ??= h.timeout ?? null; }
    if (this.statusValue.kind === 'refused') this.statusValue = { kind: 'hello' };
    this.hellos[from] = h;
    this.o.persist?.({ kind: 'hello', hello: h });
    if (!this.hellos[this.seat]) this.start();
    this.greet(from);
    this.maybeOpen();
    if (this.statusValue.kind === 'stopped') return err(this.statusValue.rejection);
    this.emit();
    return ok(undefined);
  }

  private dropLink(from: Seat, reason: string): Result<void, Rejection> {
    this.o.transport.drop?.(from);
    this.links.reset(from, false);
    return this.report({ seat: from, step: this.ledger?.state.step ?? 0, reason }, false);
  }

  // ---- messages ----

  private handle(from: Seat, env: Envelope): Result<void, Rejection> {
    switch (env.k) {
      case 'hello': return this.onHello(from, env.hello);
      case 'auth':
        this.o.transport.send(from, encode({ k: 'proof', sig: this.links.answer(from, env.c, this.secrets.keys.secretKey) }));
        return ok(undefined);
      case 'proof':
        this.links.proved(from, env.sig);
        return this.authenticate(from);
      default: break;
    }
    // Before the match opens, a page that refuses our hello cannot prove its key (we refused
    // its hello, or it never sent one): its notice is shown, as nothing more than a notice.
    if (env.k === 'stop' && !this.ledger) { this.notice = { from, text: env.reason }; this.emit(); return ok(undefined); }
    // Nothing else a link carries counts before it is authenticated; the peer resends after.
    if (!this.links.authed(from)) return this.report({ seat: from, step: this.ledger?.state.step ?? 0, reason: `a ${env.k} message before the link was authenticated was dropped` }, false);
    switch (env.k) {
      case 'stop':
        // Unsigned: a notice for the player. It never ends or freezes the match, and never blocks a claim.
        this.notice = { from, text: env.reason };
        this.emit();
        return ok(undefined);
      case 'rematch':
        if (this.statusValue.kind === 'over') this.o.onRematch?.(from, env.hostId);
        return ok(undefined);
      case 'sync':
        // Once per link-up: what the peer lacks, no more.
        if (this.links.takeSync(from)) this.outbound.synced(from, env.have[this.seat] ?? 0, this.ownChain());
        return ok(undefined);
      default: return this.onMessage(from, env.msg);
    }
  }

  /** A signed message, from its author or relayed by another seat (signatures make relaying safe). */
  private onMessage(from: Seat, m: SignedMessage): Result<void, Rejection> {
    const ledger = this.ledger;
    if (!ledger) return this.report({ seat: from, step: 0, reason: 'sent a message before the hello exchange finished' }, false);
    if (m.seat === this.seat) return ok(undefined);
    const how = { relayed: m.seat !== from };
    const checked = ledger.check(m, how);
    if (checked.ok && checked.value === 'accepted' && this.park(m)) return ok(undefined);
    const r = ledger.accept(m, how);
    if (!r.ok) {
      if (r.error.proof) this.relay(r.error.proof);
      return this.report(r.error, true, true);
    }
    if (r.value === 'ignored') return this.report({ seat: from, step: m.step, reason: `relayed a message of seat ${m.seat} that cannot be used yet; dropped` }, false);
    if (r.value !== 'accepted') return ok(undefined);
    this.o.persist?.({ kind: 'msg', msg: m });
    if (this.statusValue.kind === 'playing') return this.progress();
    if (this.statusValue.kind === 'over') {
      // Nothing may follow the end; a late input of a seat claimed against voids the claim.
      const bad = ledger.checkEnd();
      if (bad) return this.report(bad, true, true);
    }
    return ok(undefined);
  }

  /**
   * A claim against us before the agreed time has run out on our own clock: we hold it back
   * and may still answer. Once we answer, our signed input voids it (and names the claimer);
   * if we do not, it is taken when the time runs out.
   */
  private park(m: SignedMessage): boolean {
    const since = this.owedSince;
    const ms = this.timeoutMs;
    if (m.body.t !== 'claim' || m.body.against !== this.seat || !since || since.step !== m.step || ms === null) return false;
    // Only while the choice is still ours to make at that very step.
    if (!this.awaitingValue || this.ledger?.state.step !== m.step) return false;
    const left = ms - (this.o.scheduler.now() - since.at);
    if (left <= 0 || this.statusValue.kind !== 'playing') return false;
    if (!this.parked.some((x) => x.seq === m.seq && x.seat === m.seat)) {
      this.parked.push(m);
      this.notice = { from: m.seat, text: `claimed that you ran out of time after ${Math.round((ms - left) / 1000)} s of the agreed ${Math.round(ms / 1000)} s; you can still answer` };
      this.o.scheduler.after(left, () => this.unpark());
      this.emit();
    }
    return true;
  }

  private unpark(): void {
    for (const m of this.parked.splice(0)) {
      this.owedSince = null;
      this.onMessage(m.seat, m);
    }
  }

  /** Sends every peer both versions of an equivocated message, so each can prove it on its own. */
  private relay(c: Conflict): void {
    for (let p = 0; p < this.o.seats; p++) {
      if (p === this.seat || p === c.a.seat || !this.links.authed(p)) continue;
      for (const m of [c.a, c.b]) this.o.transport.send(p, encode({ k: 'msg', msg: m }));
    }
  }

  /**
   * With three or more seats, a desync may come from a seat that sent different peers different
   * versions of a message. Before stopping, seats exchange every message they hold: a seat
   * that signed two versions is then proven and named; otherwise the desync stands.
   */
  private disputeDesync(r: Rejection): void {
    if (!this.ledger || this.dispute) return;
    this.dispute = r;
    this.shareAll();
    this.o.scheduler.after(DISPUTE_MS, () => { if (this.statusValue.kind === 'playing') this.report(r, true); });
    this.emit();
  }

  /** Sends each peer every message we hold of the other seats (once, when seats disagree or a match stops). */
  private shareAll(): void {
    const ledger = this.ledger;
    if (!ledger || this.o.seats < 3) return;
    for (let p = 0; p < this.o.seats; p++) {
      if (p === this.seat || !this.links.authed(p)) continue;
      for (const [seat, chain] of ledger.chains.entries()) {
        if (seat !== p) for (const m of chain) this.o.transport.send(p, encode({ k: 'msg', msg: m }));
      }
    }
  }

  private send(body: Body): void {
    const ledger = this.ledger as Ledger;
    const honest: UnsignedMessage = {
      seat: this.seat, seq: ledger.chains[this.seat]?.length ?? 0, prev: ledger.nextPrev(this.seat),
      step: ledger.state.step, stateHash: ledger.currentHash, body,
    };
    const m = signMessage(ledger.cfg.matchId, this.o.cheat?.tamper?.(honest) ?? honest, this.secrets.keys.secretKey);
    const r = ledger.accept(m, { ours: true });
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
    while (ledger && this.statusValue.kind === 'playing' && !this.dispute) {
      const r = ledger.pump();
      this.learnDraws(ledger);
      if (!r.ok) {
        if (r.error.desync && this.o.seats > 2) { this.disputeDesync(r.error); break; }
        return this.report(r.error, true);
      }
      if (ledger.state.phase === 'over') { this.finish(ledger); break; }
      const n = need(ledger.cfg, ledger.state);
      const sent = ledger.pending(this.seat).some((m) => m.step === ledger.state.step);
      if (!n.seats.includes(this.seat) || sent) { this.awaitingValue = null; break; }
      const body = this.automatic(n);
      if (body) { this.send(body); continue; }
      if (n.kind === 'game' && !this.awaitingValue) {
        this.owedSince = { step: ledger.state.step, at: this.o.scheduler.now() };
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
    const ms = ledger?.setup.timeoutMs;
    if (!ledger || ms === null || ms === undefined || this.statusValue.kind !== 'playing') return;
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

  /**
   * Records a rejection; `stop` freezes the match and keeps the evidence (with the proof of an
   * equivocation). `overrides` lets proof found after the end (a claim voided by a late input,
   * a seat that signed two versions) replace a verdict already shown.
   */
  private report(r: Rejection, stop: boolean, overrides = false): Result<void, Rejection> {
    const shown = this.rejectionLog.add(r);
    const live = this.statusValue.kind === 'playing' || this.statusValue.kind === 'hello' || (overrides && this.statusValue.kind === 'over');
    if (stop && live) {
      const t = this.transcript();
      const evidence = t && r.proof ? { ...t, conflicts: [r.proof] } : t;
      this.statusValue = { kind: 'stopped', rejection: r, evidence };
      this.awaitingValue = null;
      this.claimable = [];
      this.cancelTimer?.();
      const reason = `seat ${r.seat}, step ${r.step}: ${r.reason}`;
      for (let p = 0; p < this.o.seats; p++) if (p !== this.seat) this.o.transport.send(p, encode({ k: 'stop', reason }));
      // Others may need what we hold to name a seat that sent different versions to different peers.
      if (!this.dispute) this.shareAll();
      this.emit();
    } else if (shown) {
      this.emit();
    }
    return err(r);
  }

  private emit(): void { for (const cb of this.listeners) cb(); }
}
