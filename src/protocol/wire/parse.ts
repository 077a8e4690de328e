/**
 * Boundary parsers: untrusted JSON (a peer's message, an imported match file) into typed
 * values, or an error naming the field that is wrong. Nothing here throws.
 */
import { type Result, err, ok } from '../../result.js';
import { isHex } from '../../crypto/bytes.js';
import { type Json, canonicalText, isCanonical } from '../../crypto/canonical.js';
import { isPrintableName } from './printable.js';
import type { Body, Hello, IdentityField, SignedMessage } from './transcript.js';
import { loadedSharedDeck } from '../shared-deck/shared-lazy.js';

export const MAX_SEATS = 16;
/** The largest match file the verifier reads (its size is checked before it is read). */
export const MAX_MATCH_FILE = 64 * 1024 * 1024;
const MAX_INT = 0x7fffffff;

type Obj = Record<string, unknown>;
export const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
/** An untrusted key or short string quoted for an error message, cut short. */
export const quote = (s: string): string => (s.length > 40 ? `${JSON.stringify(s.slice(0, 40)).slice(0, -1)}…"` : JSON.stringify(s));

/** A field that failed to parse; `build` reports the first one. */
export class Bad {
  constructor(readonly error: string) {}
}

export class Fields {
  constructor(private readonly o: Obj, private readonly where: string) {}
  fail(field: string, what: string): string { return `${this.where}.${field}: ${what}`; }
  int(f: string, min: number, max: number): number | Bad {
    const v = this.o[f];
    return Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : new Bad(this.fail(f, `expected an integer in [${min}, ${max}]`));
  }
  str(f: string, max: number): string | Bad {
    const v = this.o[f];
    return typeof v === 'string' && v.length <= max && v.isWellFormed() ? v : new Bad(this.fail(f, `expected a string of at most ${max} characters`));
  }
  /** Printable text: no control, format or line-separator characters (see printable.ts). */
  printable(f: string, max: number): string | Bad {
    const v = this.str(f, max);
    return v instanceof Bad || isPrintableName(v) ? v : new Bad(this.fail(f, 'expected visible text without control, format or line-separator characters'));
  }
  id(f: string, max: number): string | Bad {
    const v = this.o[f];
    return typeof v === 'string' && v.length <= max && /^[a-z0-9._-]+$/.test(v) ? v : new Bad(this.fail(f, `expected an id of at most ${max} characters a-z 0-9 . _ -`));
  }
  hex(f: string, bytes: number): string | Bad {
    const v = this.o[f];
    return isHex(v, bytes) ? v : new Bad(this.fail(f, `expected ${bytes} bytes of lowercase hex`));
  }
  json(f: string): Json | Bad {
    const v = this.o[f];
    if (!(f in this.o)) return new Bad(this.fail(f, 'missing'));
    if (isCanonical(v)) return v as Json;
    const c = canonicalText(v);
    return new Bad(this.fail(f, c.ok ? 'not canonical JSON' : c.error));
  }
  only(keys: readonly string[]): string | null {
    for (const k of Object.keys(this.o)) if (!keys.includes(k)) return `${this.where}: unexpected field ${quote(k)}`;
    return null;
  }
}

/** Collects fields; the first error wins. */
export function build<T>(fields: Record<string, unknown>, only: string | null): Result<T> {
  if (only) return err(only);
  for (const k in fields) {
    const v = fields[k];
    if (v instanceof Bad) return err(v.error);
  }
  return ok(fields as T);
}

const HELLO_V1 = ['v', 'build', 'game', 'options', 'seat', 'seats', 'name', 'key', 'beacon', 'seed', 'sig'] as const;
const HELLO_V2 = [...HELLO_V1, 'nonce', 'timeout', 'chain', 'deck', 'dkey', 'id'] as const;
export const MAX_DECK = 1000;
/** Bounds of the agreed claim timeout (ms) and of a beacon chain's length. */
export const MAX_TIMEOUT_MS = 7 * 24 * 3600 * 1000;
export const MAX_CHAIN = 1 << 20;

