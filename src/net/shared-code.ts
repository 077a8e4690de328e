/**
 * Loads the shared deck's code (src/protocol/shared-lazy.ts) for a match, a resumed match or a
 * watched one: the dynamic import sits here, in the chunk of the match's network code, not in the
 * core chunk every page loads. Only a game with a shared pile asks for it.
 */
import { loadSharedDeck } from '../protocol/shared-lazy.js';

export const loadSharedCode = (): Promise<void> => loadSharedDeck(() => import('../protocol/shared-deck.js'));
