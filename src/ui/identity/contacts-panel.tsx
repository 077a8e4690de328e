/**
 * The people this device has played, by identity: the name you call them (rename it here), the
 * start of their fingerprint, how often and when you last met; forget one to treat them as new.
 */
import { useState } from 'preact/hooks';
import type { Contact } from '../../net/identity/contact-rules.js';
import { forgetContact, renameContact } from '../../net/identity/contacts.js';
import { fingerprintOf } from '../../protocol/wire/identity.js';
import { contacts, dayOf, refreshContacts, shortPrint } from './state.js';

export function ContactsPanel() {
  const list = contacts.value;
  return (
    <section class="me-card" aria-labelledby="me-contacts">
      <h2 id="me-contacts">People you have played</h2>
      <p class="note">Kept on this device only. When someone plays under a name you know with another identity, the table tells you.</p>
      {list === null ? <p class="note">Loading…</p>
        : list.length === 0 ? <p>Nobody yet. The people you play online appear here once a match with them has started.</p>
        : <ul class="me-contacts">{list.map((c) => <ContactRow key={c.pk} c={c} />)}</ul>}
    </section>
  );
}

const times = (n: number): string => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

function ContactRow({ c }: { c: Contact }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'forget'>('view');
  const [name, setName] = useState(c.name);
  const others = c.seen.filter((n) => n !== c.name);
  async function rename(e: Event): Promise<void> {
    e.preventDefault();
    await renameContact(c.pk, name);
    await refreshContacts();
    setMode('view');
  }
  return (
    <li class="me-contact">
      <p class="me-who"><strong>{c.name}</strong> <code class="me-print" title="The start of their fingerprint">{shortPrint(fingerprintOf(c.pk))}</code></p>
      <p class="note">Played {times(c.matches)}, last on {dayOf(c.last)}{others.length > 0 && `; also played as ${others.join(', ')}`}.</p>
      {mode === 'rename' && (
        <form class="me-rename" onSubmit={(e) => void rename(e)}>
          <label class="field">New name for {c.name}
            <input value={name} maxLength={40} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          </label>
          <div class="actions">
            <button type="submit" class="primary">Save</button>
            <button type="button" onClick={() => { setName(c.name); setMode('view'); }}>Cancel</button>
          </div>
        </form>
      )}
      {mode === 'forget' && (
        <div class="me-confirm" role="group" aria-label={`Forget ${c.name}?`}>
          <p>Forget {c.name}? This device will treat their identity as new the next time you play.</p>
          <div class="actions">
            <button type="button" class="primary" onClick={() => void forgetContact(c.pk).then(refreshContacts)}>Forget {c.name}</button>
            <button type="button" onClick={() => setMode('view')}>Cancel</button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div class="actions">
          <button type="button" onClick={() => setMode('rename')} aria-label={`Rename ${c.name}`}>Rename</button>
          <button type="button" onClick={() => setMode('forget')} aria-label={`Forget ${c.name}`}>Forget</button>
        </div>
      )}
    </li>
  );
}
