/**
 * This device's identity (docs/IDENTITY.md): a long-lived Ed25519 key, made silently the first
 * time it is asked for (nothing to set up), that certifies each match key in the hello.
 *
 * Kept in this browser's IndexedDB (identity-store.ts): non-extractable in WebCrypto where the
 * browser allows (`protected`), as plain bytes on a page without WebCrypto (a LAN page on plain
 * http), and in this page's memory only where the browser keeps no IndexedDB (`kept` false: a
 * match still works, the "You" page says it cannot be kept). device-keys.ts says how.
 *
 * A backup (backup-format.ts, loaded only then) seals the secret, its creation time and the
 * contacts under a passphrase; restoring one replaces this device's identity. Nothing leaves the
 * device unless the player exports it.
 */
import type { Bytes } from '../../crypto/bytes.js';
import { fingerprintOf } from '../../protocol/wire/identity.js';
import { type Result, err, ok } from '../../result.js';
import { type Entropy, secureEntropy } from '../entropy.js';
import { platformEd25519 } from '../signer.js';
import type { Contact } from './contact-rules.js';
import { importContacts, listContacts } from './contacts.js';
import { type KeptIdentity, certifierOf, keep, keptOf, publicKeyFrom, secretOf } from './device-keys.js';
import { type IdentityStore, memoryStore, openIdentityStore } from './identity-store.js';
import type { IdentitySigner } from './signer.js';

export interface DeviceIdentity extends IdentitySigner {
  /** When this identity was made (ms since 1970; a restored identity keeps its own). */
  readonly created: number;
  /** What people compare: `fingerprintOf(pk)`, e.g. "3f2a 91c0 77de 0b14 aa01". */
  readonly fingerprint: string;
  /** True when the signing key is a non-extractable WebCrypto key. */
  readonly protected: boolean;
  /** False when this browser cannot keep it (no IndexedDB): it lasts as long as this page. */
  readonly kept: boolean;
}

/** What the device's identity is made of (the page's defaults below; tests give their own). */
export interface DeviceDeps {
  readonly store: () => Promise<IdentityStore>;
  /** The platform's WebCrypto, or null (a page on plain http has none). */
  readonly subtle: SubtleCrypto | null;
  /** True when new keys may be protected: `subtle` passed the app's Ed25519 self-test (src/net/signer.ts). */
  readonly protects: () => Promise<boolean>;
  readonly entropy: Entropy;
  readonly clock: () => number;
  readonly contacts: { list(): Promise<readonly Contact[]>; add(list: readonly Contact[]): Promise<void> };
  /** Tells this browser's other tabs that the identity changed, and hears them (none: one tab). */
  readonly tabs?: { tell(): void; hear(f: () => void): void };
}

export interface DeviceIdentities {
  load(): Promise<DeviceIdentity>;
  renew(): Promise<DeviceIdentity>;
  /** The backup text; `withContacts` false leaves the contacts out (a QR code holds only so much). */
  backupText(passphrase: string, withContacts?: boolean): Promise<string>;
  restore(text: string, passphrase: string): Promise<Result<DeviceIdentity>>;
}

interface Held { readonly id: DeviceIdentity; readonly key: KeptIdentity }

