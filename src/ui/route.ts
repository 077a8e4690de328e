/** The current hash route as a signal: "#/verify" → ["verify"]. */
import { signal } from '@preact/signals';

const parse = (): string[] => location.hash.replace(/^#\/?/, '').split('/').filter(Boolean);

export const route = signal<string[]>(parse());
addEventListener('hashchange', () => { route.value = parse(); });
