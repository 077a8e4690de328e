/**
 * Public-state invariants, checked after every step of the simulations: card conservation
 * (every card of every deck is in exactly one place), handle bookkeeping, sane numbers.
 * Returns the first broken rule, or null.
 */
import type { Json } from '../../game.js';
import { basicDeck, cardOf } from './cards/index.js';
import type { CFState, Player } from './state.js';
import { isHandle } from './state.js';
import { LANES } from './types.js';

const int = (n: unknown): boolean => typeof n === 'number' && Number.isSafeInteger(n);

function checkPlayer(p: Player, seat: number, s: CFState): string | null {
  const where = `seat ${seat}`;
  if (!int(p.hp) || !int(p.crystals) || p.crystals < 0) return `${where}: bad hitpoints or crystals (${p.hp}, ${p.crystals})`;
  if (!p.out && p.hp <= 0 && !s.result) return `${where} is at ${p.hp} hitpoints but still in the game`;
  if (p.pile.owner !== seat) return `${where}: its faction pile belongs to seat ${p.pile.owner}`;

  // Where every handle is: exactly one of hand, bottom queue, face-down in a lane, or shown.
  const hidden: string[] = [];
  const shownIds: string[] = [];
  const basics: string[] = [...p.basic];
  const place = (id: string) => {
    if (isHandle(id)) hidden.push(id);
    else if (cardOf(id)?.types.includes('basic')) basics.push(id);
    else shownIds.push(id);
  };
  p.hand.forEach(place);
  p.discard.forEach(place);
  p.bottom.forEach((h) => (isHandle(h) ? hidden.push(h) : shownIds.push(`bottom:${h}`)));
  for (const lane of LANES) {
    const l = p.lanes[lane];
    if (!int(l.boost) || !int(l.corruption) || l.boost < 0 || l.corruption < 0) return `${where}: bad tokens on ${lane}`;
    for (const c of l.cards) {
      if (isHandle(c.id) !== (c.down && c.slot !== null)) return `${where}: ${c.id} in ${lane} is ${c.down ? 'face down' : 'face up'} with slot ${c.slot}`;
      place(c.id);
    }
  }
  if (new Set(hidden).size !== hidden.length) return `${where}: a handle is in two places`;
  const drawn = new Set(p.pile.drawn);
  for (const h of hidden) {
    if (!h.startsWith(`${seat}:`)) return `${where} holds another seat's handle ${h}`;
    if (!drawn.has(h)) return `${where}: ${h} was never drawn from its pile`;
    if (h in p.revealed) return `${where}: ${h} is shown as ${p.revealed[h]} yet still hidden`;
  }
  const revealed = Object.keys(p.revealed);
  for (const h of revealed) if (!drawn.has(h)) return `${where}: shown handle ${h} was never drawn`;
  if (hidden.length + revealed.length !== p.pile.drawn.length) {
    return `${where}: ${p.pile.drawn.length} drawn handles but ${hidden.length} hidden + ${revealed.length} shown`;
  }
  if (drawn.size !== p.pile.drawn.length || p.pile.drawn.length > p.pile.cards.length) return `${where}: bad draw record`;
  const shown = new Set(Object.values(p.revealed));
  if (shown.size !== revealed.length) return `${where}: one card shown for two handles`;
  if (shownIds.length !== shown.size) return `${where}: ${shownIds.length} face-up faction cards but ${shown.size} shown`;
  for (const c of shownIds) if (!shown.has(c)) return `${where}: ${c} is face up but was never shown`;
  const deck = new Set(p.pile.cards);
  for (const c of shown) if (!deck.has(c)) return `${where}: ${c} is not in its faction deck`;
  const allBasic = basicDeck(p.faction);
  const seen = new Set(basics);
  if (basics.length !== allBasic.length || seen.size !== basics.length || allBasic.some((b) => !seen.has(b))) {
    return `${where}: basic Troopers not conserved (${basics.length} of ${allBasic.length})`;
  }
  if (p.techUsed > p.techLimit) return `${where}: used ${p.techUsed} tech of a limit of ${p.techLimit}`;
  return null;
}

export function crystalFactionsInvariants(state: Json): string | null {
  const s = state as CFState;
  if (!s || !Array.isArray(s.players) || s.players.length !== s.seats) return 'malformed state';
  for (const [seat, p] of s.players.entries()) {
    const bad = checkPlayer(p, seat, s);
    if (bad) return bad;
  }
  if (!s.result && s.ask === null) return 'no result and nothing asked';
  if (s.result && s.result.winners.some((w) => w < 0 || w >= s.seats)) return 'winner out of range';
  return null;
}
