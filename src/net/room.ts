/**
 * The waiting room of a match for several seats, before any hello: who sits where.
 *
 * One join link (the host's PeerJS id) serves every seat. A visitor dials the host and asks to
 * join with a name; the host gives it the first free seat (the same seat again when the same
 * PeerJS id comes back, after a reload), or says the table is full. Everyone in the room sees
 * every seat: who has joined, and the agreed game and options. The host starts the match once
 * every seat is taken; from then on the seats are fixed and only their holders come back.
 *
 * Nothing here is signed, and nothing needs to be: a seat is bound to its holder by the match key
 * in its signed hello, and every link proves that key (link-auth.ts). A host that lies in the room
 * (a seat it did not give, options it did not show) only produces hellos that disagree, which
 * every seat checks before the first move (agreement.ts). Pure: no clock, no network.
 */
import { type Json, canonicalText } from '../crypto/canonical.js';
import type { Seat } from '../engine/game.js';
import { type Result, err, ok } from '../result.js';
import { isObj, quote } from '../protocol/wire/parse.js';
import { isPrintableName } from '../protocol/wire/printable.js';
import { nestsDeeper, tooDeep } from '../protocol/wire/json-depth.js';
import { type FullNotice, MAX_ROOM_SEATS, parseFull } from './full-notice.js';

/** Who holds a seat: a PeerJS id and the name the player gave. */
export interface RoomSeat {
  readonly peer: string;
  readonly name: string;
}

/** What the host tells everyone in the room. `you`: the receiver's seat (null for a watcher). */
export interface RoomView {
  readonly game: string;
  readonly options: Json;
  readonly taken: readonly (RoomSeat | null)[];
  readonly started: boolean;
  readonly you: Seat | null;
}

export type RoomEnvelope =
  /** A visitor asks for a seat (or, with `watch`, only to follow the match). */
  | { readonly k: 'join'; readonly name: string; readonly watch: boolean }
  | ({ readonly k: 'room' } & RoomView)
  /** Every seat is taken by someone else (and, once the match has begun, how to watch it: full-notice.ts). */
  | FullNotice;

export type Admission = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'full' };

/** The host's room: seat 0 is the host's own. */
export class Room {
  private readonly taken: (RoomSeat | null)[];
  private startedValue = false;

  constructor(readonly seats: number, host: RoomSeat, restored?: readonly (RoomSeat | null)[], started = false) {
    this.taken = Array.from({ length: seats }, (_, i) => (i === 0 ? host : restored?.[i] ?? null));
    this.startedValue = started;
  }

  get started(): boolean { return this.startedValue; }
  get roster(): readonly (RoomSeat | null)[] { return this.taken; }
  get full(): boolean { return this.taken.every((s) => s !== null); }

  seatOf(peer: string): Seat | null {
    const i = this.taken.findIndex((s) => s?.peer === peer);
    return i < 0 ? null : i;
  }

  /** A visitor asks to sit: its seat from before, else the first free one (before the start), else full. */
  admit(peer: string, name: string): Admission {
    const had = this.seatOf(peer);
    if (had !== null) {
      if (!this.startedValue) this.taken[had] = { peer, name };
      return { kind: 'seat', seat: had };
    }
    const free = this.startedValue ? -1 : this.taken.indexOf(null);
    if (free < 0) return { kind: 'full' };
    this.taken[free] = { peer, name };
    return { kind: 'seat', seat: free };
  }

  /** A guest left before the start: its seat is free again. After the start seats are kept. */
  leave(peer: string): boolean {
    const seat = this.seatOf(peer);
    if (seat === null || seat === 0 || this.startedValue) return false;
    this.taken[seat] = null;
    return true;
  }

  /** Fixes the seats; only once every seat is taken. */
  start(): Result<readonly RoomSeat[]> {
    if (!this.full) return err(`${this.taken.filter((s) => s === null).length} seat(s) are still free`);
    this.startedValue = true;
    return ok(this.taken as RoomSeat[]);
  }

  view(game: string, options: Json, you: Seat | null): RoomView {
    return { game, options, taken: [...this.taken], started: this.startedValue, you };
  }
}

/**
 * Which side of a link dials: the larger seat dials the smaller, so two seats never dial each
 * other at once (every guest dials the host, seat 0, already). A watcher always dials.
 */
export const dials = (self: Seat, other: Seat): boolean => self > other;

const PEER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A room envelope from a peer, parsed at the boundary; null when the data is not a room envelope at all. */
export function parseRoom(x: unknown): Result<RoomEnvelope> | null {
  if (!isObj(x) || (x.k !== 'join' && x.k !== 'room' && x.k !== 'full')) return null;
  const keys = Object.keys(x).sort().join(',');
  switch (x.k) {
    case 'join': {
      if (keys !== 'k,name,watch') return err('join: expected exactly the fields k, name, watch');
      if (typeof x.name !== 'string' || x.name.length > 40 || !isPrintableName(x.name)) return err('join.name: expected visible text of at most 40 characters');
      if (typeof x.watch !== 'boolean') return err('join.watch: expected true or false');
      return ok({ k: 'join', name: x.name, watch: x.watch });
    }
    case 'full':
      return parseFull(x);
    default: {
      if (keys !== 'game,k,options,started,taken,you') return err('room: expected exactly the fields game, k, options, started, taken, you');
      if (typeof x.game !== 'string' || !/^[a-z0-9._-]{1,64}$/.test(x.game)) return err('room.game: expected a game id');
      if (typeof x.started !== 'boolean') return err('room.started: expected true or false');
      const options = canonicalText(x.options);
      if (!options.ok) return err(`room.options: ${options.error}`);
      const taken = x.taken;
      if (!Array.isArray(taken) || taken.length < 1 || taken.length > MAX_ROOM_SEATS) return err('room.taken: expected a list of seats');
      const seats: (RoomSeat | null)[] = [];
      for (const [i, s] of taken.entries()) {
        if (s === null) { seats.push(null); continue; }
        if (!isObj(s) || Object.keys(s).sort().join(',') !== 'name,peer' || typeof s.peer !== 'string' || !PEER_ID.test(s.peer)
          || typeof s.name !== 'string' || s.name.length > 40 || !isPrintableName(s.name)) {
          return err(`room.taken[${i}]: expected null or {peer, name}`);
        }
        seats.push({ peer: s.peer, name: s.name });
      }
      const you = x.you;
      if (you !== null && !(Number.isSafeInteger(you) && (you as number) >= 0 && (you as number) < seats.length)) return err(`room.you: ${quote(String(you))} is not a seat of this room`);
      return ok({ k: 'room', game: x.game, options: x.options as Json, taken: seats, started: x.started, you: you as Seat | null });
    }
  }
}

/** A room envelope in wire text; null when the text is not one (then it is the session's). */
export function roomOf(d: string): Result<RoomEnvelope> | null {
  if (nestsDeeper(d)) return err(tooDeep('room message'));
  try {
    return parseRoom(JSON.parse(d) as unknown);
  } catch {
    return null;
  }
}
