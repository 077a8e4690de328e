/**
 * `need`: what a step asks, and of which seats. It is asked many times of one state and answers
 * from a small memo by identity, so these tests switch between states to catch a stale answer.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/crypto/canonical.js';
import type { AnyGame, Request } from '../../src/engine/game.js';
import type { MachineState, MatchConfig } from '../../src/protocol/machine/lockstep.js';
import { need } from '../../src/protocol/machine/need.js';

/** A game whose state is the request it makes (enough for `need`, which asks only `request`). */
const def = { id: 'asks', name: 'Asks', request: (g: Json) => g as unknown as Request } as unknown as AnyGame;
const cfg = (seats: number): MatchConfig => ({
  def, options: null, matchId: new Uint8Array(32), seats, seedCommits: [], version: 3, chainLengths: null, decks: [],
});
const at = (request: Request, ahead: string[][] = [[], [], []]): MachineState => ({
  step: 7, phase: 'play', game: request as unknown as Json, beacons: [], rand: 1, draws: [0, 0, 0], commits: {},
  seeds: [null, null, null], end: null, ahead,
});

describe('need', () => {
  it('lists the seats of a simultaneous step in seat order, whatever order the game gave', () => {
    const n = need(cfg(3), at({ kind: 'commit', slot: 'pick', seats: [2, 0, 1], prompt: '' } as Request));
    expect(n.kind === 'game' && [n.seats, n.all]).toEqual([[0, 1, 2], [0, 1, 2]]);
  });

  it('leaves out a seat whose beacon value came ahead, and asks nothing when every seat has one', () => {
    const random = { kind: 'random', purpose: 'dice', seats: [0, 1] } as Request;
    const some = need(cfg(2), at(random, [['aa'], []]));
    expect(some.kind === 'game' && [some.seats, some.all]).toEqual([[1], [0, 1]]);
    const none = need(cfg(2), at(random, [['aa'], ['bb']]));
    expect(none.kind === 'game' && [none.seats, none.all]).toEqual([[], [0, 1]]);
  });

  it('answers each state for itself when asked of several in turn (the memo goes by identity, not by step)', () => {
    const c = cfg(2);
    const a = at({ kind: 'move', seat: 0 } as Request), b = at({ kind: 'move', seat: 1 } as Request);
    const asks = [a, b, a, b, at({ kind: 'move', seat: 1 } as Request), a].map((s) => need(c, s).seats);
    expect(asks).toEqual([[0], [1], [0], [1], [1], [0]]);
    // One state object asked under another config (another match, three seats) is asked afresh.
    const draw = at({ kind: 'draw', seat: 0, purpose: 'x' } as unknown as Request);
    expect([need({ ...c, seats: 3 }, draw).seats, need(c, draw).seats]).toEqual([[1, 2], [1]]);
  });
});
