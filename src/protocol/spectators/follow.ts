/**
 * A spectator's side of a match: the hellos and chain messages the host relays, checked and
 * replayed with the spectator's own ledger (docs/PROTOCOL.md, "Spectators").
 *
 * The host relays only what its own ledger has taken: every seat's signed, hash-linked chain,
 * which every seat holds anyway. Nothing here needs a secret, and nothing a seat keeps to itself
 * (its seed before the end, the cards behind its draw handles, an unopened commitment's salt)
 * is ever in a chain before the rules open it. The host is the only source, so anything that
 * does not check out is the host's doing: the spectator stops following and says so, and never
 * blames a seat for it. Messages are taken with their links checked at once and their
 * signatures checked as each chain's last (`checkTails`): one valid signature on a chain's
 * last message binds every earlier one, so a host cannot forge, reorder or alter a message
 * without the spectator finding out. At the end the caller verifies the spectator's own
 * transcript exactly as the verify page does. Pure: no clock, no network.
 */
import { type Result, err, ok } from '../../result.js';
import type { AnyGame } from '../../engine/game.js';
import type { VerifySync } from '../wire/chain.js';
import { type Hello, type SignedMessage, type Transcript } from '../wire/transcript.js';
import { Ledger, openMatch } from '../machine/ledger.js';
import { canonicalEqual } from '../../crypto/canonical.js';
import { NOT_THIS_MATCH, bindsMatch } from './watch-binding.js';

/** At most this many messages wait for the hellos (a host that floods is cut off). */
const MAX_EARLY = 20_000;

export type FollowStatus =
  /** The hellos are not all here yet. */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'following' }
  /** The match is over and every chain is bound by its last signature: verify the transcript. */
  | { readonly kind: 'over' }
  /**
   * What the host relayed does not check out: nothing more is taken. `notThisMatch`: the hellos
   * are not those of the match the watch link names (nothing of them was kept).
   */
  | { readonly kind: 'stopped'; readonly reason: string; readonly notThisMatch?: true };

export class Follower {
  private readonly hellos: (Hello | undefined)[] = [];
  private seats = 0;
  private ledgerValue: Ledger | null = null;
  private early: SignedMessage[] = [];
  private statusValue: FollowStatus = { kind: 'waiting' };
  /** Chain lengths whose last message's signature was checked (an unchanged chain is not checked again). */
  private bound: number[] = [];

  /**
   * `def`: the rules of the match's game, once its id is known (from the first hello). `binding`:
   * the watch link's (watch-binding.ts): the match opens only if every seat's hello hashes to it.
   */
  constructor(private readonly def: (game: string) => AnyGame | undefined, private readonly check?: VerifySync, private readonly binding?: string) {}

  get status(): FollowStatus { return this.statusValue; }
  get ledger(): Ledger | null { return this.ledgerValue; }
  /** The game of the match, once it is open (its hellos checked: nothing of them is told before). */
  get game(): string | null { return this.ledgerValue ? this.hellos[0]?.game ?? null : null; }
  /** The players' names, once the match is open. */
  get names(): readonly string[] { return this.ledgerValue ? this.hellos.map((h, i) => h?.name ?? `Player ${i + 1}`) : []; }

  /** A seat's hello. The match opens once every seat's is here and they agree (signatures checked). */
  hello(h: Hello): Result<void, string> {
    if (this.statusValue.kind === 'stopped') return err(this.statusValue.reason);
    if (this.seats === 0) {
      if (!Number.isSafeInteger(h.seats) || h.seats < 1 || h.seats > 16) return this.stop(`a hello for ${h.seats} seats`);
      this.seats = h.seats;
    }
    if (h.seats !== this.seats || h.seat < 0 || h.seat >= this.seats) return this.stop(`a hello for seat ${h.seat + 1} of ${h.seats}, in a match of ${this.seats}`);
    const held = this.hellos[h.seat];
    if (held) return canonicalEqual(held as never, h as never) ? ok(undefined) : this.stop(`two different hellos for seat ${h.seat + 1}`);
    this.hellos[h.seat] = h;
    return this.open();
  }

