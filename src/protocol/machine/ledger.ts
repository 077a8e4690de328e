/**
 * The ledger of one match: every seat's accepted, signed, hash-linked chain, and the lockstep
 * replay that consumes those chains in seat order. The live session and the verifier both
 * run matches through it, so they cannot disagree about what a transcript means.
 *
 * Rejections leave the ledger as it was before the offending message.
 */
import { toHex } from '../../crypto/bytes.js';
import { linkHash, linkOf, messageSignatureValid, unsigned } from '../wire/chain.js';
import { STATE_EVERY, TRANSCRIPT_FORMAT, isCheckpoint, type Conflict, type DeckOpening, type SignedMessage, type Transcript } from '../wire/transcript.js';
import { type Result, err, ok } from '../../result.js';
import { type TreeMemo, treeMemo } from '../../crypto/tree-hash.js';
import type { Seat } from '../../engine/game.js';
import {
  type MachineState, type MatchConfig, type Rejection, type SeatInput, type StepEvent,
  applyClaims, applyStep, initialState, need, stateHash,
} from './lockstep.js';
import { sharedDeck } from '../shared-deck/shared-lazy.js';
import type { MatchSetup } from './open-match.js';
import { RevealCheck } from '../endings/impossible.js';
import { type FoundClaim, accusedBy, claimWaitsFor, claimsAt } from '../endings/claims.js';
import { type Replayed, takeResign } from '../endings/resign.js';

/** How a message was taken: new, an exact resend, or (relayed by another seat) not usable yet and dropped. */
export type Accepted = 'accepted' | 'duplicate' | 'ignored';

/**
 * How a message reaches the ledger. `ours`: we signed it. `relayed`: another seat passed it on
 * (a bad link or signature is then the relayer's doing: dropped, never blamed). `unchecked`: its
 * signature is checked later, as the last of its chain (the live session, for messages from
 * their author over an authenticated link; the verifier, which checks each chain's last
 * signature once every link holds: docs/PROTOCOL.md, "Which signatures are checked").
 */
export interface How {
  readonly ours?: boolean;
  readonly relayed?: boolean;
  readonly unchecked?: boolean;
}


export { type MatchSetup, openMatch } from './open-match.js';

export class Ledger {
  readonly chains: SignedMessage[][];
  private readonly consumed: number[];
  /** Per seat, the link hash of its chain's last message, once asked (the next message's `prev`). */
  private readonly tips: (string | undefined)[];
  /**
   * Every state the match reached, by step (with `history`; else only the current one); their
   * hashes are computed when a message asks (a step without one never is).
   */
  private readonly states: MachineState[];
  private readonly hashes: string[] = [];
  /** Without history (the verifier): state subtrees hashed so far, by identity, kept only as long as this ledger. */
  private readonly treeMemo: TreeMemo | undefined;
  private machine: MachineState;
  private readonly log: StepEvent[] = [];
  /** Cards shown that public information already contradicts stop the match at once (impossible.ts). */
  private reveals: RevealCheck;
  /** Resignations that made this ledger replay its chains (resign.ts). */
  private readonly replayed: Replayed = new WeakSet();
  /** Claims the evidence made moot (a seat they named answered): passed over, nobody at fault. */
  private readonly mooted = new Set<SignedMessage>();
  /** Exact resends of messages already held (after a reconnect): ignored, counted. */
  duplicates = 0;
  /** Sees every state the match reaches, before it is hashed (tests and the bench). */
  onStep?: (s: MachineState) => void;

  /**
   * `history`: keep every state the match reached (a live table shows earlier steps); a
   * verifier needs only the current one, and keeping hundreds of states alive makes every
   * garbage collection copy them.
   */
  constructor(readonly setup: MatchSetup, private readonly history = true) {
    const n = setup.cfg.seats;
    this.chains = Array.from({ length: n }, () => []);
    this.consumed = Array.from({ length: n }, () => 0);
    this.tips = Array.from({ length: n }, () => undefined);
    this.machine = initialState(setup.cfg, setup.hellos.map((h) => h.beacon));
    this.states = [this.machine];
    this.treeMemo = history ? undefined : treeMemo();
    this.reveals = new RevealCheck(setup.cfg.def, setup.cfg.options);
  }

