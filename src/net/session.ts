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
import type { Ed25519 } from '../crypto/ed25519.js';
import { NobleNotLoaded, lazyNobleEd25519, loadNoble } from '../crypto/lazy-noble.js';
import { DeckCryptoNotLoaded, sharedDeck } from '../protocol/shared-deck/shared-lazy.js';
import { loadSharedCode } from './shared-code.js';
import type { SealDigest } from '../protocol/endings/seal.js';
import { ChainSignatures } from './chain-signatures.js';
import { OwnChain } from './own-chain.js';
import { Verdicts, helloCheck } from './verdicts.js';
import { certCheckOf } from '../protocol/wire/identity.js';
import { OwnHello } from './own-hello.js';
import type { Body, Hello, SignedMessage, Transcript } from '../protocol/wire/transcript.js';
import { Waits } from './waits.js';
import type { Handle, Seat } from '../engine/game.js';
import { Ledger, openMatch } from '../protocol/machine/ledger.js';
import { type Rejection, need } from '../protocol/machine/lockstep.js';
import { HeldChoice } from './held-choice.js';
import { type Result, err, ok } from '../result.js';
import { type Envelope, decode, encode } from './codec.js';
import { Agreement } from './agreement.js';
import { SeatSecrets } from './secrets.js';
import { Outbound } from './outbound.js';
import { LinkAuth } from './link-auth.js';
import { HelloExchange } from './hello-exchange.js';
import { type SessionSnapshot, replayStored, snapshotOf } from './snapshot.js';
import { DEFAULT_TIMEOUT_MS, HOLD_MS, type SessionOptions } from './session-types.js';
import type { Peers } from './contest.js';
import { OwnInputs, whyNotChoice } from './own-inputs.js';
import { type FaceDownStep, faceDownStep } from './face-down.js';
import { SessionEnding } from './session-ending.js';
import { Resignation } from './resignation.js';
import { type FoundClaim, accusedBy } from '../protocol/endings/claims.js';
import { TableTalk } from './table-talk.js';

export { BUILD_ID } from './hello.js';

export * from './session-types.js';

export class Session extends SessionEnding {
  private readonly secrets: SeatSecrets;
  private readonly terms: Agreement;
  protected readonly own: OwnInputs;
  private readonly outbound: Outbound;
  private readonly links: LinkAuth;
  protected readonly sigs: ChainSignatures;
  private readonly chain: OwnChain;
  protected readonly peers: Peers;
  /** The Ed25519 path: hellos, link proofs, our public key (at once when it is synchronous). */
  private readonly ed: Ed25519;
  /** The verdicts the ledger's own signature checks find (prepared first with an asynchronous path). */
  private readonly verdicts: Verdicts;
  private readonly hello: OwnHello;
  /** Hellos and link authentication, link by link. */
  private readonly hellos: HelloExchange;
  protected readonly waits: Waits;
  /** Table talk (table-talk.ts): lines between the players, unsigned, never in the match record. */
  readonly talk = new TableTalk(() => this.o.scheduler.now());
  private opening = false;
  /** Our choice at a simultaneous step, held to be made in the open once every other commitment is in. */
  private readonly held: HeldChoice;
  private readonly resignation: Resignation;

