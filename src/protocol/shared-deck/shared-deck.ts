/**
 * Shared piles in the lockstep (docs/PROTOCOL.md, "Shared decks"): the encrypted cards each pile
 * holds (public state), who a shuffle, deal or flip step waits for, and the checks on arrival of
 * a shuffle (canonical points, no identity first component, no duplicates, the right count, and
 * its proof of shuffle: a permutation and re-encryption of its input) and
 * of a decryption share (its Chaum–Pedersen proof). Pure. This module and the group code load on
 * demand (shared-lazy.ts), before a match with a shared pile opens: a match without one never
 * loads either. What every match needs (the piles' state, who a step waits for) is shared-pile.ts.
 */
import { type Bytes, fromHex, toHex, utf8 } from '../../crypto/bytes.js';
import { taggedHash } from '../../crypto/hash.js';
import { deckCrypto } from '../../crypto/deck-lazy.js';
import { type Result, err, ok } from '../../result.js';
import { type Handle, MAX_SHARED, type Request, type Seat, type SharedInput, handleOf } from '../../engine/game.js';
import type { Body, DeckOpening, Hello } from '../wire/transcript.js';
import type { MachineState, MatchConfig, Rejection, SeatInput, StepEvent, Stepped } from '../machine/types.js';
import type { SharedEvent, SharedRequest, SharedState } from './shared-pile.js';
import type { OwnDealt, Play, Step } from './code.js';
import { sharedBodyFault } from './shared-body.js';

export type { SharedEvent, SharedRequest, SharedState } from './shared-pile.js';
export type { OwnDealt } from './code.js';

/** The context a seat's deck key is proven in: the match's nonce, the game, and the seat's signing key. */
export const keyContext = (h: Pick<Hello, 'nonce' | 'game' | 'key'>): Bytes =>
  taggedHash('facedown/deck-pop', fromHex(h.nonce ?? ''), utf8(h.game), fromHex(h.key));

/** The deck keys of the hellos, each proven, and the joint key; or the first seat whose key is refused. */
export function jointKeyOf(hellos: readonly Hello[]): Result<{ deckKeys: string[]; jointKey: string }, { seat: Seat; reason: string }> {
  const D = deckCrypto();
  let sum = D.Point.ZERO;
  for (const [seat, h] of hellos.entries()) {
    if (!h.dkey) return err({ seat, reason: 'the game deals from a shared deck, and its hello carries no deck key' });
    if (!D.keyProven(keyContext(h), seat, h.dkey.pk, h.dkey.pop)) {
      return err({ seat, reason: 'its deck key carries no valid proof of possession (a rogue key, or one copied from another seat or match)' });
    }
    sum = sum.add(D.pointFrom(h.dkey.pk) as InstanceType<typeof D.Point>);
  }
  if (sum.is0()) return err({ seat: 0, reason: 'the deck keys sum to the identity' });
  return ok({ deckKeys: hellos.map((h) => h.dkey?.pk ?? ''), jointKey: sum.toHex() });
}

const EMPTY: SharedState = { deck: [], round: 0, next: 0 };
export const pileState = (shared: Readonly<Record<string, SharedState>> | undefined, id: string): SharedState => shared?.[id] ?? EMPTY;

/** The seats a shared step waits for: the next shuffler; every seat but the receiver (a deal); every seat (a flip). */
export function sharedSeats(seats: number, shared: Readonly<Record<string, SharedState>> | undefined, r: SharedRequest): Seat[] {
  const all = Array.from({ length: seats }, (_, i) => i);
  switch (r.kind) {
    case 'shuffle': return [pileState(shared, r.pile.id).next];
    case 'deal': return all.filter((x) => x !== r.seat);
    case 'flip': return all;
  }
}

/** The deck the next shuffler of `r` must shuffle: the pile's cards, with `add` put in face up first (before seat 0's pass). */
export function shuffleInput(st: SharedState, r: Extract<Request, { kind: 'shuffle' }>): string[] {
  return st.next === 0 ? [...st.deck, ...r.add.map((c) => deckCrypto().openCipher(r.pile.id, c))] : [...st.deck];
}

/** The statement a pass's proof of shuffle is checked against: the match, pile and round, the seat and its pass, the joint key, the deck in and out. */
function passStatement(c: SharedCtx, pile: string, st: SharedState, seat: Seat, pk: InstanceType<ReturnType<typeof deckCrypto>['Point']>, input: readonly string[], output: readonly string[]) {
  return { ctx: deckCrypto().shuffleContext(c.matchId, pile, st.round), seat, pass: st.next, pk, input, output };
}

/** The statement a share of the pile's top ciphertext is proven over. */
export const topStatement = (matchId: Bytes, pile: string, st: SharedState): Bytes =>
  deckCrypto().shareStatement(matchId, pile, st.round, st.deck[0] as string);

export interface SharedCtx {
  readonly matchId: Bytes;
  readonly seats: number;
  readonly deckKeys: readonly string[];
  readonly jointKey: string;
}

