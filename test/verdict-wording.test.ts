/**
 * Issue 29: the verify page's words. The result is said once ("Hana wins: …", never "Hana won —
 * Hana wins: …"), every count agrees with its noun ("1 draw", "2 draws"), and what was checked
 * reads as sentences with their numbers, not a run-on list.
 */
import { describe, expect, it } from 'vitest';
import { emptyVerdict, type Verdict } from '../src/protocol/endings/judge.js';
import { checkedSentences, explainVerdict, plural, resultSentence } from '../src/protocol/verification/verdict-text.js';
import { endWords } from '../src/ui/ending-words.js';

const counts = { messages: 40, signatures: 2, commitments: 12, reveals: 11, beacons: 30, draws: 9, shuffles: 2, rolls: 5, shown: 3, steps: 78, decks: 0 };
const won = (winners: number[], summary: string): Verdict => ({
  ...emptyVerdict('valid', null), game: 'crystal-factions', players: ['Hana', 'Gus'], counts, end: { kind: 'result', result: { winners, summary } },
});

/** "won" and "wins" in one sentence: the doubled headline. */
const DOUBLED = /\bwon\b[^.]*\bwins?\b/i;
/** A count of one with a plural noun after it ("1 public random draws", "1 steps"). */
const ONE_MANY = /(^|[^\d.,])1 (?:[a-z-]+ ){0,2}(?:draws|steps|messages|signatures|commitments|reveals|values|shuffles|rolls|cards|items|lists|passes|files)\b/;

describe('a count agrees with its noun', () => {
  it('one, none, many', () => {
    expect(plural(1, 'draw')).toBe('1 draw');
    expect(plural(2, 'draw')).toBe('2 draws');
    expect(plural(0, 'draw')).toBe('0 draws');
    expect(plural(1, 'shuffle pass', 'shuffle passes')).toBe('1 shuffle pass');
    expect(plural(3, 'shuffle pass', 'shuffle passes')).toBe('3 shuffle passes');
  });
});

describe('the result, said once', () => {
  it('a summary that already says who won is the sentence', () => {
    expect(resultSentence('Hana', 'Hana wins: every other player is at 0 hitpoints')).toBe('Hana wins: every other player is at 0 hitpoints.');
    expect(resultSentence('Hana', 'after 30 rounds Hana wins with 6 territories')).toBe('After 30 rounds Hana wins with 6 territories.');
    expect(resultSentence('Hana and Gus', 'after 30 rounds Hana and Gus share the win with 4 territories')).toBe('After 30 rounds Hana and Gus share the win with 4 territories.');
  });
  it('any other summary follows who won, or nobody', () => {
    expect(resultSentence('Hana', 'scores 3 – 1')).toBe('Hana won — scores 3 – 1.');
    expect(resultSentence('', 'no gate is left standing')).toBe('Nobody won — no gate is left standing.');
    expect(resultSentence('Hana', '')).toBe('Hana won.');
  });
  it('the verify page and the end of the replay say it once, with names for seats', () => {
    const [line] = explainVerdict(won([0], 'seat 0 wins: every other player is at 0 hitpoints'));
    expect(line).toBe('Hana wins: every other player is at 0 hitpoints.');
    expect(line).not.toMatch(DOUBLED);
    const end = { kind: 'result' as const, result: { winners: [1], summary: 'seat 1 wins with 52 crystals' } };
    expect(endWords(['Hana', 'Gus'], end)).toBe('Gus wins with 52 crystals.');
    expect(explainVerdict(won([0], 'scores 3 – 1'))[0]).toBe('Hana won — scores 3 – 1.');
  });
});

describe('what was checked, in sentences', () => {
  it('every count with its noun, one subject a sentence', () => {
    const lines = checkedSentences(won([0], 'seat 0 wins'));
    expect(lines[0]).toBe('78 steps replayed under the rules, from 40 signed messages.');
    expect(lines.join(' ')).toMatch(/2 signatures and every link/);
    expect(lines.join(' ')).toMatch(/12 commitments .* 11 reveals/);
    expect(lines.join(' ')).toMatch(/30 beacon values .* 2 shuffles and 5 rolls/);
    expect(lines.join(' ')).toMatch(/9 private draws and 3 cards shown/);
    for (const l of lines) expect(l).toMatch(/^[A-Z0-9].*\.$/);
  });
  it('ones are singular, and what did not happen is not listed', () => {
    const one = { messages: 1, signatures: 1, commitments: 1, reveals: 1, beacons: 1, draws: 1, shuffles: 1, rolls: 0, shown: 1, steps: 1, decks: 1, sharedShuffles: 1 };
    const lines = checkedSentences({ ...won([0], 'seat 0 wins'), counts: one });
    const text = lines.join(' ');
    expect(text).not.toMatch(ONE_MANY);
    expect(text).toMatch(/^1 step replayed under the rules, from 1 signed message\./);
    expect(text).toMatch(/1 beacon value .* 1 shuffle\./);
    expect(text).not.toMatch(/roll/);
    expect(text).toMatch(/1 hidden deck list opened/);
    expect(text).toMatch(/1 shuffle pass recomputed/);
  });
  it('nothing for a file that could not be read or failed a check', () => {
    expect(checkedSentences(emptyVerdict('unreadable', 'not JSON'))).toEqual([]);
    expect(checkedSentences({ ...won([0], 'x'), status: 'invalid', failure: 'bad signature' })).toEqual([]);
  });
});
