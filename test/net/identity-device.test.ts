/**
 * The device's identity (src/net/identity/device.ts) over an in-memory store: made once however
 * many ask at once, kept across loads, protected (non-extractable) where WebCrypto imports
 * Ed25519 and plain where there is none, certificates that verify, two tabs racing ending with one
 * identity, a backup moved to another device, a new identity.
 */
import { describe, expect, it } from 'vitest';
import { fromHex, utf8 } from '../../src/crypto/bytes.js';
import { verify } from '../../src/crypto/lazy-noble.js';
import { seededEntropy } from '../../src/net/entropy.js';
import type { Contact } from '../../src/net/identity/contact-rules.js';
import { type DeviceDeps, deviceIdentities } from '../../src/net/identity/device.js';
import { keptOf } from '../../src/net/identity/device-keys.js';
import { type IdentityStore, memoryStore } from '../../src/net/identity/identity-store.js';
import { fingerprintOf } from '../../src/protocol/wire/identity.js';

const subtle = globalThis.crypto.subtle;
const BOB: Contact = { pk: 'aa'.repeat(32), name: 'Bob', seen: ['Bob'], first: 1, last: 2, matches: 1 };

interface Device { deps: DeviceDeps; store: IdentityStore; contacts: Contact[] }

/** A device: its store (shared with another "tab" when given), WebCrypto or none. */
function device(opts: { store?: IdentityStore; web?: boolean; seed?: number; contacts?: Contact[] } = {}): Device {
  const store = opts.store ?? memoryStore();
  const contacts = opts.contacts ?? [];
  const web = opts.web ?? true;
  return {
    store, contacts,
    deps: {
      store: () => Promise.resolve(store),
      subtle: web ? subtle : null,
      protects: () => Promise.resolve(web),
      entropy: seededEntropy('identity-device', opts.seed ?? 1),
      clock: () => 1_767_225_600_000,
      contacts: { list: () => Promise.resolve(contacts), add: (l) => { contacts.push(...l); return Promise.resolve(); } },
    },
  };
}

const certifies = async (id: { pk: string; certify(d: Uint8Array): Uint8Array | Promise<Uint8Array> }) => {
  const digest = utf8('a certificate digest, 32 bytes..');
  return verify(await id.certify(digest), digest, fromHex(id.pk));
};

