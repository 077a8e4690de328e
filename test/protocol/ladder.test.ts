/** The ladder's rules one by one: what counts, the places a match gives, the ratings and the words. */
import { describe, expect, it } from 'vitest';
import { ordinal } from 'openskill';
import { type Verdict, emptyVerdict } from '../../src/protocol/verification/verify.js';
import type { MatchEnd } from '../../src/protocol/machine/types.js';
import { ladderOf, ladderStepwise } from '../../src/protocol/ladder/ladder.js';
import { placesOf, verdictRule } from '../../src/protocol/ladder/rules.js';
import { changeText, ratingText, utcText } from '../../src/protocol/ladder/table-text.js';
import { fixedIdentity } from '../../src/net/identity/fixed.js';
import { counted, fixture, inputs, ladder, verify, why } from './ladder-kit.js';
import { fixtureRun } from './harness.js';
import { asFile } from './forge.js';

const AB1 = 'cf-1-alice-bob.json', AB2 = 'cf-2-alice-bob.json';
const ended = (end: MatchEnd, status: Verdict['status'] = 'valid'): Verdict => ({ ...emptyVerdict(status, null), end });
const result = (winners: number[]): MatchEnd => ({ kind: 'result', result: { winners, summary: '' } });

describe('which matches count', () => {
  it('a claim ending these files cannot confirm, and an unfinished match, do not count, with their reasons', () => {
    const as = (status: Verdict['status']) => (raws: readonly unknown[]) => ({ ...verify(raws), status });
    expect(why(ladderOf(inputs(['c.json', fixture(AB1)]), as('claimed')), 'c.json')).toBe('a claim ending: add the other players\' files to confirm it');
    expect(why(ladderOf(inputs(['u.json', fixture(AB1)]), as('unfinished')), 'u.json')).toBe('the match is unfinished');
    expect(verdictRule(ended(result([0])))).toBeNull();
    expect(verdictRule({ ...ended(result([0]), 'invalid'), failure: 'seat 1, step 3: bad signature' })).toEqual({
      reason: 'it does not verify: it was changed after it was signed, or breaks the rules', detail: 'seat 1, step 3: bad signature',
    });
  });

  it('unreadable inputs, files that are no match file, and broken archives are excluded with their reasons', () => {
    const l = ladder([
      { label: 'gone.json', problem: 'not JSON: Unexpected token' },
      { label: 'note.json', raw: { hello: 'world' } },
      { label: 'bad-archive.json', raw: { format: 'facedown-archive/1', files: 'nope' } },
      { label: 'mixed.json', raw: { format: 'facedown-archive/1', files: [42, fixture(AB1)] } },
    ]);
    expect(why(l, 'gone.json')).toBe('unreadable: not JSON: Unexpected token');
    expect(why(l, 'note.json')).toBe('not a match file (match file: format is not "facedown-match/1")');
    expect(why(l, 'bad-archive.json')).toBe('unreadable: archive: "files" is not a list');
    expect(why(l, 'mixed.json [1]')).toBe('not a match file (match file: expected a JSON object)');
    expect(counted(l)).toEqual(['mixed.json [2]']);
  });

  it('step by step, the same ladder, with progress before each match', async () => {
    const ins = inputs([AB2, fixture(AB2)], [AB1, fixture(AB1)], ['x.json', 1]);
    const seen: string[] = [];
    let pauses = 0;
    const l = await ladderStepwise(ins, verify, (done, total) => seen.push(`${done}/${total}`), async () => { pauses++; });
    expect(l).toEqual(ladderOf(ins, verify));
    expect(seen).toEqual(['0/2', '1/2', '2/2']);
    expect(pauses).toBe(2);
  });
});

describe('places and ratings', () => {
  it('winners first, seats that forfeited last, the others between; nobody first or last: a tie', () => {
    expect(placesOf(ended(result([1])), 2)).toEqual([2, 1]);
    expect(placesOf(ended(result([0, 2])), 3)).toEqual([1, 2, 1]);
    expect(placesOf(ended(result([])), 3)).toEqual([1, 1, 1]);
    // Three seats, one resigns: it forfeits, nobody else wins.
    expect(placesOf(ended({ kind: 'resign', by: 1, step: 9, round: 2, result: { winners: [], summary: '' } }), 3)).toEqual([1, 2, 1]);
    expect(placesOf(ended({ kind: 'resign', by: 0, step: 9, round: 2, result: { winners: [1], summary: '' } }), 2)).toEqual([2, 1]);
    // A confirmed claim between two: the claimer wins, the silent seat is last.
    expect(placesOf(ended({ kind: 'claim', by: [0], against: [1], step: 5, reason: 'timeout', decided: null }), 2)).toEqual([1, 2]);
    expect(placesOf(ended({ kind: 'claim', by: [0, 2], against: [1], step: 5, reason: 'timeout', decided: null }), 3)).toEqual([1, 2, 1]);
  });

  it('the winner gains, the loser loses; a rating is μ − 3σ; wins and matches are counted per identity', () => {
    const l = ladder(inputs([AB1, fixture(AB1)]));
    const [first, second] = l.tables[0]?.standings ?? [];
    expect(first?.name).toBe('Bob');
    expect(first?.wins).toBe(1);
    expect(second?.wins).toBe(0);
    expect(first?.rating).toBeCloseTo(ordinal({ mu: first?.mu ?? 0, sigma: first?.sigma ?? 0 }), 10);
    expect(first?.points[0]).toMatchObject({ before: 0, place: 1 });
    expect(first!.rating).toBeGreaterThan(0);
    expect(second!.rating).toBeLessThan(0);
  });

  it('a player keeps one rating across names, shown under the name of the latest match', () => {
    const match = (seed: number, at: number, name: string) => asFile(fixtureRun({
      seed, options: { rounds: 1 },
      session: (seat) => (seat === 0 ? { name, identity: fixedIdentity('alice', at) } : { name: 'Bob', identity: fixedIdentity('bob', at) }),
    }).transcript);
    // Given newest first: the order of the inputs does not matter, the certificates' times do.
    const l = ladder(inputs(['2.json', match(2, 2_000, 'Ally')], ['1.json', match(1, 1_000, 'Alice')]));
    const table = l.tables.find((t) => t.game === 'fixture');
    expect(table?.matches.map((m) => m.label)).toEqual(['1.json', '2.json']);
    expect(table?.standings.map((s) => [s.name, s.matches]).sort()).toEqual([['Ally', 2], ['Bob', 2]]);
  });
});

describe('words', () => {
  it('dates are the certificate time in UTC, computed without a clock', () => {
    expect(utcText(0)).toBe('1970-01-01 00:00');
    expect(utcText(951_782_400_000 + 13 * 3_600_000 + 5 * 60_000)).toBe('2000-02-29 13:05');
    expect(utcText(1_767_225_599_999)).toBe('2025-12-31 23:59');
    expect(utcText(-1)).toBe('1969-12-31 23:59');
  });

  it('ratings have one decimal, changes a sign', () => {
    expect(ratingText(-0.04)).toBe('0.0');
    expect(ratingText(3.36)).toBe('3.4');
    expect(changeText(2.2)).toBe('+2.2');
    expect(changeText(-1)).toBe('−1.0');
    expect(changeText(0.01)).toBe('±0.0');
  });
});
