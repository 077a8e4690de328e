/** Plays one full-protocol Crayne match between bots and checks that every seat finds it valid. */
import { expect } from 'vitest';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { randomBot } from '../../src/engine/bots.js';
import type { Json } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { GAMES } from '../../src/engine/games/index.js';
import { playHeadless } from '../../src/net/headless.js';

/** `exported`: also verify the exported match file on its own (what `npm run verify` does). */
export function protocolMatch(options: Json, seats: number, seed: number, o: { mixed?: boolean; exported?: boolean } = {}): void {
  const mixed = o.mixed ?? false;
  const bots = Array.from({ length: seats }, (_, s) => (mixed && s % 2 === 1 ? randomBot(new Uint8Array(32).fill(s + 1)) : heuristicBot()));
  const run = playHeadless({ game: crayneGame, seats, options, seed, chainLength: 256, bots });
  for (const s of run.sessions) expect(s.rejections, JSON.stringify(s.rejections)).toEqual([]);
  const status = run.sessions[0]?.status;
  expect(status?.kind, JSON.stringify(status)).toBe('over');
  if (status?.kind !== 'over') return;
  expect(status.verdict.status, status.verdict.failure ?? '').toBe('valid');
  expect(status.verdict.end?.kind).toBe('result');
  expect(status.verdict.counts.shown).toBeGreaterThan(0);
  expect(status.verdict.counts.draws).toBeGreaterThan(0);
  // Every seat reaches the same verdict, and the exported match file verifies on its own.
  for (const s of run.sessions) expect(s.status.kind === 'over' && s.status.verdict.status).toBe('valid');
  if (o.exported) expect(verifyMatch(JSON.parse(JSON.stringify(run.transcript)), GAMES).status).toBe('valid');
}
