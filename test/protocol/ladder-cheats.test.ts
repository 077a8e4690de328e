/**
 * The ladder cannot be gamed (issue 31): forged, tampered and replayed files, one identity in two
 * seats, a certificate that does not verify, a seat without identity, and a rewritten past are all
 * set aside, each listed with its reason. Each test fails when the rule it relies on is removed.
 */
import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { toHex } from '../../src/crypto/bytes.js';
import { linkHash, matchIdOf, signHello, signMessage, unsigned } from '../../src/protocol/wire/chain.js';
import { certDigest, certTermsOf, identityProblem } from '../../src/protocol/wire/identity.js';
import type { Hello, SignedMessage, Transcript } from '../../src/protocol/wire/transcript.js';
import { fixedIdentity } from '../../src/net/identity/fixed.js';
import { asFile, secretsOf } from './forge.js';
import { calls, counted, fixture, inputs, ladder, why } from './ladder-kit.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ladder-kit.js';

const AB1 = 'cf-1-alice-bob.json', AB2 = 'cf-2-alice-bob.json', BA3 = 'cf-3-bob-alice.json';
/** The seed and day of each fixture (scripts/ladder-fixtures.ts): the seats' match keys come from the seed. */
const SEED: Readonly<Record<string, number>> = { [AB1]: 1, [AB2]: 2, [BA3]: 3 };
const flip = (hex: string): string => (hex[0] === 'f' ? 'e' : 'f') + hex.slice(1);
/** Seat `seat`'s hello of `file` changed by `edit`, re-signed with that seat's own match key (what its owner can do). */
const resigned = (t: Transcript, name: string, seat: number, edit: (h: Omit<Hello, 'sig'>) => Omit<Hello, 'sig'>): Hello => {
  const { sig: _, ...h } = t.hellos[seat] as Hello;
  return signHello(edit(h), secretsOf(seat, SEED[name]).keys.secretKey);
};

