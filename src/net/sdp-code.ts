/**
 * Connection codes: a WebRTC offer or answer (sdp-facts.ts) packed by hand into a few dozen
 * bytes, written in base64url, for players to pass to each other when no server introduces their
 * browsers (a link, a QR code, a text to paste). A typical offer on a LAN is about 140 characters.
 *
 * Layout (version 1), big-endian:
 *   header    version (3 bits) · answer (1) · setup (2: actpass, active, passive) · SCTP port 5000 (1) · mid "0" (1)
 *   [answer]  2 bytes: the tag of the offer it answers (offerTag), so an answer to an old link is told apart
 *   ufrag     1 byte count, then the characters 6 bits each (ICE's alphabet is base64's)
 *   pwd       likewise
 *   hash      1 byte: sha-1, sha-224, sha-256, sha-384, sha-512; then the fingerprint's bytes
 *   [port]    2 bytes, unless 5000
 *   max size  LEB128 (0: not stated)
 *   [mid]     1 byte length and its characters, unless "0"
 *   count     1 byte; each candidate: 1 byte (address kind 2 bits · type 2 · transport 2 · 0 0),
 *             the address (IPv4 4 bytes, IPv6 16, an mDNS "<uuid>.local" 16, else a length and a name), the port (2)
 *   check     2 bytes: FNV-1a of everything before, folded to 16 bits (a damaged or cut code is refused)
 *
 * Decoding never throws: anything malformed is a CodeError saying what to do.
 */
import { type Result, err, ok } from '../result.js';
import {
  type Candidate, type CandidateTransport, type CandidateType, type CodeError, FINGERPRINT_BYTES, type FingerprintHash, ICE_CHARS, type SdpFacts,
  type Setup, codeError, ipv4Bytes, ipv6Bytes, ipv6Text, readSdp, unsupported, writeSdp,
} from './sdp-facts.js';

export type { CodeError } from './sdp-facts.js';

export const CODE_VERSION = 1;
/** Longer than any code this encoder writes (64 candidates with long names), so an absurd paste is refused before decoding. */
const MAX_CODE_CHARS = 4_000;

const SETUPS: readonly Setup[] = ['actpass', 'active', 'passive'];
const HASHES: readonly FingerprintHash[] = ['sha-1', 'sha-224', 'sha-256', 'sha-384', 'sha-512'];
const TYPES: readonly CandidateType[] = ['host', 'srflx', 'prflx', 'relay'];
const TRANSPORTS: readonly CandidateTransport[] = ['udp', 'tcp-passive', 'tcp-so'];
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/;

/** What a decoded code holds: the description to give the browser, and (an answer) the offer it answers. */
export interface Decoded {
  readonly facts: SdpFacts;
  readonly description: { type: 'offer' | 'answer'; sdp: string };
  /** An answer: the tag of the offer it answers. */
  readonly answers: number | null;
}

/** A 16-bit tag of an offer (from its ICE credentials): an answer carries it. */
export function offerTag(f: Pick<SdpFacts, 'ufrag' | 'pwd'>): number {
  return fold(fnv(new TextEncoder().encode(`${f.ufrag}:${f.pwd}`)));
}

/** This browser's description (gathered) as a code; an answer names the offer it answers. */
export function encodeDescription(desc: { readonly type?: string | null; readonly sdp?: string | null }, answers: number | null = null): Result<string, CodeError> {
  const facts = readSdp(desc);
  if (!facts.ok) return facts;
  if (facts.value.kind === 'answer' && answers === null) return err(unsupported('an answer without the offer it answers'));
  return ok(encodeFacts(facts.value, answers ?? 0));
}

