/**
 * A match contested, live (loaded on demand, with the judge: lazy-judge.ts; a match needs none of
 * it until a seat's time runs out, a claim arrives, or seats disagree):
 *
 * - timeout claims from one seat's side (docs/PROTOCOL.md, "Endings"): which seats owe an input
 *   past the agreed time (claimable), our claim against every one of them, joining a claim another
 *   seat made once our own clock agrees, asking the others first (three or more seats), and our
 *   secrets behind a complete claim after the agreed window; a claim against us is shown to the
 *   player, who may still answer (the answer makes it moot, nobody at fault);
 * - relaying signed messages between seats when seats disagree (a desync with three or more
 *   seats, a stopped match), so that a seat that sent different peers different versions of its
 *   chain is proven by the two signatures and named. Safe because every message is signed and
 *   hash-linked: a relayer can drop or delay, never forge.
 */
import type { Seat } from '../engine/game.js';
// The judge comes in the same chunk (lazy-judge.ts loads both at once).
export { judge } from '../protocol/endings/judge.js';
import type { Ledger } from '../protocol/machine/ledger.js';
import { claimWindowMs } from '../protocol/endings/endings.js';
import type { Rejection } from '../protocol/machine/lockstep.js';
import { need } from '../protocol/machine/lockstep.js';
import { type FoundClaim, accusedBy } from '../protocol/endings/claims.js';
import type { Body, Conflict, DeckOpening, SignedMessage } from '../protocol/wire/transcript.js';
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
  /** Our private seed (and deck list), which our secrets reveal once our claim is complete. */
  readonly revealed: () => { seed: string; deck?: DeckOpening };
  /** Sends our next message (then the session goes on). */
  readonly send: (body: Body) => void;
  readonly progress: () => void;
  /** Asks every other seat for what it holds beyond what we hold (three or more seats). */
  readonly ask: () => void;
  /** Tell the player something (a claim against us while we may still answer). */
  readonly notice: (n: Notice) => void;
}

/** Seats the current step awaits that have sent nothing for it (ascending). */
const silent = (l: Ledger, self: Seat): Seat[] =>
  need(l.cfg, l.state).seats.filter((s) => s !== self && !l.pending(s).some((m) => m.step === l.state.step));

/**
 * Claims from one seat's side. Blame rests only on signatures, never on time: a claim is a
 * statement that a seat's input did not come; the accused's answer, whenever it comes, makes it
 * moot (nobody at fault). So, before claiming with three or more seats, we ask the others for what
 * they hold and wait the agreed window; and once our claim is complete, we wait the window again
 * before revealing our secrets behind it: an answer meanwhile cancels the claim and play goes on.
 */
export class Claiming {
  /** Seats that owe an input past the agreed time. */
  claimable: readonly Seat[] = [];
  /** The step at which we asked the others before claiming, and the step whose secrets we are about to reveal. */
  private asked = -1;
  private closing = -1;

  constructor(private readonly seat: Seat, private readonly scheduler: Scheduler, private readonly clock: ClaimClock, private readonly h: ClaimingHost) {}

  private get windowMs(): number { return claimWindowMs(this.h.ledger()?.setup.timeoutMs ?? 0); }

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

  /**
   * Claims against every seat that owes an input past the agreed time (`against`, if given, must
   * be one). With three or more seats, first asks the others for what they hold of the silent
   * seats, and claims after the agreed window if they are silent still.
   */
  claimTimeout(against?: Seat): Result<void> {
    this.refresh();
    const names = this.claimable;
    if (!names.length || (against !== undefined && !names.includes(against))) return err(`seat ${against ?? '?'} cannot be claimed against now`);
    const l = this.h.ledger();
    if (!l || l.cfg.seats < 3) return this.claim(names);
    const step = l.state.step;
    if (this.asked === step) return ok(undefined);
    this.asked = step;
    this.h.ask();
    this.scheduler.after(this.windowMs, () => {
      this.refresh();
      if (this.h.ledger()?.state.step === step && this.claimable.length) this.claim(this.claimable);
    });
    return ok(undefined);
  }

