/**
 * A finished match, step by step, for the verify page's replay: the verifier's own ledger run
 * over a match file, keeping every public game state it passes through and the log so far.
 * Only the public view: no hidden card is known, as for anyone holding the file. The replay is
 * offered for files the verifier has already judged, so signatures are left to that verdict.
 */
import type { AnyGame, Json } from '../engine/game.js';
import { Ledger, openMatch } from '../protocol/machine/ledger.js';
import type { MatchEnd } from '../protocol/machine/lockstep.js';
import { parseTranscript } from '../protocol/verification/parse-file.js';
import { logText } from './names.js';


export interface ReplayFrame {
  /** The lockstep step the state was reached at. */
  readonly step: number;
  readonly game: Json;
  /** How many log lines had been written when this state was reached. */
  readonly lines: number;
}

export interface Replay {
  readonly gameId: string;
  readonly names: readonly string[];
  /** Each state in which the game itself changed (steps that only carried randomness or face-down cards are folded in). */
  readonly frames: readonly ReplayFrame[];
  readonly log: readonly string[];
  /** How the match ended, as the verifier judged it (a result, or a claim against a seat that stopped answering). */
  readonly end: MatchEnd | null;
}

/** The replay of the file with the most messages among `raws`, or null when it cannot be replayed; `end`: the verdict's ending. */
export function replayMatch(raws: readonly unknown[], games: ReadonlyMap<string, AnyGame>, end: MatchEnd | null = null): Replay | null {
  const files = raws.map((r) => parseTranscript(r)).flatMap((p) => (p.ok ? [p.value] : []));
  const count = (t: (typeof files)[number]) => t.chains.reduce((n, c) => n + c.length, 0);
  const file = files.sort((a, b) => count(b) - count(a))[0];
  if (!file) return null;
  const gameId = file.hellos[0]?.game ?? '';
  const def = games.get(gameId);
  if (!def) return null;
  const setup = openMatch(def, file.hellos);
  if (!setup.ok) return null;
  const ledger = new Ledger(setup.value);
  const frames: ReplayFrame[] = [];
  const names = file.hellos.map((h) => h.name);
  let last: Json | undefined;
  ledger.onStep = (s) => {
    if (s.game === last) return;
    last = s.game;
    frames.push({ step: s.step, game: s.game, lines: -1 });
  };
  for (const chain of file.chains) for (const m of chain) if (!ledger.accept(m, { unchecked: true }).ok) return null;
  if (!ledger.pump().ok && !frames.length) return null;
  const log: string[] = [];
  const lineSteps: number[] = [];
  for (const e of ledger.events) {
    if (e.kind !== 'log') continue;
    log.push(logText(names, e.text));
    lineSteps.push(e.step);
  }
  // A frame reached at step k shows the lines of the steps that led to it (each line carries the step it was written at, k - 1 or before).
  const done = frames.map((f) => ({ ...f, lines: lineSteps.filter((st) => st < f.step).length }));
  return { gameId, names, frames: done, log, end };
}
