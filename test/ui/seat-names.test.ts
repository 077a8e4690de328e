/** Games' texts name seats ("seat 1", "seats 0 and 2", or from one: "Player 2"); players read their names (ui/names.ts). */
import { describe, expect, it } from 'vitest';
import { logText, nameSeats } from '../../src/ui/names.js';

describe('names for seats in a game\'s text', () => {
  const names = ['Alice', 'Bob', 'Carol'];

  it('"seat N" counts from zero, "Player N" from one', () => {
    expect(nameSeats(names, 'seat 1 wins')).toBe('Bob wins');
    expect(nameSeats(names, 'seats 0 and 2 share the win')).toBe('Alice and Carol share the win');
    expect(nameSeats(names, 'Player 2 wins: the last with gates standing')).toBe('Bob wins: the last with gates standing');
    expect(nameSeats(names, 'after 6 rounds Player 1 and Player 3 share the win')).toBe('after 6 rounds Alice and Carol share the win');
    expect(logText(names, "Player 1: Infantry attacks Player 2's gate")).toBe("Alice: Infantry attacks Bob's gate");
  });

  it('a seat with no name yet stays "Player N"; a name put in is not read again', () => {
    expect(nameSeats(['Alice', null], 'Player 2 places a gate')).toBe('Player 2 places a gate');
    expect(nameSeats(['Player 2', 'Bob'], 'seat 0 attacks Player 2')).toBe('Player 2 attacks Bob');
    expect(nameSeats(names, 'Players 2 and the seating chart')).toBe('Players 2 and the seating chart');
  });
});
