/**
 * The lockstep machine: generic over any GameDef. It knows which seats must supply what at
 * each step, checks what only the protocol can check (commitment openings, beacon links,
 * seed commitments), derives randomness, and hands the game its inputs in seat order.
 * Pure: the same inputs give the same state on every peer.
 */
import { fromHex, toHex } from '../../crypto/bytes.js';
import { type Json, canonical } from '../../crypto/canonical.js';
import { opens, seedCommitment } from '../../crypto/commit.js';
import { publicSeed } from '../../crypto/derive.js';
import { TAG, taggedHash } from '../../crypto/hash.js';
import { type TreeMemo, treeHash } from '../../crypto/tree-hash.js';
import type { Body } from '../wire/transcript.js';
import { type Result, err, ok } from '../../result.js';
import type { Handle, RuleError, Seat } from '../../engine/game.js';
import { handleOf, pileSize } from '../../engine/game.js';
import { recordingRng } from '../../engine/rng.js';
import { carryAhead, takeBeacons } from './beacon-inputs.js';
import { type GameInput, gameStep } from './game-step.js';
import { isShared } from '../shared-deck/shared-pile.js';
import { sharedDeck } from '../shared-deck/shared-lazy.js';
import { type Need, bodyKindFor, need, owingSecrets } from './need.js';
import { openDeck } from './deck-list.js';
import type { Claim, Commitment, MachineState, MatchConfig, MatchEnd, Rejection, SeatInput, StepEvent, Stepped } from './types.js';

export { type Need, bodyKindFor, need, owingSecrets } from './need.js';
export { openDeck } from './deck-list.js';
export type { Claim, Commitment, MachineState, MatchConfig, MatchEnd, Rejection, SeatInput, StepEvent, Stepped } from './types.js';

const all = (n: number): Seat[] => Array.from({ length: n }, (_, i) => i);

export function initialState(cfg: MatchConfig, beaconTips: readonly string[]): MachineState {
  const s: MachineState = {
    step: 0, phase: 'setup', game: null, beacons: beaconTips, rand: 0,
    draws: all(cfg.seats).map(() => 0), commits: {}, seeds: all(cfg.seats).map(() => null), end: null,
  };
  const withLeft = cfg.chainLengths ? { ...s, left: cfg.chainLengths } : s;
  const withAhead = cfg.version >= 3 ? { ...withLeft, ahead: all(cfg.seats).map(() => []) } : withLeft;
  const withDecks = cfg.decks.some((d) => d) ? { ...withAhead, decks: cfg.decks.map(() => null) } : withAhead;
  return cfg.jointKey ? { ...withDecks, shared: {} } : withDecks;
}

/**
 * The public-state hash every message carries: protocols 1–2 hash the canonical encoding of the
 * whole state; protocol 3 a Merkle tree of it, memoized by identity (successive states share most
 * subtrees, so a step rehashes only what changed: src/crypto/tree-hash.ts).
 */
export const stateHash = (s: MachineState, version: number, memo?: TreeMemo): string =>
  toHex(version >= 3 ? taggedHash(TAG.state, treeHash(s as unknown as Json, memo)) : taggedHash(TAG.state, canonical(s as unknown as Json)));

/**
 * Applies one step. `inputs` must hold exactly one body from each contributing seat, in seat
 * order. On a rejection nothing changes: the caller keeps its previous state. `asked`: what the
 * step needs, when the caller has just asked (`need(cfg, s)` of this very state: the ledger).
 */
