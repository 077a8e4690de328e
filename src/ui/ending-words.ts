/**
 * How a match ended, in one line for players: the game's own sentence when it gives one, else the
 * rules' summary with names for seats; a claim says who stopped answering; a resignation who gave up, and when. Used by the end panel
 * and the verify page's replay.
 */
import type { MatchEnd } from '../protocol/machine/lockstep.js';
import { winnersOf } from '../protocol/endings/endings.js';
import { resultSentence } from '../protocol/verification/said-once.js';
import { andList, nameSeats, seatName } from './names.js';

/** `said`: the game's sentence from the final state (GameUi.ending), if it has one; `me`: the reader's seat, on a player's own page. */
export function endWords(all: readonly (string | null)[], end: MatchEnd | null, said: string | null = null, me: number | null = null): string {
  if (!end) return '';
  const names = (seats: readonly number[]) => andList(seats.map((x) => seatName(all, x)));
  if (end.kind === 'result') {
    return said ?? resultSentence(names(end.result.winners), nameSeats(all, end.result.summary));
  }
  if (end.kind === 'audit') {
    const who = end.by === null ? 'A card turned face up' : `A card dealt to ${names([end.by])}`;
    return `${who} was not a card of the deck: the match stopped, and the check of every shuffle names the player who cheated.`;
  }
  if (end.kind === 'resign') {
    const when = end.round !== null ? ` in round ${end.round}` : '';
    if (end.by === me) {
      if (all.length === 2) return `You resigned${when}: ${names(end.result.winners)} won.`;
      return all.length > 2 ? `You resigned${when} and forfeit; the game was not finished, so nobody else wins.` : `You resigned${when}.`;
    }
    if (all.length === 2) return `${names([end.by])} resigned${when}: ${names(end.result.winners)} won.`;
    return all.length > 2 ? `${names([end.by])} resigned${when} and forfeits; the game was not finished, so nobody else wins.` : `${names([end.by])} resigned${when}.`;
  }
  if (end.kind === 'void') {
    return `${names(end.against)} answered after ${names(end.by)} had claimed the match, so the claim does not count: the match stopped unfinished, nobody won and nobody is to blame.`;
  }
  const gone = `${names(end.against)} did not answer within the agreed time`;
  if (end.decided) {
    const won = winnersOf(end, all.length);
    const many = end.against.length > 1;
    return `The game was over (${said ? said.replace(/\.$/, '') : nameSeats(all, end.decided.summary)}), but ${names(end.against)} never showed their hidden cards for the final check, so ${names(end.against)} ${many ? 'forfeit' : 'forfeits'}. ${won.length ? `${names(won)} won.` : 'Nobody else won.'}`;
  }
  if (end.by.length > 1) {
    const many = end.against.length > 1;
    return `${gone}: the match ended there. ${names(end.against)} ${many ? 'forfeit' : 'forfeits'}; the game was not finished, so nobody else wins.`;
  }
  return `${names(end.by)} claimed the match: ${gone}`;
}
