/**
 * A random legal deck for a faction, from the engine's Rng (bots, the simulator, `npm run match
 * --decks built`). Cards are added one at a time among those the builder would accept
 * (whyNotAdd), which never leaves a deck that cannot be completed, so the result is always legal.
 */
import type { Rng } from '../../../game.js';
import { whyNotAdd } from './deck.js';
import { FACTION_CARDS } from './index.js';
import type { Deck, Faction } from './types.js';
import { DECK_SIZE } from './types.js';

export function randomDeck(faction: Faction, rng: Rng, label = 'deck'): Deck {
  const deck: string[] = [];
  const pool = FACTION_CARDS[faction].map((c) => c.id);
  while (deck.length < DECK_SIZE) {
    const options = pool.filter((id) => whyNotAdd(deck, id) === null);
    // Never empty: whyNotAdd keeps room for the faction's cheapest unlimited card in every slot.
    const pick = options[rng.int(`${label}:${deck.length + 1}`, options.length)] as string;
    deck.push(pick);
  }
  return [...deck].sort();
}
