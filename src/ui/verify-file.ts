/**
 * The Verify page's handling of a chosen file, which is untrusted: the size is checked before
 * it is read, nothing it holds can make this throw, and only the newest choice is shown.
 */
import { type Verdict, verifyMatch } from '../crypto/verify.js';
import type { AnyGame } from '../engine/game.js';

export const MAX_FILE = 64 * 1024 * 1024;

export interface FileLike {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

/** What the page shows for the newest file: being checked, or its verdict. */
export type Check =
  | { readonly kind: 'checking'; readonly name: string }
  | { readonly kind: 'done'; readonly name: string; readonly verdict: Verdict };

/**
 * Returns the page's load function. Each call shows 'checking' at once (so no earlier verdict
 * stays on screen under the new name), then its verdict, unless a newer file was chosen meanwhile.
 */
export function fileChecker(games: ReadonlyMap<string, AnyGame>, show: (c: Check) => void): (file: FileLike | undefined) => Promise<void> {
  let latest = 0;
  return async (file) => {
    if (!file) return;
    const id = ++latest;
    show({ kind: 'checking', name: file.name });
    const verdict = await check(file, games);
    if (id === latest) show({ kind: 'done', name: file.name, verdict });
  };
}

async function check(file: FileLike, games: ReadonlyMap<string, AnyGame>): Promise<Verdict> {
  if (file.size > MAX_FILE) return unreadable(`the file is ${file.size} bytes, over the limit of ${MAX_FILE} bytes (64 MiB)`);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return unreadable('the file could not be read');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return unreadable('the file is not JSON');
  }
  try {
    return verifyMatch(raw, games);
  } catch (e) {
    return unreadable(`internal error: ${e instanceof Error ? `${e.name}: ${e.message}` : 'unknown'}`.slice(0, 300));
  }
}

const unreadable = (failure: string): Verdict => ({
  status: 'unreadable', failure, game: null, players: [], end: null, randomness: [],
  counts: { messages: 0, signatures: 0, commitments: 0, reveals: 0, beacons: 0, draws: 0, shuffles: 0, rolls: 0, shown: 0, steps: 0 },
});
