/**
 * Issue 27, Clockwork Crusade: a card shown for levels is public from then on. A seat that shows
 * a hand card as a Crab Tank and later reveals that same card as another unit (a portal) shows
 * what public information already rules out: the match stops at that reveal, naming the seat,
 * instead of waiting for the end-of-match audit. (More copies shown than the public stack holds:
 * test/protocol/impossible.test.ts, "shared piles".)
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/engine/bots.js';
import type { Json } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/clockwork-crusade/heuristic.js';
import { clockworkCrusadeModule } from '../../src/engine/games/clockwork-crusade/module.js';
import { GAMES } from '../../src/engine/games/index.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { taggedHash } from '../../src/crypto/hash.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));

/**
 * Shows every unit card of its hand as a Crab Tank whenever showing is allowed; `hide`: it then
 * keeps those cards out of every other choice, so that no later reveal gives the lie away.
 */
function crabs(seed: Uint8Array, shown: string[], hide: boolean): Bot {
  const h = heuristicBot(seed);
  const mentions = (m: Json) => shown.some((x) => JSON.stringify(m).includes(`"${x}"`));
  return (v) => {
    const shows = v.legal.filter((m) => (m as { t?: string }).t === 'show') as { cards: { handle: string }[] }[];
    if (shows.length) {
      const cards = shows.map((m) => ({ handle: m.cards[0]!.handle, card: 'crab-tank' }));
      shown.push(...cards.map((c) => c.handle));
      return { t: 'show', cards } as Json;
    }
    // No portal without a card it has not lied about (its reveal would show another card).
    const hand = Object.keys(v.knowledge.cards).filter((x) => !shown.includes(x));
    const clean = v.legal.filter((m) => !mentions(m) && ((m as { t?: string }).t !== 'portal' || hand.length > 0));
    return hide && clean.length ? h({ ...v, legal: clean }) : h(v);
  };
}

/**
 * The seeds tried in turn: the first whose match lasts until the lie is revealed. On the smaller board
 * of issue 30 most matches end by a gate falling before the cheater has researched, shown and opened
 * a card; seed 44 was the first of 4–63 to get there (it was seed 4 on the old board).
 */
const SEEDS = [44];

function run(hide: boolean) {
  const tried: string[] = [];
  for (const seed of SEEDS) {
    const shown: string[] = [];
    const r = playHeadless({
      game: clockworkCrusadeModule.def, seats: 2, options: { rounds: 30 }, seed, chainLength: 512,
      bots: [heuristicBot(seedOf('cc', 0)), crabs(seedOf('cc', 1), shown, hide)],
      session: (seat) => (seat === 1 ? { cheat: { skipOwnChecks: true } } : {}),
    });
    const st = r.sessions[0]!.status;
    if (st.kind !== 'stopped') { tried.push(`seed ${seed}: ${st.kind} (${shown.join(' ')})`); continue; }
    const v = verifyMatch(JSON.parse(JSON.stringify(r.transcript as Transcript)), GAMES);
    return { shown, rejection: st.rejection, v };
  }
  throw new Error(`expected a stopped match: ${tried.join('; ')}`);
}

describe('Clockwork Crusade: a card shown, then revealed as another', () => {
  it('a card shown for levels as one unit and later revealed as another stops the match at the reveal', () => {
    const { rejection, v } = run(false);
    expect(rejection.seat).toBe(1);
    expect(rejection.reason).toMatch(/^impossible reveal: showed [a-z-]+ as 1:\d+, but 1:\d+ was already shown as crab-tank$/);
    expect(v.blame).toBe(1);
  });
});
