/**
 * This seat's chain going out: each message is drafted as the ledger says it must be (seq, link,
 * step, and the state hash at checkpoints), signed (at once, or on the side with an asynchronous
 * path), taken into our own ledger, stored, and sent to every synced peer in seq order once
 * signed (docs/PROTOCOL.md, "Which signatures are checked").
 */
import type { Seat } from '../engine/game.js';
import { withSig } from '../protocol/wire/chain.js';
import type { Ledger } from '../protocol/machine/ledger.js';
import type { Rejection } from '../protocol/machine/lockstep.js';
import { type Body, type SignedMessage, isCheckpoint } from '../protocol/wire/transcript.js';
import type { ChainSignatures } from './chain-signatures.js';
import { encode } from './codec.js';
import type { Outbound } from './outbound.js';
import type { SessionOptions, UnsignedMessage } from './session-types.js';

export class OwnChain {
  constructor(
    private readonly o: Pick<SessionOptions, 'seat' | 'seats' | 'transport' | 'persist' | 'cheat'>,
    private readonly outbound: Outbound, private readonly sigs: () => ChainSignatures, private readonly ledger: () => Ledger | null,
  ) {}

  get messages(): readonly SignedMessage[] { return this.ledger()?.chains[this.o.seat] ?? []; }

  /**
   * Sends `body` as our input to the current step. Returns our own ledger's refusal, if any (an
   * honest seat then sends nothing; a cheating test seat sends it anyway).
   */
  send(ledger: Ledger, body: Body): Rejection | null {
    const draft: UnsignedMessage = {
      seat: this.o.seat, seq: ledger.chains[this.o.seat]?.length ?? 0, prev: ledger.nextPrev(this.o.seat),
      step: ledger.state.step, stateHash: '', body,
    };
    const honest = isCheckpoint(draft, ledger.cfg.version) ? { ...draft, stateHash: ledger.currentHash } : draft;
    const sent = this.o.cheat?.tamper?.(honest) ?? honest;
    const signed = this.sigs().sign(ledger.cfg.matchId, sent);
    const m = signed ?? withSig(sent, '');
    const r = ledger.accept(m, { ours: true });
    if (r.ok && signed) this.o.persist?.({ kind: 'msg', msg: m });
    if (!r.ok && !this.o.cheat) return r.error;
    for (let p = 0; p < this.o.seats; p++) {
      if (p === this.o.seat) continue;
      if (r.ok) this.outbound.flush(p, this.messages);
      // A message a test seat tampered with that our ledger refuses goes out anyway, as a cheater's would, once signed.
      else if (signed) this.o.transport.send(p, encode({ k: 'msg', msg: m }));
    }
    return r.ok ? null : r.error;
  }

  /** Our message, signed on the side: stored, then sent after the ones before it. */
  signed(m: SignedMessage): void {
    if (!this.ledger()?.signOwn(m)) {
      // not in our ledger: a test seat's tampered message our ledger refused, sent anyway
      if (this.o.cheat) for (let p: Seat = 0; p < this.o.seats; p++) if (p !== this.o.seat) this.o.transport.send(p, encode({ k: 'msg', msg: m }));
      return;
    }
    this.o.persist?.({ kind: 'msg', msg: m });
    for (let p: Seat = 0; p < this.o.seats; p++) if (p !== this.o.seat) this.outbound.flush(p, this.messages);
  }
}
