/**
 * Importing into the history: the chosen files are untrusted. Each is read as JSON (its nesting
 * checked first), opened as an archive or taken as one match file (filesOf), and every match file
 * parsed at the verifier's boundary (parseTranscript). What cannot be read is listed with its
 * reason; a file already kept, or twice in the same import, is skipped and said so. Pure.
 */
import { filesOf } from '../../protocol/ladder/archive.js';
import { parseTranscript } from '../../protocol/verification/parse-file.js';
import { nestsDeeper, tooDeep } from '../../protocol/wire/json-depth.js';
import type { Transcript } from '../../protocol/wire/transcript.js';
import { type FileText, fileText } from '../../net/history/save.js';
import { historyKey, matchIdHex } from './meta.js';

/** One match file found in the chosen files: where it came from ("a.json", "all.json, match 3"). */
export interface Found {
  readonly label: string;
  readonly raw: unknown;
}

/** The match files in one chosen file's text, or why there are none. */
export function readImport(name: string, text: string): { readonly found: readonly Found[]; readonly problems: readonly string[] } {
  if (nestsDeeper(text)) return { found: [], problems: [`${name}: ${tooDeep('the file')}`] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { found: [], problems: [`${name}: the file is not JSON`] };
  }
  const files = filesOf(raw);
  if (!files.ok) return { found: [], problems: [`${name}: ${files.error}`] };
  const many = files.value !== undefined && (files.value.length !== 1 || files.value[0] !== raw);
  return { found: files.value.map((f, i) => ({ label: many ? `${name}, match ${i + 1}` : name, raw: f })), problems: [] };
}

/** A match file ready to be checked and kept. */
export interface Fresh {
  readonly label: string;
  readonly raw: unknown;
  readonly transcript: Transcript;
  readonly text: FileText;
  readonly key: string;
}

export interface ImportPlan {
  readonly fresh: readonly Fresh[];
  /** Labels of the files already kept (or already earlier in this import). */
  readonly duplicates: readonly string[];
  /** "<label>: <why it cannot be read>". */
  readonly problems: readonly string[];
}

/** What is kept already: its keys and its files' hashes. */
export interface Kept {
  readonly keys: ReadonlySet<string>;
  readonly hashes: ReadonlySet<string>;
}

/** Sorts found files into fresh ones, duplicates (of what is kept, or of each other) and unreadable ones. */
export function planImport(found: readonly Found[], kept: Kept): ImportPlan {
  const fresh: Fresh[] = [];
  const duplicates: string[] = [];
  const problems: string[] = [];
  const keys = new Set(kept.keys);
  const hashes = new Set(kept.hashes);
  for (const f of found) {
    const t = parseTranscript(f.raw);
    if (!t.ok) { problems.push(`${f.label}: ${t.error}`); continue; }
    const text = fileText(f.raw);
    if (!text) { problems.push(`${f.label}: the file could not be read as JSON`); continue; }
    const key = historyKey(matchIdHex(t.value.hellos), t.value.seal?.seat ?? null, text.hash);
    if (keys.has(key) || hashes.has(text.hash)) { duplicates.push(f.label); continue; }
    keys.add(key);
    hashes.add(text.hash);
    fresh.push({ label: f.label, raw: f.raw, transcript: t.value, text, key });
  }
  return { fresh, duplicates, problems };
}
