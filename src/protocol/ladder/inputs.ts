/**
 * The ladder's inputs, grouped: every match file the inputs hold (an archive holds many), grouped
 * by match id, byte-for-byte copies set apart. Everything is sorted first (by label, then by
 * content), so the order the inputs came in never changes a group, its first file, or a table.
 */
import { toHex } from '../../crypto/bytes.js';
import { canonicalText } from '../../crypto/canonical.js';
import { parseTranscript } from '../verification/parse-file.js';
import { matchIdOf } from '../wire/chain.js';
import type { Hello } from '../wire/transcript.js';
import { filesOf, isArchive } from './archive.js';

/** One input as read: its label (a file name) and its JSON, or why it could not be read. */
export type LadderInput =
  | { readonly label: string; readonly raw: unknown }
  | { readonly label: string; readonly problem: string };

/** A file that does not count, and why, in a player's words; `detail`: the verifier's own words, if any. */
export interface Exclusion {
  readonly label: string;
  readonly reason: string;
  readonly detail?: string;
}

export interface MatchFile {
  readonly label: string;
  readonly raw: unknown;
}

/** The files of one match (same hellos, hence same match id): distinct contents, and exact copies of them. */
export interface MatchGroup {
  /** The match id, hex. */
  readonly id: string;
  readonly hellos: readonly Hello[];
  /** Distinct contents, sorted by label: the first is the match's file in the table. */
  readonly files: readonly MatchFile[];
  /** Files whose content equals an earlier file's (`of`: that file's label). */
  readonly copies: readonly { readonly label: string; readonly of: string }[];
}

export interface Grouped {
  /** Sorted by match id. */
  readonly groups: readonly MatchGroup[];
  readonly excluded: readonly Exclusion[];
}

interface Found extends MatchFile { readonly text: string; readonly id: string; readonly hellos: readonly Hello[] }

/** Groups the match files the inputs hold; what is no match file at all is excluded with its reason. */
export function groupInputs(inputs: readonly LadderInput[]): Grouped {
  const excluded: Exclusion[] = [];
  const found: Found[] = [];
  for (const input of inputs) {
    if ('problem' in input) { excluded.push({ label: input.label, reason: `unreadable: ${input.problem}` }); continue; }
    const files = filesOf(input.raw);
    if (!files.ok) { excluded.push({ label: input.label, reason: `unreadable: ${files.error}` }); continue; }
    const many = isArchive(input.raw);
    for (const [i, raw] of files.value.entries()) {
      const label = many ? `${input.label} [${i + 1}]` : input.label;
      const t = parseTranscript(raw);
      if (!t.ok) { excluded.push({ label, reason: 'not a match file', detail: t.error }); continue; }
      const text = canonicalText(t.value);
      found.push({ label, raw, text: text.ok ? text.value : JSON.stringify(t.value), id: toHex(matchIdOf(t.value.hellos)), hellos: t.value.hellos });
    }
  }
  found.sort((a, b) => compare(a.label, b.label) || compare(a.text, b.text));
  const byId = new Map<string, { hellos: readonly Hello[]; files: MatchFile[]; texts: Map<string, string>; copies: { label: string; of: string }[] }>();
  for (const f of found) {
    const g = byId.get(f.id) ?? { hellos: f.hellos, files: [], texts: new Map<string, string>(), copies: [] };
    byId.set(f.id, g);
    const first = g.texts.get(f.text);
    if (first !== undefined) { g.copies.push({ label: f.label, of: first }); continue; }
    g.texts.set(f.text, f.label);
    g.files.push({ label: f.label, raw: f.raw });
  }
  const groups = [...byId.entries()].sort(([a], [b]) => compare(a, b))
    .map(([id, g]): MatchGroup => ({ id, hellos: g.hellos, files: g.files, copies: g.copies }));
  return { groups, excluded };
}

/** A fixed order on strings (by UTF-16 code units), the same in every runtime and locale. */
export const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