export function parseHello(x: unknown, where = 'hello'): Result<Hello> {
  if (!isObj(x)) return err(`${where}: expected an object`);
  const f = new Fields(x, where);
  const v = f.int('v', 0, 1000);
  const common = {
    v, build: f.printable('build', 64), game: f.id('game', 64), options: f.json('options'),
    seat: f.int('seat', 0, MAX_SEATS - 1), seats: f.int('seats', 1, MAX_SEATS), name: f.printable('name', 40),
    key: f.hex('key', 32), beacon: f.hex('beacon', 32), seed: f.hex('seed', 32), sig: f.hex('sig', 64),
  };
  const r = v === 1
    ? build<Hello>(common, f.only(HELLO_V1))
    : build<Hello>({
      ...common, nonce: f.hex('nonce', 16), timeout: f.int('timeout', 1, MAX_TIMEOUT_MS), chain: f.int('chain', 1, MAX_CHAIN),
      ...('deck' in x ? { deck: deckField(x.deck, `${where}.deck`) } : {}),
      ...('dkey' in x ? { dkey: dkeyField(x.dkey, `${where}.dkey`) } : {}),
      ...('id' in x ? { id: idField(x.id, `${where}.id`) } : {}),
    }, f.only(HELLO_V2));
  if (r.ok && r.value.seat >= r.value.seats) return err(`${where}.seat: ${r.value.seat} is not below seats (${r.value.seats})`);
  return r;
}

export function parseBody(x: unknown, where = 'body'): Result<Body> {
  if (!isObj(x)) return err(`${where}: expected an object`);
  const f = new Fields(x, where);
  switch (x.t) {
    case 'move': return withAhead(x, f, where, { t: 'move', move: f.json('move') }, MOVE_KEYS);
    case 'commit': return withAhead(x, f, where, { t: 'commit', c: f.hex('c', 32) }, COMMIT_KEYS);
    case 'open': return withAhead(x, f, where, { t: 'open', value: f.json('value') }, OPEN_KEYS);
    case 'reveal': return withAhead(x, f, where, { t: 'reveal', value: f.json('value'), salt: f.hex('salt', 32) }, REVEAL_KEYS);
    case 'beacon': {
      const fields: Record<string, unknown> = { t: 'beacon', x: f.hex('x', 32) };
      if ('extend' in x) fields.extend = f.hex('extend', 32);
      return withAhead(x, f, where, fields, BEACON_KEYS);
    }
    case 'secrets': {
      const fields: Record<string, unknown> = { t: 'secrets', seed: f.hex('seed', 32) };
      if ('deck' in x) fields.deck = deckOpening(x.deck, `${where}.deck`);
      return build(fields, f.only(['t', 'seed', 'deck']));
    }
    // The shared deck's bodies are checked by its code (shared-body.ts): here once it is loaded (before
    // a match with a shared pile opens), and again where it uses them (a stored or watched match may
    // be read before it loads). In a match without a shared pile the lockstep refuses them by kind,
    // naming the seat and the step; before they reach it, `parseMessage` has checked they are JSON.
    case 'shuffle': case 'share': case 'audit': return loadedSharedDeck?.parseSharedBody(x, where) ?? ok(x as Body);
    case 'resign': return build({ t: 'resign' }, f.only(['t']));
    case 'claim': {
      const fields: Record<string, unknown> = { t: 'claim', against: f.int('against', 0, MAX_SEATS - 1), reason: f.str('reason', 200) };
      if ('also' in x) fields.also = alsoField(x.also, `${where}.also`);
      if ('seed' in x) fields.seed = f.hex('seed', 32);
      if ('deck' in x) fields.deck = deckOpening(x.deck, `${where}.deck`);
      return build(fields, f.only(['t', 'against', 'also', 'reason', 'seed', 'deck']));
    }
    // Never stringify x.t itself: an array nested thousands deep overflows the stack.
    default: return err(`${where}.t: unknown message type ${typeof x.t === 'string' ? quote(x.t) : `(${x.t === null ? 'null' : Array.isArray(x.t) ? 'a list' : typeof x.t})`}`);
  }
}

/** The fields of the bodies that may carry beacon values sent ahead (`ahead` among them). */
const MOVE_KEYS = ['t', 'move', 'ahead'], COMMIT_KEYS = ['t', 'c', 'ahead'], OPEN_KEYS = ['t', 'value', 'ahead'];
const REVEAL_KEYS = ['t', 'value', 'salt', 'ahead'], BEACON_KEYS = ['t', 'x', 'extend', 'ahead'];

/** Protocol 3: beacon values sent ahead may ride on any input (the lockstep checks the version). */
function withAhead(x: Obj, f: Fields, where: string, fields: Record<string, unknown>, keys: readonly string[]): Result<Body> {
  if ('ahead' in x) fields.ahead = aheadField(x.ahead, `${where}.ahead`);
  return build(fields, f.only(keys));
}

/** At most this many beacon values ride ahead on one input. */
export const MAX_AHEAD = 64;

function aheadField(x: unknown, where: string): string[] | Bad {
  if (!Array.isArray(x) || x.length < 1 || x.length > MAX_AHEAD || !x.every((v) => isHex(v, 32))) {
    return new Bad(`${where}: expected a list of 1 to ${MAX_AHEAD} beacon values (32 bytes of lowercase hex each)`);
  }
  return x as string[];
}

