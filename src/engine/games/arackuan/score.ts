/**
 * The end of the game (rulebook "End of the game"; clarifications "Spells, lands, scoring"):
 * after round 9 each player adds the values of the cards on the battlefield carrying their token
 * (creatures and lands, conquered ones included; never spells), plus points some cards grant
 * (Dragon Slayer: the creatures kept under it; Masters of AracKhan: the enemy creatures near it).
 * Ties: more cards on the battlefield, then fewer creatures in the discard pile, then a draw.
 */
import type { Seat } from '../../game.js';
import { isSquare } from './board.js';
import { cardOf } from './cards-api.js';
import { profiles, sceneNow } from './profile.js';
import { select } from './select.js';
import type { ArkState, Score } from './state.js';
import { playerOf } from './state.js';

/** A player's score as the table stands (the running score during play, the final one after round 9). */
export function scoreOf(s: ArkState, seat: Seat): Score {
  let points = 0;
  let cards = 0;
  const scene = sceneNow(s);
  for (const p of profiles(s).values()) {
    if (p.control !== seat || !isSquare(p.at) || p.kind === 'spell') continue;
    points += p.printed.value;
    cards++;
    for (const ab of p.abilities) {
      if (ab.kind !== 'score') continue;
      if (ab.rule.kind === 'destroyedBySelf') points += p.piece.kept.reduce((n, id) => n + (cardOf(id)?.value ?? 0), 0);
      else points += select(scene, p, ab.rule.select).reduce((n, x) => n + (profiles(s).get(x.key)?.printed.value ?? 0), 0);
    }
  }
  const fallen = playerOf(s, seat).discard.filter((id) => cardOf(id)?.kind === 'creature').length;
  return { points, cards, fallen };
}

/** The winners by points, then cards on the battlefield, then fewer fallen creatures; both on a full tie. */
export function winnersOf(scores: readonly Score[]): { winners: Seat[]; by: 'points' | 'cards' | 'fallen' | 'draw' } {
  const [a, b] = scores as [Score, Score];
  if (a.points !== b.points) return { winners: [a.points > b.points ? 0 : 1], by: 'points' };
  if (a.cards !== b.cards) return { winners: [a.cards > b.cards ? 0 : 1], by: 'cards' };
  if (a.fallen !== b.fallen) return { winners: [a.fallen < b.fallen ? 0 : 1], by: 'fallen' };
  return { winners: [0, 1], by: 'draw' };
}

export function finalResult(s: ArkState): NonNullable<ArkState['result']> {
  const scores = [scoreOf(s, 0), scoreOf(s, 1)];
  const { winners, by } = winnersOf(scores);
  const line = `${scores[0]?.points} – ${scores[1]?.points}`;
  const summary = by === 'draw' ? `a draw at ${line} points (same cards on the battlefield, same fallen creatures)`
    : by === 'points' ? `seat ${winners[0]} wins ${line}`
    : by === 'cards' ? `seat ${winners[0]} wins the tie at ${line} points with more cards on the battlefield`
    : `seat ${winners[0]} wins the tie at ${line} points with fewer creatures in the discard pile`;
  return { winners, summary, scores };
}
