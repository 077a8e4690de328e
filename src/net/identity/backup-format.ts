/**
 * An identity backup as text (a file, or a QR code): the identity's secret, when it was made and
 * the contacts met with it, sealed under a passphrase.
 *
 *   {"format":"facedown-identity/1","pk":hex32,
 *    "kdf":{"alg":"scrypt","N":32768,"r":8,"p":1,"salt":hex16},"nonce":hex24,"box":hex}
 *
 * key = scrypt(utf8(NFKC(passphrase)), salt, N, r, p, 32 bytes); box = XChaCha20-Poly1305(key,
 * nonce, AAD = utf8(format + pk)) over utf8(JSON {"secret":hex32,"created":ms,"contacts":[…]}).
 * Sealing is a pure function of its inputs (the caller gives the salt and nonce), so a fixed input
 * gives a fixed text (the known-answer test). Opening reads untrusted text: every field is bounded,
 * a bad one is a reason in words, never an exception. Loaded only when a backup is made or opened.
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { type Bytes, equalBytes, fromHex, isHex, toHex, utf8 } from '../../crypto/bytes.js';
import { type Result, err, ok } from '../../result.js';
import type { Contact } from './contact-rules.js';

export const BACKUP_FORMAT = 'facedown-identity/1';
/** The scrypt cost a new backup uses (about 32 MiB and 0.1–0.3 s). */
export const BACKUP_N = 32768;
/** Backups may name a cost from 2^14 to 2^17 (r = 8, p = 1): more would let a crafted file take minutes and gigabytes. */
const N_RANGE = [1 << 14, 1 << 17] as const;
export const MIN_PASSPHRASE = 8;
const MAX_PASSPHRASE = 1024;
/** A backup of 1000 contacts is about 400 kB of text. */
const MAX_TEXT = 1 << 20;
const MAX_CONTACTS = 1000;
const MAX_NAME = 40;
const MAX_SEEN = 8;
/** The latest time a backup may name (ms since 1970): the year 2286, as certificates. */
const MAX_TIME = 1e13;

export const WRONG_PASSPHRASE = 'That passphrase does not open this backup.';

/** What a backup carries. */
export interface BackupContents {
  readonly secret: Bytes;
  readonly created: number;
  readonly contacts: readonly Contact[];
}

export interface OpenedBackup extends BackupContents {
  readonly pk: string;
}

/** Why a passphrase cannot seal a backup, or null. */
export function passphraseProblem(p: string): string | null {
  if (!p.isWellFormed()) return 'That passphrase holds a character that cannot be typed again.';
  const n = [...p.normalize('NFKC')].length;
  if (n < MIN_PASSPHRASE) return `A passphrase needs at least ${MIN_PASSPHRASE} characters.`;
  if (n > MAX_PASSPHRASE) return `A passphrase may have at most ${MAX_PASSPHRASE} characters.`;
  return null;
}

const aadOf = (pk: string): Bytes => utf8(BACKUP_FORMAT + pk);
const keyOf = (passphrase: string, salt: Bytes, N: number): Promise<Bytes> =>
  scryptAsync(utf8(passphrase.normalize('NFKC')), salt, { N, r: 8, p: 1, dkLen: 32, asyncTick: 20 });

/** Only a contact's own fields, in a fixed order (the sealed text is then a function of its values). */
const contactJson = (c: Contact): Contact => ({ pk: c.pk, name: c.name, seen: [...c.seen], first: c.first, last: c.last, matches: c.matches });

/**
 * The backup text of `c` for the identity `pk` (hex), sealed under `passphrase` with this `salt`
 * (16 bytes) and `nonce` (24 bytes), which the caller draws at random. Throws on a passphrase
 * `passphraseProblem` refuses or a salt or nonce of the wrong size (the caller's mistakes).
 */
export async function sealBackup(c: BackupContents, pk: string, passphrase: string, salt: Bytes, nonce: Bytes, N = BACKUP_N): Promise<string> {
  const problem = passphraseProblem(passphrase);
  if (problem) throw new RangeError(problem);
  if (salt.length !== 16 || nonce.length !== 24 || c.secret.length !== 32 || !isHex(pk, 32)) throw new RangeError('sealBackup: salt 16, nonce 24, secret 32 bytes and a hex key');
  const key = await keyOf(passphrase, salt, N);
  const inner = utf8(JSON.stringify({ secret: toHex(c.secret), created: c.created, contacts: c.contacts.map(contactJson) }));
  const box = xchacha20poly1305(key, nonce, aadOf(pk)).encrypt(inner);
  return JSON.stringify({ format: BACKUP_FORMAT, pk, kdf: { alg: 'scrypt', N, r: 8, p: 1, salt: toHex(salt) }, nonce: toHex(nonce), box: toHex(box) });
}

interface Sealed { readonly pk: string; readonly N: number; readonly salt: Bytes; readonly nonce: Bytes; readonly box: Bytes }

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const damaged = (what: string) => err(`This backup is damaged: ${what}.`);
const onlyKeys = (o: Record<string, unknown>, keys: readonly string[]): boolean => Object.keys(o).every((k) => keys.includes(k));