export function applyStep(cfg: MatchConfig, s: MachineState, inputs: readonly SeatInput[], asked?: Need): Result<Stepped, Rejection> {
  const n = asked ?? need(cfg, s);
  if (n.kind === 'over') return rejectAt(s.step, inputs[0]?.seat ?? 0, 'the match is over; no input is expected');
  if (inputs.length !== n.seats.length || inputs.some((x, i) => x.seat !== n.seats[i])) {
    return rejectAt(s.step, inputs[0]?.seat ?? 0, `step needs inputs from seats [${n.seats.join(', ')}]`);
  }
  const want = bodyKindFor(n);
  for (const x of inputs) {
    const fits = x.body.t === want || (want === 'commit' && x.body.t === 'open' && cfg.version >= 3);
    if (!fits) return rejectAt(s.step, x.seat, `expected a ${want} message, got a ${x.body.t}`);
    if ('ahead' in x.body && x.body.ahead && cfg.version < 3) return rejectAt(s.step, x.seat, `protocol ${cfg.version} has no beacon values sent ahead`);
  }
  const events: StepEvent[] = [];

  // Shared piles: their checks load with the group code (shared-lazy.ts).
  if (n.kind === 'game' && isShared(n.request)) {
    // (A joint key comes with the deck keys, and the state then holds the piles: openMatch, initialState.)
    if (!cfg.jointKey) return rejectAt(s.step, 0, `the game asked for a shared pile, but ${cfg.def.name} declared none for these options`);
    return sharedDeck().applyShared(cfg, s, n.request, inputs, play, stepped);
  }

  if (n.kind === 'setup' || (n.kind === 'game' && (n.request.kind === 'random' || n.request.kind === 'draw'))) {
    const taken = takeBeacons(cfg, s, n.kind === 'setup' ? n.seats : n.all, inputs, events);
    if (!taken.ok) return rejectAt(s.step, taken.error.seat, taken.error.reason);
    const { xs, patch: beacons } = taken.value;
    if (n.kind === 'setup') {
      const seed = publicSeed(cfg.matchId, 0, xs.map(fromHex));
      const rng = recordingRng(seed);
      const g = cfg.def.setup(cfg.options, cfg.seats, rng, cfg.decks.map((d) => d?.size ?? null));
      if (!g.ok) return rejectAt(s.step, 0, `setup failed: ${g.error}`);
      events.push({ kind: 'random', k: 0, purpose: 'setup', seed: toHex(seed), uses: rng.uses });
      return stepped(s, events, { phase: 'play', game: g.value, ...beacons, rand: 1 });
    }
    const request = n.request;
    if (request.kind === 'random') {
      const seed = publicSeed(cfg.matchId, s.rand, xs.map(fromHex));
      const rng = recordingRng(seed);
      events.push({ kind: 'random', k: s.rand, purpose: request.purpose, seed: toHex(seed), uses: rng.uses });
      return play(cfg, s, { kind: 'random', rng }, events, { ...beacons, rand: s.rand + 1 }, toHex(seed));
    }
    if (request.kind !== 'draw') return rejectAt(s.step, 0, 'unreachable');
    const { seat, pile } = request;
    if (pileSize(pile) - pile.drawn.length <= 0) return rejectAt(s.step, seat, 'the game asked for a draw from an empty pile');
    const d = s.draws[seat] ?? 0;
    const handle = handleOf(seat, d);
    events.push({ kind: 'draw', seat, d, handle, pile, beacons: xs });
    const draws = s.draws.map((v, i) => (i === seat ? v + 1 : v));
    return play(cfg, s, { kind: 'draw', seat, handle }, events, { ...beacons, draws });
  }

  if (n.kind === 'secrets') {
    const seeds = [...s.seeds];
    let opened: MachineState = s;
    for (const x of inputs) {
      const body = x.body as Extract<Body, { t: 'secrets' }>;
      if (toHex(seedCommitment(fromHex(body.seed))) !== cfg.seedCommits[x.seat]) {
        return rejectAt(s.step, x.seat, 'the private seed does not open the commitment in its hello');
      }
      const decks = openDeck(cfg, opened, x.seat, body.deck);
      if (!decks.ok) return rejectAt(s.step, x.seat, decks.error);
      if (decks.value) opened = { ...opened, decks: decks.value };
      seeds[x.seat] = body.seed;
      events.push({ kind: 'secret', seat: x.seat });
    }
    return stepped(s, events, { phase: 'over', seeds, ...(opened.decks ? { decks: opened.decks } : {}) });
  }

  const request = n.request;
  // A step that asks a choice burns every beacon value sent ahead before it (docs/PROTOCOL.md).
  const carried = carryAhead(s, inputs, request.kind !== 'reveal');
  if (!carried.ok) return rejectAt(s.step, carried.error.seat, carried.error.reason);
  switch (request.kind) {
    case 'move': case 'answer': {
      const move = cfg.def.parseMove((inputs[0]?.body as { move: Json }).move);
      if (move === null) return rejectAt(s.step, request.seat, `illegal: not a ${request.kind} of ${cfg.def.name}`);
      const input = request.kind === 'move'
        ? { kind: 'move' as const, seat: request.seat, move }
        : { kind: 'answer' as const, seat: request.seat, answer: move };
      return play(cfg, s, input, events, carried.value);
    }
    case 'commit': {
      const commits = { ...s.commits };
      for (const x of inputs) {
        const key = `${request.slot}#${x.seat}`;
        if (commits[key]) return rejectAt(s.step, x.seat, `already holds an open commitment in slot "${request.slot}"`);
        if (x.body.t === 'open') {
          if (cfg.def.parseMove(x.body.value) === null) return rejectAt(s.step, x.seat, `illegal: the choice made in the open is not a choice of ${cfg.def.name}`);
          commits[key] = { open: x.body.value, step: s.step };
        } else {
          commits[key] = { c: (x.body as { c: string }).c, step: s.step };
        }
        events.push({ kind: 'commit', seat: x.seat });
      }
      return play(cfg, s, { kind: 'commit', seats: request.seats }, events, { commits, ...carried.value });
    }
    case 'reveal': {
      const revealed: string[] = [];
      const values: { seat: Seat; value: Json }[] = [];
      for (const seat of n.all) {
        const key = `${request.slot}#${seat}`;
        const held = s.commits[key];
        if (!held) return rejectAt(s.step, seat, `has no commitment in slot "${request.slot}" to reveal`);
        let raw: Json;
        if ('open' in held) {
          raw = held.open;
        } else {
          const body = inputs.find((x) => x.seat === seat)?.body as { value: Json; salt: string } | undefined;
          if (!body) return rejectAt(s.step, seat, 'unreachable: no reveal');
          const ctx = { matchId: cfg.matchId, seat, step: held.step, slot: request.slot };
          if (!opens(ctx, fromHex(held.c), fromHex(body.salt), body.value)) {
            return rejectAt(s.step, seat, `the reveal does not open its commitment from step ${held.step} (slot "${request.slot}")`);
          }
          raw = body.value;
        }
        revealed.push(key);
        const value = cfg.def.parseMove(raw);
        if (value === null) return rejectAt(s.step, seat, `illegal: the revealed value is not a choice of ${cfg.def.name}`);
        values.push({ seat, value });
        events.push({ kind: 'reveal', seat });
      }
      // The commitments left, built afresh (a `delete` would leave the copy a slow dictionary object).
      const commits: Record<string, Commitment> = {};
      for (const k of Object.keys(s.commits)) if (!revealed.includes(k)) commits[k] = s.commits[k] as Commitment;
      return play(cfg, s, { kind: 'reveal', values }, events, { commits, ...carried.value });
    }
    default:
      return rejectAt(s.step, 0, 'unreachable');
  }
}

