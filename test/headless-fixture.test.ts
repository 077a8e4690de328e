import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../src/engine/games/fixture/rules.js';
import { playHeadless } from '../src/net/headless.js';

describe('headless fixture match', () => {
  it('plays to the end and verifies', () => {
    const run = playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 5 }, seed: 1 });
    for (const s of run.sessions) {
      expect(s.status.kind, JSON.stringify(s.rejections)).toBe('over');
      if (s.status.kind === 'over') expect(s.status.verdict.status).toBe('valid');
    }
  });
});
