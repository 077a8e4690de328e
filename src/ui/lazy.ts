/** Pages and the match machinery load on demand, so a first visit downloads only the lobby. */
import { signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import { loadGame, loadModule } from './games/load.js';

export type PageName = 'lobby' | 'match' | 'verify';

const loaded = signal<Partial<Record<PageName, FunctionComponent>>>({});
const pending = new Set<PageName>();

const loaders: Record<PageName, () => Promise<FunctionComponent>> = {
  lobby: () => import('./lobby.js').then((m) => m.Lobby),
  match: () => import('./match/match-page.js').then((m) => m.MatchPage),
  verify: () => import('./verify-page.js').then((m) => m.VerifyPage),
};

/** The page a route's first part shows when it is not the join page (null: the join page, built in). */
export const pageOf = (name: string | undefined): PageName | null =>
  name === 'join' ? null : name === 'match' || name === 'verify' ? name : 'lobby';

/** The page component once loaded (starting the load if needed), else null. */
export function page(name: PageName): FunctionComponent | null {
  const p = loaded.value[name];
  if (p) return p;
  if (!pending.has(name)) {
    pending.add(name);
    void loaders[name]().then((c) => { loaded.value = { ...loaded.value, [name]: c }; });
  }
  return null;
}

/** The match controller module, for the lobby and join buttons. */
export const controllerModule = () => import('./match/controller.js');

/**
 * Loads the match page, its controller (with the end-of-match judge and the offline kit), the verifier's report text
 * and one game (with its bots) ahead of need, once per game, so a match against the computer
 * starts and ends even with no network. For the lobby: a guest's join page loads only what the table needs.
 */
const prefetched = new Set<string>();
export function prefetchMatch(gameId: string): void {
  if (prefetched.has(gameId)) return;
  prefetched.add(gameId);
  void Promise.all([
    controllerModule().then((m) => Promise.all([m.loadJudge(), m.loadOfflineKit()])), import('./match/match-page.js'), import('../protocol/verdict-text.js'), loadGame(gameId), loadModule(gameId),
  ]).catch(() => prefetched.delete(gameId));
}
