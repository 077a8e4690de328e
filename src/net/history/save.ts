/**
 * Keeping one file: the decision, apart from IndexedDB (store.ts gives the real backend, tests a
 * stand-in). A file is kept once: the same key, or the same content, is "already" kept. A write
 * the browser refuses is never silent: a full quota says so with the sizes, anything else says
 * why. This never throws.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex, utf8 } from '../../crypto/bytes.js';
import type { HistoryMeta, SaveOutcome } from './types.js';

/** What saving needs of a store. */
export interface HistoryBackend {
  /**
   * Adds the file unless one with the same key or the same hash is kept: then returns that one's
   * key (and adds nothing). Throws what the browser throws (a QuotaExceededError when full).
   */
  add(meta: HistoryMeta, text: string): Promise<string | null>;
  /** The browser's estimate of this site's quota and usage (empty where it gives none). */
  estimate(): Promise<{ readonly quota?: number; readonly usage?: number }>;
}

/** A match file as the history keeps it: its JSON text, that text's size in bytes and its hash. */
export interface FileText {
  readonly text: string;
  readonly bytes: number;
  readonly hash: string;
}

/** The JSON text of a file, its UTF-8 size and SHA-256 (null: it cannot be written as JSON). */
export function fileText(file: unknown): FileText | null {
  let text: string | undefined;
  try {
    text = JSON.stringify(file);
  } catch {
    return null;
  }
  if (typeof text !== 'string') return null;
  const bytes = utf8(text);
  return { text, bytes: bytes.length, hash: toHex(sha256(bytes)) };
}

/** A browser's "storage is full": the standard name, or the legacy code 22 some engines still give. */
export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}

const FULL_REASON = "the browser's storage for this site is full";

/** Saves `file` with `meta` (its key, hash and size are recomputed from the file here). */
export async function saveWith(backend: HistoryBackend | null, file: unknown, meta: HistoryMeta, unavailable = 'this browser keeps no storage for this page'): Promise<SaveOutcome> {
  if (!backend) return { kind: 'unavailable', reason: unavailable };
  const t = fileText(file);
  if (!t) return { kind: 'unavailable', reason: 'the match file could not be written as JSON' };
  const kept: HistoryMeta = { ...meta, bytes: t.bytes, hash: t.hash };
  try {
    const existing = await backend.add(kept, t.text);
    return existing === null ? { kind: 'saved', key: kept.key } : { kind: 'already', key: existing };
  } catch (e) {
    // (another tab kept the same match a moment before: the key is taken)
    if (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'ConstraintError') return { kind: 'already', key: kept.key };
    if (isQuotaError(e)) {
      const est = await backend.estimate().catch(() => ({} as { quota?: number; usage?: number }));
      const available = est.quota !== undefined && est.usage !== undefined ? Math.max(0, est.quota - est.usage) : null;
      return { kind: 'full', needed: t.bytes, available, reason: FULL_REASON };
    }
    const why = e instanceof Error || (typeof e === 'object' && e !== null && 'message' in e) ? String((e as { message: unknown }).message) : String(e);
    return { kind: 'unavailable', reason: `the browser refused to store it (${why.slice(0, 200) || 'no reason given'})` };
  }
}
