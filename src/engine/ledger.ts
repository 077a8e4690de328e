/**
 * The ledger of one match: every seat's accepted, signed, hash-linked chain, and the lockstep
 * replay that consumes those chains in seat order. The live session and the verifier both
 * run matches through it, so they cannot disagree about what a transcript means.
 *
 * Rejections leave the ledger as it was before the offending message.
 */
import { type Bytes, fromHex, toHex } from '../crypto/bytes.js';
import { canonical } from '../crypto/canonical.js';
import { helloSignatureValid, linkHash, matchIdOf, messageSignatureValid } from '../crypto/chain.js';
import { PROTOCOL_VERSION, TRANSCRIPT_FORMAT, type Hello, type SignedMessage, type Transcript } from '../crypto/transcript.js';
import { type Result, err, ok } from '../result.js';
import type { AnyGame, Seat } from './game.js';
import {
  type MachineState, type MatchConfig, type Rejection, type SeatInput, type StepEvent,
  applyClaim, applyStep, initialState, need, stateHash,
} from './lockstep.js';

export interface MatchSetup {
  readonly cfg: MatchConfig;
  readonly hellos: readonly Hello[];
  readonly keys: readonly Bytes[];
}

const sameJson = (a: unknown, b: unknown): boolean =>
  toHex(canonical(a as never)) === toHex(canonical(b as never));

/** Checks the hellos agree with each other and with the game, and derives the match id. */
export function openMatch(def: AnyGame, hellos: readonly Hello[]): Result<MatchSetup, Rejection> {
  const reject = (seat: Seat, reason: string) => err<Rejection>({ seat, step: 0, reason: `hello: ${reason}` });
  const seats = hellos.length;
  if (seats < def.minSeats || seats > def.maxSeats) {
    return reject(0, `${def.name} is played by ${def.minSeats}–${def.maxSeats} seats, not ${seats}`);
  }
  const first = hellos[0] as Hello;
  const opts = def.parseOptions(first.options);
  if (!opts.ok) return reject(0, `options refused: ${opts.error}`);
  for (const [i, h] of hellos.entries()) {
    if (h.v !== PROTOCOL_VERSION) return reject(i, `protocol version ${h.v}, expected ${PROTOCOL_VERSION}`);
    if (h.seat !== i) return reject(i, `claims seat ${h.seat} but stands at position ${i}`);
    if (h.seats !== seats) return reject(i, `expects ${h.seats} seats, the match has ${seats}`);
    if (h.game !== def.id) return reject(i, `is for game "${h.game}", the match is "${def.id}"`);
    if (!sameJson(h.options, first.options)) return reject(i, 'options differ from seat 0\'s');
    if (!helloSignatureValid(h)) return reject(i, 'bad signature');
  }
  const cfg: MatchConfig = {
    def, options: opts.value, matchId: matchIdOf(hellos), seats, seedCommits: hellos.map((h) => h.seed),
  };
  return ok({ cfg, hellos, keys: hellos.map((h) => fromHex(h.key)) });
}

export class Ledger {
  readonly chains: SignedMessage[][];
  private readonly consumed: number[];
  private readonly hashes: string[];
  private machine: MachineState;
  private readonly log: StepEvent[] = [];
  /** Exact resends of messages already held (after a reconnect): ignored, counted. */
  duplicates = 0;

  constructor(readonly setup: MatchSetup) {
    const n = setup.cfg.seats;
    this.chains = Array.from({ length: n }, () => []);
    this.consumed = Array.from({ length: n }, () => 0);
    this.machine = initialState(setup.cfg, setup.hellos.map((h) => h.beacon));
    this.hashes = [stateHash(this.machine)];
  }

  get cfg(): MatchConfig { return this.setup.cfg; }
  get state(): MachineState { return this.machine; }
  get events(): readonly StepEvent[] { return this.log; }
  hashAt(step: number): string | undefined { return this.hashes[step]; }
  get currentHash(): string { return this.hashes[this.machine.step] as string; }

  /** Link hash the seat's next message must carry as `prev`. */
  nextPrev(seat: Seat): string {
    const chain = this.chains[seat] ?? [];
    const last = chain[chain.length - 1];
    return last ? linkHash(last) : toHex(this.cfg.matchId);
  }

