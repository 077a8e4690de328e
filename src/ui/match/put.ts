/** Setting a signal only when its value really changed, and the comparisons that say so. */
import type { Signal } from '@preact/signals';

/** Sets a signal only when the value really changed (`same`), so readers of other facts do not re-render. */
export function put<T>(s: Signal<T>, v: T, same: (a: T, b: T) => boolean = Object.is): void {
  if (!same(s.peek(), v)) s.value = v;
}
export const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
export const sameKeys = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(b).every((k) => a[k] === b[k]);