  get cfg(): MatchConfig { return this.setup.cfg; }
  get state(): MachineState { return this.machine; }
  get events(): readonly StepEvent[] { return this.log; }
  /** The state the match reached at a step (every one is kept), or undefined past the current step. */
  stateAt(step: number): MachineState | undefined { return this.history ? this.states[step] : step === this.machine.step ? this.machine : undefined; }
  hashAt(step: number): string | undefined {
    const s = this.stateAt(step);
    if (!s) return undefined;
    return (this.hashes[step] ??= stateHash(s, this.cfg.version, this.treeMemo));
  }

  get currentHash(): string { return this.hashAt(this.machine.step) as string; }

  /** Link hash the seat's next message must carry as `prev`. */
  nextPrev(seat: Seat): string {
    const tip = this.tips[seat];
    if (tip !== undefined) return tip;
    const chain = this.chains[seat] ?? [];
    const last = chain[chain.length - 1];
    const next = last ? (this.setup.linkOf ?? linkOf)(last, this.cfg.version) : toHex(this.cfg.matchId);
    if (seat >= 0 && seat < this.tips.length) this.tips[seat] = next;
    return next;
  }

  /** A message's link hash under this match's protocol version. */
  link(m: SignedMessage): string { return linkHash(m, this.cfg.version); }

  /** Whether a message carries a valid signature of its seat's key for this match. */
  signed(m: SignedMessage): boolean {
    const key = this.setup.keys[m.seat];
    return !!key && m.sig !== '' && messageSignatureValid(this.cfg.matchId, m, key, this.setup.check);
  }

  /**
   * Replaces our own message (taken unsigned, `sig: ''`) by the same message signed. Protocol 3
   * only: there the signature is outside every link, so nothing else changes.
   */
  signOwn(m: SignedMessage): boolean {
    const chain = this.chains[m.seat];
    const held = chain?.[m.seq];
    if (!chain || !held || this.cfg.version < 3 || this.link(held) !== this.link(m)) return false;
    chain[m.seq] = m;
    return true;
  }

  /**
   * Chain checks: seat, seq order, prev link, signature (skipped for a message we just signed
   * ourselves). Two different messages signed by one seat under one seq are refused with both
   * as proof. A message relayed by another seat that cannot be taken yet (a gap, a bad link or
   * signature: the relayer may have garbled it) is dropped, never blamed on its author.
   */
  accept(m: SignedMessage, how: How = {}): Result<Accepted, Rejection> {
    const r = this.check(m, how);
    if (r.ok && r.value === 'accepted') {
      this.chains[m.seat]?.push(m);
      this.tips[m.seat] = undefined;
    }
    if (r.ok && r.value === 'duplicate') this.duplicates++;
    return r;
  }

  /** What `accept` would do with a message, without taking it. */
  check(m: SignedMessage, how: How = {}): Result<Accepted, Rejection> {
    const chain = this.chains[m.seat];
    if (!chain) return how.relayed ? ok('ignored') : refuse(m, `no seat ${m.seat} in a ${this.cfg.seats}-seat match`);
    if (m.seq < chain.length) {
      const held = chain[m.seq] as SignedMessage;
      if (this.link(held) === this.link(m)) return ok('duplicate');
      // Two versions under one seq prove equivocation only if the seat signed both.
      if ((how.ours === true || this.signed(m)) && (held.sig === '' || this.signed(held))) {
        return err({ seat: m.seat, step: m.step, reason: `seq ${m.seq} was already used by a different message it signed: two signed messages under one seq (equivocation)`, proof: { a: held, b: m } });
      }
      return how.relayed ? ok('ignored') : refuse(m, `seq ${m.seq} was already used by a different message, and this one is not signed by the seat (duplicate seq)`);
    }
    if (m.seq > chain.length) return how.relayed ? ok('ignored') : refuse(m, `seq ${m.seq} is out of order: expected seq ${chain.length}`);
    if (m.prev !== this.nextPrev(m.seat)) return how.relayed ? ok('ignored') : refuse(m, `prev does not link to the seat's previous message (broken chain at seq ${m.seq})`);
    if (!how.unchecked && !(how.ours === true || this.signed(m))) {
      return how.relayed ? ok('ignored') : refuse(m, badSignature(m.seq));
    }
    return ok('accepted');
  }

  /** Checks a proof that a seat signed two different messages under one seq. */
  conflictProven(c: Conflict): boolean {
    const key = this.setup.keys[c.a.seat];
    return !!key && c.a.seat === c.b.seat && c.a.seq === c.b.seq && this.link(c.a) !== this.link(c.b)
      && this.signed(c.a) && this.signed(c.b);
  }

