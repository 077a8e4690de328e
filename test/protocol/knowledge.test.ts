/** Resolving private draws with what is left of each pile kept from one draw to the next (the audit's memo). */
import { describe, expect, it } from 'vitest';
import { fromHex } from '../../src/crypto/bytes.js';
import { GAMES } from '../../src/engine/games/index.js';
import type { Handle, PrivatePile } from '../../src/engine/game.js';
import { playHeadless } from '../../src/net/headless.js';
import { type DrawEvent, pileMemo, resolveDraw } from '../../src/protocol/machine/knowledge.js';
import { Ledger, openMatch } from '../../src/protocol/machine/ledger.js';
import { parseTranscript } from '../../src/protocol/verification/parse-file.js';
import { testSeed } from '../crypto/helpers.js';

const matchId = testSeed('knowledge-match', 0);
const seed = testSeed('knowledge-seed', 0);
const beacon = '11'.repeat(32);
const draw = (d: number, pile: PrivatePile): DrawEvent => ({ seat: 0, d, handle: `0:${d}`, pile, beacons: [beacon] });

/** The card each draw gives, resolved in order with and without the memo (each draw's card becomes known). */
function both(events: readonly DrawEvent[], known0: Record<Handle, string> = {}) {
  const plain: Record<Handle, string> = { ...known0 }, memoed: Record<Handle, string> = { ...known0 };
  const memo = pileMemo();
  const out: [string, string][] = [];
  for (const ev of events) {
    const a = resolveDraw(matchId, seed, ev, plain, null);
    const b = resolveDraw(matchId, seed, ev, memoed, null, memo);
    const x = a.ok ? a.value : `error: ${a.error}`, y = b.ok ? b.value : `error: ${b.error}`;
    out.push([x, y]);
    if (a.ok) plain[ev.handle] = a.value;
    if (b.ok) memoed[ev.handle] = b.value;
  }
  return out;
}

describe('resolveDraw with a pile memo', () => {
  it('gives every draw of a Crayne match the card it gives without one', () => {
    const crayne = GAMES.get('crayne')!;
    const run = playHeadless({ game: crayne, seats: 2, options: { variant: 'heads-up' }, seed: 3 });
    const t = parseTranscript(JSON.parse(JSON.stringify(run.transcript)));
    if (!t.ok) throw new Error(t.error);
    const setup = openMatch(crayne, t.value.hellos, undefined, true);
    if (!setup.ok) throw new Error(setup.error.reason);
    const ledger = new Ledger(setup.value, false);
    for (const c of t.value.chains) for (const m of c) expect(ledger.accept(m, { unchecked: true }).ok).toBe(true);
    expect(ledger.pump().ok).toBe(true);
    const seeds = ledger.state.seeds.map((s) => fromHex(s as string));
    const plain: Record<Handle, string> = {}, memoed: Record<Handle, string> = {};
    const memo = pileMemo();
    let draws = 0;
    for (const ev of ledger.events) {
      if (ev.kind !== 'draw') continue;
      const a = resolveDraw(setup.value.cfg.matchId, seeds[ev.seat]!, ev, plain, null);
      const b = resolveDraw(setup.value.cfg.matchId, seeds[ev.seat]!, ev, memoed, null, memo);
      expect(b).toEqual(a);
      if (!a.ok) throw new Error(a.error);
      plain[ev.handle] = a.value;
      memoed[ev.handle] = a.value;
      draws++;
    }
    expect(draws).toBeGreaterThan(50);
  }, 60_000);

  it('follows piles that share one card list, a pile whose drawn handles start over, and copies of a card', () => {
    const cards = ['a', 'b', 'c', 'c', 'd', 'e', 'f', 'g'];
    const p = (drawn: string[]): PrivatePile => ({ owner: 0, cards, drawn });
    // Draws 0..3 from one pile; draw 4 from another pile with the same list and nothing drawn;
    // draw 5 back on the first; draw 6 on a pile that starts over with other handles; then piles
    // whose drawn handles are as many as, or more than, the memo removed, but other ones.
    const events = [
      draw(0, p([])), draw(1, p(['0:0'])), draw(2, p(['0:0', '0:1'])), draw(3, p(['0:0', '0:1', '0:2'])),
      draw(4, p([])), draw(5, p(['0:0', '0:1', '0:2', '0:3'])), draw(6, p(['0:4'])), draw(7, p(['0:4', '0:6'])),
      // As long as what the memo removed, or longer, but not starting with it.
      draw(8, p(['0:0', '0:1', '0:2'])), draw(9, p(['0:4', '0:6', '0:7'])), draw(10, p(['0:1', '0:0', '0:2', '0:3'])),
    ];
    const out = both(events);
    for (const [a, b] of out) expect(b).toBe(a);
    expect(out.every(([a]) => !a.startsWith('error'))).toBe(true);
  });

  it('refuses as before: an earlier handle nobody knows, an empty pile; and is right again after a refusal', () => {
    const cards = ['x', 'y'];
    const p = (drawn: string[]): PrivatePile => ({ owner: 0, cards, drawn });
    const out = both([draw(0, p([])), draw(1, p(['0:0', '0:9'])), draw(2, p(['0:0'])), draw(3, p(['0:0', '0:2'])), draw(4, p(['0:0', '0:2']))]);
    for (const [a, b] of out) expect(b).toBe(a);
    expect(out[1]![0]).toBe('error: draw 0:1: earlier draw 0:9 from the same pile is unknown');
    expect(out[3]![0]).toBe('error: draw 0:3: the pile is empty');
    const same = both([draw(0, p(['0:0', '0:1']))], { '0:0': 'x', '0:1': 'y' });
    expect(same[0]).toEqual(['error: draw 0:0: the pile is empty', 'error: draw 0:0: the pile is empty']);
  });
});