const rejectAt = (step: number, seat: Seat, reason: string) => err<Rejection>({ seat, step, reason });
const stepped = (s: MachineState, events: StepEvent[], patch: Partial<MachineState>): Result<Stepped, Rejection> =>
  ok({ state: { ...s, ...patch, step: s.step + 1 }, events });

function play(
  cfg: MatchConfig, s: MachineState, input: GameInput, events: StepEvent[], patch: Partial<MachineState>, seed?: string,
): Result<Stepped, Rejection> {
  const { applied: r, text, over } = gameStep(cfg.def, cfg.quiet ?? false, s.game, input, seed);
  if (!r.ok) {
    const seat = 'seat' in input ? input.seat : input.kind === 'reveal' ? ruleSeat(r.error, input.values[0]?.seat) : 0;
    return err({ seat, step: s.step, reason: `illegal: ${reason(r.error)}` });
  }
  const who = 'seat' in input ? input.seat : undefined;
  for (const sh of r.value.shown ?? []) {
    events.push({ kind: 'shown', seat: who ?? ownerOf(sh.handle), step: s.step, shown: sh });
  }
  if (text) events.push({ kind: 'log', step: s.step, text });
  const end: MatchEnd | null = over ? { kind: 'result', result: over.result } : null;
  return ok({ state: { ...s, ...patch, game: r.value.state, phase: over ? 'secrets' : 'play', end, step: s.step + 1 }, events });
}