  /**
   * The first message of a seat's chain from `from` on that no valid signature binds: null when
   * the chain's last message is validly signed (its links bind every earlier one), else the
   * earliest message after the last validly signed one. Protocols 1–2 bind signatures too.
   */
  unsignedFrom(seat: Seat, from = 0): SignedMessage | null {
    const chain = this.chains[seat] ?? [];
    let i = chain.length - 1;
    while (i >= from && !this.signed(chain[i] as SignedMessage)) i--;
    return chain[i + 1] ?? null;
  }

  /** Unconsumed messages of a seat. */
  pending(seat: Seat): readonly SignedMessage[] {
    return (this.chains[seat] ?? []).slice(this.consumed[seat] ?? 0);
  }

  /** The timeout claims standing at the current step (claims.ts): the ending waits for every seat's. Moot ones are passed over. */
  claimsNow(): FoundClaim[] {
    return this.machine.phase === 'over' ? [] : claimsAt(this.chains, this.consumed, this.machine.step).filter((c) => !this.mooted.has(c.msg));
  }

  /** Whether this seat's claim stands complete at the current step, its secrets still to follow (protocol 4). */
  claimAwaitsSecrets(seat: Seat): boolean {
    const claims = this.claimsNow();
    const mine = claims.find((c) => c.seat === seat);
    return !!mine && this.cfg.version >= 4 && !claimWaitsFor(this.cfg.seats, claims) && this.closing(mine) === null
      && !claims.some((c) => accusedBy(c.body).some((x) => this.pending(x).some((m) => m.step === this.machine.step)));
  }

  /**
   * A claim ending that the evidence voids after it was taken: a seat claimed against has its
   * input for the claim's step after all (it came once the claimers had revealed their secrets).
   * The match is then unfinished, nobody at fault (judge.ts).
   */
  voidedClaim(): boolean {
    const end = this.machine.end;
    return end?.kind === 'claim' && end.against.some((x) => this.pending(x).some((m) => m.step === end.step));
  }

  /** Takes a seat's first unconsumed message without stepping (an audit call, or what it superseded: audit-call.ts). */
  consume(seat: Seat): void { this.consumed[seat] = (this.consumed[seat] ?? 0) + 1; }

  /** How many of a seat's messages the match has taken. */
  consumedOf(seat: Seat): number { return this.consumed[seat] ?? 0; }

  /** Moves the match to `next` (the endings' rules: resign.ts). */
  adopt(next: MachineState, events: readonly StepEvent[]): boolean { return this.advance(next, events); }

  /**
   * Forgets every step taken and replays the chains from the start (a resignation that crossed
   * inputs of its step: resign.ts). The chains, their links and their checked signatures stay.
   */
  restart(): void {
    this.consumed.fill(0);
    this.machine = initialState(this.setup.cfg, this.setup.hellos.map((h) => h.beacon));
    this.states.length = 0;
    this.states.push(this.machine);
    this.hashes.length = 0;
    this.log.length = 0;
    this.mooted.clear();
    this.reveals = new RevealCheck(this.setup.cfg.def, this.setup.cfg.options);
  }

  /** A seat's first unconsumed message, if any. */
  head(seat: Seat): SignedMessage | undefined {
    return this.chains[seat]?.[this.consumed[seat] ?? 0];
  }

  /** Consumes every step whose inputs are all here. Returns the number of steps taken. */
  pump(): Result<number, Rejection> {
    let steps = 0;
    for (;;) {
      const r = this.stepOnce();
      if (!r.ok) return r;
      if (!r.value) return ok(steps);
      steps++;
    }
  }

