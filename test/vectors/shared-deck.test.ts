/** The shared deck's crypto against its known-answer vectors (test/vectors/shared-deck.json). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ristretto255 } from '@noble/curves/ed25519.js';
import { fromHex, toHex } from '../../src/crypto/bytes.js';
import * as D from '../../src/crypto/deck.js';

const V = JSON.parse(readFileSync(new URL('./shared-deck.json', import.meta.url), 'utf8'));
const le = (h: string): bigint => D.scalarFrom(fromHex(h)) as bigint;
const P = (h: string) => ristretto255.Point.fromHex(h);

describe('shared-deck vectors', () => {
  it('documents its rules', () => {
    for (const w of ['hashScalar', 'cardPoint', 'Proof of possession', 'Chaum–Pedersen', 'shuffle seed', 'share statement']) expect(V.about).toContain(w);
  });

  it('hash to scalar and card points', () => {
    for (const h of V.hash_scalar) expect(toHex(D.scalarBytes(D.hashScalar(h.tag, ...h.parts_hex.map(fromHex))))).toBe(h.scalar_le_hex);
    expect(V.card_points).toHaveLength(5);
    for (const c of V.card_points) expect(D.cardPoint(c.pile, c.card).toHex()).toBe(c.point_hex);
    expect(new Set(V.card_points.map((c: { point_hex: string }) => c.point_hex)).size).toBe(5);
  });

  it('deck keys, their proofs of possession, and the joint key', () => {
    let sum = ristretto255.Point.ZERO;
    for (const k of V.keys) {
      const x = D.deckSecret(fromHex(k.signing_secret_hex));
      expect(toHex(D.scalarBytes(x))).toBe(k.deck_secret_le_hex);
      expect(ristretto255.Point.BASE.multiply(le(k.deck_secret_le_hex)).toHex()).toBe(k.pk_hex);
      expect(D.proveKey(fromHex(k.ctx_hex), k.seat, x)).toEqual({ pk: k.pk_hex, pop: k.pop_hex });
      expect(D.keyProven(fromHex(k.ctx_hex), k.seat, k.pk_hex, k.pop_hex)).toBe(true);
      expect(D.keyProven(fromHex(k.ctx_hex), k.seat + 1, k.pk_hex, k.pop_hex)).toBe(false);
      sum = sum.add(P(k.pk_hex));
    }
    expect(sum.toHex()).toBe(V.joint_key_hex);
  });

  it('one small shuffle by two seats, recomputed from the seeds by the formula alone', () => {
    const s = V.shuffle;
    expect(s.cards.map((c: string) => D.openCipher(s.pile, c))).toEqual(s.start);
    const PK = P(V.joint_key_hex);
    let deck: string[] = s.start;
    for (const r of s.rounds) {
      expect(r.input).toEqual(deck);
      const seed = D.shuffleSeed(fromHex(s.match_id_hex), s.pile, s.round, r.seat, fromHex(r.private_seed_hex));
      expect(toHex(seed)).toBe(r.shuffle_seed_hex);
      const sec = D.shuffleSecrets(seed, deck.length);
      expect(sec.perm).toEqual(r.perm);
      expect(sec.r.map((v) => toHex(D.scalarBytes(v)))).toEqual(r.r_le_hex);
      // D'[k] = D[π[k]] + (r_k·G, r_k·PK), by hand with noble's points.
      const byHand = r.perm.map((from: number, k: number) => {
        const rk = le(r.r_le_hex[k]);
        const a = P(deck[from]!.slice(0, 64)), b = P(deck[from]!.slice(64));
        return ristretto255.Point.BASE.multiply(rk).add(a).toHex() + PK.multiply(rk).add(b).toHex();
      });
      expect(byHand).toEqual(r.output);
      expect(D.shuffleDeck(deck, D.jointKey(V.joint_key_hex), seed)).toEqual(r.output);
      expect(D.shuffleFault(r.output, deck.length)).toBeNull();
      deck = r.output;
    }
  });

  it('decryption shares with their proofs, and the private read', () => {
    const d = V.draw;
    expect(toHex(D.shareStatement(fromHex(V.shuffle.match_id_hex), V.shuffle.pile, V.shuffle.round, d.cipher_hex))).toBe(d.statement_hex);
    const c = D.cipherFrom(d.cipher_hex) as D.Cipher;
    const pts = d.shares.map((s: { seat: number; T: string; proof: string }) => {
      const k = V.keys[s.seat];
      expect(D.makeShare(fromHex(d.statement_hex), s.seat, le(k.deck_secret_le_hex), c.a)).toEqual({ T: s.T, proof: s.proof });
      expect(c.a.multiply(le(k.deck_secret_le_hex)).toHex()).toBe(s.T);
      const pt = D.shareProven(fromHex(d.statement_hex), s.seat, P(k.pk_hex), c.a, s.T, s.proof);
      expect(pt?.toHex()).toBe(s.T);
      // Bound to the seat and the statement: replayed elsewhere it fails.
      expect(D.shareProven(fromHex(d.statement_hex), 1 - s.seat, P(k.pk_hex), c.a, s.T, s.proof)).toBeNull();
      expect(D.shareProven(fromHex(V.shuffle.match_id_hex), s.seat, P(k.pk_hex), c.a, s.T, s.proof)).toBeNull();
      return pt as D.Point;
    });
    const m = D.decrypt(c, pts);
    expect(m.toHex()).toBe(d.card_point_hex);
    expect(D.cardTable(V.shuffle.pile, V.shuffle.cards).get(m.toHex())).toBe(d.card);
    expect(V.shuffle.cards).toContain(d.card);
  });

  it('refuses malformed points, identity first components, duplicates and a wrong count', () => {
    const out: string[] = V.shuffle.rounds[1].output;
    expect(D.shuffleFault(out.slice(1), out.length)).toMatch(/dropped or added/);
    expect(D.shuffleFault([out[0]!, out[0]!, ...out.slice(2)], out.length)).toMatch(/duplicates/);
    expect(D.shuffleFault([D.IDENTITY_HEX + out[0]!.slice(64), ...out.slice(1)], out.length)).toMatch(/identity/);
    expect(D.shuffleFault(['ff'.repeat(64), ...out.slice(1)], out.length)).toMatch(/canonical/);
    const k = V.keys[0];
    expect(D.keyProven(fromHex(k.ctx_hex), 0, D.IDENTITY_HEX, k.pop_hex)).toBe(false);
    expect(D.keyProven(fromHex(k.ctx_hex), 0, k.pk_hex, 'ff'.repeat(64))).toBe(false);
  });
});