  /** Chain messages, in any number: taken in order, then the match is replayed as far as they allow. */
  take(msgs: readonly SignedMessage[]): Result<void, string> {
    if (this.statusValue.kind === 'stopped') return err(this.statusValue.reason);
    const ledger = this.ledgerValue;
    if (!ledger) {
      if (this.early.length + msgs.length > MAX_EARLY) return this.stop('more messages than a match holds before its hellos');
      this.early.push(...msgs);
      return ok(undefined);
    }
    for (const m of msgs) {
      const r = ledger.accept(m, { unchecked: true });
      if (!r.ok) return this.stop(`seat ${r.error.seat + 1}, step ${r.error.step}: ${r.error.reason}`);
    }
    const p = ledger.pump();
    if (!p.ok) return this.stop(`seat ${p.error.seat + 1}, step ${p.error.step}: ${p.error.reason}`);
    this.settle();
    return ok(undefined);
  }

  /**
   * Checks the signature on the last message of every chain that grew since the last check: a
   * valid one binds the whole chain (its links). Returns why not, and stops, if one does not.
   */
  checkTails(): Result<void, string> {
    const ledger = this.ledgerValue;
    if (this.statusValue.kind === 'stopped') return err(this.statusValue.reason);
    if (!ledger) return ok(undefined);
    for (let seat = 0; seat < this.seats; seat++) {
      const chain = ledger.chains[seat] ?? [];
      if (chain.length === (this.bound[seat] ?? 0)) continue;
      const last = chain[chain.length - 1] as SignedMessage;
      if (!ledger.signed(last)) return this.stop(`seat ${seat + 1}'s message seq ${last.seq} does not carry that seat's signature`);
      this.bound[seat] = chain.length;
    }
    this.settle();
    return ok(undefined);
  }

  /** Every chain's last message is bound by a checked signature. */
  get allBound(): boolean {
    const ledger = this.ledgerValue;
    return !!ledger && ledger.chains.every((c, seat) => c.length === (this.bound[seat] ?? 0));
  }

  /** The match file as this spectator holds it (what the verify page would check). */
  transcript(): Transcript | null { return this.ledgerValue?.transcript() ?? null; }

  private open(): Result<void, string> {
    if (this.ledgerValue || this.hellos.filter((h) => h).length < this.seats) return ok(undefined);
    const hellos = this.hellos as Hello[];
    if (this.binding !== undefined && !bindsMatch(hellos, this.binding)) {
      this.hellos.length = 0;
      this.early = [];
      this.statusValue = { kind: 'stopped', reason: NOT_THIS_MATCH, notThisMatch: true };
      return err(NOT_THIS_MATCH);
    }
    const id = hellos[0]?.game ?? '';
    const def = this.def(id);
    if (!def) return this.stop(`a match of an unknown game "${id}"`);
    const setup = openMatch(def, hellos, this.check, true);
    if (!setup.ok) return this.stop(`seat ${setup.error.seat + 1}: ${setup.error.reason}`);
    this.ledgerValue = new Ledger(setup.value);
    this.bound = hellos.map(() => 0);
    this.statusValue = { kind: 'following' };
    const early = this.early;
    this.early = [];
    return this.take(early);
  }

  private settle(): void {
    const ledger = this.ledgerValue;
    if (!ledger || this.statusValue.kind !== 'following') return;
    if (ledger.state.phase !== 'over') return;
    const bad = ledger.checkEnd();
    if (bad) { this.stop(`seat ${bad.seat + 1}, step ${bad.step}: ${bad.reason}`); return; }
    if (this.allBound) this.statusValue = { kind: 'over' };
  }

  private stop(reason: string): Result<void, string> {
    this.statusValue = { kind: 'stopped', reason };
    return err(reason);
  }
}
