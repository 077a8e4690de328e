/**
 * The people this device has played (docs/IDENTITY.md): each identity met, keyed by its public
 * key, with the name the player calls it (the one it used, until renamed), the names it used, and
 * when it was first and last met. Kept in this browser's IndexedDB only; nothing leaves the device
 * unless the player exports it (an identity backup carries them).
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type Contact, type Seen, metIn } from './contact-rules.js';

interface ContactsDb extends DBSchema {
  contacts: { key: string; value: Contact };
}

let db: Promise<IDBPDatabase<ContactsDb>> | null = null;
const open = (): Promise<IDBPDatabase<ContactsDb>> => (db ??= openDB<ContactsDb>('facedown-contacts', 1, {
  upgrade(d) { d.createObjectStore('contacts', { keyPath: 'pk' }); },
}));

/** Every contact, most recently met first (empty where this browser keeps no IndexedDB). */
export async function listContacts(): Promise<Contact[]> {
  try {
    const all = await (await open()).getAll('contacts');
    return all.sort((a, b) => b.last - a.last);
  } catch {
    return [];
  }
}

/** Records the other players of match `match` (hex id) whose identities verified (it opened), at `at` (ms). */
export async function metInMatch(players: readonly Seen[], at: number, match: string): Promise<void> {
  const d = await open();
  const tx = d.transaction('contacts', 'readwrite');
  for (const p of players) {
    const before = await tx.store.get(p.pk);
    await tx.store.put(metIn(before ?? null, p, at, match));
  }
  await tx.done;
}

export async function renameContact(pk: string, name: string): Promise<void> {
  const d = await open();
  const c = await d.get('contacts', pk);
  if (c) await d.put('contacts', { ...c, name: name.trim().slice(0, 40) || c.name });
}

export async function forgetContact(pk: string): Promise<void> {
  await (await open()).delete('contacts', pk);
}

/** Puts contacts restored from a backup (a contact already known keeps the later of the two). */
export async function importContacts(list: readonly Contact[]): Promise<void> {
  const d = await open();
  const tx = d.transaction('contacts', 'readwrite');
  for (const c of list) {
    const before = await tx.store.get(c.pk);
    if (!before || before.last < c.last) await tx.store.put(c);
  }
  await tx.done;
}