  private claim(names: readonly Seat[]): Result<void> {
    const l = this.h.ledger();
    if (!l || l.claimsNow().some((c) => c.seat === this.seat)) return err('this page has claimed already');
    const [against = 0, ...also] = names;
    const secs = Math.round((l.setup.timeoutMs ?? 0) / 1000);
    // Before protocol 4 a claim revealed the claimer's secrets; from 4 they follow once it is complete.
    this.h.send({ t: 'claim', against, ...(also.length ? { also } : {}), reason: `no input within ${secs} s`, ...(l.cfg.version < 4 ? this.h.revealed() : {}) });
    return ok(undefined);
  }

  /**
   * A claim stands at this step. Named in it, we may still answer (the notice says so); otherwise
   * we join it with a claim of our own naming the same seats, once our own clock says each of them
   * is overdue; and once the claim is complete, we reveal our secrets after the agreed window,
   * unless the answer came meanwhile.
   */
  join(standing: readonly FoundClaim[]): void {
    this.refresh();
    const l = this.h.ledger();
    const named = [...new Set(standing.flatMap((c) => accusedBy(c.body)))].sort((a, b) => a - b);
    if (named.includes(this.seat)) {
      const by = standing.find((c) => accusedBy(c.body).includes(this.seat));
      if (by) this.h.notice({ kind: 'early-claim', from: by.seat, text: 'says you stopped answering; answer now and the match goes on' });
      return;
    }
    if (!standing.some((c) => c.seat === this.seat)) {
      if (named.every((x) => this.claimable.includes(x))) this.claim(named);
      return;
    }
    const step = l?.state.step ?? -1;
    if (!l?.claimAwaitsSecrets(this.seat) || this.closing === step) return;
    this.closing = step;
    this.scheduler.after(this.windowMs, () => {
      const now = this.h.ledger();
      if (now?.state.step === step && now.claimAwaitsSecrets(this.seat) && this.h.playing()) this.h.send({ t: 'secrets', ...this.h.revealed() });
      else this.closing = -1;
    });
  }
}

export interface Peers {
  readonly transport: Transport;
  readonly self: Seat;
  readonly seats: number;
  readonly authed: (peer: Seat) => boolean;
}

/**
 * Before a claim, with three or more seats: a seat asks the others what they hold, and each answers
 * with every message of the other seats beyond the counts the asker holds (signed and hash-linked,
 * so relaying is safe); a seat that sees a claim sends its claimer what it holds of the seats named
 * from the claim's step on (their answer makes the claim moot). At most one answer per seat and
 * step: a flood of asks gets no more.
 */
export class Asks {
  private readonly answered = new Map<Seat, number>();

  /** Asks every other authenticated peer. */
  static ask(p: Peers, have: readonly number[]): void {
    for (let q = 0; q < p.seats; q++) if (q !== p.self && p.authed(q)) p.transport.send(q, encode({ k: 'ask', have }));
  }

  answer(p: Peers, ledger: Ledger, to: Seat, have: readonly number[]): void {
    const step = ledger.state.step;
    if (this.answered.get(to) === step) return;
    this.answered.set(to, step);
    for (const [seat, chain] of ledger.chains.entries()) {
      if (seat === to) continue;
      for (const m of chain.slice(have[seat] ?? 0)) p.transport.send(to, encode({ k: 'msg', msg: m }));
    }
  }

  /** A claim came: its claimer gets what we hold of the seats it names, from the claim's step on. */
  claimed(p: Peers, ledger: Ledger, claim: SignedMessage): void {
    if (p.seats < 3 || claim.body.t !== 'claim') return;
    const named = accusedBy(claim.body);
    this.answer(p, ledger, claim.seat, ledger.chains.map((c, x) => (named.includes(x) ? c.findIndex((y) => y.step >= claim.step) >>> 0 : c.length)));
  }
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
