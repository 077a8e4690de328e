/**
 * Attack (issue 27, 3): a deck key carried from one match into another. A seat copies the `dkey`
 * (key and proof of possession) of its own or another seat's hello from an earlier match into
 * its hello for this one, hoping to sit on a key whose proof it did not make here (or, with a
 * stolen one, a key it cannot decrypt with, to stall or steer the joint key). And a seat that
 * reuses its own deck secret on purpose: what leaks?
 *
 * What holds: a proof of possession is bound to the match's nonce, the game, the hello's signing
 * key and the seat (shared-deck.ts `keyContext`, deck-proofs.ts `keyProven`), so a replayed dkey is
 * refused when the match opens, naming the seat whose hello carries it. An honest seat's deck
 * secret derives from its per-match signing key (`deckSecret`), so no two matches share it. A seat
 * that deliberately reuses its secret (with a fresh proof) is accepted, and that is sound: no
 * file ever holds the deck secret or the signing key, and its shares of one match prove nothing in
 * another (the share statement binds the match id: `topStatement`).
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import * as D from '../../src/crypto/deck.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { matchIdOf, signHello } from '../../src/protocol/wire/chain.js';
import { openMatch } from '../../src/protocol/machine/ledger.js';
import { deckKeyOf, keyContext } from '../../src/protocol/shared-deck/shared-deck.js';
import type { Hello, Transcript } from '../../src/protocol/wire/transcript.js';
import { asFile, secretsOf } from './forge.js';
import { fixtureRun } from './harness.js';

const SHARED = { rounds: 2, shared: true };
const matchOf = (seed: number) => fixtureRun({ seats: 2, seed, options: SHARED }).transcript as Transcript;
const withoutSig = ({ sig: _sig, ...rest }: Hello): Omit<Hello, 'sig'> => rest;
/** Seat `seat`'s hello of match `seed`, with another dkey, signed again with its own key of that match. */
const withDkey = (h: Hello, seed: number, dkey: { pk: string; pop: string }): Hello =>
  signHello({ ...withoutSig(h), dkey }, secretsOf(h.seat, seed).keys.secretKey);

const A = 5, B = 6;

describe('a deck key carried from one match into another', () => {
  const a = matchOf(A), b = matchOf(B);

  it('the honest derivation: each seat\'s deck key comes from its per-match signing key, and differs between matches', () => {
    for (const [t, seed] of [[a, A], [b, B]] as const) {
      expect(openMatch(fixtureGame, t.hellos).ok).toBe(true);
      for (const h of t.hellos) expect(h.dkey).toEqual(deckKeyOf(secretsOf(h.seat, seed).keys.secretKey, h, h.seat));
    }
    expect(a.hellos[0]!.nonce).not.toBe(b.hellos[0]!.nonce);
    for (const seat of [0, 1]) expect(a.hellos[seat]!.dkey!.pk).not.toBe(b.hellos[seat]!.dkey!.pk);
  });

  it('its own dkey of an earlier match, replayed whole, is refused when the match opens, naming the seat', () => {
    const replayed = withDkey(b.hellos[1]!, B, a.hellos[1]!.dkey!);
    const r = openMatch(fixtureGame, [b.hellos[0]!, replayed]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ seat: 1, reason: expect.stringMatching(/no valid proof of possession/) });
  });

  it('another seat\'s dkey of an earlier match (a key it cannot use, to stall every deal) is refused, naming the copier', () => {
    for (const from of [0, 1]) {
      const stolen = withDkey(b.hellos[1]!, B, a.hellos[from]!.dkey!);
      const r = openMatch(fixtureGame, [b.hellos[0]!, stolen]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.seat).toBe(1);
    }
    // Control: the same hello with its own honest dkey opens (the refusal is the proof's binding, nothing else).
    expect(openMatch(fixtureGame, [b.hellos[0]!, withDkey(b.hellos[1]!, B, deckKeyOf(secretsOf(1, B).keys.secretKey, b.hellos[1]!, 1))]).ok).toBe(true);
  });

  it('a seat that reuses its deck secret on purpose is accepted; nothing of that secret is in any file, and its old shares prove nothing here', () => {
    const xA = D.deckSecret(secretsOf(1, A).keys.secretKey);
    const reused = withDkey(b.hellos[1]!, B, D.proveKey(keyContext(b.hellos[1]!), 1, xA));
    expect(reused.dkey!.pk).toBe(a.hellos[1]!.dkey!.pk);
    expect(openMatch(fixtureGame, [b.hellos[0]!, reused]).ok).toBe(true);
    // What the others ever see of it: neither file holds the deck secret or the signing key, in any encoding.
    const xBytes = toHex(D.scalarBytes(xA));
    const xBig = xA.toString(16).padStart(64, '0');
    for (const [t, seed] of [[a, A], [b, B]] as const) {
      const text = JSON.stringify(asFile(t));
      for (const seat of [0, 1]) {
        const sk = secretsOf(seat, seed).keys.secretKey;
        expect(text).not.toContain(toHex(sk));
        const x = D.deckSecret(sk);
        expect(text).not.toContain(toHex(D.scalarBytes(x)));
        expect(text).not.toContain(x.toString(16).padStart(64, '0'));
      }
      expect(text).not.toContain(xBytes);
      expect(text).not.toContain(xBig);
    }
    // Its first share of match A (for the top card of the first pass, dealt to seat 0) proves out in match A's
    // statement, and not in the same statement with match B's id: a share never travels between matches.
    const share = a.chains[1]!.find((m) => m.body.t === 'share')!.body as { t: 'share'; T: string; proof: string };
    const lastPass = a.chains[1]!.find((m) => m.body.t === 'shuffle')!.body as { t: 'shuffle'; deck: string[] };
    const top = lastPass.deck[0]!;
    const first = D.pointFrom(top.slice(0, 64))!;
    const pkA = D.publicOf(xA);
    expect(D.shareProven(D.shareStatement(matchIdOf(a.hellos), 'stack', 1, top), 1, pkA, first, share.T, share.proof)).not.toBeNull();
    expect(D.shareProven(D.shareStatement(matchIdOf(b.hellos), 'stack', 1, top), 1, pkA, first, share.T, share.proof)).toBeNull();
  });
});
