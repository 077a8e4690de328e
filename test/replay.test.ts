/** The verify page's replay of a whole Crayne match file: every game state in order, the log growing with it. */
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../src/engine/games/crayne/bots.js';
import { crayneCatalog } from '../src/engine/games/crayne/catalog.js';
import { crayneGame } from '../src/engine/games/crayne/game.js';
import { GAMES } from '../src/engine/games/index.js';
import { playHeadless } from '../src/net/headless.js';
import { verifyMatch } from '../src/protocol/verification/verify.js';
import { crayneUi } from '../src/ui/games/crayne/index.js';
import { endWords } from '../src/ui/ending-words.js';
import { replayMatch } from '../src/ui/replay.js';
import { claimedCrayne } from './crayne/claimed.js';

// Crayne's sentence for the end loads on demand in the app (GameUi.ending).
const crayneEnding = await crayneUi.ending!.load();

describe('replayMatch', () => {
  const run = playHeadless({ game: crayneGame, seats: 2, options: crayneCatalog.variants[0]!.options, seed: 7, chainLength: 256, bots: [heuristicBot(), heuristicBot()] });
  const file = JSON.parse(JSON.stringify(run.transcript));

  it('steps through every change of the public game state, ending where the match ended', () => {
    const r = replayMatch([file], GAMES);
    expect(r).not.toBeNull();
    if (!r) return;
    expect(r.gameId).toBe('crayne');
    expect(r.names).toEqual(['Bot 1', 'Bot 2']);
    expect(r.frames.length).toBeGreaterThan(20);
    const steps = r.frames.map((f) => f.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(r.frames.map((f) => JSON.stringify(f.game))).size).toBe(r.frames.length);
    expect(r.frames.at(-1)!.game).toEqual(run.sessions[0]!.match!.state.game);
    const lines = r.frames.map((f) => f.lines);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(lines.at(-1)).toBe(r.log.length);
    expect(r.log.some((l) => /Bot 1/.test(l))).toBe(true);
    expect(r.log.some((l) => /\bseat \d|\d+:\d+/.test(l))).toBe(false);
  });

  it('of several files of one match, replays the longest; nothing from a file that is not a match', () => {
    expect(replayMatch([{ format: 'nope' }], GAMES)).toBeNull();
    expect(replayMatch([{ ...file, chains: file.chains.map((c: unknown[]) => c.slice(0, 5)) }, file], GAMES)?.frames.at(-1)!.game)
      .toEqual(run.sessions[0]!.match!.state.game);
  });

  it('a match the rules finished: the replay\'s last frame is over, and its ending in plain words names the winner', () => {
    const v = verifyMatch(file, GAMES);
    const r = replayMatch([file], GAMES, v.end);
    expect(r?.end?.kind).toBe('result');
    const said = crayneEnding(r!.frames.at(-1)!.game, r!.names);
    expect(said).toMatch(/^Bot [12] won after \d+ rounds: Bot [12] ran out of Influence\.$/);
    expect(endWords(r!.names, r!.end, said)).toBe(said);
  });
});

describe('replayMatch of a match ended by a claim', () => {
  const run = claimedCrayne();
  const file = JSON.parse(JSON.stringify(run.transcript));

  it('steps up to the last move before the silence, and ends with the claim in words', () => {
    const v = verifyMatch(file, GAMES);
    expect(v.status).toBe('claimed');
    expect(v.end).toMatchObject({ kind: 'claim', by: [0], against: [1], decided: null });
    const r = replayMatch([file], GAMES, v.end);
    expect(r).not.toBeNull();
    if (!r) return;
    expect(r.frames.length).toBeGreaterThan(10);
    expect(r.end).toEqual(v.end);
    // The game itself never finished: no sentence of its own, the claim speaks.
    expect(crayneEnding(r.frames.at(-1)!.game, r.names)).toBeNull();
    expect(endWords(r.names, r.end)).toBe('Bot 1 claimed the match: Bot 2 did not answer within the agreed time');
    expect(r.frames.at(-1)!.lines).toBe(r.log.length);
  });
});