  private stepOnce(): Result<boolean, Rejection> {
    const resign = takeResign(this, this.replayed);
    if (resign) return resign;
    // After an audit call (audit-call.ts), loaded with the shared deck.
    if (this.machine.end?.kind === 'audit') sharedDeck().skipSuperseded(this);
    const s = this.machine;
    if (s.phase === 'over') return ok(false);
    const here = s.step;
    const n = need(this.cfg, s);
    for (let seat = 0; seat < this.cfg.seats; seat++) {
      const head = this.head(seat);
      if (!head) continue;
      // A claim for a step already taken by its inputs: the input it said was missing came (moot).
      if (head.step < here && head.body.t === 'claim') return this.moot(seat, this.consumed[seat] ?? 0, head, n);
      if (head.step < here) return rejectAt(seat, here, `message seq ${head.seq} is for step ${head.step}, which is already complete`);
      if (head.step === here && !n.seats.includes(seat) && head.body.t !== 'claim' && head.body.t !== 'audit') {
        return rejectAt(seat, here, `sent a ${head.body.t} message at step ${here}, where nothing was asked of it`);
      }
      if (head.step > here && n.seats.includes(seat)) {
        return rejectAt(seat, here, `skipped step ${here}: its next message is for step ${head.step}`);
      }
    }
    const call = this.cfg.jointKey ? sharedDeck().takeAuditCall(this) : null;
    if (call) return call.ok ? ok(this.advance(call.value, [])) : err(call.error);
    const claims = this.claimsNow();
    if (claims.length) {
      const v4 = this.cfg.version >= 4;
      for (const { seat, index, msg, body } of claims) {
        const off = this.offState(msg);
        if (off) return err(off);
        if (v4 && (body.seed !== undefined || body.deck !== undefined)) {
          return rejectAt(seat, here, 'revealed its secrets inside its claim (from protocol 4 they follow it)');
        }
        // Moot as soon as the evidence shows it: a seat it names spoke at this step (an input, or a claim of its own).
        const spoke = accusedBy(body).some((x) => x !== seat && this.pending(x).some((m) => m.step === here));
        if (spoke) return this.moot(seat, index, msg, n);
        const idle = accusedBy(body).find((x) => x === seat || !n.seats.includes(x));
        if (idle === seat) return rejectAt(seat, here, 'claimed a timeout against itself');
        if (idle !== undefined) return rejectAt(seat, here, `claimed a timeout against seat ${idle}, who owes nothing at this step`);
      }
      // The ending waits until every seat not claimed against has claimed as well (claims.ts),
      // and (protocol 4) until every claimer has revealed its secrets with its claim.
      if (claimWaitsFor(this.cfg.seats, claims)) return ok(false);
      const closings = claims.map((c) => (v4 ? this.closing(c) : { at: c.index, msg: c.msg, body: c.body }));
      if (closings.some((c) => c === null)) return ok(false);
      for (const c of closings) {
        const off = this.offState((c as Closing).msg);
        if (off) return err(off);
      }
      const r = applyClaims(this.cfg, s, claims.map(({ seat, body: b }, i) => {
        const open = (closings[i] as Closing).body;
        return { by: seat, against: accusedBy(b), reason: b.reason, ...(open.seed ? { seed: open.seed } : {}), ...(open.deck ? { deck: open.deck } : {}) };
      }));
      if (!r.ok) return err(r.error);
      for (const [i, { seat, index }] of claims.entries()) this.consumed[seat] = Math.max(index, (closings[i] as Closing).at) + 1;
      return ok(this.advance(r.value, []));
    }
    const inputs: SeatInput[] = [];
    for (const seat of n.seats) {
      const head = this.head(seat);
      if (!head) return ok(false);
      const off = this.offState(head);
      if (off) return err(off);
      inputs.push({ seat, body: head.body });
    }
    const r = applyStep(this.cfg, s, inputs, n);
    if (!r.ok) return err(r.error);
    const impossible = this.reveals.step(r.value.events);
    if (impossible) return err(impossible);
    for (const seat of n.seats) this.consumed[seat] = (this.consumed[seat] ?? 0) + 1;
    return ok(this.advance(r.value.state, r.value.events));
  }

  /**
   * A claim that the accused's answer voids is moot, with nobody at fault (docs/PROTOCOL.md,
   * "Endings"): it is passed over and play goes on. Unless its claimer had already revealed its
   * secrets behind it (or, before protocol 4, in it) outside the secrets step: that seat cannot
   * play on, so the match ends unfinished, nobody winning, nobody at fault.
   */
  private moot(seat: Seat, index: number, claim: SignedMessage, n: ReturnType<typeof need>): Result<boolean, Rejection> {
    const next = this.chains[seat]?.[index + 1];
    const closed = this.cfg.version < 4
      ? claim.body.t === 'claim' && claim.body.seed !== undefined
      : next?.body.t === 'secrets' && next.step === claim.step && (claim.step !== this.machine.step || n.kind !== 'secrets');
    if (closed && claim.body.t === 'claim') {
      const end = { kind: 'void', by: [seat], against: accusedBy(claim.body), step: claim.step } as const;
      return ok(this.advance({ ...this.machine, phase: 'over', end, step: this.machine.step + 1 }, []));
    }
    this.mooted.add(claim);
    if (index === this.consumed[seat]) this.consume(seat);
    return ok(true);
  }

