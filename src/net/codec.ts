/**
 * The wire codec: every envelope a peer sends, parsed at the boundary into a typed value.
 * Envelopes are JSON strings of at most MAX_WIRE_BYTES.
 */
import { type Result, err, ok } from '../result.js';
import { MAX_SEATS, parseHello, parseSignedMessage } from '../protocol/wire/parse.js';
import type { Hello, SignedMessage } from '../protocol/wire/transcript.js';
import { isHex } from '../crypto/bytes.js';
import { escapeUntrusted } from '../protocol/wire/printable.js';
import { nestsDeeper, tooDeep } from '../protocol/wire/json-depth.js';
import { TALK_MAX, talkText } from './table-talk.js';

/** 64 KiB: a shared deck's shuffle pass of 100 cards with its proof of shuffle is about 46 kB. */
export const MAX_WIRE_BYTES = 64 * 1024;

export type Envelope =
  | { readonly k: 'hello'; readonly hello: Hello }
  | { readonly k: 'msg'; readonly msg: SignedMessage }
  /** "I hold this many messages of each seat's chain": the peer resends what is missing. */
  | { readonly k: 'sync'; readonly have: readonly number[] }
  /** Before a claim (three or more seats): send me what you hold of the others beyond these counts. */
  | { readonly k: 'ask'; readonly have: readonly number[] }
  /** The sender stopped the match; `reason` says why (informational, unsigned; escaped onto one line, capped). */
  | { readonly k: 'stop'; readonly reason: string }
  /** After the end: the sender hosts a new match with the same options at this PeerJS id. */
  | { readonly k: 'rematch'; readonly hostId: string }
  /** Link authentication: a fresh challenge, and the answer signed with the seat's match key. */
  | { readonly k: 'auth'; readonly c: string }
  | { readonly k: 'proof'; readonly sig: string }
  /** Table talk (table-talk.ts): a line for the other players, unsigned, outside the match record. */
  | { readonly k: 'chat'; readonly text: string };

export const encode = (e: Envelope): string => JSON.stringify(e);

let scratch = new Uint8Array(0);
const encoder = new TextEncoder();

/**
 * Whether a string takes more than `max` bytes in UTF-8, never throwing (a lone surrogate counts
 * as the 3 bytes of its replacement): encoded into a scratch buffer only when it could.
 */
export function overBytes(data: string, max: number): boolean {
  if (data.length > max) return true;
  if (3 * data.length <= max) return false;
  if (scratch.length < max) scratch = new Uint8Array(max);
  return encoder.encodeInto(data, scratch.subarray(0, max)).read < data.length;
}

export function decode(data: unknown): Result<Envelope> {
  if (typeof data !== 'string') return err('expected a text message');
  if (overBytes(data, MAX_WIRE_BYTES)) {
    return err(`message is larger than ${MAX_WIRE_BYTES} bytes`);
  }
  if (nestsDeeper(data)) return err(tooDeep('message'));
  let x: unknown;
  try {
    x = JSON.parse(data);
  } catch {
    return err('message is not valid JSON');
  }
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return err('message is not a JSON object');
  const o = x as Record<string, unknown>;
  const keys = Object.keys(o).sort().join(',');
  switch (o.k) {
    case 'hello': {
      if (keys !== 'hello,k') return err('hello envelope: unexpected fields');
      const h = parseHello(o.hello);
      return h.ok ? ok({ k: 'hello', hello: h.value }) : h;
    }
    case 'msg': {
      if (keys !== 'k,msg') return err('msg envelope: unexpected fields');
      const m = parseSignedMessage(o.msg);
      return m.ok ? ok({ k: 'msg', msg: m.value }) : m;
    }
    case 'sync': case 'ask': {
      const have = o.have;
      if (keys !== 'have,k' || !Array.isArray(have) || have.length > MAX_SEATS || !have.every((n) => Number.isSafeInteger(n) && n >= 0)) {
        return err(`${o.k} envelope: "have" must be a list of message counts`);
      }
      return ok({ k: o.k, have: have as number[] });
    }
    case 'stop':
      if (keys !== 'k,reason' || typeof o.reason !== 'string') return err('stop envelope: "reason" must be a string');
      return ok({ k: 'stop', reason: escapeUntrusted(o.reason, 200) });
    case 'rematch':
      if (keys !== 'hostId,k' || typeof o.hostId !== 'string' || !/^[0-9a-f]{32}$/.test(o.hostId)) {
        return err('rematch envelope: "hostId" must be 32 hex digits');
      }
      return ok({ k: 'rematch', hostId: o.hostId });
    case 'auth':
      if (keys !== 'c,k' || !isHex(o.c, 16)) return err('auth envelope: "c" must be 16 bytes of hex');
      return ok({ k: 'auth', c: o.c });
    case 'proof':
      if (keys !== 'k,sig' || !isHex(o.sig, 64)) return err('proof envelope: "sig" must be 64 bytes of hex');
      return ok({ k: 'proof', sig: o.sig });
    case 'chat': {
      const text = keys === 'k,text' ? talkText(o.text) : null;
      return text === null ? err(`chat envelope: "text" must be 1 to ${TALK_MAX} printable characters`) : ok({ k: 'chat', text });
    }
    default:
      return err('unknown envelope kind');
  }
}