const ruleSeat = (e: RuleError, fallback: Seat | undefined): Seat => (typeof e === 'string' ? fallback ?? 0 : e.seat);
const reason = (e: RuleError): string => (typeof e === 'string' ? e : e.reason);
/** The seat before a handle's colon (as `Number(h.split(':')[0])`, without the list and its strings). */
export const ownerOf = (h: Handle): Seat => {
  const colon = h.indexOf(':');
  return Number(colon < 0 ? h : h.slice(0, colon));
};

/**
 * Ends the match on the timeout claims made at the current step, once every seat not claimed
 * against has claimed (the ledger waits for that, and has checked that each claim names only
 * seats the step awaits, never its claimer, and that none of them has an input or a claim of its
 * own at this step anywhere in the evidence). Every claimer
 * reveals its seed with its claim, so nobody owes secrets after it. A result the rules already
 * decided stays decided.
 */
export function applyClaims(cfg: MatchConfig, s: MachineState, claims: readonly Claim[]): Result<MachineState, Rejection> {
  const n = need(cfg, s);
  const first = claims[0];
  if (!first) return err({ seat: 0, step: s.step, reason: 'no claim to apply' });
  const reject = (seat: Seat, reason: string) => err<Rejection>({ seat, step: s.step, reason });
  if (cfg.version < 2) return reject(first.by, 'made a timeout claim in a protocol 1 match, whose claims cannot be checked soundly');
  if (n.kind === 'over') return reject(first.by, 'claimed a timeout after the match was over');
  const seeds = [...s.seeds];
  let opened: MachineState = s;
  for (const c of claims) {
    if (c.seed === undefined) return reject(c.by, 'made a timeout claim without revealing its private seed');
    if (toHex(seedCommitment(fromHex(c.seed))) !== cfg.seedCommits[c.by]) return reject(c.by, 'the private seed in its claim does not open the commitment in its hello');
    seeds[c.by] = c.seed;
    const decks = openDeck(cfg, opened, c.by, c.deck);
    if (!decks.ok) return reject(c.by, decks.error);
    if (decks.value) opened = { ...opened, decks: decks.value };
  }
  const decided = s.end?.kind === 'result' || s.end?.kind === 'resign' ? s.end.result : null;
  const end: MatchEnd = {
    kind: 'claim', by: [...new Set(claims.map((c) => c.by))].sort((a, b) => a - b),
    against: [...new Set(claims.flatMap((c) => c.against))].sort((a, b) => a - b), step: s.step, reason: first.reason, decided,
    ...(s.end?.kind === 'resign' ? { resigned: s.end.by } : {}),
  };
  const after: MachineState = { ...opened, seeds, end, step: s.step + 1 };
  return ok({ ...after, phase: owingSecrets(cfg, after).length ? 'secrets' : 'over' });
}