  constructor(o: SessionOptions) {
    super(o);
    this.outbound = new Outbound(o.seats, o.transport);
    this.chain = new OwnChain(o, this.outbound, () => this.sigs, () => this.ledger);
    this.peers = { transport: o.transport, self: o.seat, seats: o.seats, authed: (p) => this.links.authed(p) };
    this.ed = o.ed25519 ?? lazyNobleEd25519;
    this.waits = new Waits((from, data) => { this.receive(from, data); }, (e) => {
      this.report({ seat: this.seat, step: this.ledger?.state.step ?? 0, reason: `a signature step failed: ${e instanceof Error ? e.message : 'unknown error'}`.slice(0, 200) }, false);
    });
    this.verdicts = new Verdicts(this.ed);
    this.links = new LinkAuth(o.seats, o.seat, o.entropy, this.ed);
    this.secrets = o.restore?.secrets ?? SeatSecrets.fresh(o.entropy, o.chainLength ?? DEFAULT_CHAIN_LENGTH, o.deck);
    this.own = new OwnInputs(o.seat, this.secrets, o.entropy, () => this.saveSecrets());
    this.resignation = new Resignation(o.seat);
    this.held = new HeldChoice(o.seat, o.scheduler, () => this.release(false));
    this.sigs = new ChainSignatures(this.ed, this.verdicts, () => this.ledger, this.secrets.keys.secretKey, o.seats, o.seat, {
      signed: (m) => this.chain.signed(m),
      bad: (r) => { this.report(r, true, true); },
      checked: () => { if (this.statusValue.kind === 'playing' && this.ledger?.state.phase === 'over') this.progress(); },
    });
    this.terms = new Agreement(
      { game: o.game, seat: o.seat, seats: o.seats, name: o.name, build: o.build, minTimeoutMs: o.minTimeoutMs ?? 0 }, o.options,
      o.nonce ?? (o.seat === 0 ? toHex(o.entropy(16)) : null), o.seat === 0 ? o.timeoutMs ?? DEFAULT_TIMEOUT_MS : o.timeoutMs ?? null,
    );
    this.hello = new OwnHello(this.ed, this.secrets, this.terms, this.waits, (h) => {
      this.saveSecrets();
      this.o.persist?.({ kind: 'hello', hello: h });
    }, o.identity ?? null);
    this.hellos = new HelloExchange({
      seat: o.seat, seats: o.seats, transport: o.transport, terms: this.terms, links: this.links, waits: this.waits,
      secretKey: this.secrets.keys.secretKey, scheduler: o.scheduler, ledger: () => this.ledger,
      accepted: (from, h) => this.accepted(from, h), dropped: (r) => this.report(r, false),
    });
    if (o.restore) this.resume(o.restore.snapshot);
    else this.saveSecrets();
    o.transport.onMessage((from, data) => { this.receive(from, data); });
    o.transport.onLink((peer, up) => {
      this.outbound.unsync(peer);
      this.hellos.linkChanged(peer, up);
    });
  }

  /** The agreed claim timeout in ms, once known. */
  get timeoutMs(): number | null { return this.ledger?.setup.timeoutMs ?? this.terms.timeout; }

  get knowledge(): Readonly<Record<Handle, string>> { return this.own.known; }
  /** The face-down step under way: who is bound, and our own choice until its reveal (face-down.ts). */
  get faceDown(): FaceDownStep | null { return this.ledger && faceDownStep(this.ledger, this.seat, this.held.at(this.ledger.state.step), (slot) => this.secrets.opening(slot)?.value); }
  get names(): readonly (string | null)[] { return this.terms.hellos.map((h) => h?.name ?? null); }

  /** Sends our hello (once options are known) to every peer. Call once the transport exists. */
  start(): void {
    this.hello.make(() => {
      this.hellos.greetAll();
      this.maybeOpen();
    });
  }

  /** Opens the match once every hello is in (at once for a one-seat game). */
  private maybeOpen(): void {
    if (this.ledger || this.opening || !this.terms.complete) return;
    this.openLedger(() => {
      this.hellos.greetAll();
      this.progress();
    });
  }

  /** One wire message from a peer. Never throws; a rejection is returned and reported. */
  receive(from: Seat, data: unknown): Result<void, Rejection> {
    // Behind an asynchronous step (a signature, a check), data waits its turn: order is kept.
    if (this.waits.hold(from, data)) return ok(undefined);
    try {
      const env = decode(data);
      if (!env.ok) return this.report({ seat: from, step: this.ledger?.state.step ?? 0, reason: `malformed message dropped: ${env.error}` }, false);
      const ready = this.ledger && this.verdicts.prepareMessage(this.ledger, from, this.seat, env.value);
      if (!ready) return this.run(from, env.value);
      this.waits.after(ready, () => { this.run(from, env.value); });
      return ok(undefined);
    } catch (e) {
      return this.dropFailed(from, e);
    }
  }

  private run(from: Seat, env: Envelope): Result<void, Rejection> {
    try {
      return this.handle(from, env);
    } catch (e) {
      // A check no verdict was prepared for, with noble not loaded yet (nothing changed before it): again once it is.
      // (Or the shared deck's code, for a match with a shared pile.)
      const noble = e instanceof NobleNotLoaded;
      if (noble || e instanceof DeckCryptoNotLoaded) { this.waits.after(noble ? loadNoble() : loadSharedCode(), () => { this.run(from, env); }); return ok(undefined); }
      return this.dropFailed(from, e);
    }
  }

