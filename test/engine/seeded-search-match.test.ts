/**
 * Issue 30: "A seeded bot in `npm run match` gives the same file every time." A whole protocol
 * match (as scripts/match.ts plays it) between the search bot and the heuristic bot, seeded, is
 * byte for byte the same file twice; with another seed it is another match.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { canonical } from '../../src/crypto/canonical.js';
import { MODULES } from '../../src/engine/games/index.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { playHeadless } from '../../src/net/headless.js';
import { loadNoble } from '../../src/crypto/lazy-noble.js';
import { loadJudge } from '../../src/net/lazy-judge.js';

beforeAll(async () => { await Promise.all([loadNoble(), loadJudge()]); });

function file(seed: number): string {
  const m = MODULES.get('crystal-factions')!;
  const names = ['search', 'heuristic'];
  const bots = names.map((n, seat) => m.bots[n]!(seededEntropy(`bot-${seat}`, seed)(32)));
  const run = playHeadless({ game: m.def, seats: 2, options: {}, seed, bots });
  expect(run.sessions.map((s) => s.status.kind)).toEqual(['over', 'over']);
  return new TextDecoder().decode(canonical(run.transcript as never));
}

describe('a seeded match with the search bot', () => {
  it('is the same file every time, and another seed gives another match', () => {
    const a = file(5);
    expect(file(5)).toBe(a);
    expect(file(6)).not.toBe(a);
  }, 120_000);
});
