/** Leaving a match for the lobby (the table's leave panel, the impostor warning). */
import { active } from '../active.js';
import { go } from '../route.js';
import type { MatchController } from './controller.js';

/**
 * Leaves the match for the lobby. To the lobby first; the closed match stops being the page's once
 * the route has left it (were it let go before, the match page would reopen it at once). Coming
 * back to it later reopens it afresh.
 */
export function leaveToLobby(c: MatchController): void {
  void c.leave().then(() => {
    addEventListener('hashchange', () => { if (active.value === c) active.value = null; }, { once: true });
    go('#/');
  });
}