export interface SharedStepped {
  readonly shared: Record<string, SharedState>;
  readonly event: SharedEvent;
  /** What the game is given (none after a shuffle pass that is not the last). */
  readonly input?: SharedInput;
  /** A deal's new handle takes the receiver's next draw number. */
  readonly dealtTo?: Seat;
  /**
   * A flip whose card decrypts to no card of the pile: some shuffle substituted it, and only the
   * audit (every seed revealed) can tell whose. No seat is blamed until then.
   */
  readonly audit?: string;
}

type Fail = { seat: Seat; reason: string };

/** Applies one shared step's inputs (already the right seats, in seat order, with the right body kinds). */
export function sharedStep(
  c: SharedCtx, shared: Readonly<Record<string, SharedState>>, draws: readonly number[], r: SharedRequest, inputs: readonly { seat: Seat; body: Body }[],
): Result<SharedStepped, Fail> {
  const D = deckCrypto();
  const id = r.pile.id;
  const st = pileState(shared, id);
  const put = (next: SharedState) => ({ ...shared, [id]: next });
  if (r.kind === 'shuffle') {
    const x = inputs[0];
    if (!x || x.body.t !== 'shuffle') return err({ seat: st.next, reason: 'no shuffle' });
    const bad = sharedBodyFault(x.body);
    if (bad) return err({ seat: x.seat, reason: bad });
    if (st.next === 0) {
      const stranger = r.add.find((card) => !r.pile.cards.includes(card));
      if (stranger !== undefined) return err({ seat: 0, reason: `the game put "${stranger}" into shared pile ${id}, which its list does not hold` });
    }
    const input = shuffleInput(st, r);
    if (input.length === 0 || input.length > MAX_SHARED) return err({ seat: x.seat, reason: `shared pile ${id} would hold ${input.length} cards (1 to ${MAX_SHARED})` });
    const fault = D.shuffleFault(x.body.deck, input.length);
    if (fault) return err({ seat: x.seat, reason: `its shuffle of shared pile ${id}: ${fault}` });
    // On arrival, before any share refers to this pass: the output must be the input permuted and re-encrypted.
    if (x.body.proof === undefined) return err({ seat: x.seat, reason: `its shuffle of shared pile ${id} carries no proof of shuffle` });
    const pk = D.pointFrom(c.jointKey);
    if (!pk) return err({ seat: x.seat, reason: `shared pile ${id} is shuffled in a match without a joint deck key` });
    const unproven = D.shuffleProven(passStatement(c, id, st, x.seat, pk, input, x.body.deck), x.body.proof);
    if (unproven) return err({ seat: x.seat, reason: `its shuffle of shared pile ${id}: ${unproven}` });
    const last = st.next === c.seats - 1;
    const next: SharedState = { deck: x.body.deck, round: last ? st.round + 1 : st.round, next: last ? 0 : st.next + 1 };
    const event: SharedEvent = { kind: 'shuffled', seat: x.seat, pile: id, round: st.round, add: st.next === 0 ? r.add : [], input, output: x.body.deck };
    return ok({ shared: put(next), event, ...(last ? { input: { kind: 'shuffle' as const, pile: id } } : {}) });
  }
  const top = st.deck[0];
  if (top === undefined || st.next !== 0) return err({ seat: inputs[0]?.seat ?? 0, reason: `the game asked to ${r.kind} from shared pile ${id}, which holds no shuffled card` });
  const cipher = D.cipherFrom(top) as NonNullable<ReturnType<typeof D.cipherFrom>>;
  const stmt = D.shareStatement(c.matchId, id, st.round, top);
  const shares: { seat: Seat; T: string }[] = [];
  const points = [];
  for (const x of inputs) {
    if (x.body.t !== 'share') return err({ seat: x.seat, reason: 'no share' });
    const bad = sharedBodyFault(x.body);
    if (bad) return err({ seat: x.seat, reason: bad });
    const pk = D.pointFrom(c.deckKeys[x.seat] ?? '');
    const T = pk && D.shareProven(stmt, x.seat, pk, cipher.a, x.body.T, x.body.proof);
    if (!T) return err({ seat: x.seat, reason: `its decryption share for the top card of shared pile ${id} does not prove out (a bad proof, or a share of another card or match)` });
    shares.push({ seat: x.seat, T: x.body.T });
    points.push(T);
  }
  const rest: SharedState = { ...st, deck: st.deck.slice(1) };
  if (r.kind === 'deal') {
    const handle = handleOf(r.seat, draws[r.seat] ?? 0);
    return ok({
      shared: put(rest), dealtTo: r.seat, input: { kind: 'deal', pile: id, seat: r.seat, handle },
      event: { kind: 'dealt', seat: r.seat, pile: id, cards: r.pile.cards, round: st.round, handle, cipher: top, shares },
    });
  }
  const card = D.cardTable(id, r.pile.cards).get(D.decrypt(cipher, points).toHex());
  if (card === undefined) {
    // Every share proved out, so the fault is in a shuffle: which one, only the seeds can tell.
    return ok({
      shared: put(rest), audit: `the card flipped from shared pile ${id} decrypts to no card of the pile: a shuffle substituted it`,
      event: { kind: 'flipped', pile: id, round: st.round, cipher: top, card: '' },
    });
  }
  return ok({ shared: put(rest), input: { kind: 'flip', pile: id, card }, event: { kind: 'flipped', pile: id, round: st.round, cipher: top, card } });
}

