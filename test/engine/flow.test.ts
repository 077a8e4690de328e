/** The flow kit: a task queue, turn order over seats with a cursor, and a pending question. */
import { describe, expect, it } from 'vitest';
import {
  type Flow, advanceCursor, answered, ask, askedOf, askedSeats, clockwise, current, emptyFlow, head, liveCursor, nextSeat,
  pop, pushBack, pushFront, replaceHead, run, stillAsked, times, waiting,
} from '../../src/engine/flow/index.js';
import { err, ok } from '../../src/result.js';

type T = { readonly t: string; readonly n?: number };

describe('queue', () => {
  const q: readonly T[] = [{ t: 'a' }, { t: 'b' }, { t: 'c' }];

  it('head, pop, replaceHead, pushFront, pushBack, times, never changing the queue given', () => {
    const before = JSON.stringify(q);
    expect(head(q)).toEqual({ t: 'a' });
    expect(head([])).toBeUndefined();
    expect(pop(q).map((x) => x.t)).toEqual(['b', 'c']);
    expect(pop([])).toEqual([]);
    expect(replaceHead(q, { t: 'x' }, { t: 'y' }).map((x) => x.t)).toEqual(['x', 'y', 'b', 'c']);
    expect(replaceHead(q).map((x) => x.t)).toEqual(['b', 'c']);
    expect(pushFront(q, { t: 'x' }).map((x) => x.t)).toEqual(['x', 'a', 'b', 'c']);
    expect(pushBack(q, { t: 'x' }).map((x) => x.t)).toEqual(['a', 'b', 'c', 'x']);
    expect(times(3, { t: 'draw' })).toEqual([{ t: 'draw' }, { t: 'draw' }, { t: 'draw' }]);
    expect(times(-2, { t: 'draw' })).toEqual([]);
    expect(JSON.stringify(q)).toBe(before);
  });

  it('run carries out tasks depth first until one waits, and reports a loop or an error', () => {
    // 'draw2' expands into two draws before the rest; 'ask' waits.
    type S = { readonly queue: readonly T[]; readonly drawn: number };
    const step = (s: S) => {
      const h = head(s.queue);
      if (!h) return err('ran dry');
      if (h.t === 'ask') return ok(null);
      if (h.t === 'draw2') return ok({ ...s, queue: replaceHead(s.queue, ...times<T>(2, { t: 'draw' })) });
      if (h.t === 'draw') return ok({ ...s, drawn: s.drawn + 1, queue: pop(s.queue) });
      return err(`unknown task ${h.t}`);
    };
    const r = run({ queue: [{ t: 'draw2' }, { t: 'draw' }, { t: 'ask' }, { t: 'draw' }], drawn: 0 }, step);
    expect(r).toEqual(ok({ queue: [{ t: 'ask' }, { t: 'draw' }], drawn: 3 }));
    expect(run({ queue: [{ t: 'draw' }], drawn: 0 }, step)).toEqual(err('ran dry'));
    expect(run(0, (n) => ok(n + 1), 50)).toEqual(err('the rules engine looped'));
  });
});

describe('turn order and cursor', () => {
  const out = new Set([1, 3]);
  const live = (seat: number) => !out.has(seat);

  it('clockwise from a seat, skipping seats that are out', () => {
    expect(clockwise(5, 2)).toEqual([2, 3, 4, 0, 1]);
    expect(clockwise(5, 2, live)).toEqual([2, 4, 0]);
    expect(clockwise(5, 3, live)).toEqual([4, 0, 2]);
    expect(clockwise(1, 0)).toEqual([0]);
    expect(clockwise(0, 0)).toEqual([]);
  });

  it('nextSeat: the next live seat after one, itself when alone, null when none', () => {
    expect(nextSeat(5, 0, live)).toBe(2);
    expect(nextSeat(5, 4, live)).toBe(0);
    expect(nextSeat(3, 1, (s) => s === 1)).toBe(1);
    expect(nextSeat(3, 1, () => false)).toBeNull();
  });

  it('a cursor walks the stage\'s seats and drops seats that went out', () => {
    const c = clockwise(4, 1);
    expect(current(c)).toBe(1);
    expect(advanceCursor(c)).toEqual([2, 3, 0]);
    expect(current(advanceCursor(advanceCursor(advanceCursor(advanceCursor(c)))))).toBeUndefined();
    expect(liveCursor(c, live)).toEqual([2, 0]);
  });
});

describe('pending question', () => {
  it('askedOf says whether a seat is the one asked, and why not', () => {
    expect(askedOf({ seat: 2 }, 2)).toBeNull();
    expect(askedOf({ seat: 2 }, 1)).toMatch(/seat 2's turn/);
    expect(askedOf({ seats: [0, 2] }, 2)).toBeNull();
    expect(askedOf({ seats: [0, 2] }, 1)).toMatch(/not asked/);
    expect(askedOf(null, 0)).toMatch(/nothing is asked/);
    expect(askedSeats({ seat: 4 })).toEqual([4]);
  });

  it('stillAsked drops a question whose seat went out', () => {
    expect(stillAsked({ seat: 1, kind: 'deploy' }, (s) => s !== 1)).toBeNull();
    expect(stillAsked({ seat: 1, kind: 'deploy' }, () => true)).toEqual({ seat: 1, kind: 'deploy' });
  });

  it('a Flow asks, waits, and runs the answer\'s follow-up first; it stays plain JSON', () => {
    type Q = { readonly seat: number; readonly prompt: string };
    const f0: Flow<T, Q> = { ...emptyFlow<T, Q>(), queue: [{ t: 'later' }], cursor: clockwise(3, 1) };
    const f1 = ask(f0, { seat: 1, prompt: 'choose' });
    expect(waiting(f1)).toBe(true);
    expect(askedOf(f1.ask, 1)).toBeNull();
    const f2 = answered(f1, { t: 'now' });
    expect(waiting(f2)).toBe(false);
    expect(f2.queue.map((x) => x.t)).toEqual(['now', 'later']);
    expect(JSON.parse(JSON.stringify(f2))).toEqual(f2);
    expect(f0.ask).toBeNull();
  });
});
