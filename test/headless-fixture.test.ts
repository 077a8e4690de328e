import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../src/engine/games/fixture/rules.js';
import { playHeadless } from '../src/net/headless.js';

describe('headless fixture match', () => {
  it('plays to the end and verifies', () => {
    const run = playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 5 }, seed: 1 });
    for (const s of run.sessions) {
      if (s.status.kind !== 'over') console.log(s.status, s.rejections);
      expect(s.status.kind).toBe('over');
    }
    const st = run.sessions[0]!.status;
    if (st.kind === 'over') {
      console.log(st.verdict);
      expect(st.verdict.status).toBe('valid');
    }
  });
});
