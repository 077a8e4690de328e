/** The match log says a run of the same draw once ("Bot draws 7 cards"), and leaves every other line alone. */
import { describe, expect, it } from 'vitest';
import { collapseDraws } from '../../src/ui/log-runs.js';

const times = (line: string, n: number): string[] => Array.from({ length: n }, () => line);

describe('collapseDraws', () => {
  it('seven draws in a row read as one line, in their place', () => {
    const lines = [...times('Alice draws a card', 7), ...times('Bot draws a card', 7), 'Alice chooses Alice to start round 1'];
    expect(collapseDraws(lines)).toEqual(['Alice draws 7 cards', 'Bot draws 7 cards', 'Alice chooses Alice to start round 1']);
  });

  it('a single draw stays as it is; the words after "a card" are kept', () => {
    expect(collapseDraws(['Bot draws a card', 'Bot places a card face down at d2'])).toEqual(['Bot draws a card', 'Bot places a card face down at d2']);
    expect(collapseDraws(times('Bob draws a card from their faction deck', 3))).toEqual(['Bob draws 3 cards from their faction deck']);
  });

  it('draws split by another line are two runs; repeated lines that are no draw are kept one by one', () => {
    expect(collapseDraws(['Bot draws a card', 'Bot draws a card', 'Alice draws a card', 'Bot draws a card', 'Bot draws a card']))
      .toEqual(['Bot draws 2 cards', 'Alice draws a card', 'Bot draws 2 cards']);
    expect(collapseDraws(['Bot ends their turn', 'Bot ends their turn'])).toEqual(['Bot ends their turn', 'Bot ends their turn']);
    expect(collapseDraws([])).toEqual([]);
  });

  it('never adds or reorders: the joined runs account for every line', () => {
    const lines = ['a', ...times('X draws a card', 4), 'b', 'b', ...times('Y draws a card', 2), 'c'];
    const out = collapseDraws(lines);
    const count = (l: string) => Number(/draws (\d+) cards/.exec(l)?.[1] ?? 1);
    expect(out.reduce((n, l) => n + count(l), 0)).toBe(lines.length);
    expect(out.filter((l) => !/draws/.test(l))).toEqual(['a', 'b', 'b', 'c']);
  });
});