export function deviceIdentities(deps: DeviceDeps): DeviceIdentities {
  let store: Promise<IdentityStore> | null = null;
  let current: Promise<Held> | null = null;
  let tail: Promise<unknown> = Promise.resolve();
  /** One change at a time, in order (a load that creates, a new identity, a restore). */
  const serial = <T>(f: () => Promise<T>): Promise<T> => {
    const p = tail.then(f, f);
    tail = p.catch(() => undefined);
    return p;
  };
  const storeOf = (): Promise<IdentityStore> => (store ??= deps.store().catch(() => memoryStore()));
  deps.tabs?.hear(() => { current = null; });

  const held = (key: KeptIdentity, kept: boolean): Held => ({
    key,
    id: { pk: key.pk, created: key.created, fingerprint: fingerprintOf(key.pk), protected: key.kind === 'protected', kept, certify: certifierOf(key, deps.subtle), now: deps.clock },
  });

  const made = async (secret: Bytes, created: number): Promise<KeptIdentity> => {
    try {
      return await keep(secret, created, (await deps.protects()) ? deps.subtle : null, deps.entropy);
    } finally {
      secret.fill(0);
    }
  };

  /** The kept identity, or a new one kept unless another tab kept one first. */
  async function readOrMake(): Promise<Held> {
    const s = await storeOf();
    try {
      const before = keptOf(await s.read());
      if (before) return held(before, s.kept);
      const fresh = await made(deps.entropy(32), deps.clock());
      return held(await s.keepFirst(fresh, keptOf), s.kept);
    } catch (e) {
      // Storage that fails now (full, or refusing a key): this page's identity, not kept.
      if (!s.kept) throw e;
      store = Promise.resolve(memoryStore());
      return readOrMake();
    }
  }

  /** Replaces the kept identity with `key` (every tab then reads the new one). */
  function replace(make: () => Promise<KeptIdentity>): Promise<Held> {
    const p = serial(async () => {
      const key = await make();
      const s = await storeOf();
      try {
        await s.replace(key);
        deps.tabs?.tell();
        return held(key, s.kept);
      } catch {
        store = Promise.resolve(memoryStore());
        return held(key, false);
      }
    });
    current = p;
    p.catch(() => { if (current === p) current = null; });
    return p;
  }

  function loadHeld(): Promise<Held> {
    if (current) return current;
    const p = serial(readOrMake);
    current = p;
    p.catch(() => { if (current === p) current = null; });
    return p;
  }

  return {
    load: async () => (await loadHeld()).id,
    renew: async () => (await replace(() => made(deps.entropy(32), deps.clock()))).id,
    async backupText(passphrase, withContacts = true) {
      const { key } = await loadHeld();
      const { sealBackup } = await import('./backup-format.js');
      const contacts = withContacts ? await deps.contacts.list().catch(() => []) : [];
      const secret = await secretOf(key, deps.subtle);
      try {
        return await sealBackup({ secret, created: key.created, contacts }, key.pk, passphrase, deps.entropy(16), deps.entropy(24));
      } finally {
        secret.fill(0);
      }
    },
    async restore(text, passphrase) {
      try {
        const { openBackup } = await import('./backup-format.js');
        const opened = await openBackup(text, passphrase, (s) => publicKeyFrom(s, deps.subtle));
        if (!opened.ok) return opened;
        const { id } = await replace(() => made(opened.value.secret, opened.value.created));
        await deps.contacts.add(opened.value.contacts).catch(() => undefined);
        return ok(id);
      } catch {
        return err('This device could not take the identity from that backup.');
      }
    },
  };
}

/** This browser's other tabs, told and heard through a BroadcastChannel where there is one. */
function browserTabs(): DeviceDeps['tabs'] {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel('facedown-identity');
  return { tell: () => channel.postMessage('changed'), hear: (f) => { channel.onmessage = f; } };
}

let page: DeviceIdentities | null = null;
const pageIdentities = (): DeviceIdentities => (page ??= deviceIdentities({
  store: openIdentityStore,
  subtle: globalThis.crypto?.subtle ?? null,
  protects: async () => (await platformEd25519()).path === 'webcrypto',
  entropy: secureEntropy,
  clock: () => Date.now(),
  contacts: { list: listContacts, add: importContacts },
  tabs: browserTabs(),
}));

/** This device's identity, made silently on the first call; concurrent calls share one. */
export const loadIdentity = (): Promise<DeviceIdentity> => pageIdentities().load();
/** Replaces this device's identity with a new one (the old one is gone unless backed up). */
export const newIdentity = (): Promise<DeviceIdentity> => pageIdentities().renew();
/** A backup of this device's identity and contacts, sealed under `passphrase` (at least 8 characters: `passphraseProblem`). */
export const backupText = (passphrase: string, withContacts = true): Promise<string> => pageIdentities().backupText(passphrase, withContacts);
/** Replaces this device's identity with the one in a backup text; a reason in words when it cannot. Never throws. */
export const restoreIdentity = (text: string, passphrase: string): Promise<Result<DeviceIdentity>> => pageIdentities().restore(text, passphrase);