describe('the device identity', () => {
  it.each([true, false])('is made once, silently, and kept (WebCrypto: %s)', async (web) => {
    const d = device({ web });
    const ids = deviceIdentities(d.deps);
    const [a, b, c] = await Promise.all([ids.load(), ids.load(), ids.load()]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.fingerprint).toBe(fingerprintOf(a.pk));
    expect(a.fingerprint).toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){4}$/);
    expect(a.created).toBe(1_767_225_600_000);
    expect(a.protected).toBe(web);
    expect(a.kept).toBe(false); // (a memory store: kept only where IndexedDB keeps it)
    expect(a.now()).toBe(1_767_225_600_000);
    expect(await certifies(a)).toBe(true);
    // Another page of this device reads the same identity back.
    const again = await deviceIdentities(device({ store: d.store, web, seed: 2 }).deps).load();
    expect(again.pk).toBe(a.pk);
    expect(await certifies(again)).toBe(true);
  });

  it('keeps a protected key non-extractable, and the secret only sealed', async () => {
    const d = device();
    await deviceIdentities(d.deps).load();
    const kept = keptOf(await d.store.read());
    if (kept?.kind !== 'protected') throw new Error('expected a protected key');
    expect(kept.sign.extractable).toBe(false);
    expect(kept.wrap.extractable).toBe(false);
    await expect(subtle.exportKey('pkcs8', kept.sign)).rejects.toThrow();
    await expect(subtle.exportKey('raw', kept.wrap)).rejects.toThrow();
    expect(Object.keys(kept).sort()).toEqual(['created', 'iv', 'kind', 'pk', 'sealed', 'sign', 'v', 'wrap']);
  });

  it('two tabs racing to make the first identity end with one: the loser takes the winner\'s', async () => {
    const shared = memoryStore();
    // Both tabs read "nothing" before either keeps its new identity.
    let reads = 0;
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((r) => { release = r; });
    const racing: IdentityStore = {
      ...shared, kept: true,
      read: async () => { const x = await shared.read(); if (++reads === 2) release(); await bothRead; return x; },
      keepFirst: (f, u) => shared.keepFirst(f, u),
    };
    const [a, b] = await Promise.all([1, 2].map((seed) => deviceIdentities(device({ store: racing, seed }).deps).load()));
    expect(reads).toBe(2);
    expect(a?.pk).toBe(b?.pk);
    expect(keptOf(await shared.read())?.pk).toBe(a?.pk);
    expect(await certifies(b!)).toBe(true);
  });

  it('a store that cannot keep it gives this page an identity all the same', async () => {
    const broken: IdentityStore = { kept: true, read: () => Promise.resolve(undefined), keepFirst: () => Promise.reject(new Error('QuotaExceededError')), replace: () => Promise.reject(new Error('no')) };
    const id = await deviceIdentities({ ...device().deps, store: () => Promise.resolve(broken) }).load();
    expect(id.kept).toBe(false);
    expect(await certifies(id)).toBe(true);
    const none = await deviceIdentities({ ...device().deps, store: () => Promise.reject(new Error('no IndexedDB')) }).load();
    expect(none.kept).toBe(false);
  });

  it('a stored record that is not an identity is replaced, not trusted', async () => {
    const store = memoryStore();
    await store.replace({ v: 1, kind: 'plain', pk: 'ab'.repeat(32), created: 5, secret: 'not bytes' });
    const id = await deviceIdentities(device({ store }).deps).load();
    expect(id.pk).not.toBe('ab'.repeat(32));
    expect(keptOf(await store.read())?.pk).toBe(id.pk);
  });

  it.each([[true, true], [true, false], [false, true], [false, false]])('moves by backup (from WebCrypto %s to WebCrypto %s), with its contacts', async (fromWeb, toWeb) => {
    const a = device({ web: fromWeb, contacts: [BOB] });
    const ida = deviceIdentities(a.deps);
    const mine = await ida.load();
    const text = await ida.backupText('a long passphrase');
    expect(JSON.parse(text)).toMatchObject({ format: 'facedown-identity/1', pk: mine.pk });
    expect(text).not.toContain(BOB.name);

    const b = device({ web: toWeb, seed: 9 });
    const idb = deviceIdentities(b.deps);
    const before = await idb.load();
    expect(before.pk).not.toBe(mine.pk);
    expect(await idb.restore(text, 'a long passphrase!')).toEqual({ ok: false, error: 'That passphrase does not open this backup.' });
    expect((await idb.load()).pk).toBe(before.pk);
    const r = await idb.restore(text, 'a long passphrase');
    if (!r.ok) throw new Error(r.error);
    expect(r.value).toMatchObject({ pk: mine.pk, fingerprint: mine.fingerprint, created: mine.created, protected: toWeb });
    expect((await idb.load()).pk).toBe(mine.pk);
    expect(await certifies(await idb.load())).toBe(true);
    expect(b.contacts).toEqual([BOB]);
    // and it stays: another page of device B reads it back
    expect((await deviceIdentities(device({ store: b.store, web: toWeb, seed: 3 }).deps).load()).pk).toBe(mine.pk);
  });

  it('a backup without contacts leaves them out', async () => {
    const a = device({ contacts: [BOB] });
    const text = await deviceIdentities(a.deps).backupText('a long passphrase', false);
    const b = device({ seed: 4 });
    expect((await deviceIdentities(b.deps).restore(text, 'a long passphrase')).ok).toBe(true);
    expect(b.contacts).toEqual([]);
  });

  it('restoring text that is not a backup says why and keeps the identity', async () => {
    const ids = deviceIdentities(device().deps);
    const before = await ids.load();
    const r = await ids.restore('{"format":"facedown-archive/1","files":[]}', 'whatever passphrase');
    expect(r.ok ? 'restored' : r.error).toMatch(/not an identity backup/);
    expect((await ids.load()).pk).toBe(before.pk);
  });

  it('a new identity replaces the old one, kept', async () => {
    const d = device();
    const ids = deviceIdentities(d.deps);
    const old = await ids.load();
    const fresh = await ids.renew();
    expect(fresh.pk).not.toBe(old.pk);
    expect((await ids.load()).pk).toBe(fresh.pk);
    expect(keptOf(await d.store.read())?.pk).toBe(fresh.pk);
    expect(await certifies(fresh)).toBe(true);
  });

  it('another tab\'s change is heard: the next load reads the new identity', async () => {
    const store = memoryStore();
    const listeners: (() => void)[] = [];
    const tabs = { tell: () => listeners.forEach((f) => f()), hear: (f: () => void) => { listeners.push(f); } };
    const one = deviceIdentities({ ...device({ store }).deps, tabs });
    const two = deviceIdentities({ ...device({ store, seed: 2 }).deps, tabs });
    expect((await two.load()).pk).toBe((await one.load()).pk);
    const fresh = await one.renew();
    expect((await two.load()).pk).toBe(fresh.pk);
  });
});
