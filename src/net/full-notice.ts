/**
 * The "full" notice: a host's answer to a visitor when every seat is taken (`{k: 'full', seats}`,
 * and `m` once the match has begun: the watch link's binding of it, so the visitor can watch
 * instead — with no more trust than its join link gave it, in whoever answers at the host's id),
 * parsed at the boundary. Its own module because a two-seat match reads only this of the room's
 * envelopes (room.ts), which load with the room for several seats (issue 10, JS size).
 */
import { type Result, err, ok } from '../result.js';
import { isObj } from '../protocol/wire/parse.js';
import { nestsDeeper } from '../protocol/wire/json-depth.js';
import { parseBinding } from '../protocol/spectators/watch-binding.js';

/** The most seats a room has. */
export const MAX_ROOM_SEATS = 16;

export interface FullNotice {
  readonly k: 'full';
  readonly seats: number;
  /** The match's binding for a watch link (protocol/spectators/watch-binding.ts), once it has begun. */
  readonly m?: string;
}

/** The fields of an envelope whose `k` is "full". */
export function parseFull(x: Readonly<Record<string, unknown>>): Result<FullNotice> {
  const keys = Object.keys(x).sort().join(',');
  if (keys !== 'k,seats' && keys !== 'k,m,seats') return err('full: expected exactly the fields k, seats (and m)');
  if (!Number.isSafeInteger(x.seats) || (x.seats as number) < 1 || (x.seats as number) > MAX_ROOM_SEATS) return err('full.seats: expected a seat count');
  if (!('m' in x)) return ok({ k: 'full', seats: x.seats as number });
  const m = parseBinding(x.m);
  return m ? ok({ k: 'full', seats: x.seats as number, m }) : err('full.m: expected a match binding');
}

/** The notice in wire text (with the match's binding once it has begun). */
export const fullNotice = (seats: number, m?: string | null): string => JSON.stringify({ k: 'full', seats, ...(m ? { m } : {}) } satisfies FullNotice);

/** The seat count of a well-formed "full" notice in wire text, else null (then the text is something else, or malformed). */
export function fullOf(d: string): number | null {
  if (nestsDeeper(d)) return null;
  try {
    const x = JSON.parse(d) as unknown;
    if (!isObj(x) || x.k !== 'full') return null;
    const r = parseFull(x);
    return r.ok ? r.value.seats : null;
  } catch {
    return null;
  }
}
