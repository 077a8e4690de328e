/** Parsing a whole match file (hellos, chains, kept conflicts) at the verifier's boundary. */
import { type Result, err, ok } from '../../result.js';
import { isHex } from '../../crypto/bytes.js';
import { MAX_SEATS, isObj, parseHello, parseMessage, parseSignedMessage, quote } from '../wire/parse.js';
import { type Conflict, type Hello, type SignedMessage, type Transcript, TRANSCRIPT_FORMAT } from '../wire/transcript.js';

export function parseTranscript(x: unknown): Result<Transcript> {
  if (!isObj(x)) return err('match file: expected a JSON object');
  if (x.format !== TRANSCRIPT_FORMAT) return err(`match file: format is not "${TRANSCRIPT_FORMAT}"`);
  // "talk": the players' table talk, unsigned and outside the match record (src/net/table-talk.ts): never read, never checked.
  const extra = Object.keys(x).filter((k) => !['format', 'hellos', 'chains', 'conflicts', 'seal', 'talk'].includes(k));
  if (extra[0] !== undefined) return err(`match file: unexpected field ${quote(extra[0])}`);
  if (!Array.isArray(x.hellos) || x.hellos.length < 1 || x.hellos.length > MAX_SEATS) return err('match file: hellos must be a list of 1 to 16 hellos');
  if (!Array.isArray(x.chains) || x.chains.length !== x.hellos.length) return err('match file: chains must hold one chain per hello');
  const hellos: Hello[] = [];
  for (const [i, h] of x.hellos.entries()) {
    const r = parseHello(h, `hellos[${i}]`);
    if (!r.ok) return r;
    hellos.push(r.value);
  }
  const chains: SignedMessage[][] = [];
  for (const [i, c] of (x.chains as unknown[]).entries()) {
    const r = parseList(c, `chains[${i}]`, parseMessage);
    if (!r.ok) return r;
    chains.push(r.value);
  }
  const seal = 'seal' in x ? parseSeal(x.seal, hellos.length) : ok(undefined);
  if (!seal.ok) return seal;
  const sealed = seal.value ? { seal: seal.value } : {};
  if (!('conflicts' in x)) return ok({ format: TRANSCRIPT_FORMAT, hellos, chains, ...sealed });
  const conflicts = parseList(x.conflicts, 'conflicts', parseConflict);
  return conflicts.ok ? ok({ format: TRANSCRIPT_FORMAT, hellos, chains, conflicts: conflicts.value, ...sealed }) : conflicts;
}

function parseSeal(x: unknown, seats: number): Result<{ seat: number; sig: string }> {
  if (!isObj(x)) return err('match file: seal: expected an object');
  const extra = Object.keys(x).filter((k) => k !== 'seat' && k !== 'sig');
  if (extra[0] !== undefined) return err(`match file: seal: unexpected field ${quote(extra[0])}`);
  if (typeof x.seat !== 'number' || !Number.isSafeInteger(x.seat) || x.seat < 0 || x.seat >= seats) return err('match file: seal.seat: expected one of the match\'s seats');
  if (!isHex(x.sig, 64)) return err('match file: seal.sig: expected 64 bytes of lowercase hex');
  return ok({ seat: x.seat, sig: x.sig });
}

export function parseConflict(x: unknown, where = 'conflict'): Result<Conflict> {
  if (!isObj(x)) return err(`${where}: expected an object`);
  const extra = Object.keys(x).filter((k) => k !== 'a' && k !== 'b');
  if (extra.length) return err(`${where}: unexpected field ${JSON.stringify(extra[0])}`);
  const a = parseSignedMessage(x.a, `${where}.a`);
  if (!a.ok) return a;
  const b = parseSignedMessage(x.b, `${where}.b`);
  return b.ok ? ok({ a: a.value, b: b.value }) : b;
}

function parseList<T>(x: unknown, where: string, one: (x: unknown, where: string) => Result<T>): Result<T[]> {
  if (!Array.isArray(x)) return err(`${where}: expected a list`);
  const out: T[] = [];
  for (const [j, m] of x.entries()) {
    const r = one(m, `${where}[${j}]`);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}
