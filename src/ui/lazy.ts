/** Pages load on demand: a first visit downloads the lobby, a join link only the join page (built in). */
import { signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';

export type PageName = 'lobby' | 'match' | 'verify' | 'room' | 'watch' | 'decks' | 'direct' | 'history' | 'ladder' | 'me';

const loaded = signal<Partial<Record<PageName, FunctionComponent>>>({});
const pending = new Set<PageName>();

const loaders: Record<PageName, () => Promise<FunctionComponent>> = {
  lobby: () => import('./lobby.js').then((m) => m.Lobby),
  match: () => import('./match/match-page.js').then((m) => m.MatchPage),
  verify: () => import('./verify-page.js').then((m) => m.VerifyPage),
  room: () => import('./match/room-page.js').then((m) => m.RoomPage),
  watch: () => import('./match/watch-page.js').then((m) => m.WatchPage),
  decks: () => import('./deck-builder/page.js').then((m) => m.DeckBuilderPage),
  direct: () => import('./match/direct-join-page.js').then((m) => m.DirectJoinPage),
  history: () => import('./history/page.js').then((m) => m.HistoryPage),
  ladder: () => import('./ladder/page.js').then((m) => m.LadderPage),
  me: () => import('./identity/page.js').then((m) => m.IdentityPage),
};

const PAGES: readonly PageName[] = ['match', 'verify', 'room', 'watch', 'decks', 'direct', 'history', 'ladder', 'me'];

/** The page a route's first part shows when it is not the join page (null: the join page, built in). */
export const pageOf = (name: string | undefined): PageName | null =>
  name === 'join' ? null : (PAGES as readonly (string | undefined)[]).includes(name) ? name as PageName : 'lobby';

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
