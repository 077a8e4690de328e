/** Pages and the match machinery load on demand, so a first visit downloads only the lobby. */
import { signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';

export type PageName = 'match' | 'verify';

const loaded = signal<Partial<Record<PageName, FunctionComponent>>>({});
const pending = new Set<PageName>();

const loaders: Record<PageName, () => Promise<FunctionComponent>> = {
  match: () => import('./match/match-page.js').then((m) => m.MatchPage),
  verify: () => import('./verify-page.js').then((m) => m.VerifyPage),
};

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
export const enginesModule = () => import('../engine/games/index.js');

/** Loads the match page, its controller and the engines ahead of need (once). */
let prefetched: Promise<unknown> | null = null;
export const prefetchMatch = (): Promise<unknown> => (prefetched ??= Promise.all([
  controllerModule(), enginesModule(), import('./match/match-page.js'), import('./games/index.js'),
]).catch(() => { prefetched = null; }));
