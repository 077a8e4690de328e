/** Players' names in text: games write "seat 1", players read names. */
import type { Seat } from '../engine/game.js';

/** A seat's name, or "Player 2" for a seat that has not said hello yet. */
export const seatName = (names: readonly (string | null)[], seat: Seat): string => names[seat] ?? `Player ${seat + 1}`;

/** Every seat's name, with a stand-in for a seat that has not said hello. */
export const allNames = (names: readonly (string | null)[], seats: number): string[] =>
  Array.from({ length: Math.max(seats, names.length) }, (_, i) => seatName(names, i));

/** "Hana", "Hana and Gus", "Hana, Gus and Gia". */
export const andList = (words: readonly string[]): string =>
  words.length < 2 ? words[0] ?? '' : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** "seat 1" and "seats 0, 1" in a game's text, as names. */
export function nameSeats(names: readonly (string | null)[], text: string): string {
  return text.replace(/\b[Ss]eats? (\d+(?:(?:, | and )\d+)*)/g, (_m, list: string) => andList(list.split(/, | and /).map((n) => seatName(names, Number(n)))));
}

/** Who the connection line is about with three or more seats: the seats gone ("Carol", "Bob and Carol"), else everyone else. */
export function othersName(names: readonly string[], away: readonly Seat[]): string {
  return away.length ? andList(away.map((x) => seatName(names, x))) : 'the other players';
}

/** Draw handles ("(0:8)") say which hidden card a log line is about; players read the line without them. */
const HANDLE = /\s*\(\d+:\d+\)/g;

/** A log line as players read it: names for seats, no draw handles. */
export const logText = (names: readonly (string | null)[], text: string): string => nameSeats(names, text).replace(HANDLE, '');
