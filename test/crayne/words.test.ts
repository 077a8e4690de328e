/**
 * Crayne's words over simulated matches of every variant: every prompt, every label of every
 * legal choice and every log line reads as the game's language once names are put in — no draw
 * handle, card id, JSON or protocol word, nothing cut off, log lines whole sentences whose round
 * is the round the table shows.
 */
import { describe, expect, it } from 'vitest';
import { taggedHash } from '../../src/crypto/hash.js';
import { randomBot } from '../../src/engine/bots.js';
import type { AnyGame, Input, Json, Knowledge, Seat } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { moveLabel } from '../../src/engine/games/crayne/labels.js';
import { crayneConfigs } from '../../src/engine/games/crayne/sim-profile.js';
import type { CrayneState } from '../../src/engine/games/crayne/state.js';
import { simulate } from '../../src/engine/simulate.js';
import { nameSeats } from '../../src/ui/names.js';

const NAMES = ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay'];
const seed = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => new TextEncoder().encode(String(x))));

/** What no player should read: handles, ids, JSON, protocol words, a seat number, a sentence cut off. */
export const JARGON = /\b\d+:\d+\b|#\d|[{}[\]"]|\b(kind|handle|slot|commit(ment)?s?|beacons?|undefined|NaN|null|true|false)\b|\bseats? \d|\bSeat \d/;
export const CUT_OFF = /\b(on|to|from|the|a|an|of|your|their|and|or|—|-)$/;

describe('Crayne texts over simulated matches', () => {
  for (const config of crayneConfigs(null, null)) {
    it(`${config.label}: prompts, labels and log lines are game language`, () => {
      const seen = { prompts: new Set<string>(), labels: new Set<string>(), log: new Set<string>() };
      const named = (t: string) => nameSeats(NAMES, t);
      const def: AnyGame = {
        ...crayneGame,
        legal(s: CrayneState, seat: Seat, k: Knowledge) {
          const legal = crayneGame.legal(s, seat, k);
          for (const v of legal) seen.labels.add(named(moveLabel(s, v as Json)));
          return legal;
        },
        request(s: CrayneState) {
          const r = crayneGame.request(s);
          if (r && 'prompt' in r) seen.prompts.add(named(r.prompt));
          return r;
        },
        apply(s: CrayneState, input: Input) {
          const r = crayneGame.apply(s, input as never);
          if (r.ok) {
            const line = crayneGame.describe?.(s, input as never) ?? '';
            if (line) {
              const round = /^Round (\d+)/.exec(line)?.[1];
              expect(round === undefined ? 0 : Number(round), line).toBe(s.round);
              seen.log.add(named(line));
            }
          }
          return r;
        },
      };
      for (let i = 0; i < 2; i++) {
        const bots = Array.from({ length: config.seats }, (_, s) => (i ? heuristicBot() : randomBot(seed('words', config.label, s))));
        const r = simulate(def, config.options, config.seats, seed('words-match', config.label, i), bots, { maxSteps: 50_000 });
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
      }
      for (const [kind, texts] of Object.entries(seen)) {
        expect(texts.size, kind).toBeGreaterThan(0);
        for (const t of texts) {
          expect(t, kind).not.toMatch(JARGON);
          expect(t, kind).not.toMatch(CUT_OFF);
          expect(t, kind).toMatch(/^[A-Z(]/);
          if (kind !== 'labels') expect(t, kind).toMatch(/[.!?]$/);
        }
      }
    });
  }
});
