/**
 * Loads the shared deck's code (src/protocol/shared-deck/shared-lazy.ts) for a match, a resumed match or a
 * watched one: the dynamic import sits here, in the match's network code, not in the protocol
 * code the verify page shares. Only a game with a shared pile asks for it.
 */
import { loadSharedDeck } from '../protocol/shared-deck/shared-lazy.js';

export const loadSharedCode = (): Promise<void> => loadSharedDeck(() => import('../protocol/shared-deck/shared-deck.js'));