/** The lockstep's shared step (lockstep.ts hands over `play` and `stepped`): the new state, or the seat at fault. */
export function applyShared(cfg: MatchConfig, s: MachineState, request: SharedRequest, inputs: readonly SeatInput[], play: Play, stepped: Step): Result<Stepped, Rejection> {
  const events: StepEvent[] = [];
  const r = sharedStep({ matchId: cfg.matchId, seats: cfg.seats, deckKeys: cfg.deckKeys ?? [], jointKey: cfg.jointKey ?? '' }, s.shared ?? {}, s.draws, request, inputs);
  if (!r.ok) return err({ seat: r.error.seat, step: s.step, reason: r.error.reason });
  events.push(r.value.event);
  if (r.value.audit !== undefined) {
    return stepped(s, events, { shared: r.value.shared, phase: 'secrets', end: { kind: 'audit', by: null, step: s.step, reason: r.value.audit } });
  }
  const { dealtTo } = r.value;
  const patch: Partial<MachineState> = { shared: r.value.shared, ...(dealtTo === undefined ? {} : { draws: s.draws.map((v, i) => (i === dealtTo ? v + 1 : v)) }) };
  return r.value.input ? play(cfg, s, r.value.input, events, patch) : stepped(s, events, patch);
}

/** This seat's input to a shared step: its pass of a shuffle (from its committed seed), or its decryption share of the top card. */
export function ownSharedInput(cfg: MatchConfig, state: MachineState, r: SharedRequest, seat: Seat, seed: Bytes, secretKey: Bytes): Body | null {
  if (!cfg.jointKey) return null;
  const x = deckSecretOf(secretKey);
  const D = deckCrypto();
  const st = pileState(state.shared, r.pile.id);
  if (r.kind === 'shuffle') {
    const pass = D.shuffleWithProof(shuffleInput(st, r), D.jointKey(cfg.jointKey), D.shuffleSeed(cfg.matchId, r.pile.id, st.round, seat, seed),
      D.shuffleContext(cfg.matchId, r.pile.id, st.round), seat, st.next);
    return { t: 'shuffle', deck: pass.deck, proof: pass.proof };
  }
  const top = st.deck[0];
  const c = top === undefined ? null : D.cipherFrom(top);
  return c ? { t: 'share', ...D.makeShare(topStatement(cfg.matchId, r.pile.id, st), seat, x, c.a) } : null;
}

export { skipSuperseded, takeAuditCall } from './audit-call.js';
export { parseSharedBody } from './shared-body.js';
export { loadDeckCrypto } from '../../crypto/deck-lazy.js';

/** A seat's deck secret, from its match signing key (memoized: deriving it costs a hash and a reduction). */
const secrets = new WeakMap<Bytes, bigint>();
function deckSecretOf(secretKey: Bytes): bigint {
  const known = secrets.get(secretKey);
  if (known !== undefined) return known;
  const x = deckCrypto().deckSecret(secretKey);
  secrets.set(secretKey, x);
  return x;
}

/** A seat's deck key and its proof of possession, for its hello. */
export const deckKeyOf = (secretKey: Bytes, h: Pick<Hello, 'nonce' | 'game' | 'key'>, seat: Seat): { pk: string; pop: string } =>
  deckCrypto().proveKey(keyContext(h), seat, deckSecretOf(secretKey));

/** This seat's private read of a card dealt to it (its deck secret from `secretKey`): the card, or null when it decrypts to no card of the pile. */
function readDealt(ev: Extract<SharedEvent, { kind: 'dealt' }>, secretKey: Bytes): string | null {
  const D = deckCrypto();
  const x = deckSecretOf(secretKey);
  const c = D.cipherFrom(ev.cipher);
  if (!c) return null;
  const others = ev.shares.map((s) => D.pointFrom(s.T) as InstanceType<typeof D.Point>);
  return D.cardTable(ev.pile, ev.cards).get(D.decrypt(c, [...others, c.a.multiply(x)]).toHex()) ?? null;
}

/** Reads a card dealt to this seat into `known`, or notes its handle in `own.noCard` when it decrypts to no card. */
export function learnDealt(ev: Extract<SharedEvent, { kind: 'dealt' }>, secretKey: Bytes, known: Record<Handle, string>, own: OwnDealt): void {
  const card = readDealt(ev, secretKey);
  if (card !== null) known[ev.handle] = card;
  else own.noCard.push(ev.handle);
}

/**
 * An early audit, when a card dealt to this seat during play decrypts to no card (a shuffler
 * cheated, and only this seat can see it): once per match, revealing its seed (audit-call.ts).
 */
export function auditCallOf(state: MachineState, own: OwnDealt, revealed: () => { seed: string; deck?: DeckOpening }): Body | null {
  const handle = own.noCard[0];
  if (handle === undefined || own.called || state.phase !== 'play') return null;
  own.called = true;
  return { t: 'audit', handle, ...revealed() };
}

export const hexOf = toHex;
