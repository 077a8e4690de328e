/** Contacts and the impostor check (src/net/identity/contact-rules.ts). */
import { describe, expect, it } from 'vitest';
import { type Contact, impostorOf, metIn, sameName } from '../../src/net/identity/contact-rules.js';

const NOV3 = Date.UTC(2026, 10, 3, 20);
const bob: Contact = { pk: 'b0'.repeat(32), name: 'Bob', seen: ['Bob'], first: NOV3 - 86_400_000 * 7, last: NOV3, matches: 4, lastMatch: 'm4' };
const carol: Contact = { pk: 'c0'.repeat(32), name: 'Carol (work)', seen: ['Carol'], first: NOV3, last: NOV3, matches: 1 };

describe('the impostor check', () => {
  it('a known name with a new identity is an impostor, naming the contact last met under it', () => {
    expect(impostorOf({ name: 'Bob', pk: 'ee'.repeat(32) }, [bob, carol])).toEqual({ name: 'Bob', known: bob });
  });

  it('names match without case, accents or extra spaces', () => {
    expect(impostorOf({ name: '  BÖB ', pk: 'ee'.repeat(32) }, [bob])?.known).toBe(bob);
    expect(sameName('Zoë', 'zoe')).toBe(true);
    expect(sameName('Bob', 'Rob')).toBe(false);
  });

  it('a name the contact used before counts, though the player renamed the contact', () => {
    expect(impostorOf({ name: 'Carol', pk: 'ee'.repeat(32) }, [carol])?.known).toBe(carol);
  });

  it('a seat without an identity under a known name is one too', () => {
    expect(impostorOf({ name: 'Bob', pk: null }, [bob])?.known).toBe(bob);
  });

  it('a known identity is never an impostor, whatever name it uses now', () => {
    expect(impostorOf({ name: 'Bob', pk: bob.pk }, [bob])).toBeNull();
    expect(impostorOf({ name: 'Carol', pk: bob.pk }, [bob, carol])).toBeNull();
  });

  it('a new name with a new identity is just someone new', () => {
    expect(impostorOf({ name: 'Dave', pk: 'ee'.repeat(32) }, [bob, carol])).toBeNull();
  });

  it('of two contacts once called Bob, the one met most recently is named', () => {
    const older: Contact = { ...bob, pk: 'a0'.repeat(32), last: NOV3 - 86_400_000 * 30 };
    expect(impostorOf({ name: 'Bob', pk: 'ee'.repeat(32) }, [older, bob])?.known).toBe(bob);
  });
});

describe('meeting someone', () => {
  it('a first meeting makes a contact named as they sat', () => {
    expect(metIn(null, { pk: 'ee'.repeat(32), name: 'Dave' }, NOV3, 'm1')).toEqual({ pk: 'ee'.repeat(32), name: 'Dave', seen: ['Dave'], first: NOV3, last: NOV3, matches: 1, lastMatch: 'm1' });
  });

  it('a later match counts once, keeps the player\'s name for them, and adds the new name seen', () => {
    const later = metIn(bob, { pk: bob.pk, name: 'Bobby' }, NOV3 + 1000, 'm5');
    expect(later).toMatchObject({ name: 'Bob', seen: ['Bob', 'Bobby'], last: NOV3 + 1000, matches: 5, lastMatch: 'm5' });
    expect(metIn(later, { pk: bob.pk, name: 'Bobby' }, NOV3 + 2000, 'm5')).toBe(later);
  });
});
