/**
 * A match contested, live (loaded on demand, with the judge: lazy-judge.ts; a match needs none of
 * it until a seat's time runs out, a claim arrives, or seats disagree):
 *
 * - timeout claims from one seat's side (docs/PROTOCOL.md, "Endings"): which seats owe an input
 *   past the agreed time (claimable), our claim against every one of them, joining a claim another
 *   seat made once our own clock agrees, and a claim against us that came before our own time ran
 *   out (held back while we may still answer: once we answer, our signed input voids it; if we do
 *   not, it is taken when the time is up);
 * - relaying signed messages between seats when seats disagree (a desync with three or more
 *   seats, a stopped match), so that a seat that sent different peers different versions of its
 *   chain is proven by the two signatures and named. Safe because every message is signed and
 *   hash-linked: a relayer can drop or delay, never forge.
 */
import type { Seat } from '../engine/game.js';
// The judge comes in the same chunk (lazy-judge.ts loads both at once).
export { judge } from '../protocol/judge.js';
import type { How, Ledger } from '../protocol/ledger.js';
import type { Rejection } from '../protocol/lockstep.js';
import { need } from '../protocol/lockstep.js';
import { type FoundClaim, accusedBy, claimsAgainst } from '../protocol/claims.js';
import type { Body, Conflict, DeckOpening, SignedMessage } from '../protocol/transcript.js';
import { type Result, err, ok } from '../result.js';
import type { ClaimClock } from './claim-clock.js';
import type { Scheduler } from './scheduler.js';
import type { Notice } from './session-types.js';
import { encode } from './codec.js';
import type { Transport } from './transport.js';

/** What the claims need of their session. */
export interface ClaimingHost {
  readonly ledger: () => Ledger | null;
  /** The match is being played (not over, stopped or refused). */
  readonly playing: () => boolean;
  /** We still owe our choice at the current step. */
  readonly owing: () => boolean;
  /** Our private seed (and deck list), which a claim reveals. */
  readonly revealed: () => { seed: string; deck?: DeckOpening };
  /** Sends our next message (then the session goes on). */
  readonly send: (body: Body) => void;
  readonly progress: () => void;
  /** Hand a held-back claim to the match now. */
  readonly take: (m: SignedMessage) => void;
  /** Tell the player something (a claim that came early). */
  readonly notice: (n: Notice) => void;
}

/** Seats the current step awaits that have sent nothing for it (ascending). */
const silent = (l: Ledger, self: Seat): Seat[] =>
  need(l.cfg, l.state).seats.filter((s) => s !== self && !l.pending(s).some((m) => m.step === l.state.step));

export class Claiming {
  /** Seats that owe an input past the agreed time. */
  claimable: readonly Seat[] = [];
  private readonly held: SignedMessage[] = [];

  constructor(private readonly seat: Seat, private readonly scheduler: Scheduler, private readonly clock: ClaimClock, private readonly h: ClaimingHost) {}

  /** Our clock ran out at this step: who is overdue; a headless seat (`auto`) claims at once. */
  ranOut(auto?: boolean): void {
    this.refresh();
    if (auto && this.claimable.length && !this.h.ledger()?.claimsNow().length) this.claimTimeout();
    this.h.progress();
  }

  /** Follows the match: once the time ran out at this step, the seats still silent. */
  refresh(): void {
    const l = this.h.ledger();
    this.claimable = l && this.clock.ranOut && this.h.playing() ? silent(l, this.seat) : [];
  }

  /** Claims against every seat that owes an input past the agreed time (`against`, if given, must be one). */
  claimTimeout(against?: Seat): Result<void> {
    this.refresh();
    const names = this.claimable;
    if (!names.length || (against !== undefined && !names.includes(against))) return err(`seat ${against ?? '?'} cannot be claimed against now`);
    return this.claim(names);
  }

