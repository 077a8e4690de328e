/** The current hash route as a signal: "#/join/abc?g=x" → { parts: ["join", "abc"], query }. */
import { signal } from '@preact/signals';

export interface Route {
  readonly parts: readonly string[];
  readonly query: URLSearchParams;
}

const parse = (): Route => {
  const [path = '', q = ''] = location.hash.replace(/^#\/?/, '').split('?');
  return { parts: path.split('/').filter(Boolean), query: new URLSearchParams(q) };
};

export const route = signal<Route>(parse());
addEventListener('hashchange', () => { route.value = parse(); });

export const go = (hash: string): void => { location.hash = hash; };
