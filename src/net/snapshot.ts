/**
 * What a seat stores to resume a match after a reload: who it is, its secrets, the hellos and
 * every chain. Read back through the same boundary parsers as peer messages.
 */
import type { Json } from '../crypto/canonical.js';
import { canonicalText } from '../crypto/canonical.js';
import { MAX_SEATS, parseHello, parseSignedMessage } from '../protocol/wire/parse.js';
import type { Hello, SignedMessage } from '../protocol/wire/transcript.js';
import type { Ledger } from '../protocol/machine/ledger.js';
import type { Rejection } from '../protocol/machine/lockstep.js';
import { type Result, err, ok } from '../result.js';
import { type SecretsData, SeatSecrets } from './secrets.js';

export type SessionSnapshot = {
  readonly v: 1;
  readonly game: string;
  readonly seat: number;
  readonly seats: number;
  readonly name: string;
  readonly options: Json | null;
  readonly secrets: SecretsData;
  readonly hellos: readonly (Hello | null)[];
  readonly chains: readonly (readonly SignedMessage[])[];
};

/** What changed, for a store that writes as it goes (append-only for messages). */
export type PersistEvent =
  | { readonly kind: 'secrets'; readonly secrets: SecretsData; readonly options: Json | null }
  | { readonly kind: 'hello'; readonly hello: Hello }
  | { readonly kind: 'msg'; readonly msg: SignedMessage };

/** A session's snapshot from its parts. */
export function snapshotOf(
  o: { readonly game: { readonly id: string }; readonly seat: number; readonly seats: number; readonly name: string }, options: Json | null,
  secrets: SeatSecrets, hellos: readonly (Hello | null)[], chains: readonly (readonly SignedMessage[])[] | null,
): SessionSnapshot {
  return {
    v: 1, game: o.game.id, seat: o.seat, seats: o.seats, name: o.name, options,
    secrets: secrets.toJSON(), hellos: [...hellos], chains: chains?.map((c) => [...c]) ?? hellos.map(() => []),
  };
}

/**
 * Takes every stored message into a freshly opened ledger. Our own storage: the links are
 * checked here, and each chain's last signature by the session after. The first refusal, if any.
 */
export function replayStored(ledger: Ledger, snap: SessionSnapshot, self: number): Rejection | null {
  for (const chain of snap.chains) {
    for (const m of chain) {
      const r = ledger.accept(m, { ours: m.seat === self, unchecked: true });
      if (!r.ok) return r.error;
    }
  }
  return null;
}

export function parseSnapshot(x: unknown): Result<{ snapshot: SessionSnapshot; secrets: SeatSecrets }> {
  if (typeof x !== 'object' || x === null) return err('stored match: not an object');
  const s = x as Record<string, unknown>;
  if (s.v !== 1 || typeof s.game !== 'string' || typeof s.name !== 'string') return err('stored match: unknown format');
  const seats = s.seats, seat = s.seat;
  if (!Number.isSafeInteger(seats) || (seats as number) < 1 || (seats as number) > MAX_SEATS) return err('stored match: bad seat count');
  if (!Number.isSafeInteger(seat) || (seat as number) < 0 || (seat as number) >= (seats as number)) return err('stored match: bad seat');
  if (s.options !== null && !canonicalText(s.options).ok) return err('stored match: bad options');
  const secrets = SeatSecrets.restore(s.secrets);
  if (!secrets.ok) return secrets;
  if (!Array.isArray(s.hellos) || s.hellos.length !== seats || !Array.isArray(s.chains) || s.chains.length !== seats) {
    return err('stored match: hellos and chains must have one entry per seat');
  }
  const hellos: (Hello | null)[] = [];
  for (const h of s.hellos) {
    if (h === null) { hellos.push(null); continue; }
    const r = parseHello(h);
    if (!r.ok) return err(`stored match: ${r.error}`);
    hellos.push(r.value);
  }
  const chains: SignedMessage[][] = [];
  for (const c of s.chains as unknown[]) {
    if (!Array.isArray(c)) return err('stored match: a chain is not a list');
    const out: SignedMessage[] = [];
    for (const m of c) {
      const r = parseSignedMessage(m);
      if (!r.ok) return err(`stored match: ${r.error}`);
      out.push(r.value);
    }
    chains.push(out);
  }
  const snapshot: SessionSnapshot = {
    v: 1, game: s.game, seat: seat as number, seats: seats as number, name: s.name,
    options: (s.options ?? null) as Json | null, secrets: secrets.value.toJSON(), hellos, chains,
  };
  return ok({ snapshot, secrets: secrets.value });
}
