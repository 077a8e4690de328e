/**
 * A history archive: many match files in one JSON file, as the history page exports it and
 * `npm run ladder` and the ladder page read it. The files inside are untrusted and are checked
 * one by one by whoever reads them (the verifier); here only the wrapper's shape is.
 *
 *   { "format": "facedown-archive/1", "files": [ <match file>, … ] }
 */
import { type Result, err, ok } from '../../result.js';
import { isObj } from '../wire/parse.js';

export const ARCHIVE_FORMAT = 'facedown-archive/1';
/** At most this many files in one archive. */
export const MAX_ARCHIVE_FILES = 100_000;

export interface Archive {
  readonly format: typeof ARCHIVE_FORMAT;
  readonly files: readonly unknown[];
}

export const archiveOf = (files: readonly unknown[]): Archive => ({ format: ARCHIVE_FORMAT, files });

export const isArchive = (x: unknown): boolean => isObj(x) && x.format === ARCHIVE_FORMAT;

/** The match files an input holds: an archive's files, or the input itself as one match file. */
export function filesOf(x: unknown): Result<readonly unknown[]> {
  if (!isArchive(x)) return ok([x]);
  const files = (x as { files?: unknown }).files;
  if (!Array.isArray(files)) return err('archive: "files" is not a list');
  if (files.length > MAX_ARCHIVE_FILES) return err(`archive: ${files.length} files, over the limit of ${MAX_ARCHIVE_FILES}`);
  return ok(files);
}
