/**
 * Hidden deck lists: a deck built before the match is committed in the hello (its size public,
 * its cards not), drawn from privately, opened at the end and checked against the game's
 * construction rules. A deck that breaks them, or an opening that is not the deck committed,
 * names its owner.
 */
import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureGame, POOL } from '../../src/engine/games/fixture/rules.js';
import { playHeadless } from '../../src/net/headless.js';
import type { SessionOptions } from '../../src/net/session.js';
import { CHAIN } from './forge.js';
import { asFile } from './forge.js';

const LEGAL_A = ['c1', 'c2', 'c3', 'c4', 'c9', 'c10', 'c11', 'c12'];
const LEGAL_B = ['c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9'];
const TOO_RICH = ['c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12'];

function play(decks: readonly (readonly string[] | undefined)[], seed = 5, session?: (seat: number) => Partial<SessionOptions>) {
  const run = playHeadless({
    game: fixtureGame, seats: decks.length, options: { rounds: 3, decks: true }, seed, chainLength: CHAIN, decks,
    ...(session ? { session } : {}),
  });
  const st = run.sessions[0]!.status;
  return { run, st, t: run.transcript as Transcript };
}

describe('hidden deck lists', () => {
  it('two legal decks: the match verifies, both lists are opened and checked, and no card id was public before the end', () => {
    const { run, st, t } = play([LEGAL_A, LEGAL_B]);
    expect(st.kind).toBe('over');
    if (st.kind === 'over') {
      expect(st.verdict.status, st.verdict.failure ?? '').toBe('valid');
      expect(st.verdict.counts.decks).toBe(2);
    }
    const v = verifyMatch(asFile(t), GAMES);
    expect(v.status).toBe('valid');
    expect(v.counts.decks).toBe(2);
    // The hellos carry a commitment and a size, never a card.
    for (const h of t.hellos) {
      expect(h.deck?.size).toBe(8);
      expect(JSON.stringify(h)).not.toMatch(/"c\d+"/);
    }
    // The public piles hold no cards, only sizes.
    const first = run.sessions[0]!.match!;
    expect((first.state.game as { piles: { cards: string[]; hidden?: number }[] }).piles.every((p) => p.cards.length === 0 && p.hidden === 8)).toBe(true);
    // Every card a seat showed really came from its own list.
    const shown = first.events.filter((e) => e.kind === 'shown');
    expect(shown.length).toBeGreaterThan(0);
    for (const e of shown) if (e.kind === 'shown') expect([LEGAL_A, LEGAL_B][e.seat]).toContain(e.shown.card);
  });

  it('a deck that breaks the construction rules is caught at the end, naming its owner', () => {
    const { st, t } = play([LEGAL_A, TOO_RICH]);
    expect(st.kind).toBe('over');
    if (st.kind === 'over') expect(st.verdict.status).toBe('invalid');
    const v = verifyMatch(asFile(t), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(1);
    expect(v.failure).toMatch(/seat 1's deck list breaks the rules of High Card .*: the deck is worth 68, over the limit of 60/);
  });

  it('opening another list than the one committed is refused, naming the seat', () => {
    const { run } = play([LEGAL_A, LEGAL_B], 5, (seat) => (seat === 1 ? {
      cheat: { tamper: (m) => (m.body.t === 'secrets' && m.body.deck ? { ...m, body: { ...m.body, deck: { ...m.body.deck, cards: LEGAL_A } } } : m) },
    } : {}));
    const st = run.sessions[0]!.status;
    expect(st.kind).toBe('stopped');
    if (st.kind === 'stopped') {
      expect(st.rejection.seat).toBe(1);
      expect(st.rejection.reason).toMatch(/the opened deck list does not match the commitment in its hello/);
    }
  });

  it('a seat that brings no deck list to a game that needs one is refused at the hello', () => {
    const { run } = play([LEGAL_A, undefined]);
    for (const s of run.sessions) expect(s.match).toBeNull();
    const reasons = run.sessions.flatMap((s) => s.rejections.map((r) => r.reason)).join(' ');
    expect(reasons).toMatch(/needs a deck list committed in the hello/);
  });

  it('a deck list where the game uses none is refused at the hello, and one opened without a commitment at the end', () => {
    const extra = playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 1 }, seed: 5, chainLength: CHAIN, decks: [undefined, LEGAL_B] });
    for (const s of extra.sessions) expect(s.match).toBeNull();
    expect(extra.sessions.flatMap((s) => s.rejections.map((r) => r.reason)).join(' ')).toMatch(/commits to a deck list this game does not use/);
    const opened = playHeadless({
      game: fixtureGame, seats: 2, options: { rounds: 1 }, seed: 5, chainLength: CHAIN,
      session: (seat) => (seat === 1 ? { cheat: { tamper: (m) => (m.body.t === 'secrets' ? { ...m, body: { ...m.body, deck: { cards: LEGAL_B, salt: '00'.repeat(32) } } } : m) } } : {}),
    });
    const st = opened.sessions[0]!.status;
    expect(st.kind).toBe('stopped');
    if (st.kind === 'stopped') expect(st.rejection).toMatchObject({ seat: 1, reason: expect.stringMatching(/opened a deck list it never committed to/) });
  });

  it('every deck card in the pool is a card of the game', () => {
    expect(fixtureGame.auditDeck?.({ rounds: 1, decks: true }, LEGAL_A)).toBeNull();
    expect(fixtureGame.auditDeck?.({ rounds: 1, decks: true }, [...LEGAL_A.slice(1), 'x9'])).toMatch(/"x9" is not a card of this game/);
    expect(fixtureGame.auditDeck?.({ rounds: 1, decks: true }, LEGAL_A.slice(1))).toMatch(/holds 8 cards, not 7/);
    expect(POOL).toHaveLength(12);
  });
});