/** The sealed parts of a backup text, or why it is not one (no passphrase needed). */
export function parseBackup(text: string): Result<Sealed> {
  if (text.length > MAX_TEXT) return err('This text is too long to be an identity backup.');
  let x: unknown;
  try { x = JSON.parse(text.trim()); } catch { return err('This is not an identity backup: it is not the text of a backup file (a backup starts with {"format":"facedown-identity/1").'); }
  if (!isObj(x) || typeof x.format !== 'string') return err('This is not an identity backup: it names no backup format.');
  if (x.format !== BACKUP_FORMAT) return err(`This is not an identity backup this app can read (its format is "${x.format.slice(0, 40)}", not "${BACKUP_FORMAT}").`);
  if (!onlyKeys(x, ['format', 'pk', 'kdf', 'nonce', 'box'])) return damaged('it has fields a backup does not have');
  if (!isHex(x.pk, 32)) return damaged('its identity key is not 32 bytes of hex');
  const k = x.kdf;
  if (!isObj(k) || k.alg !== 'scrypt' || !onlyKeys(k, ['alg', 'N', 'r', 'p', 'salt'])) return damaged('it does not say how its passphrase is used (scrypt)');
  const N = k.N;
  if (typeof N !== 'number' || !Number.isInteger(N) || N < N_RANGE[0] || N > N_RANGE[1] || (N & (N - 1)) !== 0 || k.r !== 8 || k.p !== 1) return damaged('its scrypt cost is not one this app uses (N a power of two from 16384 to 131072, r 8, p 1)');
  if (!isHex(k.salt, 16)) return damaged('its salt is not 16 bytes of hex');
  if (!isHex(x.nonce, 24)) return damaged('its nonce is not 24 bytes of hex');
  // The sealed JSON holds at least a secret and a time; the tag is 16 bytes.
  if (!isHex(x.box) || x.box.length < 2 * (16 + 40)) return damaged('its sealed part is not hex of a sealed identity');
  return ok({ pk: x.pk, N, salt: fromHex(k.salt), nonce: fromHex(x.nonce), box: fromHex(x.box) });
}

const isTime = (t: unknown): t is number => typeof t === 'number' && Number.isSafeInteger(t) && t >= 0 && t <= MAX_TIME;
const isName = (s: unknown): s is string => typeof s === 'string' && s.length > 0 && s.length <= MAX_NAME;

function contactOf(x: unknown): Contact | null {
  if (!isObj(x) || !isHex(x.pk, 32) || !isName(x.name) || !isTime(x.first) || !isTime(x.last)) return null;
  const { seen, matches } = x;
  if (!Array.isArray(seen) || seen.length > MAX_SEEN || !seen.every(isName)) return null;
  if (typeof matches !== 'number' || !Number.isSafeInteger(matches) || matches < 0) return null;
  return { pk: x.pk, name: x.name, seen: [...seen], first: x.first, last: x.last, matches };
}

/** What a sealed box holds, once opened. */
function contentsOf(plain: Bytes): Result<BackupContents> {
  let x: unknown;
  try { x = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)); } catch { return damaged('what it holds is not readable'); }
  if (!isObj(x) || !isHex(x.secret, 32)) return damaged('it holds no secret key');
  if (!isTime(x.created)) return damaged('it holds no time the identity was made');
  const list = x.contacts;
  if (!Array.isArray(list) || list.length > MAX_CONTACTS) return damaged('its contacts are not a list of at most 1000');
  const contacts: Contact[] = [];
  for (const c of list) {
    const parsed = contactOf(c);
    if (!parsed) return damaged('one of its contacts is not readable');
    contacts.push(parsed);
  }
  return ok({ secret: fromHex(x.secret), created: x.created, contacts });
}

/**
 * Opens a backup text with `passphrase`. `publicKeyOf` gives a secret's Ed25519 public key: the
 * secret must be the key the backup names. Never throws.
 */
export async function openBackup(text: string, passphrase: string, publicKeyOf: (secret: Bytes) => Bytes | Promise<Bytes>): Promise<Result<OpenedBackup>> {
  try {
    if (typeof text !== 'string' || typeof passphrase !== 'string') return err('This is not an identity backup.');
    if (!passphrase.isWellFormed() || passphrase.length > 4 * MAX_PASSPHRASE) return err(WRONG_PASSPHRASE);
    const sealed = parseBackup(text);
    if (!sealed.ok) return sealed;
    const s = sealed.value;
    const key = await keyOf(passphrase, s.salt, s.N);
    let plain: Bytes;
    try { plain = xchacha20poly1305(key, s.nonce, aadOf(s.pk)).decrypt(s.box); } catch { return err(WRONG_PASSPHRASE); }
    const c = contentsOf(plain);
    if (!c.ok) return c;
    if (!equalBytes(await publicKeyOf(c.value.secret), fromHex(s.pk))) return damaged('its secret key is not the identity it names');
    return ok({ ...c.value, pk: s.pk });
  } catch {
    return err('This backup could not be opened on this device.');
  }
}
