/**
 * The bench's figures for the search bot (src/engine/search/ismcts.ts, issue 30): per game, the
 * median time of one decision of the module's 'search' bot at its default budget, in Node, over
 * positions from a match between heuristic bots where the seat has more than one choice. Also
 * runnable alone: `npx tsx scripts/bench-search.ts [game …]`.
 */
import { taggedHash } from '../src/crypto/hash.js';
import type { Bot, BotView } from '../src/engine/bots.js';
import type { Json, Seat } from '../src/engine/game.js';
import { MODULES } from '../src/engine/games/index.js';
import { ownKnowledge } from '../src/engine/hint.js';
import { simulate } from '../src/engine/simulate.js';

type Print = (name: string, value: number, unit: string) => void;

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/bench', ...p.map((x) => enc.encode(String(x))));

/** Up to `limit` views of one heuristic match where a seat has a real choice, spread over the match. */
function views(id: string, limit: number): BotView[] {
  const m = MODULES.get(id);
  const config = m?.sim.configs(2, m.sim.duelVariant ?? null)[0];
  if (!m || !config) return [];
  const decks = m.sim.decks?.(config, seedOf('decks', id)) ?? null;
  const h = m.bots.heuristic ?? m.bots[m.best];
  if (!h) return [];
  const all: BotView[] = [];
  simulate(m.def, config.options, 2, seedOf('match', id), [h(seedOf('b0')), h(seedOf('b1'))], {
    ...(decks ? { decks } : {}),
    check: (state, known) => {
      const request = m.def.request(state);
      if (!request) return null;
      const seats: readonly Seat[] = request.kind === 'move' || request.kind === 'answer' ? [request.seat] : request.kind === 'commit' ? request.seats : [];
      for (const seat of seats) {
        const knowledge = ownKnowledge({ seat, cards: known });
        const legal = m.def.legal(state, seat, knowledge) as readonly Json[];
        if (legal.length > 1) all.push({ state, request, legal, knowledge });
      }
      return null;
    },
  });
  const step = Math.max(1, Math.floor(all.length / limit));
  return all.filter((_, i) => i % step === 0).slice(0, limit);
}

export function benchSearch(print: Print, games: readonly string[] = ['crayne', 'crystal-factions', 'arackuan', 'clockwork-crusade'], positions = 15): void {
  for (const id of games) {
    const make = MODULES.get(id)?.bots.search;
    if (!make) continue;
    const vs = views(id, positions);
    const bot: Bot = make(seedOf('search', id));
    if (vs[0]) bot(vs[0]); // warm up
    const times = vs.map((v) => { const t = performance.now(); bot(v); return performance.now() - t; }).sort((a, b) => a - b);
    print(`search bot: median ms per decision, ${id} (${times.length} positions)`, times[times.length >> 1] ?? NaN, 'ms');
    print(`search bot: slowest decision, ${id}`, times.at(-1) ?? NaN, 'ms');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const print: Print = (name, value, unit) => console.log(`${name.padEnd(64)} ${(value >= 100 ? Math.round(value).toString() : value.toPrecision(3)).padStart(8)} ${unit}`);
  const args = process.argv.slice(2);
  benchSearch(print, args.length ? args : undefined);
}
