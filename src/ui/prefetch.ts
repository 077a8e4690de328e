/**
 * The match machinery, loaded ahead of need by the lobby (its own module, loaded with the lobby:
 * a guest's join page, built into the entry, loads only what the table needs).
 */
import { loadGame, loadModule } from './games/load.js';
import { controllerModule } from './controller-module.js';

/** What each game's table shows only later (help panels, round reports); its sentence for the end comes with its table's GameUi. */
const LATER: Readonly<Record<string, () => Promise<unknown>>> = {
  crayne: () => Promise.all([import('./games/crayne/help.js'), import('./games/crayne/battle.js'), import('./games/crayne/automata-panel.js'), import('./games/crayne/buy-tray.js'), import('./games/in-view.js')]),
  'crystal-factions': () => import('./games/crystal-factions/help.js'),
  arackuan: () => import('./games/arackuan/help.js'),
};

/**
 * Loads the match page, its controller (with the end-of-match judge and the offline kit), the
 * verifier's report text, what a match shows only later (the invitation, the end and stop panels,
 * the Details, sound, the game's help and reports, the hint) and one game (with its bots) ahead of need,
 * once per game, so a match against the computer starts and ends even with no network. For the lobby: a guest's join page
 * loads only what the table needs.
 */
const prefetched = new Set<string>();
export function prefetchMatch(gameId: string): void {
  if (prefetched.has(gameId)) return;
  prefetched.add(gameId);
  void Promise.all([
    controllerModule().then((m) => Promise.all([m.loadJudge(), m.loadOfflineKit()])), import('./match/match-page.js'),
    import('../protocol/verification/verdict-text.js'), loadGame(gameId)?.then((g) => g.ui.ending?.load()), loadModule(gameId),
    import('./match/later-panels.js').then((m) => m.loadAll()), LATER[gameId]?.(), import('./match/synth.js'), import('./match/hint.js'),
    // The player's identity, which certifies their seat's key (its chunk, and the identity itself, made now on a first visit).
    import('./identity/for-match.js').then((m) => m.identityForMatch()),
  ]).catch(() => prefetched.delete(gameId));
}
