/**
 * Issue 27, Arackuan: two reveals of the same card instance (a one-copy card twice on the board).
 * Public information contradicts the second (both were drawn from one deck, whose every instance
 * is one card), so the match stops at that reveal, naming the seat; the verifier refuses the
 * file the same way. Before the defence the match played on to the end-of-match audit.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/engine/bots.js';
import { heuristicBot } from '../../src/engine/games/arackuan/bots.js';
import { prebuiltPile } from '../../src/engine/games/arackuan/cards-api.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { GAMES } from '../../src/engine/games/index.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { taggedHash } from '../../src/crypto/hash.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));
type Facedown = { kind: 'facedown'; handle: string; card: string; at: string };

/**
 * Seat 1 plays its first face-down card honestly, then commits its next face-down card (on the
 * same side of the board: battlefield or Astral Plane) as that same instance, whatever it is.
 */
function twice(seed: Uint8Array, record: { card?: string; handle?: string }): Bot {
  const h = heuristicBot(seed);
  let first: Facedown | null = null;
  return (v) => {
    if (v.request.kind === 'commit' && v.request.slot === 'deck') return { kind: 'deck', faction: 'whitelands' };
    if (v.request.kind === 'commit' && /^p\d+$/.test(v.request.slot) && record.card === undefined) {
      const options = v.legal as Facedown[];
      if (!first) { first = h(v) as Facedown; return first; }
      const side = (x: Facedown) => x.at.startsWith('astral');
      const again = options.find((o) => o.handle !== first?.handle && side(o) === side(first as Facedown));
      if (again) { record.card = first.card; record.handle = again.handle; return { ...again, card: first.card }; }
    }
    return h(v);
  };
}

function run(seed: number, decks?: 'built') {
  const record: { card?: string; handle?: string } = {};
  const r = playHeadless({
    game: arackuanGame, seats: 2, options: { decks: decks ?? 'prebuilt' }, seed, chainLength: 512,
    bots: [heuristicBot(seedOf('h', seed, 0)), twice(seedOf('h', seed, 1), record)],
    ...(decks ? { decks: [prebuiltPile('vestur'), prebuiltPile('whitelands')] } : {}),
    session: (seat) => (seat === 1 ? { cheat: { skipOwnChecks: true } } : {}),
  });
  return { r, record, t: r.transcript as Transcript };
}

describe('Arackuan: one card instance revealed twice', () => {
  for (const decks of [undefined, 'built'] as const) {
    it(`stops the match at the second reveal, naming the seat (${decks ?? 'pre-built'} decks)`, () => {
      const { r, record, t } = run(3, decks);
      expect(record.card, 'the cheat was played').toBeDefined();
      const st = r.sessions[0]!.status;
      expect(st.kind).toBe('stopped');
      if (st.kind !== 'stopped') return;
      expect(st.rejection.seat).toBe(1);
      expect(st.rejection.reason).toMatch(new RegExp(`^impossible reveal: showed ${record.card} as ${record.handle}, but 1:\\d+, drawn from the same deck, was already shown as ${record.card}$`));
      // At that reveal: the step of seat 1's reveal (or open) of the second card.
      const opened = (t.chains[1] ?? []).find((m) => ['reveal', 'open'].includes(m.body.t) && JSON.stringify(m.body).includes(`"handle":"${record.handle}"`));
      expect(opened).toBeDefined();
      const at = opened!.body.t === 'open' ? opened!.step + 1 : opened!.step;
      expect(st.rejection.step).toBe(at);
      // The verifier refuses the file naming seat 1, with the same reason.
      const v = verifyMatch(JSON.parse(JSON.stringify(t)), GAMES);
      expect(v.status).toBe('invalid');
      expect(v.blame).toBe(1);
      expect(v.failure).toContain('impossible reveal');
    });
  }
});
