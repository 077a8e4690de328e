/**
 * The identity backup's format (src/net/identity/backup-format.ts): a known answer, the same bytes
 * opened by Node's own scrypt and ChaCha20-Poly1305 (with HChaCha20 written here from RFC draft
 * irtf-cfrg-xchacha §2.2), and every way an untrusted text can be wrong refused with a reason.
 */
import { createDecipheriv, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex, utf8 } from '../../src/crypto/bytes.js';
import { publicKeyOf } from '../../src/crypto/lazy-noble.js';
import { BACKUP_FORMAT, openBackup, parseBackup, passphraseProblem, sealBackup, WRONG_PASSPHRASE } from '../../src/net/identity/backup-format.js';
import type { Contact } from '../../src/net/identity/contact-rules.js';

/** RFC 8032 §7.1 TEST 1's secret; its public key is d75a…511a. */
const SECRET = fromHex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
const PK = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const BOB: Contact = { pk: 'aa5a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', name: 'Bob', seen: ['Bob'], first: 1700000000000, last: 1700000500000, matches: 2 };
const CREATED = 1767225600000;
const PASS = 'correct horse battery';
const SALT = fromHex('000102030405060708090a0b0c0d0e0f');
const NONCE = fromHex('101112131415161718191a1b1c1d1e1f2021222324252627');
const VECTOR = '{"format":"facedown-identity/1","pk":"d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a","kdf":{"alg":"scrypt","N":32768,"r":8,"p":1,"salt":"000102030405060708090a0b0c0d0e0f"},"nonce":"101112131415161718191a1b1c1d1e1f2021222324252627","box":"8723e969391c6d1ee72654668d934bdb1e012926f6ca377bd58244b10458ca2f84f25e0e931559992c0718353b6412272448d54134a36fd9d13b1e4af1d6d556c0891094d864b026fc3d5cef9e84c6fc3466556351294f593f8593dee724099cc03ba4e2dc67e84126dc31aedcaff0236b52837bc84144abd8abb8567129ae97f0a80b3ba7032c7d263ddb6e81161b4fab597d1aa75cda8d7ed07a3c4149f57f212c3d6de8a4422abc661b8e84a31a1c295b45c1d05f2327c1ced77ead5334da339b00928a828185a5dfc3892d8f8de333163784e35986433ee3ef41c8c7232b99b6d440e65284136231772c5588fb62f06ab8d505eb6ed8f09c7e4bd5a20bb5e0518bb71afa935fee688d2849f6fbb6d42ad6b919ac74647d15dd5a059176"}';

const pub = (s: Uint8Array) => publicKeyOf(s);

/** HChaCha20 (the XChaCha20 subkey): ChaCha20's 20 rounds over key and the nonce's first 16 bytes, words 0–3 and 12–15, no final addition. */
function hchacha(key: Uint8Array, n16: Uint8Array): Uint8Array {
  const w = (b: Uint8Array, i: number) => new DataView(b.buffer, b.byteOffset).getUint32(4 * i, true);
  const s = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574, ...Array.from({ length: 8 }, (_, i) => w(key, i)), ...Array.from({ length: 4 }, (_, i) => w(n16, i))];
  const rotl = (x: number, n: number) => ((x << n) | (x >>> (32 - n))) >>> 0;
  const qr = (a: number, b: number, c: number, d: number) => {
    s[a] = (s[a]! + s[b]!) >>> 0; s[d] = rotl(s[d]! ^ s[a]!, 16);
    s[c] = (s[c]! + s[d]!) >>> 0; s[b] = rotl(s[b]! ^ s[c]!, 12);
    s[a] = (s[a]! + s[b]!) >>> 0; s[d] = rotl(s[d]! ^ s[a]!, 8);
    s[c] = (s[c]! + s[d]!) >>> 0; s[b] = rotl(s[b]! ^ s[c]!, 7);
  };
  for (let i = 0; i < 10; i++) { qr(0, 4, 8, 12); qr(1, 5, 9, 13); qr(2, 6, 10, 14); qr(3, 7, 11, 15); qr(0, 5, 10, 15); qr(1, 6, 11, 12); qr(2, 7, 8, 13); qr(3, 4, 9, 14); }
  const out = new Uint8Array(32);
  [0, 1, 2, 3, 12, 13, 14, 15].forEach((j, i) => new DataView(out.buffer).setUint32(4 * i, s[j]!, true));
  return out;
}

