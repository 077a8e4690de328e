/** Checking a peer's hello against what this seat agreed to. */
import type { Json } from '../crypto/canonical.js';
import { canonicalEqual as sameJson } from '../crypto/canonical.js';
import { PROTOCOL_VERSION, type Hello } from '../protocol/wire/transcript.js';
import type { AnyGame, Seat } from '../engine/game.js';

export const BUILD_ID = 'facedown-0.3';

export { canonicalEqual as sameJson } from '../crypto/canonical.js';

export interface HelloTerms {
  readonly game: AnyGame;
  readonly seats: number;
  readonly build: string;
  /** null: take seat 0's. */
  readonly options: Json | null;
  /** The host's nonce for this match; null: take seat 0's. */
  readonly nonce: string | null;
  /** The agreed claim timeout in ms; null: take seat 0's. */
  readonly timeout: number | null;
}

/** Why a peer's hello is refused, in words a player understands; null if it is fine. */
export function helloProblem(a: HelloTerms, from: Seat, h: Hello): string | null {
  if (h.seat !== from) return `the hello from seat ${from} claims seat ${h.seat}`;
  if (h.v !== PROTOCOL_VERSION || h.build !== a.build) {
    return `the other player runs ${h.build} (protocol ${h.v}) and this page runs ${a.build} (protocol ${PROTOCOL_VERSION}): both must load the same version`;
  }
  if (a.nonce !== null && h.nonce !== a.nonce) return 'a hello from another match (its nonce is not this match\'s): it may be an old invitation or a replay';
  if (a.timeout !== null && h.timeout !== a.timeout) return `the other player agreed to claim a timeout after ${Math.round((h.timeout ?? 0) / 1000)} s, not ${Math.round(a.timeout / 1000)} s`;
  if (h.game !== a.game.id) return `the other player wants to play "${h.game}", not "${a.game.id}"`;
  if (h.seats !== a.seats) return `the other player expects ${h.seats} seats, not ${a.seats}`;
  if (a.options !== null && !sameJson(h.options, a.options)) return `the other player proposes different options: ${JSON.stringify(h.options)}`;
  const parsed = a.game.parseOptions(h.options);
  if (!parsed.ok) return `the other player's options are refused: ${parsed.error}`;
  return null;
}