export function encodeFacts(f: SdpFacts, answers = 0): string {
  const w: number[] = [];
  const mid0 = f.mid === '0';
  const port5000 = f.sctpPort === 5000;
  w.push((CODE_VERSION << 5) | (f.kind === 'answer' ? 16 : 0) | (SETUPS.indexOf(f.setup) << 2) | (port5000 ? 2 : 0) | (mid0 ? 1 : 0));
  if (f.kind === 'answer') w.push(answers >> 8, answers & 255);
  packIce(w, f.ufrag);
  packIce(w, f.pwd);
  w.push(HASHES.indexOf(f.hash), ...f.fingerprint);
  if (!port5000) w.push(f.sctpPort >> 8, f.sctpPort & 255);
  for (let n = f.maxMessageSize ?? 0; ; n = Math.floor(n / 128)) {
    if (n < 128) { w.push(n); break; }
    w.push((n % 128) | 128);
  }
  if (!mid0) w.push(f.mid.length, ...Array.from(f.mid, (ch) => ch.charCodeAt(0)));
  const cands = f.candidates.slice(0, 255);
  w.push(cands.length);
  for (const c of cands) packCandidate(w, c);
  const check = fold(fnv(Uint8Array.from(w)));
  w.push(check >> 8, check & 255);
  return base64url(Uint8Array.from(w));
}

function packIce(w: number[], s: string): void {
  w.push(s.length);
  let acc = 0;
  let bits = 0;
  for (const ch of s) {
    acc = ((acc << 6) | B64.indexOf(ch)) & 0xffff;
    bits += 6;
    if (bits >= 8) { bits -= 8; w.push((acc >> bits) & 255); }
  }
  if (bits > 0) w.push((acc << (8 - bits)) & 255);
}

function packCandidate(w: number[], c: Candidate): void {
  const v4 = ipv4Bytes(c.address);
  const v6 = v4 ? null : ipv6Bytes(c.address);
  const mdns = MDNS.exec(c.address.toLowerCase());
  const kind = v4 ? 0 : v6 ? 1 : mdns ? 2 : 3;
  w.push((kind << 6) | (TYPES.indexOf(c.type) << 4) | (TRANSPORTS.indexOf(c.transport) << 2));
  if (v4) w.push(...v4);
  else if (v6) w.push(...v6);
  else if (mdns) w.push(...fromHex(mdns.slice(1).join('')));
  else w.push(c.address.length, ...Array.from(c.address, (ch) => ch.charCodeAt(0)));
  w.push(c.port >> 8, c.port & 255);
}

const damaged = (): CodeError => codeError('damaged', 'This code is damaged or incomplete. Copy it again, all of it, and paste it here.');

/**
 * A code, as pasted, into the description it stands for. `expect` is what the page waits for: a
 * connection link's offer, or the other player's answer.
 */
export function decodeCode(text: string, expect: 'offer' | 'answer'): Result<Decoded, CodeError> {
  const s = text.trim();
  if (!s) return err(codeError('empty', expect === 'answer' ? 'Paste the answer code your friend sent you.' : 'Paste the connection link your friend sent you.'));
  if (s.length > MAX_CODE_CHARS || !/^[A-Za-z0-9_-]+$/.test(s)) return err(damaged());
  const bytes = fromBase64url(s);
  if (!bytes || bytes.length < 4) return err(damaged());
  const body = bytes.subarray(0, bytes.length - 2);
  if (fold(fnv(body)) !== (((bytes[bytes.length - 2] as number) << 8) | (bytes[bytes.length - 1] as number))) return err(damaged());
  const head = body[0] as number;
  if (head >> 5 !== CODE_VERSION) {
    return err(codeError('version', 'This code was made by another version of Facedown. Both of you should reload the page, then make new codes.'));
  }
  const kind = head & 16 ? 'answer' : 'offer';
  if (kind !== expect) {
    return err(codeError('wrong-kind', kind === 'offer'
      ? 'This is a connection link, not an answer code: it is the one you send. Paste the code your friend sent back.'
      : 'This is an answer code: it goes to the player who sent you the link. Paste their connection link here.'));
  }
  const facts = unpack(body, kind);
  return facts ? ok({ facts: facts.facts, description: writeSdp(facts.facts), answers: facts.answers }) : err(damaged());
}

