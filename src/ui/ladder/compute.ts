/**
 * The ladder in the browser: files chosen by the player and the matches kept on this device read
 * as the ladder's inputs (untrusted: size and nesting checked before parsing), then verified one
 * match at a time, the page getting its turn between matches, with a progress line.
 */
import { GAMES } from '../../engine/games/defs.js';
import { loadNoble } from '../../crypto/lazy-noble.js';
import { type Ladder, type LadderInput, ladderStepwise } from '../../protocol/ladder/ladder.js';
import { type Verdict, emptyVerdict, verifyFiles } from '../../protocol/verification/verify.js';
import { loadSharedDeck } from '../../protocol/shared-deck/shared-lazy.js';
import { nestsDeeper, tooDeep } from '../../protocol/wire/json-depth.js';
import { historyFile, historyList } from '../../net/history/store.js';
import { needsSharedDeck } from '../verify-file.js';
import { utcText } from '../../protocol/ladder/table-text.js';

/** At most this many bytes in one chosen file (an archive holds many matches). */
export const MAX_LADDER_FILE = 512 * 1024 * 1024;

export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

/** One chosen file as the ladder's input: its JSON, or why it cannot be read. */
export async function inputOf(f: ChosenFile): Promise<LadderInput> {
  if (f.size > MAX_LADDER_FILE) return { label: f.name, problem: `the file is over the limit of ${MAX_LADDER_FILE / 1024 / 1024} MiB` };
  let text: string;
  try {
    text = await f.text();
  } catch {
    return { label: f.name, problem: 'the file could not be read' };
  }
  if (nestsDeeper(text)) return { label: f.name, problem: tooDeep('the file') };
  try {
    return { label: f.name, raw: JSON.parse(text) as unknown };
  } catch {
    return { label: f.name, problem: 'the file is not JSON' };
  }
}

/** The matches kept on this device (nothing without storage), labelled by their players and date. */
export async function historyInputs(): Promise<LadderInput[]> {
  const metas = await historyList();
  const out: LadderInput[] = [];
  for (const m of metas) {
    const raw = await historyFile(m.key);
    if (raw === null) continue;
    out.push({ label: `Your history: ${m.players.map((p) => p.name).join(' v ')}, ${utcText(m.date)}`, raw });
  }
  return out;
}

/** The verifier never throws on a file; should it fail inside, the match is set aside with that said. */
function verify(files: readonly unknown[]): Verdict {
  try {
    return verifyFiles(files, GAMES);
  } catch (e) {
    return emptyVerdict('unreadable', `internal error: ${e instanceof Error ? e.message : 'unknown'}`.slice(0, 300));
  }
}

const pause = (): Promise<void> => new Promise((r) => { setTimeout(r, 0); });

/** The ladder of these inputs; `progress` hears "Checking 3 of 12…". */
export async function computeLadder(inputs: readonly LadderInput[], progress: (text: string) => void): Promise<Ladder> {
  await loadNoble(); // the verifier's signature checks are noble's (synchronous)
  const raws = inputs.flatMap((i) => ('raw' in i ? [i.raw] : []));
  const archived = raws.flatMap((r) => (typeof r === 'object' && r !== null && Array.isArray((r as { files?: unknown }).files) ? (r as { files: unknown[] }).files : [r]));
  if (needsSharedDeck(archived, GAMES)) await loadSharedDeck(() => import('../../protocol/shared-deck/shared-deck.js'));
  return ladderStepwise(inputs, verify, (done, total) => {
    progress(done < total ? `Checking ${done + 1} of ${total}…` : '');
  }, pause);
}
