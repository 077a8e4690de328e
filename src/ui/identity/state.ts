/** What the "You" page shows (page.tsx): this device's identity and the people it has played, read from the device. */
import { signal } from '@preact/signals';
import type { Contact } from '../../net/identity/contact-rules.js';
import { listContacts } from '../../net/identity/contacts.js';
import { type DeviceIdentity, loadIdentity } from '../../net/identity/device.js';

export const me = signal<DeviceIdentity | null>(null);
export const contacts = signal<readonly Contact[] | null>(null);

/** Reads the identity (made silently on a first visit) and the contacts again. */
export async function refresh(): Promise<void> {
  const [id, list] = await Promise.all([loadIdentity(), listContacts()]);
  me.value = id;
  contacts.value = list;
}

export const refreshContacts = async (): Promise<void> => { contacts.value = await listContacts(); };

/** "28 November 2026". */
export const dayOf = (ms: number): string => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** A fingerprint's first groups, enough to tell contacts apart at a glance ("3f2a 91c0"). */
export const shortPrint = (fingerprint: string, groups = 2): string => fingerprint.split(' ').slice(0, groups).join(' ');
