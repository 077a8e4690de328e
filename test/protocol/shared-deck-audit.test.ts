/**
 * Shared decks: a card that decrypts to no card of its pile (docs/PROTOCOL.md, "Shared decks",
 * "An audit"). Every share proves out, so the fault is some shuffler's, and only the seeds tell
 * whose: the match stops for an audit, every seat reveals its seed, and the verdict names the
 * shuffler — never a seat that sent a share.
 *
 * The audit is the second line: every pass's proof of shuffle is checked on arrival, and refuses
 * every substitution below (shared-deck.test.ts). Here the proof check is bypassed, in this file
 * only, as if the proof were unsound, to show what the audit still catches.
 */
import { describe, expect, it, vi } from 'vitest';
import type { UnsignedMessage } from '../../src/net/session-types.js';

// The setup file loaded the shared deck before this file's mock was registered: every module is
// loaded again, with the mock, below.
vi.mock('../../src/crypto/shuffle-proof.js', async (original) => ({
  ...(await original<typeof import('../../src/crypto/shuffle-proof.js')>()),
  shuffleProven: () => null,
}));
vi.resetModules();
await Promise.all([
  import('../../src/crypto/lazy-noble.js').then((m) => m.loadNoble()),
  import('../../src/net/lazy-judge.js').then((m) => m.loadJudge()),
  import('../../src/net/shared-code.js').then((m) => m.loadSharedCode()),
]);
const D = await import('../../src/crypto/deck.js');
const { HAND } = await import('../../src/engine/games/fixture/rules.js');
const { GAMES } = await import('../../src/engine/games/index.js');
const { verifyMatch } = await import('../../src/protocol/verification/verify.js');
const { formatVerdict } = await import('../../src/protocol/verification/verdict-text.js');
const { asFile, secretsOf } = await import('./forge.js');
const { fixtureRun } = await import('./harness.js');
const { toHex } = await import('../../src/crypto/bytes.js');
type Point = InstanceType<typeof D.Point>;

const jointKeyOf = (seats: number, seed: number): Point =>
  Array.from({ length: seats }, (_, i) => D.publicOf(D.deckSecret(secretsOf(i, seed).keys.secretKey))).reduce((a, b) => a.add(b));

