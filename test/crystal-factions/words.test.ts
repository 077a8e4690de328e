/**
 * Crystal Factions' words over simulated matches (2–4 players, both openings): every prompt,
 * every label of every legal choice (named with the chooser's own cards) and every log line
 * reads as the game's language once names are put in — no draw handle, card id, JSON or protocol
 * word, nothing cut off, log lines whole sentences carrying the round the table shows.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.js';
import type { AnyGame, Input, Json, Knowledge, Seat } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/crystal-factions/bots.js';
import { moveLabel } from '../../src/engine/games/crystal-factions/labels.js';
import type { CFState } from '../../src/engine/games/crystal-factions/state.js';
import { simulate } from '../../src/engine/simulate.js';
import { nameSeats } from '../../src/ui/names.js';
import { game, seedOf } from './helpers.js';

const NAMES = ['Ann', 'Ben', 'Cid', 'Dee'];
const JARGON = /\b\d+:\d+\b|#\d|[{}[\]"]|\b(kind|handle|slot|commit(ment)?s?|beacons?|undefined|NaN|null|true|false)\b|\bseats? \d|\bSeat \d/;
const CUT_OFF = /\b(on|to|from|the|a|an|of|your|their|and|or|—|-)$/;

describe('Crystal Factions texts over simulated matches', () => {
  for (const [seats, opening] of [[2, 'v2'], [3, 'v2'], [4, 'v2'], [2, 'v1'], [3, 'v1']] as const) {
    it(`${seats} players, ${opening} opening: prompts, labels and log lines are game language`, () => {
      const seen = { prompts: new Set<string>(), labels: new Set<string>(), log: new Set<string>() };
      const named = (t: string) => nameSeats(NAMES, t);
      const def: AnyGame = {
        ...game,
        legal(s: CFState, seat: Seat, k: Knowledge) {
          const legal = game.legal(s, seat, k);
          for (const v of legal) seen.labels.add(named(moveLabel(s, v as Json, k.cards)));
          return legal;
        },
        request(s: CFState) {
          const r = game.request(s);
          if (r && 'prompt' in r) seen.prompts.add(named(r.prompt));
          return r;
        },
        apply(s: CFState, input: Input) {
          const r = game.apply(s, input as never);
          const line = r.ok ? game.describe?.(s, input as never) ?? '' : '';
          if (line) {
            const round = /^Round (\d+)/.exec(line)?.[1];
            if (s.stage !== 'opening') expect(Number(round), line).toBe(s.round);
            seen.log.add(named(line));
          }
          return r;
        },
      };
      for (let i = 0; i < 3; i++) {
        const bots = Array.from({ length: seats }, (_, x) => (i % 2 ? heuristicBot(seedOf('wb', i, x)) : randomBot(seedOf('wr', seats, opening, i, x))));
        const r = simulate(def, { opening }, seats, seedOf('words', seats, opening, i), bots, { maxSteps: 20_000 });
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
      }
      for (const [kind, texts] of Object.entries(seen)) {
        expect(texts.size, kind).toBeGreaterThan(0);
        for (const t of texts) {
          expect(t, kind).not.toMatch(JARGON);
          expect(t, kind).not.toMatch(CUT_OFF);
          expect(t, kind).toMatch(/^[A-Z]/);
          if (kind !== 'labels') expect(t, kind).toMatch(/[.!?]$/);
        }
      }
    });
  }
});
