/**
 * One tab per seat of a match. Two tabs playing the same seat would sign two different
 * messages under one seq, which the other player rightly refuses as equivocation; a Web Lock
 * per match stops the second tab before it sends anything.
 */

/** Takes the match's lock if free: resolves to its release function, or null when another tab holds it. */
export function holdTabLock(key: string): Promise<(() => void) | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    void locks.request(`facedown/${key}`, { ifAvailable: true }, (lock) => {
      if (!lock) { resolve(null); return undefined; }
      return new Promise<void>((release) => resolve(release));
    });
  });
}
