/**
 * The Verify page's handling of a chosen file, which is untrusted: the size is checked before
 * it is read, nothing it holds can make this throw, and only the newest choice is shown.
 */
import { type Verdict, emptyVerdict, verifyFiles } from '../protocol/verification/verify.js';
import type { AnyGame } from '../engine/game.js';
import { loadNoble } from '../crypto/lazy-noble.js';
import { loadSharedDeck } from '../protocol/shared-deck/shared-lazy.js';
import { nestsDeeper, tooDeep } from '../protocol/wire/json-depth.js';

export { MAX_MATCH_FILE as MAX_FILE } from '../protocol/wire/parse.js';
import { MAX_MATCH_FILE as MAX_FILE } from '../protocol/wire/parse.js';

export interface FileLike {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

/** What the page shows for the newest choice (one file, or several files of one match): being checked, or its verdict. */
export type Check =
  | { readonly kind: 'checking'; readonly name: string }
  | { readonly kind: 'done'; readonly name: string; readonly verdict: Verdict; readonly raws: readonly unknown[] };

/**
 * Returns the page's load function. Each call shows 'checking' at once (so no earlier verdict
 * stays on screen under the new name), then its verdict, unless a newer file was chosen meanwhile.
 */
export function fileChecker(
  games: ReadonlyMap<string, AnyGame>, show: (c: Check) => void,
): (files: FileLike | readonly FileLike[] | undefined) => Promise<void> {
  let latest = 0;
  return async (chosen) => {
    const files = chosen === undefined ? [] : 'name' in chosen ? [chosen as FileLike] : [...(chosen as readonly FileLike[])];
    if (!files.length) return;
    const id = ++latest;
    const name = files.map((f) => f.name).join(' + ');
    show({ kind: 'checking', name });
    const raws: unknown[] = [];
    const verdict = await check(files, games, raws);
    if (id === latest) show({ kind: 'done', name, verdict, raws });
  };
}

export const MAX_FILES = 8;

/** `raws` receives the files as parsed JSON, for the replay. */
async function check(files: readonly FileLike[], games: ReadonlyMap<string, AnyGame>, raws: unknown[]): Promise<Verdict> {
  if (files.length > MAX_FILES) return unreadable(`${files.length} files: at most ${MAX_FILES} files of one match can be checked together`);
  for (const file of files) {
    const which = files.length > 1 ? `${file.name}: ` : '';
    if (file.size > MAX_FILE) return unreadable(`${which}the file is ${file.size} bytes, over the limit of ${MAX_FILE} bytes (64 MiB)`);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return unreadable(`${which}the file could not be read`);
    }
    // Before JSON.parse, which would build every level of a file of nested brackets first.
    if (nestsDeeper(text)) return unreadable(`${which}${tooDeep('the file')}`);
    try {
      raws.push(JSON.parse(text));
    } catch {
      return unreadable(`${which}the file is not JSON`);
    }
  }
  try {
    await loadNoble(); // the verifier's signature checks are noble's (synchronous)
    if (needsSharedDeck(raws, games)) await loadSharedDeck(() => import('../protocol/shared-deck/shared-deck.js'));
    return verifyFiles(raws, games);
  } catch (e) {
    return unreadable(`internal error: ${e instanceof Error ? `${e.name}: ${e.message}` : 'unknown'}`.slice(0, 300));
  }
}

/**
 * Whether checking these files takes the shared deck's code (loaded only then): some hello carries
 * a deck key, or names a game whose options (as the hello gives them) deal from a shared pile.
 * Reads untrusted JSON: anything unexpected counts as no.
 */
export function needsSharedDeck(raws: readonly unknown[], games: ReadonlyMap<string, AnyGame>): boolean {
  const hellos = raws.flatMap((r) => {
    const hs = typeof r === 'object' && r !== null ? (r as { hellos?: unknown }).hellos : undefined;
    return Array.isArray(hs) ? hs : [];
  });
  return hellos.some((h: unknown) => {
    if (typeof h !== 'object' || h === null) return false;
    const { dkey, game, options } = h as { dkey?: unknown; game?: unknown; options?: unknown };
    if (dkey !== undefined) return true;
    const def = typeof game === 'string' ? games.get(game) : undefined;
    if (!def?.sharedDecks) return false;
    const o = def.parseOptions(options as never);
    return o.ok && def.sharedDecks(o.value);
  });
}

const unreadable = (failure: string): Verdict => emptyVerdict('unreadable', failure);
