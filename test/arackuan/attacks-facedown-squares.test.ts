/**
 * Attack (issue 27, 1): Arackuan face-down cards bound to their squares, played through the whole
 * protocol (headless sessions, signed chains, the end-of-match audit). The cheater (seat 1) either
 * commits its first face-down card as lying on another square than the one it placed it on, or
 * swaps its two face-down cards: it commits the card of its second placement for the first and the
 * card of the first for the second, so each opens "fine" on its square, hoping to turn up whichever
 * it likes once it sees the other seat's cards.
 *
 * What holds: the reveal is refused by the rules, naming the cheater (place.ts `applyReveal`: "the
 * face-down card in slot p1 is <handle> at <square>"), and the match stops with its signed reveal
 * as evidence; a swap passes the rules (they see handles, not cards) and the end-of-match audit
 * names the cheater (each handle is the draw behind it: audit.ts). The honest seat is never named.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/engine/bots.js';
import { heuristicBot } from '../../src/engine/games/arackuan/bots.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { GAMES } from '../../src/engine/games/index.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { taggedHash } from '../../src/crypto/hash.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));
type FaceDown = { kind: 'facedown'; handle: string; card: string; at: string };
type Place = { kind: 'place'; handle: string; at: string };

function run(seed: number, cheat: (seed: Uint8Array) => Bot) {
  const r = playHeadless({
    game: arackuanGame, seats: 2, options: { decks: 'prebuilt' }, seed, chainLength: 512,
    bots: [heuristicBot(seedOf('a', seed, 0)), cheat(seedOf('a', seed, 1))],
    session: (seat) => (seat === 1 ? { cheat: { skipOwnChecks: true } } : {}),
  });
  return { r, t: r.transcript as Transcript };
}

/** Seat 1 commits its first face-down card (on the battlefield) as lying on another empty battlefield square. */
const elsewhere = (said: { at: string | null }) => (seed: Uint8Array): Bot => {
  const h = heuristicBot(seed);
  let lied = false;
  return (v) => {
    if (!lied && v.request.kind === 'commit' && v.request.slot === 'p1') {
      const honest = v.legal[0] as FaceDown;
      const taken = new Set((v.state as { board: { at: string }[] }).board.map((p) => p.at));
      const other = ['a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2', 'a5', 'h5'].find((q) => q !== honest.at && !taken.has(q));
      if (!honest.at.startsWith('astral') && other) { lied = true; said.at = other; return { ...honest, at: other }; }
    }
    return h(v);
  };
};

/** Seat 1 swaps its two face-down cards: p1 opens as the card of its second placement, p2 as the card of its first. */
const swapper = (state: { swapped: boolean }) => (seed: Uint8Array): Bot => {
  const h = heuristicBot(seed);
  let first: FaceDown | null = null;
  let second: string | null = null;
  return (v) => {
    const known = v.knowledge.cards;
    if (!first && v.request.kind === 'commit' && v.request.slot === 'p1') {
      const honest = v.legal[0] as FaceDown;
      const hand = (v.state as { players: { hand: string[] }[] }).players[1]!.hand;
      // Another card in hand, of another name, that can also be placed on the battlefield.
      const other = hand.find((x) => x !== honest.handle && known[x] && known[x]!.split('#')[0] !== honest.card.split('#')[0]);
      if (honest.at.startsWith('astral') || !other) return h(v);
      first = honest;
      second = other;
      return { ...honest, card: known[other]! };
    }
    if (first && second && v.request.kind === 'move') {
      const place = (v.legal as Place[]).find((m) => m.kind === 'place' && m.handle === second && !m.at.startsWith('astral'));
      if (place) return place;
    }
    if (first && second && v.request.kind === 'commit' && v.request.slot === 'p2') {
      const honest = v.legal[0] as FaceDown;
      if (honest.handle === second) { state.swapped = true; return { ...honest, card: first.card }; }
    }
    return h(v);
  };
};

describe('Arackuan face-down cards bound to their squares, through the protocol', () => {
  it('a card committed on another square than the one it was placed on: the reveal is refused, the match stops naming the cheater', () => {
    const said = { at: null as string | null };
    const { r } = run(8, elsewhere(said));
    expect(said.at).not.toBeNull();
    const st = r.sessions[0]!.status;
    expect(st.kind).toBe('stopped');
    if (st.kind !== 'stopped') return;
    expect(st.rejection.seat).toBe(1);
    expect(st.rejection.reason).toMatch(/the face-down card in slot p1 is 1:\d+ at [a-h]\d/);
    // The evidence holds the cheater's signed reveal naming the other square.
    const ev = st.evidence!;
    const reveal = ev.chains[1]!.find((m) => m.body.t === 'reveal' && JSON.stringify(m.body).includes('"facedown"'));
    expect(reveal?.body).toMatchObject({ value: { kind: 'facedown', at: said.at } });
    expect(r.sessions[0]!.rejections.every((x) => x.seat !== 0)).toBe(true);
  });

  it('two face-down cards swapped between their squares: the rules cannot see it, the audit names the cheater', () => {
    const state = { swapped: false };
    for (const seed of [8, 9, 11, 13]) {
      const { r, t } = run(seed, swapper(state));
      if (!state.swapped) continue;
      const st = r.sessions[0]!.status;
      const verdict = st.kind === 'over' ? st.verdict : null;
      expect(verdict?.status).toBe('invalid');
      expect(verdict?.blame).toBe(1);
      expect(verdict?.failure).toMatch(/audit: seat 1 at step \d+: showed .* as 1:\d+, but that draw gave /);
      const v = verifyMatch(JSON.parse(JSON.stringify(t)), GAMES);
      expect(v).toMatchObject({ status: 'invalid', blame: 1 });
      return;
    }
    throw new Error('no seed let the cheater swap two face-down cards');
  });
});
