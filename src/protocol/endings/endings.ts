/**
 * What an ending means for each seat (docs/PROTOCOL.md, "Endings"), in one place for the verdict,
 * the live table and the ladder of tomorrow:
 *
 * - a result: the rules' winners;
 * - a claim during play: with two seats the claimer wins; with more, the seats claimed against
 *   forfeit and, the game being unfinished, nobody else wins;
 * - a claim at the secrets step (the rules had decided; the seats claimed against withheld their
 *   secrets): no win without an audit. The withholders forfeit; the decided result stands for the
 *   seats that opened theirs (with two seats, the claimer wins);
 * - a resignation: its result (resign.ts); a claim after it, at the secrets step, takes the seats
 *   that withheld their secrets out of that result;
 * - a void claim, or an audit stop: nobody wins.
 */
import type { Seat } from '../../engine/game.js';
import type { MatchEnd } from '../machine/types.js';

export function winnersOf(end: MatchEnd | null, seats: number): readonly Seat[] {
  if (!end) return [];
  switch (end.kind) {
    case 'result': return end.result.winners;
    case 'resign': return end.result.winners;
    case 'claim':
      // After a resignation, the claim only removes the seats that withheld their secrets from its result.
      if (end.resigned !== undefined) return end.decided ? end.decided.winners.filter((w) => !end.against.includes(w)) : [];
      if (seats === 2) return end.by;
      return end.decided ? end.decided.winners.filter((w) => !end.against.includes(w)) : [];
    default: return [];
  }
}

/**
 * The short agreed window, from the agreed claim timeout (so every seat derives the same): how
 * long a seat asks the others for what they hold of a silent seat before it claims (three or more
 * seats), and how long a claimer waits behind its complete claim before it reveals its secrets
 * (the accused's answer, meanwhile, cancels the claim and play goes on).
 */
export const claimWindowMs = (timeoutMs: number): number => Math.min(5000, Math.max(1000, Math.round(timeoutMs / 10)));
