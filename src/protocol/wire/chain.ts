/** Signing and linking hellos and per-seat message chains. */
import { type Bytes, fromHex, toHex } from '../../crypto/bytes.js';
import { type Json, canonical, canonicalViewOf } from '../../crypto/canonical.js';
import { TAG, taggedHash } from '../../crypto/hash.js';
// noble by default, loaded on demand: a page with WebCrypto Ed25519 passes its own (src/crypto/lazy-noble.ts).
import { NobleNotLoaded, sign, verify } from '../../crypto/lazy-noble.js';
import type { Hello, SignedMessage } from './transcript.js';

type Unsigned<T> = Omit<T, 'sig'>;

/** A malformed signature or key is invalid; a verifier not loaded yet is no verdict at all. */
function notLoaded(e: unknown): false {
  if (e instanceof NobleNotLoaded) throw e;
  return false;
}

/** The bytes a hello's signature signs. */
export const helloDigest = (h: Unsigned<Hello>): Bytes => taggedHash(TAG.hello, canonicalViewOf(h as unknown as Json));

/** A synchronous Ed25519 signer (noble by default; node:crypto in headless runs). */
export type SignSync = (msg: Bytes, secretKey: Bytes) => Bytes;

export function signHello(h: Unsigned<Hello>, secretKey: Bytes, signWith: SignSync = sign): Hello {
  return { ...h, sig: toHex(signWith(helloDigest(h), secretKey)) };
}

/** A synchronous strict Ed25519 verifier (noble by default; node:crypto in Node tools). */
export type VerifySync = (sig: Bytes, msg: Bytes, publicKey: Bytes) => boolean;

export function helloSignatureValid(h: Hello, check: VerifySync = verify): boolean {
  const { sig, ...rest } = h;
  try {
    return check(fromHex(sig), helloDigest(rest), fromHex(h.key));
  } catch (e) {
    return notLoaded(e);
  }
}

/** matchId = taggedHash("facedown/match", canonical(hello_0), canonical(hello_1), …) in seat order. */
export const matchIdOf = (hellos: readonly Hello[]): Bytes =>
  taggedHash(TAG.match, ...hellos.map((h) => canonical(h as unknown as Json)));

/** The signature binds the match id, so a message cannot be replayed into another match. */
export function signMessage(matchId: Bytes, m: Unsigned<SignedMessage>, secretKey: Bytes): SignedMessage {
  return { ...m, sig: toHex(sign(messageDigestOf(matchId, m), secretKey)) };
}

export function messageSignatureValid(matchId: Bytes, m: SignedMessage, publicKey: Bytes, check: VerifySync = verify): boolean {
  try {
    return check(fromHex(m.sig), messageDigestOf(matchId, m), publicKey);
  } catch (e) {
    return notLoaded(e);
  }
}

/**
 * What the next message's `prev` must be. Protocols 1–2 hash the whole message, signature
 * included; protocol 3 leaves the signature out, so a seat can link its next message before the
 * previous one is signed, and one signature on a chain's last message binds every message
 * before it (docs/PROTOCOL.md, "Protocol 3"). Messages are immutable: hashes are memoized.
 */
export function linkHash(m: SignedMessage, version: number): string {
  const memo = version >= 3 ? linksV3 : linksV2;
  const known = memo.get(m);
  if (known !== undefined) return known;
  const h = linkOf(m, version);
  memo.set(m, h);
  return h;
}

/** `linkHash` computed afresh, remembered nowhere (the ledger keeps each chain's last link itself: a weak map entry costs more than the hash's encoding). */
export const linkOf = (m: SignedMessage, version: number): string =>
  (version >= 3 ? linksV3 : linksV2).get(m) ?? toHex(taggedHash(TAG.link, canonicalViewOf(m as unknown as Json, version >= 3 ? 'sig' : undefined)));

/**
 * `linkOf` with the message's canonical bytes from another encoder (the verifier's
 * `canonicalBytes`, which builds no text): same hash; `canonicalViewOf` where it refuses.
 */
export const linkVia = (view: (v: unknown, omit?: string) => Bytes | undefined) => (m: SignedMessage, version: number): string => {
  const omit = version >= 3 ? 'sig' : undefined;
  return toHex(taggedHash(TAG.link, view(m, omit) ?? canonicalViewOf(m as unknown as Json, omit)));
};

const linksV2 = new WeakMap<SignedMessage, string>();
const linksV3 = new WeakMap<object, string>();

/**
 * `m` with signature `sig` (a new object: messages are immutable). Its protocol 3 link, if known,
 * is kept: it leaves the signature out.
 */
export function withSig(m: SignedMessage | Unsigned<SignedMessage>, sig: string): SignedMessage {
  const out: SignedMessage = { ...m, sig };
  const l = linksV3.get(m);
  if (l !== undefined) linksV3.set(out, l);
  return out;
}

/** A message without its signature. */
export function unsigned(m: SignedMessage): Unsigned<SignedMessage> {
  const { sig: _sig, ...rest } = m;
  return rest;
}

/**
 * The bytes a message's signature signs: canonical(m without its signature), encoded straight
 * into the hash (a few microseconds: no copy of the message, its text or its bytes is kept).
 */
export const messageDigestOf = (matchId: Bytes, m: SignedMessage | Unsigned<SignedMessage>): Bytes =>
  taggedHash(TAG.msg, matchId, canonicalViewOf(m as unknown as Json, 'sig'));

/**
 * `messageDigestOf` for a message this seat signs, remembering its protocol 3 link on the way:
 * both hash the same canonical bytes (the message without its signature), encoded once.
 */
export function signingDigestOf(matchId: Bytes, m: Unsigned<SignedMessage>): Bytes {
  const view = canonicalViewOf(m as unknown as Json, 'sig');
  linksV3.set(m, toHex(taggedHash(TAG.link, view)));
  return taggedHash(TAG.msg, matchId, view);
}

/**
 * Link authentication: the holder of a seat's match key answers a fresh challenge from a peer.
 * The proof binds who proves to whom, so it cannot be reflected or reused on another link.
 */
export const linkProofDigest = (prover: number, verifier: number, challenge: Bytes): Bytes =>
  taggedHash(TAG.auth, canonicalViewOf({ prover, verifier }), challenge);

export const signLinkProof = (secretKey: Bytes, prover: number, verifier: number, challenge: Bytes, signWith: SignSync = sign): string =>
  toHex(signWith(linkProofDigest(prover, verifier, challenge), secretKey));

export function linkProofValid(publicKey: Bytes, sig: string, prover: number, verifier: number, challenge: Bytes, check: VerifySync = verify): boolean {
  try {
    return check(fromHex(sig), linkProofDigest(prover, verifier, challenge), publicKey);
  } catch (e) {
    return notLoaded(e);
  }
}
