/**
 * Contacts as values (contacts.ts stores them): meeting someone, and the impostor check, a known
 * name arriving with an identity this device has not seen under it.
 */
export interface Contact {
  /** The identity's public key (hex). */
  readonly pk: string;
  /** What this player calls them: the name they used, until renamed. */
  readonly name: string;
  /** Every name they sat under here, oldest first. */
  readonly seen: readonly string[];
  readonly first: number;
  readonly last: number;
  readonly matches: number;
  /** The match they were last met in (hex id): meeting them again in it (a reload) counts once. */
  readonly lastMatch?: string;
}

/** A seat of a match: its identity and the name it sat under. */
export interface Seen {
  readonly pk: string;
  readonly name: string;
}

const MAX_SEEN = 8;

export function metIn(before: Contact | null, p: Seen, at: number, match: string): Contact {
  if (!before) return { pk: p.pk, name: p.name, seen: [p.name], first: at, last: at, matches: 1, lastMatch: match };
  if (before.lastMatch === match) return before;
  const seen = before.seen.includes(p.name) ? before.seen : [...before.seen, p.name].slice(-MAX_SEEN);
  return { ...before, seen, last: Math.max(before.last, at), matches: before.matches + 1, lastMatch: match };
}

/** Names compare without case, accents or spacing ("Bob", "bob ", "BÖB" are one name). */
export const sameName = (a: string, b: string): boolean => fold(a) === fold(b);
const fold = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('en');

export interface Impostor {
  /** The seat's name in this match. */
  readonly name: string;
  /** The contact known by that name (the one met most recently). */
  readonly known: Contact;
}

/**
 * A seat whose name is a known contact's (its own or one it used), under an identity that is not
 * that contact's: "This is not the Bob you played on 3 November". A seat without an identity
 * (`pk` null) under a known name is one too; an identity this device knows is never one, whatever
 * name it uses now.
 */
export function impostorOf(seat: { readonly name: string; readonly pk: string | null }, contacts: readonly Contact[]): Impostor | null {
  if (seat.pk && contacts.some((c) => c.pk === seat.pk)) return null;
  const known = contacts
    .filter((c) => sameName(c.name, seat.name) || c.seen.some((n) => sameName(n, seat.name)))
    .sort((a, b) => b.last - a.last)[0];
  return known ? { name: seat.name, known } : null;
}
