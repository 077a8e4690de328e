/**
 * The identity certificate in a hello (src/protocol/wire/identity.ts): a file shows that this
 * Alice is the same Alice as before, and no one else can make it show that. Each test is a way a
 * cheater would try; each fails if the check it relies on is removed.
 */
import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { toHex } from '../../src/crypto/bytes.js';
import { helloSignatureValid, linkHash, matchIdOf, signHello, signMessage, unsigned } from '../../src/protocol/wire/chain.js';
import { certDigest, certTermsOf, fingerprintOf, identityProblem } from '../../src/protocol/wire/identity.js';
import type { Hello, SignedMessage, Transcript } from '../../src/protocol/wire/transcript.js';
import { openMatch } from '../../src/protocol/machine/open-match.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { checkedSentences, formatVerdict } from '../../src/protocol/verification/verdict-text.js';
import { parseHello } from '../../src/protocol/wire/parse.js';
import { fixedIdentity } from '../../src/net/identity/fixed.js';
import type { IdentitySigner } from '../../src/net/identity/signer.js';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { fixtureRun } from './harness.js';
import { asFile, secretsOf } from './forge.js';

const AT = 1_764_000_000_000;
const alice = fixedIdentity('alice', AT);
const bob = fixedIdentity('bob', AT);
const NAMES = ['Alice', 'Bob'];

const run = (ids: readonly (IdentitySigner | null)[], seed = 7) => fixtureRun({
  seed, options: { rounds: 1 },
  session: (seat) => ({ name: NAMES[seat] ?? 'Bot', ...(ids[seat] ? { identity: ids[seat] as IdentitySigner } : {}) }),
});
const played = run([alice, bob]);
const file = asFile(played.transcript) as Transcript;
const { sig: _s, ...unsignedHello } = file.hellos[1] as Hello;
/** Seat `seat`'s hello changed by `edit`, re-signed with the seat's own match key (what its owner can do). */
const resigned = (seat: number, edit: (h: Omit<Hello, 'sig'>) => Omit<Hello, 'sig'>): Hello => {
  const { sig: _, ...h } = file.hellos[seat] as Hello;
  return signHello(edit(h), secretsOf(seat).keys.secretKey);
};

