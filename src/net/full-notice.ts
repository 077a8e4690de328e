/**
 * The "full" notice: a host's answer to a visitor when every seat is taken (`{k: 'full', seats}`),
 * parsed at the boundary. Its own module because a two-seat match reads only this of the room's
 * envelopes (room.ts), which load with the room for several seats (issue 10, JS size).
 */
import { type Result, err, ok } from '../result.js';
import { isObj } from '../protocol/wire/parse.js';
import { nestsDeeper } from '../protocol/wire/json-depth.js';

/** The most seats a room has. */
export const MAX_ROOM_SEATS = 16;

export interface FullNotice {
  readonly k: 'full';
  readonly seats: number;
}

/** The fields of an envelope whose `k` is "full". */
export function parseFull(x: Readonly<Record<string, unknown>>): Result<FullNotice> {
  if (Object.keys(x).sort().join(',') !== 'k,seats') return err('full: expected exactly the fields k, seats');
  if (!Number.isSafeInteger(x.seats) || (x.seats as number) < 1 || (x.seats as number) > MAX_ROOM_SEATS) return err('full.seats: expected a seat count');
  return ok({ k: 'full', seats: x.seats as number });
}

/** The notice in wire text. */
export const fullNotice = (seats: number): string => JSON.stringify({ k: 'full', seats } satisfies FullNotice);

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
