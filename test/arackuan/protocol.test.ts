/**
 * Arackuan through the whole protocol (headless sessions, signed chains, beacons, private draws,
 * commitments, the end-of-match audit): pre-built decks chosen in secret, self-built decks as
 * hidden lists checked at the end, and what a cheater gets for lying about a hidden card.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/engine/bots.js';
import type { Json } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/arackuan/bots.js';
import { deckInstances, prebuiltPile } from '../../src/engine/games/arackuan/cards-api.js';
import { PREBUILT_DECKS } from '../../src/engine/games/arackuan/cards/prebuilt.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import type { ArkState } from '../../src/engine/games/arackuan/state.js';
import { GAMES } from '../../src/engine/games/index.js';
import type { SessionOptions } from '../../src/net/session.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { taggedHash } from '../../src/crypto/hash.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));
const CHAIN = 512;

function run(o: { decks?: readonly (readonly string[])[]; seed: number; bots?: readonly Bot[]; session?: (seat: number) => Partial<SessionOptions> }) {
  const options = { decks: o.decks ? 'built' : 'prebuilt' };
  const r = playHeadless({
    game: arackuanGame, seats: 2, options, seed: o.seed, chainLength: CHAIN,
    bots: o.bots ?? [heuristicBot(seedOf('h', o.seed, 0)), heuristicBot(seedOf('h', o.seed, 1))],
    ...(o.decks ? { decks: o.decks } : {}), ...(o.session ? { session: o.session } : {}),
  });
  return { r, t: r.transcript as Transcript, st: r.sessions[0]!.status };
}

/** Every message body each seat sent, in its chain's order. */
const bodies = (t: Transcript, seat: number): Json[] => (t.chains[seat] ?? []).map((m) => m.body as unknown as Json);

