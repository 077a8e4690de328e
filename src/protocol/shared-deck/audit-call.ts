/**
 * Shared decks: an early audit called by a seat whose private read of a card dealt to it gives no
 * card of the pile (docs/PROTOCOL.md, "Shared decks", "An audit"). Only that seat can see it, so
 * it says so in a signed message revealing its private seed (as a claim does), in place of its
 * next input (so no other seat can have gone past that step); the match stops,
 * every other seat reveals its seed (or is claimable), and the judge's audit names the shuffler
 * that deviated, or, when every shuffle checks out (the card was fine), the caller.
 */
import { fromHex, toHex } from '../../crypto/bytes.js';
import { seedCommitment } from '../../crypto/commit.js';
import { type Result, err, ok } from '../../result.js';
import type { Handle, Seat } from '../../engine/game.js';
import type { MachineState, MatchConfig, Rejection, StepEvent } from '../machine/types.js';
import { need, owingSecrets } from '../machine/need.js';
import { openDeck } from '../machine/deck-list.js';
import type { AuditLedger } from './code.js';
import type { Body } from '../wire/transcript.js';
import { sharedBodyFault } from './shared-body.js';

export type AuditCall = Extract<Body, { t: 'audit' }>;

/** Ends the match for an audit called by `by` on `call.handle`, which a shared pile must have dealt to it. */
export function applyAuditCall(cfg: MatchConfig, s: MachineState, by: Seat, call: AuditCall, events: readonly StepEvent[]): Result<MachineState, Rejection> {
  const reject = (reason: string) => err<Rejection>({ seat: by, step: s.step, reason });
  if (!cfg.jointKey) return reject(`called an audit of a shared deck, but ${cfg.def.name} deals from none here`);
  if (s.phase !== 'play') return reject('called an audit after play was over (the end-of-match audit checks every shuffle anyway)');
  // In place of an input the step awaits from it: no other seat can have gone past this step.
  const n = need(cfg, s);
  if (n.kind !== 'game' || !n.seats.includes(by)) return reject(`called an audit at step ${s.step}, where no input of its own is awaited (a call takes the place of one)`);
  if (!events.some((e) => e.kind === 'dealt' && e.seat === by && e.handle === call.handle)) {
    return reject(`called an audit on ${call.handle}, which no shared pile dealt to it`);
  }
  if (toHex(seedCommitment(fromHex(call.seed))) !== cfg.seedCommits[by]) return reject('the private seed in its audit call does not open the commitment in its hello');
  const decks = openDeck(cfg, s, by, call.deck);
  if (!decks.ok) return reject(decks.error);
  const seeds = s.seeds.map((x, i) => (i === by ? call.seed : x));
  const after: MachineState = {
    ...s, ...(decks.value ? { decks: decks.value } : {}), seeds, step: s.step + 1,
    end: { kind: 'audit', by, step: s.step, reason: `the card dealt to it as ${call.handle as Handle} decrypts to no card of its pile` },
  };
  return ok({ ...after, phase: owingSecrets(cfg, after).length ? 'secrets' : 'over' });
}

export type { AuditLedger } from './code.js';

/**
 * The ledger's step when some seat's next message is an audit call made at this step: the state
 * it ends the match in (the call consumed), or why it is refused; null when there is none.
 */
export function takeAuditCall(l: AuditLedger): Result<MachineState, Rejection> | null {
  const { cfg, state: s } = l;
  for (let seat = 0; seat < cfg.seats; seat++) {
    const m = l.head(seat);
    if (!m || m.step !== s.step || m.body.t !== 'audit') continue;
    const off = l.offState(m);
    if (off) return err(off);
    const bad = sharedBodyFault(m.body);
    if (bad) return err({ seat, step: s.step, reason: bad });
    const r = applyAuditCall(cfg, s, seat, m.body, l.events);
    if (r.ok) l.consume(seat);
    return r;
  }
  return null;
}

/** After an audit call: what the other seats sent for the step it was made at (before they saw it) is superseded, and skipped. */
export function skipSuperseded(l: AuditLedger): void {
  const e = l.state.end;
  if (e?.kind !== 'audit' || e.by === null) return;
  for (let x = 0; x < l.cfg.seats; x++) {
    while (x !== e.by && l.head(x)?.step === e.step) l.consume(x);
  }
}
