/**
 * Shared decks: a card that decrypts to no card of its pile (docs/PROTOCOL.md, "Shared decks",
 * "An audit"). Every share proves out, so the fault is some shuffler's, and only the seeds tell
 * whose: the match stops for an audit, every seat reveals its seed, and the verdict names the
 * shuffler — never a seat that sent a share.
 */
import { describe, expect, it } from 'vitest';
import * as D from '../../src/crypto/deck.js';
import { HAND } from '../../src/engine/games/fixture/rules.js';
import { GAMES } from '../../src/engine/games/index.js';
import { verifyMatch } from '../../src/protocol/verify.js';
import { formatVerdict } from '../../src/protocol/verdict-text.js';
import type { UnsignedMessage } from '../../src/net/session-types.js';
import { asFile, secretsOf } from './forge.js';
import { fixtureRun } from './harness.js';

const jointKeyOf = (seats: number, seed: number): D.Point =>
  Array.from({ length: seats }, (_, i) => D.publicOf(D.deckSecret(secretsOf(i, seed).keys.secretKey))).reduce((a, b) => a.add(b));

/** An encryption under the joint key of a point that is no card: G·999. */
const noCard = (PK: D.Point): string => {
  const r = 987654321n;
  return D.G.multiply(r).toHex() + D.G.multiply(999n).add(PK.multiply(r)).toHex();
};

/** The cheater's first shuffle pass puts `bad` at position `at`. */
function substituting(at: number, bad: string): (m: UnsignedMessage) => UnsignedMessage {
  let done = false;
  return (m) => {
    if (m.body.t !== 'shuffle' || done) return m;
    done = true;
    const deck = [...m.body.deck];
    deck[at] = bad;
    return { ...m, body: { ...m.body, deck } };
  };
}

describe('a card that decrypts to no card', () => {
  it('flipped: the match stops for an audit, and the verdict blames the shuffler, never a share sender', () => {
    for (const seats of [2, 3]) {
      const seed = 5;
      const cheater = seats - 1;
      // The last shuffler's pass: the deal takes HAND cards per seat off the top, then the flip takes the next.
      const r = fixtureRun({
        seats, seed, cheater, options: { rounds: 2, shared: true },
        cheat: { tamper: substituting(seats * HAND, noCard(jointKeyOf(seats, seed))) },
      });
      for (const s of r.sessions) {
        const st = s.status;
        expect(st.kind).toBe('over');
        if (st.kind !== 'over') continue;
        expect(st.verdict.status).toBe('invalid');
        expect(st.verdict.blame).toBe(cheater);
        expect(st.verdict.failure).toMatch(new RegExp(`seat ${cheater}'s pass of shuffle 1 of shared pile stack is not the one its committed seed gives`));
        expect(st.verdict.end).toMatchObject({ kind: 'audit', by: null });
      }
      const v = verifyMatch(asFile(r.transcript), GAMES);
      expect(v.blame).toBe(cheater);
      expect(formatVerdict(v)).toMatch(/stopped for an audit at step \d+: the card flipped from shared pile stack decrypts to no card/);
    }
  });

  it('a first shuffler who substitutes is named too (not the last one, not a share sender)', () => {
    const seed = 9;
    const r = fixtureRun({
      seats: 3, seed, cheater: 0, options: { rounds: 2, shared: true },
      cheat: { tamper: substituting(0, noCard(jointKeyOf(3, seed))) },
    });
    const v = verifyMatch(asFile(r.transcript), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(0);
    expect(v.failure).toMatch(/seat 0's pass of shuffle 1/);
  });
});
