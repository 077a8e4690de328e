/** Omnistrike's extra groups for the attack builder: the engine lists exactly the joins `check` accepts. */
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../src/engine/game.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { extraJoinable, extraTargets, withExtra, withoutExtra } from '../../src/engine/games/arackuan/omni-groups.js';
import { profiles } from '../../src/engine/games/arackuan/profile.js';
import type { ArkMove } from '../../src/engine/games/arackuan/moves.js';
import { play, table } from './helpers.js';

const k: Knowledge = { seat: 1, cards: {} };

describe('Omnistrike extra groups (also)', () => {
  const s = table([
    { card: 'slayer', at: 'd3', seat: 1 }, { card: 'swamp-ogre', at: 'f3', seat: 1 }, { card: 'scuttle-jaw', at: 'h2', seat: 1 },
    { card: 'nihilist-penguin', at: 'd4', seat: 0 }, { card: 'lunar-wendigo', at: 'e3', seat: 0 }, { card: 'yeti', at: 'a2', seat: 0 },
  ], { starter: 1 });

  it('lists the other adjacent enemy and the cards that can join against it, each accepted by check; the listed move is played', () => {
    expect(extraTargets(s, 1, 'd4', ['d3'], [], false)).toEqual(['e3']);
    const join = extraJoinable(s, 1, 'd4', ['d3'], [], 'e3', false);
    expect(join).toContain('f3');
    for (const at of join) {
      const m: ArkMove = { kind: 'attack', target: 'd4', with: ['d3'], also: withExtra([], 'e3', at) };
      expect(arackuanGame.check?.(s, 1, k, m)).toBeNull();
    }
    const after = play(s, { kind: 'attack', target: 'd4', with: ['d3'], also: withExtra([], 'e3', 'f3') }, 1);
    expect(after.board.some((p) => p.at === 'e3')).toBe(false);
  });

  it('brute force: every card check accepts in an extra group is listed, and nothing else', () => {
    for (const o of profiles(s).values()) {
      if (o.control === 1 || o.at === 'd4') continue;
      const listed = new Set(extraJoinable(s, 1, 'd4', ['d3'], [], o.at, false));
      for (const a of profiles(s).values()) {
        const m: ArkMove = { kind: 'attack', target: 'd4', with: ['d3'], also: [{ target: o.at, with: [a.at] }] };
        expect(listed.has(a.at), `${a.printed.name} against ${o.printed.name}`).toBe(arackuanGame.check?.(s, 1, k, m) === null);
      }
    }
  });

  it('no extra group without an Omnistrike card in the attack; removing a card drops its empty group', () => {
    expect(extraTargets(s, 1, 'd4', ['f3'], [], false)).toEqual([]);
    expect(withoutExtra(withExtra([], 'e3', 'f3'), 'f3')).toEqual([]);
    expect(withExtra(withExtra([], 'e3', 'h2'), 'e3', 'f3')).toEqual([{ target: 'e3', with: ['f3', 'h2'] }]);
  });
});
