/**
 * Game setup, from the options, the seat count and the setup beacon: factions chosen at random,
 * basic cards dealt (the rest out of play), 8 Trade Carts each, the Pit and the market drawn
 * from the Auxiliary Draw, the Mercenary and Camp piles, Influence, the first Overlord, and the
 * Automated Opponents' decks. The opening hands are then drawn privately (the first tasks).
 */
import { type Result, err, ok } from '../../../result.js';
import type { Rng, Seat } from '../../game.js';
import { TRADE_CART } from './cards/index.js';
import { resolveVariant } from './options.js';
import { componentsFor, tableSetup } from './setup-table.js';
import { TEAMS } from './seating.js';
import { type Automaton, type CrayneOptions, type CrayneState, type Lord, type Task, isTeamVariant } from './state.js';
import { FACTIONS, type Faction } from './types.js';

/** Draws `k` items without replacement, each uniformly from what is left; returns [picked, rest]. */
export function pick<T extends string>(rng: Rng, label: string, items: readonly T[], k: number): [T[], T[]] {
  const rest = [...items];
  const picked: T[] = [];
  for (let i = 0; i < k && rest.length > 0; i++) {
    const [x] = rest.splice(rng.int(label, rest.length), 1);
    if (x !== undefined) picked.push(x);
  }
  return [picked, rest];
}

const ids = (xs: readonly { readonly instanceId: string }[]): string[] => xs.map((x) => x.instanceId);
const sorted = (xs: readonly string[]): string[] => [...xs].sort();

export function setupGame(options: CrayneOptions, seats: number, rng: Rng): Result<CrayneState> {
  const v = resolveVariant(options, seats);
  if (!v.ok) return v;
  const table = tableSetup(v.value.variant);
  if (!table.ok) return table;
  const t = table.value;
  const [chosen] = pick(rng, 'factions in play', FACTIONS, t.factions);
  const factions: Faction[] = FACTIONS.filter((f) => chosen.includes(f));
  const comps = componentsFor(t, factions);
  if (!comps.ok) return comps;
  const c = comps.value;

  const [pit, afterPit] = pick(rng, 'the Pit (from the Auxiliary Draw)', ids(c.auxiliary), t.pitSize);
  const [market, aux] = pick(rng, 'the Auxiliary Market', afterPit, t.marketSize);
  const [mercenaries, spareMercs] = pick(rng, 'Mercenaries in play', ids(c.mercenaries), t.mercenaries);
  const [camps] = pick(rng, 'Mercenary Camps in play', ids(c.camps), t.camps);
  const bots = t.automated;
  const [basics, unusedBasics] = pick(rng, 'basic cards dealt', ids(c.basics), t.players * t.basicsPerPlayer + (bots ? bots.count * bots.basics : 0));

  const carts = (n: number, from: number): string[] => Array.from({ length: n }, (_, i) => `${TRADE_CART.id}#${from + i + 1}`);
  const lords: Lord[] = Array.from({ length: seats }, (_, seat) => {
    const deck = sorted([...basics.slice(seat * t.basicsPerPlayer, (seat + 1) * t.basicsPerPlayer), ...carts(t.tradeCartsPerPlayer, seat * t.tradeCartsPerPlayer)]);
    return {
      influence: t.startingInfluence, start: t.startingInfluence, alive: true,
      pile: { owner: seat, cards: deck, drawn: [] }, hand: [], hidden: deck, discard: [], played: [],
      plays: 0, handLimit: t.handSize, pitAllowances: [],
    };
  });

  let automata: CrayneState['automata'] = null;
  if (bots) {
    const base = seats * t.basicsPerPlayer;
    const [botMercs] = pick(rng, 'the Automated Opponents\' Mercenaries', spareMercs, bots.count * bots.mercenaries);
    const decks: Automaton[] = Array.from({ length: bots.count }, (_, k) => ({
      pile: sorted([
        ...basics.slice(base + k * bots.basics, base + (k + 1) * bots.basics),
        ...carts(bots.tradeCarts, seats * t.tradeCartsPerPlayer + k * bots.tradeCarts),
        ...botMercs.slice(k * bots.mercenaries, (k + 1) * bots.mercenaries),
      ]),
      discard: [],
      played: [],
    }));
    automata = { influence: bots.influence, start: bots.influence, decks };
  }

  const teams = isTeamVariant(v.value.name) ? TEAMS[v.value.name] : v.value.name === 'coop' ? [[0, 1]] : [];
  const overlord: Seat = teams.length > 1 ? (teams[rng.int('first team (Overlord Medallion)', teams.length)]?.[0] ?? 0) : rng.int('first player (Overlord Medallion)', seats);

  const removed = sorted(unusedBasics);
  const order = Array.from({ length: seats }, (_, i) => (overlord + i) % seats);
  const queue: Task[] = [...order.map((seat): Task => ({ t: 'refill', seat })), { t: 'new-round' }];
  const state: CrayneState = {
    variant: v.value.name, difficulty: v.value.difficulty, ...(options.rules >= 2 ? { rules: options.rules } : {}), seats, factions, round: 0, step: 0, overlord,
    lords, automata, teams, aux: sorted(aux), market, pit, mercenaries: sorted(mercenaries), camps: sorted(camps), removed,
    cardCount: 0, queue, outcome: null,
  };
  const count = lords.reduce((n, l) => n + l.hidden.length, 0)
    + (automata?.decks.reduce((n, d) => n + d.pile.length, 0) ?? 0)
    + aux.length + market.length + pit.length + mercenaries.length + camps.length + removed.length;
  if (count === 0) return err('no cards');
  return ok({ ...state, cardCount: count });
}
