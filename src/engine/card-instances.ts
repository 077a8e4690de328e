/**
 * Cards as data with physical copies, shared by every game: the copies of a card are the
 * instance ids `${card.id}#1` … `${card.id}#${card.copies}`, and an instance id leads back to
 * its card (or to nothing, for an id that is no copy of a known card).
 */
export interface WithCopies {
  readonly id: string;
  readonly copies: number;
}

/** The instance ids of one card's copies, in order. */
export const instanceIds = (card: WithCopies): string[] => Array.from({ length: card.copies }, (_, i) => `${card.id}#${i + 1}`);

/** A lookup from instance id to card over a card list (memoized, bounded). */
export function instanceLookup<C extends WithCopies>(cards: readonly C[]): (instanceId: string) => C | undefined {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const cache = new Map<string, C | null>();
  return (instanceId) => {
    const hit = cache.get(instanceId);
    if (hit !== undefined) return hit ?? undefined;
    const hash = instanceId.lastIndexOf('#');
    const card = hash < 0 ? undefined : byId.get(instanceId.slice(0, hash));
    const tail = instanceId.slice(hash + 1);
    const n = Number(tail);
    const found = card && Number.isInteger(n) && n >= 1 && n <= card.copies && String(n) === tail ? card : undefined;
    if (cache.size < 10_000) cache.set(instanceId, found ?? null);
    return found;
  };
}
