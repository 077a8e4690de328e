/**
 * What the host's relay sends a watcher (watch-relay.ts), parsed at the watcher's boundary: the
 * hellos one by one, chain messages in batches (one data-channel send for many messages: each
 * send costs the host's page a call into the browser's network process), and the players' stop.
 */
import { type Result, err, ok } from '../result.js';
import { parseSignedMessage } from '../protocol/wire/parse.js';
import type { SignedMessage } from '../protocol/wire/transcript.js';
import { type Envelope, decode, overBytes } from './codec.js';
import { nestsDeeper, tooDeep } from '../protocol/wire/json-depth.js';

/** A batch is at most this long on the wire. */
export const MAX_BATCH_BYTES = 64 * 1024;

export type WatchEnvelope =
  | Extract<Envelope, { k: 'hello' } | { k: 'stop' }>
  | { readonly k: 'msgs'; readonly msgs: readonly SignedMessage[] };

/** Wire strings for `msgs` (each already JSON), in as few batches as fit MAX_BATCH_BYTES. */
export function batches(wire: readonly string[]): string[] {
  const out: string[] = [];
  let part: string[] = [];
  let size = 0;
  const flush = () => { if (part.length) out.push(`{"k":"msgs","msgs":[${part.join(',')}]}`); part = []; size = 0; };
  for (const m of wire) {
    if (size + m.length + 32 > MAX_BATCH_BYTES) flush();
    part.push(m);
    size += m.length + 1;
  }
  flush();
  return out;
}

export function decodeWatch(data: unknown): Result<WatchEnvelope> {
  if (typeof data !== 'string') return err('expected a text message');
  if (!data.startsWith('{"k":"msgs"')) {
    const e = decode(data);
    if (!e.ok) return e;
    return e.value.k === 'hello' || e.value.k === 'stop' ? ok(e.value) : err(`a "${e.value.k}" envelope is not for a watcher`);
  }
  if (overBytes(data, MAX_BATCH_BYTES)) return err(`batch is larger than ${MAX_BATCH_BYTES} bytes`);
  if (nestsDeeper(data)) return err(tooDeep('batch'));
  let x: unknown;
  try {
    x = JSON.parse(data);
  } catch {
    return err('batch is not valid JSON');
  }
  const o = x as Record<string, unknown>;
  if (typeof x !== 'object' || x === null || Object.keys(o).sort().join(',') !== 'k,msgs' || !Array.isArray(o.msgs)) return err('msgs envelope: expected exactly the fields k, msgs (a list)');
  const msgs: SignedMessage[] = [];
  for (const [i, raw] of (o.msgs as unknown[]).entries()) {
    const m = parseSignedMessage(raw);
    if (!m.ok) return err(`msgs[${i}]: ${m.error}`);
    msgs.push(m.value);
  }
  return ok({ k: 'msgs', msgs });
}