describe('identity backup format', () => {
  it('seals a fixed input into the fixed text', async () => {
    expect(toHex(pub(SECRET))).toBe(PK);
    expect(await sealBackup({ secret: SECRET, created: CREATED, contacts: [BOB] }, PK, PASS, SALT, NONCE)).toBe(VECTOR);
  });

  it('the vector opens with Node\'s own scrypt and ChaCha20-Poly1305 (an independent reading of the format)', () => {
    const b = JSON.parse(VECTOR) as { box: string };
    const key = scryptSync(Buffer.from(PASS.normalize('NFKC')), SALT, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const sub = hchacha(new Uint8Array(key), NONCE.subarray(0, 16));
    const box = Buffer.from(b.box, 'hex');
    const d = createDecipheriv('chacha20-poly1305', sub, Buffer.concat([Buffer.alloc(4), NONCE.subarray(16)]), { authTagLength: 16 });
    d.setAAD(utf8(BACKUP_FORMAT + PK));
    d.setAuthTag(box.subarray(box.length - 16));
    const plain = Buffer.concat([d.update(box.subarray(0, box.length - 16)), d.final()]).toString('utf8');
    expect(JSON.parse(plain)).toEqual({ secret: toHex(SECRET), created: CREATED, contacts: [BOB] });
  });

  it('opens the vector with its passphrase, and gives the plain error with another', async () => {
    const r = await openBackup(VECTOR, PASS, pub);
    expect(r.ok && { pk: r.value.pk, secret: toHex(r.value.secret), created: r.value.created, contacts: r.value.contacts })
      .toEqual({ pk: PK, secret: toHex(SECRET), created: CREATED, contacts: [BOB] });
    expect(await openBackup(VECTOR, 'correct horse batterz', pub)).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    // NFKC: the same passphrase typed with a composed or a decomposed accent opens the same backup.
    const t = await sealBackup({ secret: SECRET, created: CREATED, contacts: [] }, PK, 'caf\u00e9 au lait', SALT, NONCE, 16384);
    expect((await openBackup(t, 'cafe\u0301 au lait', pub)).ok).toBe(true);
  });

  it('refuses a tampered box, a box moved under another key, and a secret that is not the named key', async () => {
    const v = JSON.parse(VECTOR) as Record<string, string>;
    const flip = (h: string, i: number) => h.slice(0, i) + (h[i] === '0' ? '1' : '0') + h.slice(i + 1);
    for (const i of [0, 100, (v.box?.length ?? 0) - 1]) {
      expect(await openBackup(JSON.stringify({ ...v, box: flip(v.box ?? '', i) }), PASS, pub)).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    }
    expect(await openBackup(JSON.stringify({ ...v, pk: BOB.pk }), PASS, pub)).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    expect(await openBackup(JSON.stringify({ ...v, nonce: flip(v.nonce ?? '', 3) }), PASS, pub)).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    // Sealed honestly, but naming a key the secret does not give.
    const lying = await sealBackup({ secret: SECRET, created: CREATED, contacts: [] }, BOB.pk, PASS, SALT, NONCE, 16384);
    const r = await openBackup(lying, PASS, pub);
    expect(r.ok ? 'opened' : r.error).toMatch(/damaged: its secret key is not the identity it names/);
  });

  it('refuses what is not a backup, with a reason, before any passphrase work', () => {
    const v = JSON.parse(VECTOR) as Record<string, unknown>;
    const k = v.kdf as Record<string, unknown>;
    const bad: [unknown, RegExp][] = [
      ['hello', /not the text of a backup file/],
      [[1, 2], /names no backup format/],
      [{ ...v, format: 'facedown-archive/1' }, /format is "facedown-archive\/1"/],
      [{ ...v, extra: 1 }, /fields a backup does not have/],
      [{ ...v, pk: 'D75A' + PK.slice(4) }, /identity key/],
      [{ ...v, kdf: { ...k, alg: 'pbkdf2' } }, /scrypt/],
      [{ ...v, kdf: { ...k, N: 1 << 20 } }, /scrypt cost/],
      [{ ...v, kdf: { ...k, N: 30000 } }, /scrypt cost/],
      [{ ...v, kdf: { ...k, r: 16 } }, /scrypt cost/],
      [{ ...v, kdf: { ...k, salt: '00' } }, /salt/],
      [{ ...v, nonce: 12 }, /nonce/],
      [{ ...v, box: 'abcd' }, /sealed part/],
      [{ ...v, box: 'zz'.repeat(80) }, /sealed part/],
    ];
    for (const [x, why] of bad) {
      const r = parseBackup(typeof x === 'string' ? x : JSON.stringify(x));
      expect(r.ok ? 'accepted' : r.error, JSON.stringify(x).slice(0, 80)).toMatch(why);
    }
    expect(parseBackup(' '.repeat(2 << 20))).toEqual({ ok: false, error: 'This text is too long to be an identity backup.' });
    expect(parseBackup(`\n${VECTOR}\n`).ok).toBe(true);
  });

  it('refuses a sealed part that holds bad contacts or no time', async () => {
    // (Sealed by hand: sealBackup writes only good contents.)
    const { xchacha20poly1305 } = await import('@noble/ciphers/chacha.js');
    const { scrypt } = await import('@noble/hashes/scrypt.js');
    const key = scrypt(utf8(PASS), SALT, { N: 16384, r: 8, p: 1, dkLen: 32 });
    const seal = (inner: unknown) => JSON.stringify({
      format: BACKUP_FORMAT, pk: PK, kdf: { alg: 'scrypt', N: 16384, r: 8, p: 1, salt: toHex(SALT) }, nonce: toHex(NONCE),
      box: toHex(xchacha20poly1305(key, NONCE, utf8(BACKUP_FORMAT + PK)).encrypt(utf8(JSON.stringify(inner)))),
    });
    const good = { secret: toHex(SECRET), created: CREATED, contacts: [BOB] };
    expect((await openBackup(seal(good), PASS, pub)).ok).toBe(true);
    const cases: [unknown, RegExp][] = [
      [{ ...good, created: -1 }, /no time/],
      [{ ...good, secret: 'ab' }, /no secret/],
      [{ ...good, contacts: [{ ...BOB, name: 'x'.repeat(41) }] }, /contacts is not readable/],
      [{ ...good, contacts: [{ ...BOB, seen: Array(9).fill('Bob') }] }, /contacts is not readable/],
      [{ ...good, contacts: [{ ...BOB, matches: 1.5 }] }, /contacts is not readable/],
      [{ ...good, contacts: Array(1001).fill(BOB) }, /at most 1000/],
    ];
    for (const [inner, why] of cases) {
      const r = await openBackup(seal(inner), PASS, pub);
      expect(r.ok ? 'opened' : r.error).toMatch(why);
    }
  });

  it('asks for a passphrase of at least 8 characters, counted after NFKC', async () => {
    expect(passphraseProblem('1234567')).toMatch(/at least 8/);
    expect(passphraseProblem('12345678')).toBeNull();
    expect(passphraseProblem('\ud800abcdefgh')).toMatch(/cannot be typed again/);
    await expect(sealBackup({ secret: SECRET, created: CREATED, contacts: [] }, PK, 'short', SALT, NONCE)).rejects.toThrow(/at least 8/);
  });
});
