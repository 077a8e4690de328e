/**
 * The one face of the shared deck's code (shared-deck.ts) that the rest of the protocol and the
 * network call: the lockstep, the need, the parser, the ledger and the seat's own inputs reach it
 * only through `sharedDeck()` (shared-lazy.ts), which holds a value of this interface once the
 * code has loaded. Types only: declaring it here, with the types it names, keeps every module the
 * lockstep uses from importing the shared deck's code (and that code from importing them back
 * through it). The loaders hand `loadSharedDeck` the module itself, checked against this interface.
 */
import type { Bytes } from '../../crypto/bytes.js';
import type { Result } from '../../result.js';
import type { Handle, Seat } from '../../engine/game.js';
import type { Body, DeckOpening, Hello, SignedMessage } from '../wire/transcript.js';
import type { GameInput } from '../machine/game-step.js';
import type { SharedEvent, SharedRequest, SharedState } from './shared-pile.js';
import type { MachineState, MatchConfig, Rejection, SeatInput, StepEvent, Stepped } from '../machine/types.js';

/** The lockstep's step with the game's rules, handed to `applyShared` (lockstep.ts, `play`). */
export type Play = (cfg: MatchConfig, s: MachineState, input: GameInput, events: StepEvent[], patch: Partial<MachineState>) => Result<Stepped, Rejection>;
/** The lockstep's step without the rules (lockstep.ts, `stepped`). */
export type Step = (s: MachineState, events: StepEvent[], patch: Partial<MachineState>) => Result<Stepped, Rejection>;

/** A seat's own side of the cards dealt to it (net/own-inputs.ts): the handles that are no card, and whether it called its audit. */
export interface OwnDealt {
  readonly noCard: Handle[];
  /** Set once the audit is called (at most once per match). */
  called?: boolean;
}

/** What the audit call's steps use of the ledger (ledger.ts). */
export interface AuditLedger {
  readonly cfg: MatchConfig;
  readonly state: MachineState;
  readonly events: readonly StepEvent[];
  head(seat: Seat): SignedMessage | undefined;
  consume(seat: Seat): void;
  offState(m: SignedMessage): Rejection | null;
}

export interface SharedDeckCode {
  /** Loads the group code (src/crypto/deck.ts) the rest calls synchronously. */
  readonly loadDeckCrypto: () => Promise<void>;
  /** A shuffle, share or audit body read at the boundary (shared-body.ts; parse.ts once loaded). */
  readonly parseSharedBody: (x: Record<string, unknown>, where?: string) => Result<Body>;
  /** The hellos' deck keys, each proven, and the joint key (ledger.ts, openMatch). */
  readonly jointKeyOf: (hellos: readonly Hello[]) => Result<{ deckKeys: string[]; jointKey: string }, { seat: Seat; reason: string }>;
  /** The seats a shared step waits for (need.ts). */
  readonly sharedSeats: (seats: number, shared: Readonly<Record<string, SharedState>> | undefined, r: SharedRequest) => Seat[];
  /** The lockstep's shared step (lockstep.ts, applyStep). */
  readonly applyShared: (cfg: MatchConfig, s: MachineState, request: SharedRequest, inputs: readonly SeatInput[], play: Play, stepped: Step) => Result<Stepped, Rejection>;
  /** The ledger's step for an audit call made at this step, or null (audit-call.ts). */
  readonly takeAuditCall: (l: AuditLedger) => Result<MachineState, Rejection> | null;
  /** After an audit call: the other seats' messages for its step, skipped (audit-call.ts). */
  readonly skipSuperseded: (l: AuditLedger) => void;
  /** This seat's input to a shared step (net/own-inputs.ts). */
  readonly ownSharedInput: (cfg: MatchConfig, state: MachineState, r: SharedRequest, seat: Seat, seed: Bytes, secretKey: Bytes) => Body | null;
  /** A seat's deck key and its proof of possession, for its hello (net/agreement.ts). */
  readonly deckKeyOf: (secretKey: Bytes, h: Pick<Hello, 'nonce' | 'game' | 'key'>, seat: Seat) => { pk: string; pop: string };
  /** Reads a card dealt to this seat (net/own-inputs.ts). */
  readonly learnDealt: (ev: Extract<SharedEvent, { kind: 'dealt' }>, secretKey: Bytes, known: Record<Handle, string>, own: OwnDealt) => void;
  /** This seat's early audit call, when a card dealt to it is no card (net/session.ts). */
  readonly auditCallOf: (state: MachineState, own: OwnDealt, revealed: () => { seed: string; deck?: DeckOpening }) => Body | null;
}