  /** Protocol 4: a claimer's secrets for the claim's step, right behind its claim, or its input just before it (a claim at the secrets step made after answering). */
  private closing(c: FoundClaim): Closing | null {
    const chain = this.chains[c.seat] ?? [];
    for (const at of [c.index + 1, c.index - 1]) {
      const m = chain[at];
      if (at >= (this.consumed[c.seat] ?? 0) && m?.body.t === 'secrets' && m.step === c.msg.step) return { at, msg: m, body: m.body };
    }
    return null;
  }

  private advance(next: MachineState, events: readonly StepEvent[]): boolean {
    this.onStep?.(next);
    this.machine = next;
    if (this.history) this.states.push(next);
    this.log.push(...events);
    return true;
  }

  /** A message's state hash against ours at the current step: a desync, one where none belongs, or null. */
  /** Why a message's step or state hash does not fit the match here, or null (audit-call.ts asks too). */
  offState(m: SignedMessage): Rejection | null {
    const here = this.machine.step;
    if (!isCheckpoint(m, this.cfg.version)) {
      return m.stateHash === '' ? null : { seat: m.seat, step: here, reason: `seq ${m.seq} carries a state hash, which in protocol ${this.cfg.version} only every ${STATE_EVERY}th message, a claim and the secrets do` };
    }
    return m.stateHash === this.currentHash ? null : desync(m.seat, here, m.stateHash, this.currentHash);
  }

  /**
   * Why the match, now over, cannot stand as it is: any message after the end (nothing may
   * follow a claim and its secrets, or the final secrets). Null if sound. After a void claim
   * (`voidedClaim`, or an end of kind `void`), messages after the end are the play that went on
   * elsewhere: nobody is at fault.
   */
  checkEnd(): Rejection | null {
    if (this.machine.phase !== 'over' || this.machine.end?.kind === 'void' || this.voidedClaim()) return null;
    for (let seat = 0; seat < this.cfg.seats; seat++) {
      const left = this.pending(seat);
      const first = left[0];
      if (!first) continue;
      const claimed = this.machine.end?.kind === 'claim' && this.machine.end.by.includes(seat);
      return { seat, step: first.step, reason: `${left.length} message(s) after the end of the match${claimed ? ' (nothing may follow its claim)' : ''}` };
    }
    return null;
  }

  /** The match file: in protocol 3, only each chain's last message keeps its signature. */
  transcript(): Transcript {
    return { format: TRANSCRIPT_FORMAT, hellos: this.setup.hellos, chains: fileChains(this.chains, this.cfg.version) };
  }
}

/** Chains as a match file keeps them: in protocol 3 only each chain's last message is signed (the links bind the rest). */
export const fileChains = (chains: readonly (readonly SignedMessage[])[], version: number): SignedMessage[][] =>
  chains.map((c) => (version < 3 ? [...c] : c.map((m, i) => (i === c.length - 1 ? m : (unsigned(m) as SignedMessage)))));

export const badSignature = (seq: number): string =>
  `bad signature on seq ${seq}: not signed by this seat's key for this match (forged, altered, or replayed from another match)`;

const desyncText = (seat: Seat, step: number, theirs: string, ours: string): string =>
  `desync at step ${step}: seat ${seat}'s state hash ${theirs.slice(0, 16)}… differs from ours ${ours.slice(0, 16)}…`;

const desync = (seat: Seat, step: number, theirs: string, ours: string): Rejection =>
  ({ seat, step, reason: desyncText(seat, step, theirs, ours), desync: true });

/** A refusal of message `m` (hot paths build no closures). */
/** A claimer's secrets for its claim: where in its chain, and what they open. */
interface Closing { readonly at: number; readonly msg: SignedMessage; readonly body: { readonly seed?: string; readonly deck?: DeckOpening } }

const refuse = (m: SignedMessage, reason: string) => err<Rejection>({ seat: m.seat, step: m.step, reason });
const rejectAt = (seat: Seat, step: number, reason: string) => err<Rejection>({ seat, step, reason });
