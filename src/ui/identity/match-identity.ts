/**
 * Who the other players of a match are, by identity (docs/IDENTITY.md): once the match opened
 * (every certificate checked), a known name under an identity this device has not seen under it
 * is an impostor warning, shown before the first move. The others are recorded as contacts; one
 * warned about only once the player chooses to play on (leaving, or reloading first, records nothing).
 */
import { signal } from '@preact/signals';
import { type Contact, type Impostor, impostorOf } from '../../net/identity/contact-rules.js';

/** The contacts' store, loaded on demand (off the way to a table). */
const contacts = (): Promise<typeof import('../../net/identity/contacts.js')> => import('../../net/identity/contacts.js');
import { toHex } from '../../crypto/bytes.js';
import type { Hello } from '../../protocol/wire/transcript.js';
import type { MatchController } from '../match/controller.js';

const SEEN_KEY = 'facedown/impostor-seen/';

export class MatchIdentity {
  /** The seats under a known name with a new identity (empty: none, or the player chose to play on). */
  readonly warnings = signal<readonly Impostor[]>([]);
  private readonly before: Promise<readonly Contact[]> = contacts().then((m) => m.listContacts());
  private done = false;

  constructor(private readonly c: MatchController) {}

  /** Called as the match goes on: the first time it is open, warns and records (once per page). */
  opened(): void {
    const ledger = this.c.session.match;
    if (this.done || !ledger) return;
    this.done = true;
    const { seat, botSeat, key } = this.c.record;
    const others = ledger.setup.hellos.filter((h) => h.seat !== seat && h.seat !== botSeat);
    this.match = toHex(ledger.setup.cfg.matchId);
    void this.before.then(async (known) => {
      const warned = dismissed(key) ? [] : others.flatMap((h) => impostorOf({ name: h.name, pk: h.id?.pk ?? null }, known) ?? []);
      this.warnings.value = warned;
      // Someone warned about becomes a contact only once the player chose to play on.
      await this.record(others.filter((h) => !warned.some((w) => w.name === h.name)));
      this.held = others.filter((h) => warned.some((w) => w.name === h.name));
    }).catch(() => { /* no IndexedDB here: nothing to warn from, nothing kept */ });
  }

  /** The player read the warning and plays on: not shown again for this match, and the players warned about are met. */
  dismiss(): void {
    this.warnings.value = [];
    try { localStorage.setItem(SEEN_KEY + this.c.record.key, '1'); } catch { /* private mode: for this page only */ }
    void this.record(this.held).catch(() => undefined);
    this.held = [];
  }

  private held: readonly Hello[] = [];
  private match = '';

  private async record(hellos: readonly Hello[]): Promise<void> {
    const met = hellos.flatMap((h) => (h.id ? [{ pk: h.id.pk, name: h.name }] : []));
    if (met.length) await (await contacts()).metInMatch(met, Date.now(), this.match);
  }
}

const dismissed = (key: string): boolean => {
  try { return localStorage.getItem(SEEN_KEY + key) === '1'; } catch { return false; }
};

const byMatch = new WeakMap<MatchController, MatchIdentity>();
export function matchIdentityOf(c: MatchController): MatchIdentity {
  let m = byMatch.get(c);
  if (!m) byMatch.set(c, (m = new MatchIdentity(c)));
  return m;
}