  private claim(names: readonly Seat[]): Result<void> {
    const l = this.h.ledger();
    if (!l || l.claimsNow().some((c) => c.seat === this.seat)) return err('this page has claimed already');
    const [against = 0, ...also] = names;
    const secs = Math.round((l.setup.timeoutMs ?? 0) / 1000);
    this.h.send({ t: 'claim', against, ...(also.length ? { also } : {}), reason: `no input within ${secs} s`, ...this.h.revealed() });
    return ok(undefined);
  }

  /**
   * A claim stands at this step. Named in it, we wait for the end; otherwise we join it with a
   * claim of our own naming the same seats, once our own clock says each of them is overdue.
   */
  join(standing: readonly FoundClaim[]): void {
    this.refresh();
    const named = [...new Set(standing.flatMap((c) => accusedBy(c.body)))].sort((a, b) => a - b);
    if (named.includes(this.seat) || standing.some((c) => c.seat === this.seat)) return;
    if (named.every((x) => this.claimable.includes(x))) this.claim(named);
  }

  /** A valid claim against us before our agreed time ran out: held back (true), or to be taken now (false). */
  hold(m: SignedMessage, how: How): boolean {
    const since = this.clock.owedSince;
    const l = this.h.ledger();
    const ms = l?.setup.timeoutMs ?? null;
    if (!claimsAgainst(m, this.seat) || !since || since.step !== m.step || ms === null) return false;
    // Only a claim the ledger would take counts (checked first: a forged one is refused as any message).
    const checked = l?.check(m, how);
    if (!checked?.ok || checked.value !== 'accepted') return false;
    // Only while the choice is still ours to make at that very step.
    if (!this.h.owing() || this.h.ledger()?.state.step !== m.step || !this.h.playing()) return false;
    const left = ms - (this.scheduler.now() - since.at);
    if (left <= 0) return false;
    if (!this.held.some((x) => x.seq === m.seq && x.seat === m.seat)) {
      this.held.push(m);
      const s = (x: number): number => Math.round(x / 1000);
      this.h.notice({ kind: 'early-claim', from: m.seat, text: `claimed that you ran out of time after ${s(ms - left)} s of the agreed ${s(ms)} s; you can still answer` });
      this.scheduler.after(left, () => this.release());
    }
    return true;
  }

  /** Hands every held claim to the match (after we answered, or when the time ran out). */
  release(): void {
    for (const m of this.held.splice(0)) {
      this.clock.owedSince = null;
      this.h.take(m);
    }
  }
}

export interface Peers {
  readonly transport: Transport;
  readonly self: Seat;
  readonly seats: number;
  readonly authed: (peer: Seat) => boolean;
}

/** Sends every other peer both versions of an equivocated message, so each can prove it on its own. */
export function relayConflict(p: Peers, c: Conflict): void {
  for (let peer = 0; peer < p.seats; peer++) {
    if (peer === p.self || peer === c.a.seat || !p.authed(peer)) continue;
    for (const m of [c.a, c.b]) p.transport.send(peer, encode({ k: 'msg', msg: m }));
  }
}

/** Sends each peer every message we hold of the other seats (with fewer than three seats there is no one to compare with). */
export function shareChains(p: Peers, chains: readonly (readonly SignedMessage[])[]): void {
  if (p.seats < 3) return;
  for (let peer = 0; peer < p.seats; peer++) {
    if (peer === p.self || !p.authed(peer)) continue;
    for (const [seat, chain] of chains.entries()) {
      if (seat !== peer) for (const m of chain) p.transport.send(peer, encode({ k: 'msg', msg: m }));
    }
  }
}

/**
 * A seat that stopped tells every other peer why (a notice, which only informs), then shares what
 * it holds: both versions of an equivocated message, or (`chains`; null during a dispute, which
 * shared them already) every chain, so that others can name a seat that sent different versions
 * to different peers.
 */
export function spread(p: Peers, r: Rejection, chains: readonly (readonly SignedMessage[])[] | null): void {
  const reason = `seat ${r.seat}, step ${r.step}: ${r.reason}`;
  for (let q = 0; q < p.seats; q++) if (q !== p.self) p.transport.send(q, encode({ k: 'stop', reason }));
  if (r.proof) relayConflict(p, r.proof);
  else if (chains) shareChains(p, chains);
}
