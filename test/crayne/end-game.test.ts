import { describe, expect, it } from 'vitest';
import { judgeCoopRound, judgeRound, judgeTeamRound } from '../../src/engine/games/crayne/end-game.js';
import { gainInfluence, isEliminated, loseInfluence } from '../../src/engine/games/crayne/influence.js';
import { error, value } from './helpers.js';

const s = (seat: number, influence: number) => ({ seat, influence });

describe('elimination and the end of the game', () => {
  it('continues while two or more Lords stand', () => {
    expect(value(judgeRound([s(0, 7), s(1, 14)]))).toEqual({ kind: 'continue', remaining: [0, 1], eliminated: [] });
    expect(value(judgeRound([s(0, 2), s(1, 0), s(2, 16)]))).toEqual({ kind: 'continue', remaining: [0, 2], eliminated: [1] });
  });

  it('ends when all but one Lord is eliminated', () => {
    expect(value(judgeRound([s(0, -4), s(1, 3)]))).toEqual({ kind: 'winner', winner: 1, eliminated: [0] });
    expect(value(judgeRound([s(0, 0), s(1, -9), s(2, 1)]))).toEqual({ kind: 'winner', winner: 2, eliminated: [0, 1] });
  });

  it('if the last Lords fall together, the least negative Influence wins', () => {
    expect(value(judgeRound([s(0, -3), s(1, -1)]))).toEqual({ kind: 'winner', winner: 1, eliminated: [0, 1] });
    expect(value(judgeRound([s(0, 0), s(1, -1), s(2, -6)]))).toEqual({ kind: 'winner', winner: 0, eliminated: [0, 1, 2] });
  });

  it('a tie for the highest Influence means everyone loses', () => {
    expect(value(judgeRound([s(0, -2), s(1, -2)]))).toEqual({ kind: 'allLose', eliminated: [0, 1] });
    expect(value(judgeRound([s(0, -1), s(1, -5), s(2, -1)]))).toEqual({ kind: 'allLose', eliminated: [0, 1, 2] });
  });

  it('refuses nonsense', () => {
    expect(error(judgeRound([s(0, 3)]))).toMatch(/two/);
    expect(error(judgeRound([s(0, 3), s(0, 4)]))).toMatch(/twice/);
  });
});

describe('team and co-operative games', () => {
  const team = (name: string, ...lords: [number, number][]) => ({ team: name, lords: lords.map(([a, b]) => s(a, b)) });

  it('a team falls with any one of its Lords; the last team standing wins', () => {
    expect(value(judgeTeamRound([team('A', [0, 25], [1, 0]), team('B', [2, 3], [3, 30])]))).toEqual({
      kind: 'winner',
      team: 'B',
      defeated: ['A'],
    });
    expect(value(judgeTeamRound([team('A', [0, 5], [1, -1]), team('B', [2, 3], [3, 3]), team('C', [4, 9], [5, 9])]))).toEqual({
      kind: 'continue',
      remaining: ['B', 'C'],
      defeated: ['A'],
    });
  });

  it('if every remaining team falls together, the best of the worst wins; a tie loses', () => {
    expect(value(judgeTeamRound([team('A', [0, 20], [1, -1]), team('B', [2, -3], [3, 30])]))).toEqual({
      kind: 'winner',
      team: 'A',
      defeated: ['A', 'B'],
    });
    expect(value(judgeTeamRound([team('A', [0, 0]), team('B', [1, 0])]))).toEqual({ kind: 'allLose', defeated: ['A', 'B'] });
  });

  it('co-op: the allies lose if either falls, and win when the shared total is gone', () => {
    expect(judgeCoopRound([s(0, 5), s(1, 12)], 8)).toBe('continue');
    expect(judgeCoopRound([s(0, 5), s(1, 12)], 0)).toBe('playersWin');
    expect(judgeCoopRound([s(0, 5), s(1, -1)], 40)).toBe('playersLose');
    expect(judgeCoopRound([s(0, 0), s(1, 12)], -3)).toBe('playersLose');
  });
});

describe('Influence', () => {
  it('never rises above the starting total', () => {
    expect(gainInfluence(10, 4, 30)).toBe(14);
    expect(gainInfluence(28, 4, 30)).toBe(30);
    expect(gainInfluence(60, 3, 60)).toBe(60);
    expect(gainInfluence(10, -4, 30)).toBe(10);
  });

  it('may fall below zero, and zero eliminates', () => {
    expect(loseInfluence(3, 8)).toBe(-5);
    expect(isEliminated(0)).toBe(true);
    expect(isEliminated(-5)).toBe(true);
    expect(isEliminated(1)).toBe(false);
  });
});
