/**
 * Timeout claims with any number of seats (docs/PROTOCOL.md, "Endings"): which claims were made
 * at a step, whom each names, and whether the claim ending at that step is complete.
 *
 * A claim at step k names every seat it says is silent there (`against`, then `also`). The ending
 * is taken only once **every seat not claimed against has claimed at k too** (the others join the
 * first claim with their own, once their own clocks agree): then the outcome depends on nothing
 * but the chains, never on which claim arrived first, so every seat and the verifier reach the
 * same end. Until then the step waits; it is never taken by its inputs while a claim stands.
 */
import type { Seat } from '../../engine/game.js';
import type { Body, SignedMessage } from '../wire/transcript.js';

export type ClaimBody = Extract<Body, { t: 'claim' }>;

/** A claim found in a chain: its seat, its index in the chain, the message. */
export interface FoundClaim {
  readonly seat: Seat;
  readonly index: number;
  readonly msg: SignedMessage;
  readonly body: ClaimBody;
}

/** Every seat a claim names. */
export const accusedBy = (b: ClaimBody): readonly Seat[] => (b.also ? [b.against, ...b.also] : [b.against]);


/**
 * Claims made at `step`: at the head of a chain, or right behind the seat's own input for that
 * step (a seat that answered, then claimed against another that did not). One per seat.
 */
export function claimsAt(chains: readonly (readonly SignedMessage[])[], consumed: readonly number[], step: number): FoundClaim[] {
  const found: FoundClaim[] = [];
  for (const [seat, chain] of chains.entries()) {
    const base = consumed[seat] ?? 0;
    for (let i = base; i < base + 2; i++) {
      const m = chain[i];
      if (m && m.body.t === 'claim' && m.step === step) { found.push({ seat, index: i, msg: m, body: m.body }); break; }
      if (m?.body.t === 'claim' || (m && m.step !== step)) break;
    }
  }
  return found;
}

/** Whether the claim ending still waits for a seat: one neither claimed against nor claiming yet. */
export function claimWaitsFor(seats: number, claims: readonly FoundClaim[]): boolean {
  for (let s = 0; s < seats; s++) if (!claims.some((c) => c.seat === s || accusedBy(c.body).includes(s))) return true;
  return false;
}
