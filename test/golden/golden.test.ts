/**
 * Golden match files: one seeded full-protocol match per game (test/golden/<game>.json), made
 * with the rules and protocol of the day, and what replaying it gave (<game>.hash: the ledger's
 * final state hash, the step count and the result). Each must keep verifying (`verifyMatch`:
 * signatures, chains, commitments, beacons, replay, audit) and replay to the same final state
 * hash and result. A change to a game's rules, its state shape, or the protocol that would
 * break match files players already hold shows up here.
 *
 * When such a change is intended (a rule fix, a new state field), regenerate deliberately:
 *   npx tsx scripts/golden.ts               (every game; or --game <id> for one)
 * then review the diff of the .hash files and commit the new files together with the change,
 * saying in the commit message why old match files no longer replay. The matches themselves
 * (game, seats, options, seed, chain length) are listed in test/golden/matches.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games/index.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { GOLDEN, type GoldenRecord, replay } from './matches.js';

const read = (name: string): string => readFileSync(new URL(name, import.meta.url), 'utf8');

describe('golden match files', () => {
  it('every game in the registry has a golden match', () => {
    expect(GOLDEN.map((g) => g.game).sort()).toEqual([...GAMES.keys()].sort());
  });

  for (const g of GOLDEN) {
    describe(g.game, () => {
      const file = JSON.parse(read(`${g.game}.json`)) as unknown;
      const recorded = JSON.parse(read(`${g.game}.hash`)) as GoldenRecord;

      it('still verifies', () => {
        const v = verifyMatch(file, GAMES);
        expect(v.status, v.failure ?? '').toBe('valid');
        expect(v.game).toBe(g.game);
        expect(v.players).toHaveLength(g.seats);
        expect(v.end?.kind === 'result' ? v.end.result : null).toEqual(recorded.result);
      });

      it('replays to the recorded final state hash and result', () => {
        const r = replay(file, GAMES);
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
        if (!r.ok) return;
        expect(r.value).toEqual(recorded);
      });

      it('is the match the table describes', () => {
        const t = file as { hellos: { game: string; options: unknown; seats: number }[] };
        expect(t.hellos[0]).toMatchObject({ game: g.game, options: g.options, seats: g.seats });
      });
    });
  }
});
