/**
 * Unused attack and action spells leave at the end of their owner's activation turn, even when
 * that turn is skipped because the player has nothing to do in it (issue 30).
 *
 * Clarifications, "Spells, lands, scoring": "Spells with a lasting effect are discarded at the
 * end of the round; attack and action spells after use, or at the end of their owner's
 * activation turn if unused."
 */
import { describe, expect, it } from 'vitest';
import { moveMoves } from '../../src/engine/games/arackuan/legal.js';
import { at, play, table } from './helpers.js';

/**
 * Seat 0 (Whitelands) starts: its Frozen Lightning (an attack spell, reach 1) lies at a3 with no
 * enemy next to it, and its Ice Moleg at d3 has no enemy next to it either, so seat 0 has
 * nothing to do in its normal activation (step 3). Seat 1's Scorpion Fly (Flight) at g4 acts
 * in step 4. Seat 1's Initiative step (2) is asked; it ends it.
 */
const SKIPPED = [
  { card: 'frozen-lightning', at: 'a3', seat: 0 },
  { card: 'ice-moleg', at: 'd3', seat: 0 },
  { card: 'scorpion-fly', at: 'g4', seat: 1 },
] as const;

describe('unused attack and action spells', () => {
  it('an unused attack spell is discarded at the end of its owner\'s skipped activation turn', () => {
    const s = table(SKIPPED, { starter: 0, step: 2, factions: ['whitelands', 'myrkur'] });
    const after = play(s, { kind: 'end' }, 1);
    // Step 3 (seat 0) had nothing to do and was skipped: seat 1's normal step is asked.
    expect(after.ask).toEqual({ kind: 'activate', seat: 1, step: 4 });
    expect(at(after, 'a3')).toBeNull();
    expect(after.players[0]?.discard).toContain('frozen-lightning#1');
  });

  it('so an enemy flyer can no longer land next to it', () => {
    const s = table(SKIPPED, { starter: 0, step: 2, factions: ['whitelands', 'myrkur'] });
    const after = play(s, { kind: 'end' }, 1);
    const landings = moveMoves(after, 1).filter((m) => m.from === 'g4').map((m) => m.to);
    // a2, a4 and b3 touch only a3: with the spell gone, they touch no card.
    for (const sq of ['a2', 'a4', 'b3']) expect(landings).not.toContain(sq);
    expect(landings).toContain('d4');
  });

  it('a spell whose owner still has a turn to come stays (a skipped Initiative step discards nothing)', () => {
    // Seat 0 starts; its Initiative step (1) is skipped, seat 1's (2) is asked: the spell waits for step 3.
    const s = table([...SKIPPED, { card: 'ice-paladin', at: 'g3', seat: 0 }], { starter: 0, step: 2, factions: ['whitelands', 'myrkur'] });
    expect(at(s, 'a3')).toBe('frozen-lightning');
    const after = play(s, { kind: 'end' }, 1);
    // Ice Paladin (g3) can attack the fly (g4): step 3 is played, and the spell is still there.
    expect(after.ask).toEqual({ kind: 'activate', seat: 0, step: 3 });
    expect(at(after, 'a3')).toBe('frozen-lightning');
  });
});
