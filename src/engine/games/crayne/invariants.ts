/**
 * Invariants checked after every step by the simulations: every card is in exactly one zone;
 * Influence never exceeds the start; every Stronghold faces a living Opponent. With `known`
 * (engine-only play knows every handle) the hidden zones are checked card by card too.
 */
import type { Handle } from '../../game.js';
import { opponentOn } from './options.js';
import { type CrayneState, pileLeft, strongholdValue } from './state.js';

export function crayneInvariants(s: CrayneState, known?: Readonly<Record<Handle, string>>): string | null {
  const where = new Set<string>();
  const put = (zone: string, cards: readonly string[]): string | null => {
    for (const c of cards) {
      if (where.has(c)) return `${c} is in ${zone} and in another zone too`;
      where.add(c);
    }
    return null;
  };
  const zones: [string, readonly string[]][] = [
    ['the Auxiliary Draw', s.aux], ['the market', s.market], ['the Pit', s.pit],
    ['the Mercenaries', s.mercenaries], ['the Camps', s.camps], ['out of play', s.removed],
  ];
  s.lords.forEach((l, seat) => {
    zones.push([`seat ${seat}'s deck or hand`, l.hidden], [`seat ${seat}'s discard pile`, l.discard], [`seat ${seat}'s played cards`, l.played.map((p) => p.card)]);
  });
  for (const t of s.queue) if (t.t === 'buy') zones.push([`seat ${t.seat}'s purchases`, t.bought]);
  s.automata?.decks.forEach((d, k) => {
    zones.push([`Automated Opponent ${k + 1}'s deck`, d.pile], [`Automated Opponent ${k + 1}'s discard pile`, d.discard], [`Automated Opponent ${k + 1}'s played cards`, d.played]);
  });
  for (const [zone, cards] of zones) {
    const bad = put(zone, cards);
    if (bad) return bad;
  }
  if (where.size !== s.cardCount) return `${where.size} cards are in play, the game began with ${s.cardCount}`;

  for (const [seat, l] of s.lords.entries()) {
    if (l.influence > l.start) return `seat ${seat} has ${l.influence} Influence, above its start of ${l.start}`;
    if (l.hidden.length !== pileLeft(l.pile) + l.hand.length) return `seat ${seat}: ${l.hidden.length} hidden cards, but ${pileLeft(l.pile)} in the deck and ${l.hand.length} in hand`;
    if (known) {
      const drawn = new Set(l.pile.drawn.map((h) => known[h]));
      const hidden = new Set(l.hidden);
      const inDeck = l.pile.cards.filter((c) => !drawn.has(c));
      const inHand = l.hand.map((h) => known[h] ?? `?${h}`);
      if (![...inDeck, ...inHand].every((c) => hidden.has(c))) return `seat ${seat}: the hidden cards are not its deck and hand`;
    }
    if (!l.alive) {
      if (l.played.length) return `eliminated seat ${seat} still has cards in play`;
      continue;
    }
    for (const p of l.played) {
      if (strongholdValue(p) === null) continue;
      if (p.facing === null) {
        if (!s.queue.some((t) => (t.t === 'face' || t.t === 'resolve') && t.seat === seat && t.card === p.card)) return `seat ${seat}: Stronghold ${p.card} faces no one`;
        continue;
      }
      const target = opponentOn(s, seat, p.facing);
      if (target === null || target === seat) return `seat ${seat}: Stronghold ${p.card} faces no Opponent`;
      if (target < s.seats && !s.lords[target]?.alive) return `seat ${seat}: Stronghold ${p.card} faces eliminated seat ${target}`;
    }
  }
  if (s.automata && s.automata.influence > s.automata.start) return 'the Automated Opponents are above their starting Influence';
  return null;
}
