/**
 * Move shapes: every value a seat sends is a small self-describing JSON object with a `kind`.
 * Parsing checks shape only; legality is checked by the phase that receives it.
 */
import type { Handle, Json } from '../../game.js';
import type { Lane } from './types.js';
import { LANES } from './types.js';

export type PlayMove = { readonly kind: 'play'; readonly handle: Handle | null; readonly card: string; readonly lane: Lane; readonly via?: string };
export type StealthMove = { readonly kind: 'stealth'; readonly handle: Handle; readonly lane: Lane };
export type DeployMove = PlayMove | StealthMove | { readonly kind: 'end' };
/** The value committed for a face-down card, opened at End of Turn. */
export type FaceDown = { readonly kind: 'stealth'; readonly handle: Handle; readonly card: string; readonly lane: Lane };
export type BottomAnswer = { readonly kind: 'bottom'; readonly handle: Handle } | { readonly kind: 'keep' };

const isLane = (x: unknown): x is Lane => typeof x === 'string' && (LANES as readonly string[]).includes(x);

/** A plain object with exactly the required keys (plus allowed optional ones), or null. */
function record(v: Json, required: readonly string[], optional: readonly string[] = []): Record<string, Json> | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, Json>;
  const keys = Object.keys(o);
  if (required.some((k) => !(k in o))) return null;
  if (keys.some((k) => !required.includes(k) && !optional.includes(k))) return null;
  return o;
}

export function parseDeploy(v: Json): DeployMove | null {
  const kind = (record(v, ['kind'], ['handle', 'card', 'lane', 'via']) ?? {}).kind;
  if (kind === 'end') return record(v, ['kind']) ? { kind: 'end' } : null;
  if (kind === 'stealth') {
    const o = record(v, ['kind', 'handle', 'lane']);
    return o && typeof o.handle === 'string' && isLane(o.lane) ? { kind: 'stealth', handle: o.handle, lane: o.lane } : null;
  }
  if (kind === 'play') {
    const o = record(v, ['kind', 'handle', 'card', 'lane'], ['via']);
    if (!o || (o.handle !== null && typeof o.handle !== 'string') || typeof o.card !== 'string' || !isLane(o.lane)) return null;
    if ('via' in o && typeof o.via !== 'string') return null;
    const base = { kind: 'play' as const, handle: o.handle as Handle | null, card: o.card, lane: o.lane };
    return typeof o.via === 'string' ? { ...base, via: o.via } : base;
  }
  return null;
}

export function parseFaceDown(v: Json): FaceDown | null {
  const o = record(v, ['kind', 'handle', 'card', 'lane']);
  return o && o.kind === 'stealth' && typeof o.handle === 'string' && typeof o.card === 'string' && isLane(o.lane)
    ? { kind: 'stealth', handle: o.handle, card: o.card, lane: o.lane }
    : null;
}

export function parseBottom(v: Json): BottomAnswer | null {
  const o = record(v, ['kind'], ['handle']);
  if (!o) return null;
  if (o.kind === 'keep' && !('handle' in o)) return { kind: 'keep' };
  return o.kind === 'bottom' && typeof o.handle === 'string' ? { kind: 'bottom', handle: o.handle } : null;
}
