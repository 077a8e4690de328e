/**
 * One hidden deck shared by every seat (docs/PROTOCOL.md, "Shared decks"): full matches with 2, 3
 * and 6 seats, and every way a seat could cheat with it, each caught by its own check (a shuffle
 * pass by its proof of shuffle, on arrival; the audit behind it: shared-deck-audit.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { fromHex } from '../../src/crypto/bytes.js';
import * as D from '../../src/crypto/deck.js';
import { HAND, fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { GAMES } from '../../src/engine/games/index.js';
import { signHello } from '../../src/protocol/wire/chain.js';
import { openMatch } from '../../src/protocol/machine/ledger.js';
import { keyContext } from '../../src/protocol/shared-deck/shared-deck.js';
import type { Hello, Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import type { UnsignedMessage } from '../../src/net/session-types.js';
import { asFile, secretsOf } from './forge.js';
import { fixtureRun, stoppedWith } from './harness.js';

const withoutSig = ({ sig: _sig, ...rest }: Hello): Omit<Hello, 'sig'> => rest;
const SHARED = { rounds: 2, shared: true };
const run = (seats: number, seed: number, cheat?: (m: UnsignedMessage) => UnsignedMessage, rounds = 2) =>
  fixtureRun({ seats, seed, options: { ...SHARED, rounds }, ...(cheat ? { cheat: { tamper: cheat } } : {}) });

/** The joint key of a seeded run (every seat's deck key comes from its signing key). */
const jointKeyOf = (seats: number, seed: number): D.Point =>
  Array.from({ length: seats }, (_, i) => D.publicOf(D.deckSecret(secretsOf(i, seed).keys.secretKey))).reduce((a, b) => a.add(b));

const shuffleOf = (m: UnsignedMessage, f: (deck: string[]) => string[]): UnsignedMessage =>
  (m.body.t === 'shuffle' ? { ...m, body: { ...m.body, deck: f([...m.body.deck]) } } : m);