describe('the ladder sets cheats aside', () => {
  it('honest files count', () => {
    const l = ladder(inputs([AB1, fixture(AB1)], [AB2, fixture(AB2)]));
    expect(counted(l)).toEqual([AB1, AB2]);
    expect(l.excluded).toEqual([]);
  });

  it('a forged file (a signature changed) is excluded; the genuine file of the same match still counts', () => {
    const t = fixture(BA3);
    const chain = t.chains[0] as SignedMessage[];
    const last = chain[chain.length - 1] as SignedMessage;
    const forged = { ...t, chains: [[...chain.slice(0, -1), { ...last, sig: flip(last.sig) }], t.chains[1]] };
    const alone = ladder(inputs(['forged.json', forged]));
    expect(counted(alone)).toEqual([]);
    expect(why(alone, 'forged.json')).toMatch(/^it does not verify.*signature/);
    const both = ladder(inputs(['forged.json', forged], [BA3, fixture(BA3)]));
    expect(counted(both)).toEqual([BA3]);
    expect(why(both, 'forged.json')).toMatch(/^it does not verify.*signature/);
  });

  it('a tampered file (a move edited) is excluded, and cannot take the genuine match off the ladder', () => {
    const tampered = fixture('cf-2-tampered.json');
    expect(why(ladder(inputs(['t.json', tampered])), 't.json')).toMatch(/^it does not verify.*does not link/);
    const both = ladder(inputs(['t.json', tampered], [AB2, fixture(AB2)]));
    expect(counted(both)).toEqual([AB2]);
    expect(why(both, 't.json')).toMatch(/^it does not verify/);
  });

  it('a replayed file counts once: the same file twice, or under another name', () => {
    calls.n = 0;
    calls.raws = 0;
    const l = ladder(inputs([AB1, fixture(AB1)], [AB1, fixture(AB1)], ['renamed.json', fixture(AB1)], [AB2, fixture(AB2)]));
    expect(counted(l)).toEqual([AB1, AB2]);
    expect(l.tables[0]?.standings.map((s) => s.matches)).toEqual([2, 2]);
    expect(l.excluded).toEqual([
      { label: AB1, reason: `the same match as ${AB1} (counted once)` },
      { label: 'renamed.json', reason: `the same match as ${AB1} (counted once)` },
    ]);
    expect([calls.n, calls.raws]).toEqual([2, 2]); // a copy is not even verified again
  });

  it('the same match from each player\'s own file (different bytes, same match) counts once', () => {
    const bobs = { ...fixture(AB1), talk: [] }; // another file of the same match: same hellos, other bytes
    const l = ladder(inputs(['alice.json', fixture(AB1)], ['bob.json', bobs]));
    expect(counted(l)).toEqual(['alice.json']);
    expect(why(l, 'bob.json')).toBe('the same match as alice.json (counted once)');
  });

  it('one identity playing itself under two names is excluded', () => {
    const l = ladder(inputs(['self.json', fixture('cf-7-self-play.json')]));
    expect(l.tables).toEqual([]);
    expect(why(l, 'self.json')).toBe('one identity plays both Alice and Alicia');
  });

  it('a certificate that does not verify (its time edited, or another\'s key put in) makes the file excluded', () => {
    const t = fixture(AB1);
    const carol = fixedIdentity('carol', 0).pk;
    for (const [field, value] of [['at', (t.hellos[0]?.id?.at ?? 0) + 1], ['pk', carol]] as const) {
      const h = resigned(t, AB1, 0, (x) => ({ ...x, id: { ...x.id!, [field]: value } }));
      expect(identityProblem(h)).toMatch(/does not verify/);
      const l = ladder(inputs(['cert.json', { ...t, hellos: [h, t.hellos[1]] }]));
      expect(counted(l)).toEqual([]);
      expect(why(l, 'cert.json')).toMatch(/^it does not verify.*identity certificate does not verify/);
    }
  });

  it('a seat without an identity (the golden files\' bots) is excluded, named', () => {
    const golden = JSON.parse(readFileSync(join(ROOT, 'test/golden/crystal-factions.json'), 'utf8'));
    calls.n = 0;
    const l = ladder(inputs(['golden.json', golden]));
    expect(why(l, 'golden.json')).toBe('Bot 1 and Bot 2 have no identity');
    expect(calls.n).toBe(0);
    // One seat with an identity is not enough: a seat without one, re-signed by its own key.
    const t = fixture(AB1);
    const h = resigned(t, AB1, 1, ({ id: _id, ...x }) => x);
    const one = ladder(inputs(['half.json', { ...t, hellos: [t.hellos[0], h] }]));
    expect(why(one, 'half.json')).toBe('Bob has no identity');
  });

  it('holding only Alice\'s identity key (moved to a new device), an old match cannot be rewritten', () => {
    const t = fixture(AB1);
    const alice = fixedIdentity('alice', t.hellos[0]?.id?.at ?? 0);
    // A new match key that Alice certifies, her hello rebuilt with it, her whole chain re-linked and re-signed.
    const fresh = secretsOf(0, 99).keys.secretKey;
    const { sig: _x, ...h0 } = t.hellos[0] as Hello;
    const key = toHex(ed25519.getPublicKey(fresh));
    const at = h0.id?.at ?? 0;
    const hello0 = signHello({ ...h0, key, id: { pk: alice.pk, at, cert: toHex(alice.certify(certDigest(certTermsOf({ ...h0, key }, at)!)) as Uint8Array) } }, fresh);
    expect(identityProblem(hello0)).toBeNull(); // the certificate itself is good: she holds the identity key
    const hellos = [hello0, t.hellos[1] as Hello];
    const matchId = matchIdOf(hellos);
    const chain: SignedMessage[] = [];
    for (const m of t.chains[0] as SignedMessage[]) {
      const prev = chain.length ? linkHash(chain[chain.length - 1]!, h0.v) : toHex(matchId);
      chain.push(signMessage(matchId, { ...unsigned(m), prev }, fresh));
    }
    const { seal: _seal, ...rest } = t;
    const file = asFile({ ...rest, hellos, chains: [chain, t.chains[1]] });
    const l = ladder(inputs(['rewritten.json', file]));
    expect(counted(l)).toEqual([]);
    // Alice's part holds; Bob's chain does not link: Bob signed the real match, not this one.
    expect(why(l, 'rewritten.json')).toMatch(/^it does not verify.*seat 1/);
    // With the genuine file beside it, the genuine match counts, once; the rewrite stays out.
    const both = ladder(inputs(['rewritten.json', file], [AB1, fixture(AB1)]));
    expect(counted(both)).toEqual([AB1]);
    expect(why(both, 'rewritten.json')).toMatch(/^it does not verify/);
  });
});
