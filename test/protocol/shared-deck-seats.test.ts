/** One hidden deck shared by every seat, dealt to 2, 3 and 6 seats through the full protocol headless (cheating: shared-deck.test.ts). */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games/index.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { asFile } from './forge.js';
import { fixtureRun } from './harness.js';

const run = (seats: number, seed: number, rounds: number) => fixtureRun({ seats, seed, options: { rounds, shared: true } });

describe('a shared deck dealt through the full protocol', () => {
  it.each([2, 3, 6])('%i seats: every seat deals, reads its cards privately, and the file verifies', (seats) => {
    const r = run(seats, 4, seats === 6 ? 1 : 3);
    for (const s of r.sessions) {
      expect(s.status.kind).toBe('over');
      if (s.status.kind === 'over') expect(s.status.verdict.status, s.status.verdict.failure ?? '').toBe('valid');
    }
    const v = verifyMatch(asFile(r.transcript), GAMES);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.counts.sharedShuffles).toBeGreaterThanOrEqual(seats);
    expect(v.counts.draws).toBeGreaterThanOrEqual(4 * seats);
    // Each seat knows exactly its own dealt cards, and the public state holds no card of a hand.
    const first = r.sessions[0]!.match!;
    const dealt = first.events.filter((e) => e.kind === 'dealt');
    for (const [seat, s] of r.sessions.entries()) {
      const own = dealt.filter((e) => e.kind === 'dealt' && e.seat === seat).map((e) => (e.kind === 'dealt' ? e.handle : ''));
      expect(Object.keys(s.knowledge).sort()).toEqual([...own].sort());
    }
    // Every hello carries a deck key; no message carries a private seed before the end.
    for (const h of (r.transcript as Transcript).hellos) expect(h.dkey?.pk).toMatch(/^[0-9a-f]{64}$/);
  });
});