describe('cheating with a shared deck', () => {
  it('a shuffle that substitutes a card it knows is refused on arrival by its proof of shuffle, naming its seat', () => {
    const seed = 5;
    const PK = jointKeyOf(2, seed);
    const sub = (deck: string[]) => {
      const r = 123456789n;
      deck[0] = D.G.multiply(r).toHex() + D.cardPoint('stack', 'c12').add(PK.multiply(r)).toHex();
      return deck;
    };
    const r = run(2, seed, (m) => shuffleOf(m, sub));
    expect(stoppedWith(r.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/its shuffle of shared pile stack: the proof of shuffle does not check out/) });
    // The file says the same to the verifier (it replays through the same checks).
    const v = verifyMatch(asFile(r.transcript), GAMES);
    expect(v.blame).toBe(1);
    expect(v.failure).toMatch(/proof of shuffle does not check out/);
  });

  it("THE ATTACK: a last shuffler that reuses a victim's first components with shifted second components is refused on arrival, before any share", () => {
    const seed = 5;
    for (const seats of [2, 3]) {
      const cheater = seats - 1;
      // Seat s is dealt positions s·HAND … s·HAND + HAND − 1 of the last pass. The last shuffler
      // gives its own cards the A of seat 0's with B shifted by G: no ciphertext is an exact
      // duplicate, so the old arrival check passed, and seat 0's share for each of the cheater's
      // cards would open seat 0's card.
      let sent: { deck: readonly string[]; proof?: string } | null = null;
      const reuse = (deck: string[]) => {
        for (let k = 0; k < HAND; k++) {
          const victim = D.cipherFrom(deck[k]!)!;
          deck[cheater * HAND + k] = victim.a.toHex() + victim.b.add(D.G).toHex();
        }
        return deck;
      };
      const r = fixtureRun({
        seats, seed, cheater, options: { ...SHARED },
        cheat: { tamper: (m) => { const t = shuffleOf(m, reuse); if (t.body.t === 'shuffle') sent = t.body; return t; } },
      });
      expect(sent).not.toBeNull();
      expect(D.shuffleFault(sent!.deck, 60)).toBeNull();
      expect(sent!.proof).toMatch(/^[0-9a-f]+$/);
      for (const s of r.sessions.filter((x) => x.seat !== cheater)) {
        const rej = stoppedWith(s);
        expect(rej).toMatchObject({ seat: cheater, reason: expect.stringMatching(/its shuffle of shared pile stack: the proof of shuffle does not check out/) });
        for (const chain of s.match!.chains) expect(chain.filter((m) => m.body.t === 'share')).toEqual([]);
      }
      const v = verifyMatch(asFile(r.transcript), GAMES);
      expect(v.blame).toBe(cheater);
    }
  });

  it('a shuffle pass without its proof, or with a proof of another pass, is refused on arrival, naming its seat', () => {
    const none = run(2, 5, (m) => (m.body.t === 'shuffle' ? { ...m, body: { t: 'shuffle', deck: m.body.deck } } : m));
    expect(stoppedWith(none.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/carries no proof of shuffle/) });
    const short = run(2, 5, (m) => (m.body.t === 'shuffle' ? { ...m, body: { ...m.body, proof: m.body.proof!.slice(64) } } : m));
    expect(stoppedWith(short.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/proof of shuffle is not 9888 bytes/) });
    // Seat 0's own proof, replayed by seat 1 over seat 1's deck.
    const honest = run(2, 5).transcript as Transcript;
    const first = honest.chains[0]!.map((m) => m.body).find((b) => b.t === 'shuffle');
    expect(first?.t === 'shuffle' && first.proof).toBeTruthy();
    const copied = run(2, 5, (m) => (m.body.t === 'shuffle' ? { ...m, body: { ...m.body, proof: (first as { proof: string }).proof } } : m));
    expect(stoppedWith(copied.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/proof of shuffle does not check out/) });
  });

  it('a shuffle that duplicates or drops a ciphertext is refused on arrival', () => {
    const dup = run(2, 5, (m) => shuffleOf(m, (d) => [d[0]!, d[0]!, ...d.slice(2)]));
    expect(stoppedWith(dup.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/ciphertext 1 duplicates an earlier one/) });
    const drop = run(2, 5, (m) => shuffleOf(m, (d) => d.slice(1)));
    expect(stoppedWith(drop.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/59 ciphertexts, not the 60 of the deck/) });
    const unmixed = run(2, 5, (m) => shuffleOf(m, (d) => [D.IDENTITY_HEX + d[0]!.slice(64), ...d.slice(1)]));
    expect(stoppedWith(unmixed.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/identity as its first component/) });
  });

  it('a decryption share with a bad proof is refused on arrival, naming its seat', () => {
    const r = run(2, 5, (m) => (m.body.t === 'share' ? { ...m, body: { ...m.body, proof: (m.body.proof[0] === '0' ? '1' : '0') + m.body.proof.slice(1) } } : m));
    expect(stoppedWith(r.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/decryption share .* does not prove out/) });
  });

  it('a share replayed from another position, or from another match, is refused', () => {
    let first: { T: string; proof: string } | null = null;
    const replay = run(2, 5, (m) => {
      if (m.body.t !== 'share') return m;
      if (!first) { first = { T: m.body.T, proof: m.body.proof }; return m; }
      return { ...m, body: { t: 'share', ...first } };
    });
    expect(stoppedWith(replay.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/does not prove out/) });
    // Shares of another match (another seed: other keys, other match id) for the same seat.
    const other = run(2, 6);
    const theirs = other.sessions[1]!.match!.chains[1]!.filter((m) => m.body.t === 'share').map((m) => m.body);
    expect(theirs.length).toBeGreaterThan(0);
    let i = 0;
    const cross = run(2, 5, (m) => (m.body.t === 'share' ? { ...m, body: theirs[i++ % theirs.length]! } : m));
    expect(stoppedWith(cross.sessions[0]!)).toMatchObject({ seat: 1, reason: expect.stringMatching(/does not prove out/) });
  });

  it('a rogue deck key (chosen to cancel the others), or one copied from another seat, is refused when the match opens', () => {
    const seed = 5;
    const t = run(2, seed).transcript as Transcript;
    const h0 = t.hellos[0]!, h1 = t.hellos[1]!;
    expect(openMatch(fixtureGame, t.hellos).ok).toBe(true);
    const resign = (h: Hello, dkey: { pk: string; pop: string }) => signHello({ ...withoutSig(h), dkey }, secretsOf(1, seed).keys.secretKey);
    // Seat 1 picks pk1 = y·G − pk0, so that the joint key is y·G: it cannot prove it knows log(pk1).
    const rogue = D.G.multiply(777n).subtract(D.pointFrom(h0.dkey!.pk)!).toHex();
    const refused = openMatch(fixtureGame, [h0, resign(h1, { pk: rogue, pop: h1.dkey!.pop })]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ seat: 1, reason: expect.stringMatching(/no valid proof of possession \(a rogue key/) });
    const copied = openMatch(fixtureGame, [h0, resign(h1, h0.dkey!)]);
    expect(copied.ok).toBe(false);
    if (!copied.ok) expect(copied.error.seat).toBe(1);
    // Its own honest key with a proof made for another context is refused too.
    const x1 = D.deckSecret(secretsOf(1, seed).keys.secretKey);
    const elsewhere = D.proveKey(keyContext({ ...h1, nonce: '00'.repeat(16) }), 1, x1);
    expect(openMatch(fixtureGame, [h0, resign(h1, elsewhere)]).ok).toBe(false);
    expect(D.keyProven(keyContext(h1), 1, h1.dkey!.pk, h1.dkey!.pop)).toBe(true);
  });

  it('a shown card that is not the card the shared deck dealt is caught by the audit, naming the seat', () => {
    for (let seed = 1; seed < 30; seed++) {
      const r = fixtureRun({
        seed, options: { rounds: 3, shared: true }, cheat: { skipOwnChecks: true },
        bots: [undefined, (v) => {
          if (v.request.kind !== 'commit') return v.legal[0]!;
          const hand = (v.state as { hands: string[][] }).hands[1]!;
          const known = v.knowledge.cards;
          const lie = ['c12', 'c11'].find((c) => known[hand[0]!] !== c)!;
          return { handle: hand[0]!, card: lie };
        }],
      });
      const st = r.sessions[0]!.status;
      if (st.kind !== 'over') continue;
      expect(st.verdict.status).toBe('invalid');
      expect(st.verdict.blame).toBe(1);
      expect(st.verdict.failure).toMatch(/audit: seat 1 at step \d+: showed c1[12] as 1:\d+, but that draw gave c\d+ \(a card it never drew\)/);
      const v = verifyMatch(asFile(r.transcript), GAMES);
      expect(v.blame).toBe(1);
      return;
    }
    throw new Error('no run finished');
  });

  it('a hello that carries a deck key where the game uses none is refused', () => {
    const seed = 5;
    const t = run(2, seed).transcript as Transcript;
    const plain = fixtureRun({ seed, options: { rounds: 1 } }).transcript as Transcript;
    const h1 = signHello({ ...withoutSig(plain.hellos[1]!), dkey: t.hellos[1]!.dkey! }, secretsOf(1, seed).keys.secretKey);
    const r = openMatch(fixtureGame, [plain.hellos[0]!, h1]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ seat: 1, reason: expect.stringMatching(/deck key this game does not use/) });
    expect(fromHex(t.hellos[0]!.dkey!.pk)).toHaveLength(32);
  });

  it('a game that asks for a shared pile where it declared none is refused at that step, with no seat waited for', () => {
    const liar = { ...fixtureGame, sharedDecks: () => false };
    const r = fixtureRun({ game: liar, seed: 5, options: SHARED });
    for (const s of r.sessions) {
      const rej = stoppedWith(s);
      expect(rej.reason).toMatch(/the game asked for a shared pile, but .* declared none for these options/);
      expect(s.match?.state.phase).toBe('play');
    }
  });
});