/** A claim's further seats (which the ledger checks, as it checks `against`). */
function alsoField(x: unknown, where: string): number[] | Bad {
  const ok = Array.isArray(x) && x.length > 0 && x.length < MAX_SEATS && x.every((v) => Number.isSafeInteger(v) && v >= 0 && v < MAX_SEATS);
  return ok ? x as number[] : new Bad(`${where}: expected seats`);
}

/** The hello's shared-deck key: a point and its proof of possession (checked when the match opens). */
function dkeyField(x: unknown, where: string): { pk: string; pop: string } | Bad {
  if (!isObj(x)) return new Bad(`${where}: expected an object`);
  const f = new Fields(x, where);
  const r = build<{ pk: string; pop: string }>({ pk: f.hex('pk', 32), pop: f.hex('pop', 64) }, f.only(['pk', 'pop']));
  return r.ok ? r.value : new Bad(r.error);
}

/** The latest time an identity certificate may name (ms since 1970): the year 2286. */
export const MAX_CERT_TIME = 1e13;

/** The hello's identity: a key, a time and a certificate (checked when the match opens: identity.ts). */
function idField(x: unknown, where: string): IdentityField | Bad {
  if (!isObj(x)) return new Bad(`${where}: expected an object`);
  const f = new Fields(x, where);
  const at = x.at;
  const r = build<IdentityField>({
    pk: f.hex('pk', 32), cert: f.hex('cert', 64),
    at: Number.isSafeInteger(at) && (at as number) >= 0 && (at as number) <= MAX_CERT_TIME ? at : new Bad(f.fail('at', 'expected a time in ms since 1970')),
  }, f.only(['pk', 'at', 'cert']));
  return r.ok ? r.value : new Bad(r.error);
}

/** The hello's deck field: a commitment and a size. */
function deckField(x: unknown, where: string): { c: string; size: number } | Bad {
  if (!isObj(x)) return new Bad(`${where}: expected an object`);
  const f = new Fields(x, where);
  const r = build<{ c: string; size: number }>({ c: f.hex('c', 32), size: f.int('size', 1, MAX_DECK) }, f.only(['c', 'size']));
  return r.ok ? r.value : new Bad(r.error);
}

/** An opened deck list: distinct card ids (printable, short) and the commitment's salt. */
export function deckOpening(x: unknown, where: string): { cards: string[]; salt: string } | Bad {
  if (!isObj(x)) return new Bad(`${where}: expected an object`);
  const f = new Fields(x, where);
  const cards = x.cards;
  if (!Array.isArray(cards) || cards.length > MAX_DECK || !cards.every((c) => typeof c === 'string' && c.length > 0 && c.length <= 64 && /^[\x21-\x7e]+$/.test(c))) {
    return new Bad(`${where}.cards: expected a list of at most ${MAX_DECK} card ids`);
  }
  if (new Set(cards).size !== cards.length) return new Bad(`${where}.cards: card ids must be distinct`);
  const r = build<{ cards: string[]; salt: string }>({ cards: cards as string[], salt: f.hex('salt', 32) }, f.only(['cards', 'salt']));
  return r.ok ? r.value : new Bad(r.error);
}

/**
 * A signed message. `sig` may be missing (read as '') only where a protocol 3 file leaves it
 * out: the verifier decides, by version and position, where that is allowed.
 */
export function parseMessage(x: unknown, where = 'message'): Result<SignedMessage> {
  if (!isObj(x)) return err(`${where}: expected an object`);
  const f = new Fields(x, where);
  const body = parseBody(x.body, `${where}.body`);
  if (!body.ok) return body;
  const m = build<SignedMessage>({
    seat: f.int('seat', 0, MAX_SEATS - 1), seq: f.int('seq', 0, MAX_INT), prev: f.hex('prev', 32),
    step: f.int('step', 0, MAX_INT), stateHash: x.stateHash === '' ? '' : f.hex('stateHash', 32), body: body.value, sig: 'sig' in x ? f.hex('sig', 64) : '',
  }, f.only(['seat', 'seq', 'prev', 'step', 'stateHash', 'body', 'sig']));
  if (!m.ok) return m;
  // Each field was canonical on its own; the link hash and the signed digest encode the whole
  // message, which nests a move or a value two levels deeper.
  if (isCanonical(m.value)) return m;
  const whole = canonicalText(m.value as unknown as Json);
  return err(`${where}: ${whole.ok ? 'not canonical JSON' : whole.error}`);
}

/** A message as a wire or conflict message must be: signed. */
export function parseSignedMessage(x: unknown, where = 'message'): Result<SignedMessage> {
  const r = parseMessage(x, where);
  return r.ok && r.value.sig === '' ? err(`${where}.sig: missing`) : r;
}

// A whole match file (the verifier's) is parsed in parse-file.ts, which a live match does not load.
