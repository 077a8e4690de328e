/**
 * Opening a match: the hellos checked against each other and the game, the match id derived, and
 * the config every ledger of the match shares (ledger.ts).
 */
import { type Bytes, fromHex } from '../../crypto/bytes.js';
import { canonicalEqual } from '../../crypto/canonical.js';
import { type VerifySync, helloSignatureValid, matchIdOf } from '../wire/chain.js';
import { identityProblem } from '../wire/identity.js';
import { OLDEST_VERSION, PROTOCOL_VERSION, type Hello, type SignedMessage } from '../wire/transcript.js';
import { type Result, err, ok } from '../../result.js';
import type { AnyGame, Seat } from '../../engine/game.js';
import type { MatchConfig, Rejection } from './types.js';
import { sharedDeck } from '../shared-deck/shared-lazy.js';

export interface MatchSetup {
  readonly cfg: MatchConfig;
  readonly hellos: readonly Hello[];
  readonly keys: readonly Bytes[];
  /** Protocol 2: the agreed claim timeout in ms (null in protocol 1 files). */
  readonly timeoutMs: number | null;
  /** The synchronous verifier for the signatures the ledger checks itself (noble unless given). */
  readonly check?: VerifySync;
  /** How this ledger computes a message's link hash (`linkOf` unless given: the verifier passes one that encodes without text, same hash). */
  readonly linkOf?: (m: SignedMessage, version: number) => string;
}

/** Checks the hellos agree with each other and with the game, and derives the match id. */
/** `quiet`: no match-log lines (the verifier). */
export function openMatch(def: AnyGame, hellos: readonly Hello[], check?: VerifySync, quiet = false): Result<MatchSetup, Rejection> {
  const reject = (seat: Seat, reason: string) => err<Rejection>({ seat, step: 0, reason: `hello: ${reason}` });
  const seats = hellos.length;
  if (seats < def.minSeats || seats > def.maxSeats) {
    return reject(0, `${def.name} is played by ${def.minSeats}–${def.maxSeats} seats, not ${seats}`);
  }
  const first = hellos[0] as Hello;
  const opts = def.parseOptions(first.options);
  if (!opts.ok) return reject(0, `options refused: ${opts.error}`);
  const v = first.v;
  if (v < OLDEST_VERSION || v > PROTOCOL_VERSION) return reject(0, `protocol version ${v}; this verifier knows ${OLDEST_VERSION}–${PROTOCOL_VERSION}`);
  const shared = def.sharedDecks?.(opts.value) ?? false;
  for (const [i, h] of hellos.entries()) {
    if (h.v !== v) return reject(i, `protocol version ${h.v}, seat 0 uses ${v}`);
    if (h.seat !== i) return reject(i, `claims seat ${h.seat} but stands at position ${i}`);
    if (h.seats !== seats) return reject(i, `expects ${h.seats} seats, the match has ${seats}`);
    if (h.game !== def.id) return reject(i, `is for game "${h.game}", the match is "${def.id}"`);
    if (!canonicalEqual(h.options, first.options)) return reject(i, 'options differ from seat 0\'s');
    if (h.nonce !== first.nonce) return reject(i, 'carries another match\'s nonce (a hello from another match)');
    if (h.timeout !== first.timeout) return reject(i, 'agreed to another claim timeout than seat 0');
    const wants = def.wantsDeck?.(opts.value) ?? false;
    if (wants && !h.deck) return reject(i, `${def.name} with these options needs a deck list committed in the hello`);
    if (!wants && h.deck) return reject(i, 'commits to a deck list this game does not use');
    if (!shared && h.dkey) return reject(i, 'carries a deck key this game does not use');
    if (!helloSignatureValid(h, check)) return reject(i, 'bad signature');
    const id = identityProblem(h, check);
    if (id) return reject(i, id);
  }
  // A game with a shared pile: its code is loaded before the match opens (shared-lazy.ts).
  const keys = shared ? sharedDeck().jointKeyOf(hellos) : ok({});
  if (!keys.ok) return reject(keys.error.seat, keys.error.reason);
  const cfg: MatchConfig = {
    def, options: opts.value, matchId: matchIdOf(hellos), seats, seedCommits: hellos.map((h) => h.seed),
    version: v, chainLengths: v >= 2 ? hellos.map((h) => h.chain ?? 0) : null, decks: hellos.map((h) => h.deck ?? null), ...(quiet ? { quiet } : {}),
    ...keys.value,
  };
  return ok({ cfg, hellos, keys: hellos.map((h) => fromHex(h.key)), timeoutMs: first.timeout ?? null, ...(check ? { check } : {}) });
}

