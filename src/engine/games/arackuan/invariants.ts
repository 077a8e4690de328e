/**
 * Public-state invariants, checked after every step of the simulations: every card of each deck
 * is in exactly one place (deck, hand, table, discard pile, under a card), one card per position,
 * pieces on real positions, face-down cards are handles, sane numbers. With the referee's view of
 * every draw, also that each shown card is the one drawn. Returns the first broken rule, or null.
 */
import type { Handle, Json } from '../../game.js';
import { isAstral, isPosition, isSquare } from './board.js';
import { cardOf } from './cards-api.js';
import { deckLeft } from './prepare.js';
import type { ArkState } from './state.js';
import { isHandle } from './state.js';

export function arackuanInvariants(state: Json, known?: Readonly<Record<Handle, string>>): string | null {
  const s = state as ArkState;
  const at = new Set<string>();
  for (const p of s.board) {
    if (!isPosition(p.at)) return `piece ${p.key} stands at ${p.at}, not a position`;
    if (at.has(p.at)) return `two cards at ${p.at}`;
    at.add(p.at);
    if (p.down !== isHandle(p.id)) return `piece ${p.key} is ${p.down ? 'face down' : 'face up'} with id ${p.id}`;
    if (!p.down) {
      const c = cardOf(p.id);
      if (!c) return `piece ${p.key} is no card: ${p.id}`;
      if (c.kind === 'spell' && c.astral !== isAstral(p.at)) return `${c.name} stands at ${p.at}`;
      if (c.kind !== 'spell' && !isSquare(p.at)) return `${c.name} stands at ${p.at}`;
    }
  }
  if (s.round < 0 || s.round > 9) return `round ${s.round}`;
  for (const [seat, p] of s.players.entries()) {
    if (!p.pile) continue;
    const size = p.pile.hidden ?? p.pile.cards.length;
    const onTable = s.board.filter((x) => x.owner === seat).length;
    const kept = s.board.filter((x) => x.owner !== seat).reduce((n, x) => n + x.kept.length, 0);
    const total = deckLeft(p) + p.hand.length + onTable + p.discard.length + kept;
    if (total !== size) return `seat ${seat}: ${total} cards accounted for, the deck has ${size} (deck ${deckLeft(p)}, hand ${p.hand.length}, table ${onTable}, discard ${p.discard.length}, kept ${kept})`;
    for (const h of p.hand) if (!p.pile.drawn.includes(h)) return `seat ${seat}: ${h} in hand was not drawn from its deck`;
    if (known) {
      for (const [h, c] of Object.entries(p.revealed)) if (known[h] !== c) return `seat ${seat}: ${h} shown as ${c} but drawn as ${known[h]}`;
      if (p.faction) for (const x of s.board) if (x.owner === seat && !x.down && cardOf(x.id)?.faction !== p.faction) return `seat ${seat}: ${x.id} is not of its faction`;
    }
  }
  return null;
}