  /** Last resort: a bug reached by hostile input (a stack overflow, say) drops the message instead of escaping. */
  private dropFailed(from: Seat, e: unknown): Result<void, Rejection> {
    const what = e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 200) : 'unknown error';
    return this.report({ seat: from, step: this.ledger?.state.step ?? 0, reason: `malformed message dropped: handling it failed (${what})` }, false);
  }

  /** Our choice for the awaited move, answer or commitment. */
  choose(value: Json): Result<void> {
    const a = this.awaitingValue;
    if (!a || !this.ledger || this.statusValue.kind !== 'playing') return err('no choice is awaited');
    if (!this.o.cheat?.skipOwnChecks) {
      const why = this.whyNot(value);
      if (why) return err(why);
    }
    this.awaitingValue = null;
    const ledger = this.ledger;
    // The last to choose shows its choice once the others are bound; if they are slow, it commits after all.
    const grace = Math.min(HOLD_MS, (this.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 4);
    const held = a.request.kind === 'commit' && !this.o.cheat?.commitAlways && this.held.hold(ledger, a.request.slot, value, grace);
    if (!held) this.send(a.request.kind === 'commit' ? this.own.commit(ledger, a.request.slot, value) : { t: 'move', move: value });
    this.progress();
    return ok(undefined);
  }

  /** Resigns the match (resignation.ts): at once, or once the step our input is out for is taken. Our secrets follow. */
  resign(): Result<void> {
    const r = this.resignation.ask(this.statusValue.kind === 'playing', this.ledger);
    if (r.ok) this.progress();
    return r;
  }

  /** Whether our resignation waits for the current step to be taken. */
  get resignPending(): boolean { return this.resignation.pending; }

  /** Sends the held choice: in the open (every other commitment is in) or, after the grace time, committed. */
  private release(open: boolean): void {
    const ledger = this.ledger;
    if (!ledger || this.statusValue.kind !== 'playing') return;
    const h = this.held.take();
    if (!h || ledger.state.step !== h.step) return;
    this.send(open ? { t: 'open', value: h.value } : this.own.commit(ledger, h.slot, h.value));
    if (!open) this.progress();
  }

  /**
   * The match file as this seat saves it, sealed with its match key (`digestOf`: protocol/endings/seal.ts's
   * sealDigest, which the page loads with its end panel): with every seat's sealed file, a claim
   * ending is confirmed or void.
   */
  async sealedTranscript(digestOf: SealDigest): Promise<Transcript | null> {
    const t = this.transcript();
    const l = this.ledger;
    if (!t || !l) return t;
    const sig = await this.ed.sign(digestOf(l.cfg.matchId, this.seat, t.chains, (m) => l.link(m)), this.secrets.keys.secretKey);
    return { ...t, seal: { seat: this.seat, sig: toHex(sig) } };
  }

  /** Why a choice is not legal now (the engine's words), or null when it is. The UI asks; it never decides. */
  whyNot(value: Json): string | null {
    return whyNotChoice(this.ledger, this.awaitingValue, this.seat, this.own.known, value);
  }

  /** After the end: tells every peer we host a rematch at `hostId`. */
  offerRematch(hostId: string): void {
    if (this.statusValue.kind !== 'over') return;
    for (let p = 0; p < this.o.seats; p++) if (p !== this.seat) this.o.transport.send(p, encode({ k: 'rematch', hostId }));
  }

  /** Table talk: our line to every other seat (unsigned, outside the match record); refused when empty or too many too fast. */
  say(text: string): Result<void> {
    const said = this.talk.say(this.seat, text);
    if (said.ok) for (let p = 0; p < this.o.seats; p++) if (p !== this.seat) this.o.transport.send(p, encode({ k: 'chat', text }));
    return said;
  }

  // ---- hello ----

  /** Rebuilds the match from storage: hellos, then every stored message, then carries on. */
  private resume(snap: SessionSnapshot): void {
    this.terms.restore(snap);
    if (!this.terms.complete) return;
    this.openLedger(() => {
      const refused = replayStored(this.ledger as Ledger, snap, this.seat);
      if (refused) { this.report(refused, true); return; }
      this.sigs.check();
      this.hellos.greetAll();
      this.progress();
    });
  }

  /** Checks every hello (their signatures first, with an asynchronous path), opens the ledger, then `then`. */
  private openLedger(then: () => void): void {
    const hellos = this.terms.hellos as Hello[];
    this.opening = true;
    this.waits.after(this.verdicts.prepare(hellos.flatMap((h) => [helloCheck(h), certCheckOf(h)])), () => {
      this.opening = false;
      const m = openMatch(this.o.game, hellos, this.verdicts.check);
      if (!m.ok) { this.report(m.error, true); return; }
      this.ledger = new Ledger(m.value, this.o.history ?? true);
      this.statusValue = { kind: 'playing' };
      then();
    });
  }

  private saveSecrets(): void {
    this.o.persist?.({ kind: 'secrets', secrets: this.secrets.toJSON(), options: this.terms.options });
  }

  /** Everything needed to resume (or to export the secrets with a stopped match). */
  snapshot(): SessionSnapshot {
    return snapshotOf(this.o, this.terms.options, this.secrets, this.terms.hellos, this.ledger?.chains ?? null);
  }

  /** A peer's hello, proven on its link, seen for the first time (hello-exchange.ts): take it, or refuse the match. */
  private accepted(from: Seat, h: Hello): Result<void, Rejection> {
    const bad = this.terms.accept(from, h);
    if (bad) {
      this.statusValue = { kind: 'refused', reason: bad };
      this.o.transport.send(from, encode({ k: 'stop', reason: bad }));
      this.emit();
      return err({ seat: from, step: 0, reason: bad });
    }
    if (this.statusValue.kind === 'refused') this.statusValue = { kind: 'hello' };
    this.o.persist?.({ kind: 'hello', hello: h });
    if (!this.terms.mine) this.start();
    this.hellos.greet(from);
    this.maybeOpen();
    if (this.statusValue.kind === 'stopped') return err(this.statusValue.rejection);
    this.emit();
    return ok(undefined);
  }

  // ---- messages ----

  private handle(from: Seat, env: Envelope): Result<void, Rejection> {
    switch (env.k) {
      case 'hello': return this.hellos.onHello(from, env.hello);
      case 'auth': return this.hellos.onChallenge(from, env.c);
      case 'proof': return this.hellos.onProof(from, env.sig);
      default: break;
    }
    // Before the match opens, a page that refuses our hello cannot prove its key (we refused
    // its hello, or it never sent one): its notice is shown, as nothing more than a notice.
    if (env.k === 'stop' && !this.ledger) { this.notice = { kind: 'said', from, text: env.reason }; this.emit(); return ok(undefined); }
    // Nothing else a link carries counts before it is authenticated; the peer resends after.
    if (!this.links.authed(from)) return this.report({ seat: from, step: this.ledger?.state.step ?? 0, reason: `a ${env.k} message before the link was authenticated was dropped` }, false);
    switch (env.k) {
      case 'stop':
        // Unsigned: a notice for the player. It never ends or freezes the match, and never blocks a claim.
        this.notice = { kind: 'said', from, text: env.reason };
        this.emit();
        return ok(undefined);
      case 'ask':
        this.withAsks((a, l) => a.answer(this.peers, l, from, env.have));
        return ok(undefined);
      case 'rematch':
        if (this.statusValue.kind === 'over') this.o.onRematch?.(from, env.hostId);
        return ok(undefined);
      case 'chat': // table talk: never part of the match (table-talk.ts); too many too fast are dropped
        this.talk.heard(from, env.text);
        return ok(undefined);
      case 'sync':
        // Once per link-up: what the peer lacks, no more; and ours in return, once (the peer
        // dropped any we sent before it had authenticated this link).
        if (this.links.takeSync(from)) {
          this.outbound.synced(from, env.have[this.seat] ?? 0, this.chain.messages);
          if (this.ledger) this.o.transport.send(from, encode({ k: 'sync', have: this.ledger.chains.map((c) => c.length) }));
        }
        return ok(undefined);
      default: return this.onMessage(from, env.msg);
    }
  }

  /** A signed message, from its author or relayed by another seat (signatures make relaying safe). */
  protected onMessage(from: Seat, m: SignedMessage): Result<void, Rejection> {
    const ledger = this.ledger;
    if (!ledger) return this.report({ seat: from, step: 0, reason: 'sent a message before the hello exchange finished' }, false);
    if (m.seat === this.seat || this.statusValue.kind === 'stopped') return ok(undefined);
    // From its author over an authenticated link, a message's signature is checked as its chain's last (chain-signatures.ts).
    // A claim may end the match: its signature is checked before it is taken.
    const how = { relayed: m.seat !== from, unchecked: m.seat === from && m.body.t !== 'claim' };
    const r = ledger.accept(m, how);
    if (!r.ok) return this.reportExplained(r.error, true);
    if (r.value === 'ignored') return this.report({ seat: from, step: m.step, reason: `relayed a message of seat ${m.seat} that cannot be used yet; dropped` }, false);
    if (r.value !== 'accepted') return ok(undefined);
    this.o.persist?.({ kind: 'msg', msg: m });
    if (how.unchecked) this.sigs.taken(m.seat);
    // A seat that said it was leaving (or anything else) and plays on: its notice is stale, and goes.
    if (this.notice?.kind === 'said' && this.notice.from === m.seat && m.seat === from) this.notice = null;
    // A claim: its claimer gets what we hold of the seats it names (their answer makes it moot).
    if (m.body.t === 'claim' && this.o.seats > 2) this.withAsks((a, l) => a.claimed(this.peers, l, m));
    if (this.statusValue.kind === 'playing') return this.progress();
    if (this.statusValue.kind === 'over') {
      // A late input of a seat claimed against voids the claim (nobody at fault); nothing else may follow the end: judged again, afresh.
      this.rejudge(ledger, from);
    }
    return ok(undefined);
  }

  protected send(input: Body): void {
    const ledger = this.ledger as Ledger;
    const refused = this.chain.send(ledger, this.own.withAhead(ledger, input));
    if (refused) this.report(refused, true);
  }

  /** Consume what is complete; answer what is ours automatically; ask for choices. */
  protected progress(): Result<void, Rejection> {
    const ledger = this.ledger;
    let claims: FoundClaim[] | null = null;
    while (ledger && this.statusValue.kind === 'playing' && !this.dispute) {
      const r = ledger.pump();
      this.own.learn(ledger);
      if (!r.ok) {
        // With three or more seats, a step that does not fit may come from a third seat that sent us and it different versions: exchange first (dispute).
        if (this.o.seats > 2 && !r.error.proof) { this.disputeDesync(r.error); break; }
        return this.reportExplained(r.error, false);
      }
      if (ledger.state.phase === 'over') { this.finish(ledger); break; }
      if (this.resignation.due(ledger)) { this.awaitingValue = null; this.held.take(); this.send({ t: 'resign' }); continue; }
      const standing = ledger.claimsNow();
      const n = need(ledger.cfg, ledger.state);
      const sent = ledger.pending(this.seat).some((m) => m.step === ledger.state.step);
      // A claim stands: we send nothing more for this step, unless it names us and we still owe our answer (which makes it moot).
      if (standing.length) {
        claims = standing;
        const named = standing.some((c) => accusedBy(c.body).includes(this.seat));
        if (!named || sent || !n.seats.includes(this.seat)) { this.awaitingValue = null; break; }
      }
      if (!n.seats.includes(this.seat) || sent) { this.awaitingValue = null; break; }
      // A card dealt to us that is no card: our next input is an early audit call instead (audit-call.ts).
      const call = n.kind === 'game' && ledger.cfg.jointKey ? sharedDeck().auditCallOf(ledger.state, this.own.dealt, () => this.own.revealed()) : null;
      if (call) { this.awaitingValue = null; this.send(call); continue; }
      if (this.held.active) {
        if (!this.held.ready(ledger, n)) break;
        this.release(true);
        continue;
      }
      const body = this.own.automatic(n, ledger);
      if (body) { this.send(body); continue; }
      if (n.kind === 'game' && !this.awaitingValue) {
        this.clock.owe(ledger.state.step);
        const view = { seat: this.seat, cards: this.own.known };
        this.awaitingValue = { request: n.request, legal: ledger.cfg.def.legal(ledger.state.game, this.seat, view) };
      }
      break;
    }
    this.tick(claims);
    this.emit();
    return ok(undefined);
  }

}
