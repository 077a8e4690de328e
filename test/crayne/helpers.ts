import { cardById } from '../../src/engine/games/crayne/cards/index.js';
import type { Card, CardInstance } from '../../src/engine/games/crayne/types.js';
import type { Result } from '../../src/result.js';

/** A card of the set by id; fails the test loudly if it is missing. */
export function get(id: string): Card {
  const c = cardById(id);
  if (c === undefined) throw new Error(`no card ${id}`);
  return c;
}

export const inst = (id: string, n = 1): CardInstance => ({ instanceId: `${id}#${n}`, card: get(id) });

/** The value of an ok Result; fails the test with the error otherwise. */
export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got error: ${r.error}`);
  return r.value;
}

/** The error of a failed Result; fails the test if it was ok. */
export function error<T>(r: Result<T>): string {
  if (r.ok) throw new Error('expected an error, got ok');
  return r.error;
}
