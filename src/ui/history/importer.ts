/**
 * "Import files…": the chosen files (match files or archives) read, sorted (import-plan.ts), each
 * new match file checked by the verifier for its line in the list, and kept. The report says
 * what was kept, what was skipped as already there, what could not be read and why, and, if the
 * storage ran out, what was left out.
 */
import { historyList, saveToHistory } from '../../net/history/store.js';
import type { SaveOutcome } from '../../net/history/types.js';
import { importedMeta } from './meta.js';
import { type Found, planImport, readImport } from './import-plan.js';
import { checkText } from './check.js';
import { sizeText } from './words.js';

/** At most this many bytes in one chosen file (an archive holds many matches: larger than one match file may be). */
export const MAX_IMPORT_FILE = 512 * 1024 * 1024;

export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

export interface ImportReport {
  readonly kept: number;
  readonly duplicates: readonly string[];
  readonly problems: readonly string[];
  /** Why the import stopped before the end (the storage is full, or unavailable), with what was left out. */
  readonly stopped: string | null;
}

/** Imports `chosen`; `progress` hears "Checking 3 of 12…" as it goes. */
export async function importFiles(chosen: readonly ChosenFile[], progress: (text: string) => void = () => {}): Promise<ImportReport> {
  const found: Found[] = [];
  const problems: string[] = [];
  for (const f of chosen) {
    if (f.size > MAX_IMPORT_FILE) { problems.push(`${f.name}: the file is ${sizeText(f.size)}, over the limit of ${sizeText(MAX_IMPORT_FILE)}`); continue; }
    let text: string;
    try {
      text = await f.text();
    } catch {
      problems.push(`${f.name}: the file could not be read`);
      continue;
    }
    const r = readImport(f.name, text);
    found.push(...r.found);
    problems.push(...r.problems);
  }
  const list = await historyList();
  const plan = planImport(found, { keys: new Set(list.map((m) => m.key)), hashes: new Set(list.map((m) => m.hash)) });
  problems.push(...plan.problems);
  const duplicates = [...plan.duplicates];
  let kept = 0;
  for (const [i, f] of plan.fresh.entries()) {
    progress(`Checking ${i + 1} of ${plan.fresh.length}…`);
    let checked;
    try {
      checked = await checkText(f.label, f.text.text);
    } catch (e) {
      problems.push(`${f.label}: ${e instanceof Error ? e.message : 'it could not be checked'}`);
      continue;
    }
    if (checked.verdict.status === 'unreadable') { problems.push(`${f.label}: ${checked.verdict.failure ?? 'not a match file Facedown can read'}`); continue; }
    const out: SaveOutcome = await saveToHistory(f.raw, importedMeta(f.transcript, checked.verdict, f.text, Date.now()));
    if (out.kind === 'saved') kept++;
    else if (out.kind === 'already') duplicates.push(f.label);
    else {
      const left = plan.fresh.length - i;
      const why = out.kind === 'full' ? "the browser's storage is full" : out.reason;
      return { kept, duplicates, problems, stopped: `The import stopped: ${why}. ${left} ${left === 1 ? 'match was' : 'matches were'} not imported${out.kind === 'full' ? ': delete old matches, then import again' : ''}.` };
    }
  }
  return { kept, duplicates, problems, stopped: null };
}
