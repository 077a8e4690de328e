import { describe, expect, it } from 'vitest';
import { Quiet, VirtualScheduler } from '../src/net/scheduler.js';

describe('Quiet: a redraw waits for the messages to pause', () => {
  const setup = (quietMs = 20, maxMs = 150) => {
    const s = new VirtualScheduler();
    const runs: number[] = [];
    const q = new Quiet(s, quietMs, maxMs, () => runs.push(s.now()));
    return { s, q, runs };
  };

  it('runs once, quietMs after the last poke of a short burst', () => {
    const { s, q, runs } = setup();
    q.poke();
    s.advance(5); q.poke();
    s.advance(5); q.poke();
    s.advance(19);
    expect(runs).toEqual([]);
    s.advance(1);
    expect(runs).toEqual([30]);
    s.advance(100);
    expect(runs).toEqual([30]);
  });

  it('runs at least every maxMs during a long burst', () => {
    const { s, q, runs } = setup();
    for (let t = 0; t < 400; t += 5) { q.poke(); s.advance(5); }
    expect(runs).toEqual([150, 300]);
    s.advance(100);
    expect(runs).toEqual([150, 300, 415]);
  });

  it('a stopped one never runs', () => {
    const { s, q, runs } = setup();
    q.poke();
    q.stop();
    s.advance(1000);
    expect(runs).toEqual([]);
    q.poke();
    s.advance(20);
    expect(runs).toEqual([20 + 1000]);
  });
});