  /** Chain checks: seat, seq order, prev link, signature (skipped for a message we just signed ourselves). */
  accept(m: SignedMessage, signedByUs = false): Result<'accepted' | 'duplicate', Rejection> {
    const reject = (reason: string) => err<Rejection>({ seat: m.seat, step: m.step, reason });
    const chain = this.chains[m.seat];
    if (!chain) return reject(`no seat ${m.seat} in a ${this.cfg.seats}-seat match`);
    if (m.seq < chain.length) {
      if (linkHash(chain[m.seq] as SignedMessage) === linkHash(m)) { this.duplicates++; return ok('duplicate'); }
      return reject(`seq ${m.seq} was already used by a different message (duplicate seq)`);
    }
    if (m.seq > chain.length) return reject(`seq ${m.seq} is out of order: expected seq ${chain.length}`);
    if (m.prev !== this.nextPrev(m.seat)) return reject(`prev does not link to the seat's previous message (broken chain at seq ${m.seq})`);
    if (!signedByUs && !messageSignatureValid(this.cfg.matchId, m, this.setup.keys[m.seat] as Bytes)) {
      return reject(`bad signature on seq ${m.seq}: not signed by this seat's key for this match (forged, altered, or replayed from another match)`);
    }
    chain.push(m);
    return ok('accepted');
  }

  /** Unconsumed messages of a seat. */
  pending(seat: Seat): readonly SignedMessage[] {
    return (this.chains[seat] ?? []).slice(this.consumed[seat] ?? 0);
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
    const s = this.machine;
    if (s.phase === 'over') return ok(false);
    const here = s.step;
    const reject = (seat: Seat, reason: string) => err<Rejection>({ seat, step: here, reason });
    const claim = this.findClaim();
    if (claim) {
      const { seat, index, msg } = claim;
      if (msg.body.t !== 'claim') return ok(false);
      if (msg.stateHash !== this.currentHash) return reject(seat, desync(seat, here, msg.stateHash, this.currentHash));
      const r = applyClaim(this.cfg, s, seat, msg.body.against, msg.body.reason);
      if (!r.ok) return err(r.error);
      this.consumed[seat] = index + 1;
      return ok(this.advance(r.value, []));
    }
    const n = need(this.cfg, s);
    for (let seat = 0; seat < this.cfg.seats; seat++) {
      const head = this.pending(seat)[0];
      if (!head) continue;
      if (head.step < here) return reject(seat, `message seq ${head.seq} is for step ${head.step}, which is already complete`);
      if (head.step === here && !n.seats.includes(seat)) {
        return reject(seat, `sent a ${head.body.t} message at step ${here}, where nothing was asked of it`);
      }
      if (head.step > here && n.seats.includes(seat)) {
        return reject(seat, `skipped step ${here}: its next message is for step ${head.step}`);
      }
    }
    const inputs: SeatInput[] = [];
    for (const seat of n.seats) {
      const head = this.pending(seat)[0];
      if (!head) return ok(false);
      if (head.stateHash !== this.currentHash) return reject(seat, desync(seat, here, head.stateHash, this.currentHash));
      inputs.push({ seat, body: head.body });
    }
    const r = applyStep(this.cfg, s, inputs);
    if (!r.ok) return err(r.error);
    for (const seat of n.seats) this.consumed[seat] = (this.consumed[seat] ?? 0) + 1;
    return ok(this.advance(r.value.state, r.value.events));
  }

  private advance(next: MachineState, events: readonly StepEvent[]): boolean {
    this.machine = next;
    this.hashes.push(stateHash(next));
    this.log.push(...events);
    return true;
  }

  /** A timeout claim made at the current step, at the head of a chain or right behind the seat's own input. */
  private findClaim(): { seat: Seat; index: number; msg: SignedMessage } | null {
    for (let seat = 0; seat < this.cfg.seats; seat++) {
      const base = this.consumed[seat] ?? 0;
      for (let i = base; i < base + 2; i++) {
        const m = this.chains[seat]?.[i];
        if (m && m.body.t === 'claim' && m.step === this.machine.step) return { seat, index: i, msg: m };
      }
    }
    return null;
  }

  transcript(): Transcript {
    return { format: TRANSCRIPT_FORMAT, hellos: this.setup.hellos, chains: this.chains.map((c) => [...c]) };
  }
}

const desync = (seat: Seat, step: number, theirs: string, ours: string): string =>
  `desync at step ${step}: seat ${seat}'s state hash ${theirs.slice(0, 16)}… differs from ours ${ours.slice(0, 16)}…`;