/** The body's facts, or null when anything is out of place (the checksum matched: a code made by a broken encoder). */
function unpack(b: Uint8Array, kind: 'offer' | 'answer'): { facts: SdpFacts; answers: number | null } | null {
  let i = 1;
  const byte = (): number => { if (i >= b.length) throw RangeError(); return b[i++] as number; };
  const take = (n: number): Uint8Array => { if (i + n > b.length) throw RangeError(); i += n; return b.slice(i - n, i); };
  const ascii = (n: number): string => String.fromCharCode(...take(n));
  try {
    const head = b[0] as number;
    const setup = SETUPS[(head >> 2) & 3];
    if (!setup || (kind === 'answer' && setup === 'actpass')) return null;
    const answers = kind === 'answer' ? (byte() << 8) | byte() : null;
    const ufrag = unpackIce(byte(), take);
    const pwd = unpackIce(byte(), take);
    const hash = HASHES[byte()];
    if (!ufrag || !pwd || !hash) return null;
    const fingerprint = take(FINGERPRINT_BYTES[hash]);
    const sctpPort = head & 2 ? 5000 : (byte() << 8) | byte();
    let max = 0;
    for (let shift = 0; ; shift += 7) {
      const x = byte();
      if (shift > 28) return null;
      max += (x & 127) * 2 ** shift;
      if (!(x & 128)) break;
    }
    const mid = head & 1 ? '0' : ascii(byte());
    const count = byte();
    const candidates: Candidate[] = [];
    for (let n = 0; n < count; n++) {
      const h = byte();
      const type = TYPES[(h >> 4) & 3];
      const transport = TRANSPORTS[(h >> 2) & 3];
      const addrKind = h >> 6;
      if (!type || !transport || h & 3) return null;
      const address = addrKind === 0 ? Array.from(take(4)).join('.') : addrKind === 1 ? ipv6Text(take(16)) : addrKind === 2 ? mdnsName(take(16)) : ascii(byte());
      const port = (byte() << 8) | byte();
      if (port === 0 || (addrKind === 3 && !/^[A-Za-z0-9.-]{1,253}$/.test(address))) return null;
      candidates.push({ address, port, type, transport });
    }
    if (i !== b.length || sctpPort === 0 || max > 0xffffffff || !/^[A-Za-z0-9_.-]{1,16}$/.test(mid)) return null;
    return { facts: { kind, ufrag, pwd, hash, fingerprint, setup, mid, sctpPort, maxMessageSize: max || null, candidates }, answers };
  } catch {
    // (a count that runs past the end: the RangeError of byte() or take())
    return null;
  }
}

function unpackIce(count: number, take: (n: number) => Uint8Array): string | null {
  const bytes = take(Math.ceil((count * 6) / 8));
  let s = '';
  for (let k = 0; k < count; k++) {
    const bit = k * 6;
    const word = (((bytes[bit >> 3] as number) << 8) | (bytes[(bit >> 3) + 1] ?? 0)) >> (10 - (bit & 7));
    s += B64[word & 63];
  }
  return ICE_CHARS.test(s) ? s : null;
}

const mdnsName = (b: Uint8Array): string => {
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
};

const fromHex = (h: string): number[] => Array.from({ length: h.length / 2 }, (_, i) => parseInt(h.slice(2 * i, 2 * i + 2), 16));

/** FNV-1a, 32 bits. */
function fnv(b: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const x of b) h = Math.imul(h ^ x, 0x01000193) >>> 0;
  return h;
}
const fold = (h: number): number => ((h >>> 16) ^ h) & 0xffff;

export function base64url(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i += 3) {
    const n = ((b[i] as number) << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((b.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) s += B64URL[(n >> (18 - 6 * k)) & 63];
  }
  return s;
}

/** null when the length cannot be base64url without padding. */
export function fromBase64url(s: string): Uint8Array | null {
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const ch of s) {
    const v = B64URL.indexOf(ch);
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) { bits -= 8; out[o++] = (acc >> bits) & 255; }
  }
  // The last character's spare bits are zero in a code we wrote: another one is a damaged code, not the same one.
  return acc & ((1 << bits) - 1) ? null : out;
}
