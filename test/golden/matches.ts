/**
 * The golden matches: one seeded full-protocol match per game, with fixed options, seats, seed
 * and chain length. scripts/golden.ts plays them (playHeadless, random bots from the seed) and
 * writes test/golden/<game>.json (the match file) and <game>.hash (what replaying it must give);
 * golden.test.ts checks the committed files still verify and replay to that.
 */
import type { AnyGame, GameResult, Json } from '../../src/engine/game.js';
import { Ledger, openMatch } from '../../src/protocol/machine/ledger.js';
import { parseTranscript } from '../../src/protocol/verification/parse-file.js';
import { type Result, err, ok } from '../../src/result.js';

export interface GoldenMatch {
  readonly game: string;
  readonly seats: number;
  readonly options: Json;
  readonly seed: number;
  readonly chainLength: number;
}

export const GOLDEN: readonly GoldenMatch[] = [
  { game: 'fixture', seats: 2, options: { rounds: 3 }, seed: 1, chainLength: 64 },
  { game: 'crayne', seats: 1, options: { variant: 'solo', difficulty: 'easy', rules: 2 }, seed: 1, chainLength: 256 },
  { game: 'crystal-factions', seats: 2, options: { opening: 'v2' }, seed: 1, chainLength: 256 },
  { game: 'arackuan', seats: 2, options: { decks: 'prebuilt' }, seed: 1, chainLength: 256 },
  { game: 'clockwork-crusade', seats: 2, options: { rounds: 5 }, seed: 1, chainLength: 256 },
];

/** What test/golden/<game>.hash holds. */
export interface GoldenRecord {
  /** The ledger's state hash after the last step (the lockstep machine's public state, game state included). */
  readonly finalStateHash: string;
  readonly steps: number;
  readonly result: GameResult | null;
}

/**
 * Replays a match file through a fresh ledger (hellos checked by openMatch, every signed message
 * accepted, then pumped through the lockstep machine and the game) to its final state hash.
 */
export function replay(raw: unknown, games: ReadonlyMap<string, AnyGame>): Result<GoldenRecord> {
  const t = parseTranscript(raw);
  if (!t.ok) return err(`unreadable: ${t.error}`);
  const def = games.get(t.value.hellos[0]?.game ?? '');
  if (!def) return err('unknown game');
  const setup = openMatch(def, t.value.hellos);
  if (!setup.ok) return err(`hellos: ${setup.error.reason}`);
  const ledger = new Ledger(setup.value);
  for (const chain of t.value.chains) {
    for (const [i, m] of chain.entries()) {
      // A protocol 3 file signs only each chain's last message (the links bind the rest);
      // verifyMatch checks those signatures, so the others are accepted unchecked here.
      const r = ledger.accept(m, ledger.cfg.version >= 3 && i < chain.length - 1 ? { unchecked: true } : {});
      if (!r.ok) return err(`seat ${r.error.seat}, step ${r.error.step}: ${r.error.reason}`);
    }
  }
  const p = ledger.pump();
  if (!p.ok) return err(`seat ${p.error.seat}, step ${p.error.step}: ${p.error.reason}`);
  if (ledger.state.phase !== 'over') return err(`the match stops at step ${ledger.state.step} (${ledger.state.phase})`);
  const end = ledger.state.end;
  return ok({ finalStateHash: ledger.currentHash, steps: ledger.state.step, result: end?.kind === 'result' ? end.result : null });
}