describe('pre-built decks: chosen in secret, order hidden', () => {
  it('plays to a verified end; no seat names its faction before both are bound; no card id leaves a seat before the rules show it', () => {
    const { r, t, st } = run({ seed: 21 });
    expect(st.kind).toBe('over');
    if (st.kind === 'over') expect(st.verdict.status, st.verdict.failure ?? '').toBe('valid');
    expect(verifyMatch(JSON.parse(JSON.stringify(t)), GAMES).status).toBe('valid');
    // The deck choice: each seat's first choice message is a commitment (or, for the last to choose, its value shown once the other is bound).
    const first = [0, 1].map((seat) => bodies(t, seat).find((b) => ['commit', 'open', 'move'].includes(String((b as { t?: string }).t))));
    expect(first.some((b) => (b as { t: string }).t === 'commit')).toBe(true);
    const text = (b: Json) => JSON.stringify(b);
    const committer = first.findIndex((b) => (b as { t: string }).t === 'commit');
    expect(text(first[committer] as Json)).not.toMatch(/byartur|whitelands|myrkur|vestur/);
    // A card id (`name#n`) appears in a seat's messages only inside a value the rules open (reveals, shown hand cards, the end's secrets).
    for (const seat of [0, 1]) {
      for (const b of bodies(t, seat)) {
        const tag = (b as { t?: string }).t;
        if (/[a-z-]+#\d+/.test(text(b))) expect(['reveal', 'open', 'move', 'secrets']).toContain(tag);
        if (tag === 'commit') expect(text(b)).not.toMatch(/#\d/);
      }
    }
    // The public state never held the deck order: the piles are the sorted lists, drawn through handles.
    const final = r.sessions[0]!.match!.state.game as ArkState;
    for (const p of final.players) {
      expect(p.pile?.cards).toEqual([...(p.pile?.cards ?? [])].sort());
      expect(p.hand.every((h) => /^\d+:\d+$/.test(h))).toBe(true);
    }
  });

  it('the mulligan is a private reshuffle: only handles are opened, and the match still audits', () => {
    // Bots that put back their whole opening hand.
    const all = (seed: Uint8Array): Bot => {
      const h = heuristicBot(seed);
      return (v) => {
        if (v.request.kind === 'commit' && v.request.slot === 'mulligan') {
          return v.legal.reduce((a, b) => (((b as { handles: string[] }).handles.length > (a as { handles: string[] }).handles.length) ? b : a));
        }
        return h(v);
      };
    };
    const { t, st } = run({ seed: 5, bots: [all(seedOf('m', 0)), all(seedOf('m', 1))] });
    expect(st.kind === 'over' && st.verdict.status).toBe('valid');
    const opened = [0, 1].flatMap((seat) => bodies(t, seat)).map((b) => JSON.stringify(b)).filter((x) => x.includes('"mulligan"'));
    expect(opened.length).toBeGreaterThan(0);
    for (const x of opened) {
      expect(x).toMatch(/"handles":\["\d+:\d+"/);
      expect(x).not.toMatch(/#\d/);
    }
    // 7 + 7 put back and drawn again, both seats: at least 28 private draws before round 1.
    if (st.kind === 'over') expect(st.verdict.counts.draws).toBeGreaterThanOrEqual(28 + 32);
  });

  it('a seat that shows a card it did not draw is caught by the audit and named', () => {
    // Seat 1 commits Ice Golem (in the Whitelands deck) for its first face-down card, whatever it drew.
    const liar = (seed: Uint8Array): Bot => {
      const h = heuristicBot(seed);
      let lied = false;
      return (v) => {
        if (v.request.kind === 'commit' && v.request.slot === 'deck') return { kind: 'deck', faction: 'whitelands' };
        if (!lied && v.request.kind === 'commit' && v.request.slot === 'p1') {
          const honest = v.legal[0] as { handle: string; card: string; at: string };
          if (honest.card !== 'ice-golem#1' && !honest.at.startsWith('astral')) { lied = true; return { ...honest, card: 'ice-golem#1' }; }
        }
        return h(v);
      };
    };
    const { st, t } = run({ seed: 8, bots: [heuristicBot(seedOf('x', 0)), liar(seedOf('x', 1))], session: (seat) => (seat === 1 ? { cheat: { skipOwnChecks: true } } : {}) });
    const v = verifyMatch(JSON.parse(JSON.stringify(t)), GAMES);
    expect(v.status).toBe('invalid');
    // Caught by the audit, or earlier (impossible.ts) when the real Ice Golem shows up too: two draws of one deck shown as one instance.
    expect(v.failure).toMatch(/audit: seat 1 at step \d+: showed ice-golem#1 as 1:\d+, but that draw gave .* \(a card it never drew\)|impossible reveal: showed ice-golem#1 as 1:\d+, but 1:\d+, drawn from the same deck, was already shown as ice-golem#1/);
    expect(v.blame).toBe(1);
    if (st.kind === 'over') expect(st.verdict.status).toBe('invalid');
    else expect(st.kind === 'stopped' && st.rejection.seat).toBe(1);
  });
});

describe('self-built decks: a hidden list, committed before the match, opened and checked at the end', () => {
  const legal = (f: 'whitelands' | 'myrkur' | 'vestur') => prebuiltPile(f);

  it('two legal decks: the hellos carry only a commitment and a size; both lists are checked', () => {
    const { r, t, st } = run({ seed: 31, decks: [legal('whitelands'), legal('myrkur')] });
    expect(st.kind).toBe('over');
    if (st.kind === 'over') {
      expect(st.verdict.status, st.verdict.failure ?? '').toBe('valid');
      expect(st.verdict.counts.decks).toBe(2);
    }
    for (const h of t.hellos) {
      expect(h.deck?.size).toBe(23);
      expect(JSON.stringify(h)).not.toMatch(/#\d/);
    }
    const s0 = r.sessions[0]!.match!.state.game as ArkState;
    expect(s0.players.every((p) => p.pile?.cards.length === 0 && p.pile.hidden === 23)).toBe(true);
    const v = verifyMatch(JSON.parse(JSON.stringify(t)), GAMES);
    expect(v.status).toBe('valid');
    expect(v.counts.decks).toBe(2);
  });

  it('a deck over 125 points is caught once the cards it shows prove it (at the latest at the end) and names its owner', () => {
    // The Whitelands pre-built deck with its four Nihilist Penguins (1 point) swapped for four Ice Molegs (8): 153 points.
    const rich = deckInstances([...PREBUILT_DECKS.whitelands.filter((id) => id !== 'nihilist-penguin'), 'ice-moleg', 'ice-moleg', 'ice-moleg', 'ice-moleg']);
    expect(rich).toHaveLength(23);
    expect(arackuanGame.auditDeck?.({ decks: 'built' }, rich)).toMatch(/at most 125 points; this one is worth 153/);
    const { st, t } = run({ seed: 32, decks: [legal('myrkur'), rich] });
    // Here the cards shown already imply more than 125 points: the match stops at that reveal (impossible.ts).
    expect(st.kind).toBe('stopped');
    if (st.kind === 'stopped') {
      expect(st.rejection.seat).toBe(1);
      expect(st.rejection.reason).toMatch(/^impossible reveal: .*no legal deck list holds all of .*: A deck is worth at most 125 points; this one is worth \d+\.$/);
    }
    const v = verifyMatch(JSON.parse(JSON.stringify(t)), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(1);
    expect(v.failure).toMatch(/impossible reveal/);
    // The list itself is refused by the end-of-match check all the same.
    expect(arackuanGame.auditDeck?.({ decks: 'built' }, rich)).toMatch(/153/);
  });

  it('the audit refuses a list with a copy numbered twice, a stranger card, or two factions', () => {
    const base = legal('vestur');
    expect(arackuanGame.auditDeck?.({ decks: 'built' }, base)).toBeNull();
    expect(arackuanGame.auditDeck?.({ decks: 'built' }, [...base.slice(1), base[1] as string])).toMatch(/twice/);
    expect(arackuanGame.auditDeck?.({ decks: 'built' }, [...base.slice(1), 'dragon#1'])).toMatch(/not a copy of an Arackuan card/);
    const mixed = deckInstances([...PREBUILT_DECKS.vestur.slice(1), 'ice-moleg']);
    expect(arackuanGame.auditDeck?.({ decks: 'built' }, mixed)).toMatch(/one faction/);
  });
});