/** An encryption under the joint key of a point that is no card: G·999. */
const noCard = (PK: Point): string => {
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
  it('the bypass holds: a substituted card gets past arrival here (elsewhere the proof of shuffle refuses it)', () => {
    const seed = 5;
    const r = fixtureRun({ seats: 2, seed, cheater: 1, options: { rounds: 2, shared: true }, cheat: { tamper: substituting(0, noCard(jointKeyOf(2, seed))) } });
    expect(r.sessions[0]!.status.kind).toBe('over');
  });

  it('a shuffle that substitutes a card it knows: the audit names its seat', () => {
    const seed = 5;
    const PK = jointKeyOf(2, seed);
    const r0 = 123456789n;
    const known = D.G.multiply(r0).toHex() + D.cardPoint('stack', 'c12').add(PK.multiply(r0)).toHex();
    const r = fixtureRun({ seats: 2, seed, cheater: 1, options: { rounds: 2, shared: true }, cheat: { tamper: substituting(0, known) } });
    const st = r.sessions[0]!.status;
    expect(st.kind).toBe('over');
    if (st.kind === 'over') {
      expect(st.verdict.status).toBe('invalid');
      expect(st.verdict.blame).toBe(1);
      expect(st.verdict.failure).toMatch(/seat 1's pass of shuffle 1 of shared pile stack is not the one its committed seed gives/);
    }
    const v = verifyMatch(asFile(r.transcript), GAMES);
    expect(v.blame).toBe(1);
    expect(v.failure).toMatch(/substituted or moved a card/);
  });

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

  it('dealt: the receiver calls an early audit (its seed revealed), and the verdict names the shuffler', () => {
    const seed = 5;
    // Position 0 of the last pass is the first card dealt: seat 0's.
    const r = fixtureRun({ seats: 2, seed, cheater: 1, options: { rounds: 2, shared: true }, cheat: { tamper: substituting(0, noCard(jointKeyOf(2, seed))) } });
    const calls = r.transcript!.chains[0]!.filter((m) => m.body.t === 'audit');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ t: 'audit', handle: '0:0' });
    for (const s of r.sessions) {
      const st = s.status;
      expect(st.kind === 'stopped' ? st.rejection : st.kind).toBe('over');
      if (st.kind !== 'over') continue;
      expect(st.verdict.end).toMatchObject({ kind: 'audit', by: 0 });
      expect(st.verdict.blame).toBe(1);
      expect(st.verdict.failure).toMatch(/seat 1's pass of shuffle 1 of shared pile stack is not the one its committed seed gives/);
    }
    const v = verifyMatch(asFile(r.transcript), GAMES);
    expect(v.blame).toBe(1);
    expect(formatVerdict(v)).toMatch(/stopped for an audit at step \d+, called by .*: the card dealt to it as 0:0 decrypts to no card/);
  });

  it('a false call (the card was fine) names the caller', () => {
    const seed = 5;
    const mySeed = toHex(secretsOf(1, seed).seed);
    let done = false;
    const falseCall = (m: UnsignedMessage): UnsignedMessage => {
      if (done || (m.body.t !== 'commit' && m.body.t !== 'open')) return m;
      done = true;
      return { ...m, body: { t: 'audit', handle: '1:0', seed: mySeed } };
    };
    const r = fixtureRun({ seats: 2, seed, cheater: 1, options: { rounds: 2, shared: true }, cheat: { tamper: falseCall } });
    expect(done).toBe(true);
    const v = verifyMatch(asFile(r.transcript), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.end).toMatchObject({ kind: 'audit', by: 1 });
    expect(v.blame).toBe(1);
    expect(v.failure).toMatch(/seat 1, step \d+: called an audit .* but every shuffle checks out from its seed: the card dealt to it was a card of the pile/);
    const st = r.sessions[0]!.status;
    expect(st.kind === 'over' ? st.verdict.blame : null).toBe(1);
  });

  it('a call on a card it was never dealt, or with a seed that is not its own, is refused naming the caller', () => {
    const seed = 5;
    const mySeed = toHex(secretsOf(1, seed).seed);
    const callWith = (handle: string, s: string) => {
      let done = false;
      return (m: UnsignedMessage): UnsignedMessage => {
        if (done || (m.body.t !== 'commit' && m.body.t !== 'open')) return m;
        done = true;
        return { ...m, body: { t: 'audit', handle, seed: s } };
      };
    };
    const notMine = fixtureRun({ seats: 2, seed, cheater: 1, options: { rounds: 2, shared: true }, cheat: { tamper: callWith('0:0', mySeed) } });
    expect(verifyMatch(asFile(notMine.transcript), GAMES)).toMatchObject({ blame: 1, failure: expect.stringMatching(/called an audit on 0:0, which no shared pile dealt to it/) });
    const badSeed = fixtureRun({ seats: 2, seed, cheater: 1, options: { rounds: 2, shared: true }, cheat: { tamper: callWith('1:0', '00'.repeat(32)) } });
    expect(verifyMatch(asFile(badSeed.transcript), GAMES)).toMatchObject({ blame: 1, failure: expect.stringMatching(/seed in its audit call does not open/) });
  });

  it('a shuffler who then hides its seed from the audit is claimed against: it forfeits, and no other seat is blamed', () => {
    const seed = 5, seats = 3, cheater = 2;
    let cut: (() => void) | null = null;
    const sub = substituting(seats * HAND, noCard(jointKeyOf(seats, seed)));
    let gone = false;
    const tamper = (m: UnsignedMessage): UnsignedMessage => {
      if (!gone && m.body.t === 'secrets') { gone = true; cut?.(); }
      return sub(m);
    };
    const r = fixtureRun({
      seats, seed, cheater, options: { rounds: 2, shared: true }, cheat: { tamper }, maxEvents: 400_000,
      session: (seat) => ({ ...(seat === 0 ? { timeoutMs: 30_000 } : {}), ...(seat !== cheater ? { autoClaim: true } : {}) }),
      prepare: ({ hub }) => { cut = () => { for (let p = 0; p < seats; p++) if (p !== cheater) hub.setLink(cheater, p, false); }; },
    });
    expect(gone).toBe(true);
    const v = verifyMatch(asFile(r.transcript), GAMES);
    expect(v.status, v.failure ?? '').toBe('claimed');
    expect(v.end).toMatchObject({ kind: 'claim', against: [cheater], by: [0, 1] });
    for (const s of r.sessions.filter((x) => x.seat !== cheater)) {
      const st = s.status;
      expect(st.kind === 'over' ? st.verdict.end : st.kind).toMatchObject({ kind: 'claim', against: [cheater] });
    }
  });
});
