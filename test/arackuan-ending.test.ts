/**
 * How an Arackuan match ends, in plain words: a real final state from a simulated match, then the
 * same table judged by the engine's own tie-breaks (points, then cards on the battlefield, then
 * fewer creatures in the discard pile, then a draw). The words name players, never seats, and
 * say what decided.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../src/engine/game.js';
import { arackuanModule } from '../src/engine/games/arackuan/module.js';
import { winnersOf } from '../src/engine/games/arackuan/score.js';
import type { ArkState, Score } from '../src/engine/games/arackuan/state.js';
import { simulate } from '../src/engine/simulate.js';
import { arackuanEnding } from '../src/ui/games/arackuan/ending.js';
import { arackuanUi } from '../src/ui/games/arackuan/index.js';

const NAMES = ['Alice', 'Bob'];

function finalState(): ArkState {
  const bots = [0, 1].map((i) => arackuanModule.bots.heuristic!(new Uint8Array(32).fill(i + 3)));
  const r = simulate(arackuanModule.def, { decks: 'prebuilt' }, 2, new Uint8Array(32).fill(9), bots);
  if (!r.ok) throw new Error(r.error);
  return r.value.state as ArkState;
}

/** The final state with these scores, judged as the engine judges them. */
function judged(s: ArkState, scores: readonly Score[]): ArkState {
  const { winners } = winnersOf(scores);
  return { ...s, result: { winners, summary: 'seat 0 or seat 1', scores } };
}

const line = (s: ArkState): string => arackuanEnding(s, NAMES) ?? '';

describe('the end of an Arackuan match in words', () => {
  const s = finalState();

  it('a real match: the winner, the score and the nine rounds; no seat numbers', () => {
    const r = s.result;
    expect(r).not.toBeNull();
    const text = line(s);
    expect(text).not.toMatch(/\bseats?\b/i);
    const [a, b] = r!.scores;
    if (r!.winners.length === 1) expect(text).toContain(`${NAMES[r!.winners[0]!]} won`);
    expect(text).toMatch(new RegExp(`${Math.max(a!.points, b!.points)} – ${Math.min(a!.points, b!.points)}`));
    const heads = arackuanUi.headline?.(s as unknown as Json, NAMES) ?? [];
    expect(heads.map((h) => h.value)).toEqual([a!.points, b!.points]);
    // The app's end panel loads the same sentence when the match ends.
    expect(arackuanUi.ending).toBeDefined();
  });

  it('each tie-break says what decided', () => {
    expect(line(judged(s, [{ points: 40, cards: 5, fallen: 3 }, { points: 31, cards: 9, fallen: 0 }]))).toBe('Alice won 40 – 31 after 9 rounds.');
    expect(line(judged(s, [{ points: 30, cards: 5, fallen: 3 }, { points: 30, cards: 7, fallen: 4 }])))
      .toBe('Bob won: 30 – 30 in points, and Bob held more cards on the battlefield (7 to 5).');
    expect(line(judged(s, [{ points: 30, cards: 6, fallen: 2 }, { points: 30, cards: 6, fallen: 4 }])))
      .toBe('Alice won: 30 – 30 in points with 6 cards each on the battlefield, and fewer creatures in the discard pile (2 to Bob\'s 4).');
    expect(line(judged(s, [{ points: 30, cards: 6, fallen: 2 }, { points: 30, cards: 6, fallen: 2 }])))
      .toBe('Draw after 9 rounds: 30 – 30 in points, the same number of cards on the battlefield (6) and of creatures in the discard pile (2).');
  });

  it('while the match goes on there is no end sentence, and the headline says who starts the round', () => {
    const playing: ArkState = { ...s, result: null, round: 4, starter: 1, stage: 'place' };
    expect(line(playing)).toBe('');
    const heads = arackuanUi.headline?.(playing as unknown as Json, NAMES) ?? [];
    expect(heads[1]?.detail).toMatch(/· starts$/);
    expect(heads[0]?.detail).not.toMatch(/starts/);
  });
});