describe('identity certificates in a match file', () => {
  it('a match between identities verifies, and each hello names its identity', () => {
    expect(played.sessions.every((s) => s.status.kind === 'over')).toBe(true);
    expect(verifyMatch(file, GAMES).status).toBe('valid');
    expect(file.hellos.map((h) => h.id?.pk)).toEqual([alice.pk, bob.pk]);
    expect(file.hellos.map((h) => h.id?.at)).toEqual([AT, AT]);
    expect(unsignedHello.id).toBeDefined();
  });

  it('the verdict names each player\'s fingerprint, in the report and in the verify page\'s sentences', () => {
    const v = verifyMatch(file, GAMES);
    expect(v.identities).toEqual([fingerprintOf(alice.pk), fingerprintOf(bob.pk)]);
    expect(formatVerdict(v)).toContain(`identities (certificates checked): Alice ${fingerprintOf(alice.pk)}, Bob ${fingerprintOf(bob.pk)}`);
    expect(checkedSentences(v).at(-1)).toBe(`Identities: each of Alice (${fingerprintOf(alice.pk)}), Bob (${fingerprintOf(bob.pk)}) vouched for the key they played with, so each is the same player as in their other matches with that fingerprint.`);
    const plain = verifyMatch(asFile(run([null, null]).transcript), GAMES);
    expect(plain.identities).toBeUndefined();
    expect(checkedSentences(plain).join(' ')).not.toMatch(/Identities/);
  });

  it('the fingerprint is a fixed function of the key (known answer)', () => {
    expect(fingerprintOf('00'.repeat(32))).toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){4}$/);
    expect(fingerprintOf(alice.pk)).toBe(fingerprintOf(alice.pk));
    expect(fingerprintOf(alice.pk)).not.toBe(fingerprintOf(bob.pk));
    expect(fingerprintOf('00'.repeat(32))).toBe(KNOWN_FINGERPRINT);
  });

  it('changing any field of a certificate breaks the file, even re-signed by the seat itself', () => {
    for (const field of ['pk', 'at', 'cert'] as const) {
      const h = resigned(1, (x) => ({ ...x, id: { ...x.id!, [field]: field === 'at' ? AT + 1 : flip(x.id![field] as string) } }));
      expect(helloSignatureValid(h)).toBe(true);
      const r = openMatch(fixtureGame, [file.hellos[0] as Hello, h]);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.seat).toBe(1);
        expect(r.error.reason).toMatch(/identity certificate does not verify/);
      }
      expect(verifyMatch({ ...file, hellos: [file.hellos[0], h] }, GAMES).status).toBe('invalid');
    }
  });

  it('a certificate lifted from Alice\'s hello into Bob\'s is refused, naming Bob', () => {
    const h = resigned(1, (x) => ({ ...x, name: 'Alice', id: file.hellos[0]!.id! }));
    const r = openMatch(fixtureGame, [file.hellos[0] as Hello, h]);
    expect(r.ok ? null : r.error).toMatchObject({ seat: 1, reason: expect.stringMatching(/identity certificate does not verify/) });
  });

  it('a certificate names the match (by its nonce), the name and the key: one from another match is refused', () => {
    const other = asFile(run([alice, bob], 9).transcript) as Transcript;
    const h = resigned(0, (x) => ({ ...x, id: other.hellos[0]!.id! }));
    expect(identityProblem(h)).toMatch(/does not verify/);
    const renamed = resigned(0, (x) => ({ ...x, name: 'Mallory' }));
    expect(identityProblem(renamed)).toMatch(/does not verify/);
  });

  it('an identity key may not be the match key', () => {
    const secret = secretsOf(0).keys.secretKey;
    const h = resigned(0, (x) => {
      const terms = certTermsOf(x, AT)!;
      return { ...x, id: { pk: x.key, at: AT, cert: toHex(ed25519.sign(certDigest(terms), secret)) } };
    });
    expect(identityProblem(h)).toMatch(/identity key is its match key/);
  });

  it('a live seat that claims another\'s identity never gets a match: the others refuse its hello, naming it', () => {
    const forger: IdentitySigner = { pk: alice.pk, certify: (d) => bob.certify(d) as Uint8Array, now: () => AT };
    const r = run([bob, forger]);
    const honest = r.sessions[0]!;
    expect(honest.match).toBeNull();
    expect(honest.status.kind).toBe('stopped');
    if (honest.status.kind === 'stopped') {
      expect(honest.status.rejection.seat).toBe(1);
      expect(honest.status.rejection.reason).toMatch(/identity certificate does not verify/);
    }
  });

  it('a seat without an identity plays as before, and its hello parses without one', () => {
    const r = run([alice, null]);
    expect(r.sessions.every((s) => s.status.kind === 'over')).toBe(true);
    const f = asFile(r.transcript) as Transcript;
    expect(f.hellos[1]!.id).toBeUndefined();
    expect(verifyMatch(f, GAMES).status).toBe('valid');
  });

  it('the boundary refuses a malformed identity field', () => {
    const raw = JSON.parse(JSON.stringify(file.hellos[0]));
    for (const bad of [{ ...raw.id, at: -1 }, { ...raw.id, at: 1.5 }, { ...raw.id, pk: 'zz' }, { ...raw.id, extra: 1 }, 'x']) {
      const r = parseHello({ ...raw, id: bad });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^hello\.id/);
    }
    expect(parseHello(raw).ok).toBe(true);
  });

  it('holding only Alice\'s identity key (a backup on a new device), an old match cannot be rewritten', () => {
    // The forger makes a new match key, certifies it as Alice and re-signs Alice's whole chain with it.
    const fresh = secretsOf(0, 99).keys;
    const { sig: _x, ...h0 } = file.hellos[0] as Hello;
    const key = toHex(ed25519.getPublicKey(fresh.secretKey));
    const draft = { ...h0, key, id: { pk: alice.pk, at: AT, cert: toHex(alice.certify(certDigest(certTermsOf({ ...h0, key }, AT)!)) as Uint8Array) } };
    const hello0 = signHello(draft, fresh.secretKey);
    expect(identityProblem(hello0)).toBeNull(); // the certificate itself is good: she holds the key
    const hellos = [hello0, file.hellos[1] as Hello];
    const matchId = matchIdOf(hellos);
    const chain: SignedMessage[] = [];
    for (const m of file.chains[0]!) {
      const prev = chain.length ? linkHash(chain[chain.length - 1]!, h0.v) : toHex(matchId);
      chain.push(signMessage(matchId, { ...unsigned(m), prev }, fresh.secretKey));
    }
    const forged = asFile({ ...file, hellos, chains: [chain, file.chains[1]] });
    const v = verifyMatch(forged, GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame === null || v.blame === 1).toBe(true); // Bob's chain no longer links: Bob signed the real match, not this one
    expect(v.failure).toMatch(/seat 1/);
  });
});

const flip = (hex: string): string => (hex[0] === 'f' ? 'e' : 'f') + hex.slice(1);
/** taggedHash("facedown/identity", 32 zero bytes), its first 10 bytes in groups of two. */
const KNOWN_FINGERPRINT = '8e83 a8db c920 56ca e31c';
