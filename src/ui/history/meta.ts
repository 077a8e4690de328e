/**
 * What the history lists of a match file (its line: game, players, result, date), built from the
 * parsed file and its verdict, in the words the end panel and the verifier use. Pure.
 */
import { toHex } from '../../crypto/bytes.js';
import { matchIdOf } from '../../protocol/wire/chain.js';
import type { Hello, Transcript } from '../../protocol/wire/transcript.js';
import type { Verdict } from '../../protocol/verification/verify.js';
import type { HistoryEnding, HistoryMeta, HistoryPlayer } from '../../net/history/types.js';
import type { FileText } from '../../net/history/save.js';
import { endWords } from '../ending-words.js';
import { seatName } from '../names.js';

/** A kept file's key: whose file of which match ("<match id>.<seat>"), or for a file nobody sealed, which content. */
export const historyKey = (matchId: string, seat: number | null, hash: string): string =>
  seat === null ? `${matchId}.h${hash.slice(0, 16)}` : `${matchId}.${seat}`;

export const matchIdHex = (hellos: readonly Hello[]): string => toHex(matchIdOf(hellos));

export const playersOf = (hellos: readonly Hello[]): HistoryPlayer[] => hellos.map((h) => ({ name: h.name, pk: h.id?.pk ?? null }));

/** How a verdict says the match ended. */
export function endingOf(v: Verdict): HistoryEnding {
  if (v.status === 'invalid' || v.status === 'unreadable') return 'invalid';
  if (!v.end) return 'unfinished';
  return v.end.kind;
}

/** The result of a file checked here (an import), in the verifier's plain words, naming nobody "you". */
export function resultOf(v: Verdict): string {
  if (v.status === 'invalid' || v.status === 'unreadable') {
    return v.blame !== null ? `Does not check out: ${seatName(v.players, v.blame)} broke the rules.` : 'Does not check out.';
  }
  if (!v.end) return 'Unfinished: nobody won.';
  return endWords(v.players, v.end);
}

/** What a match played here is listed with (its file's size and hash are filled in when it is kept). */
export interface Played {
  readonly seat: number;
  readonly result: string;
  readonly outcome: HistoryMeta['outcome'];
  readonly ending: HistoryEnding;
  readonly date: number;
}

/** The line of a match played on this page, from its own seat's file. */
export function playedMeta(t: Transcript, p: Played): HistoryMeta {
  const matchId = matchIdHex(t.hellos);
  return {
    key: historyKey(matchId, p.seat, ''), matchId, game: t.hellos[0]?.game ?? '', players: playersOf(t.hellos), seat: p.seat,
    result: p.result, outcome: p.outcome, ending: p.ending, date: p.date, bytes: 0, hash: '',
  };
}

const EARLIEST = Date.UTC(2020, 0, 1);

/**
 * The line of an imported file: whose file it is by its seal (a sealed file is the sealing
 * seat's own), the verifier's result, and the date its players' identities give (their clocks
 * when the match began), else `now`.
 */
export function importedMeta(t: Transcript, v: Verdict, text: FileText, now: number): HistoryMeta {
  const matchId = matchIdHex(t.hellos);
  const seat = t.seal?.seat ?? null;
  // (self-declared: a time after now, or before 2020, is not believed)
  const ats = t.hellos.flatMap((h) => (h.id && h.id.at >= EARLIEST && h.id.at <= now ? [h.id.at] : []));
  return {
    key: historyKey(matchId, seat, text.hash), matchId, game: t.hellos[0]?.game ?? '', players: playersOf(t.hellos), seat: null,
    result: resultOf(v), outcome: null, ending: endingOf(v), date: ats.length ? Math.max(...ats) : now, bytes: text.bytes, hash: text.hash,
  };
}
