/** The honest sending-ahead policy in one pass agrees with the first (quadratic) implementation on real matches. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games/index.js';
import type { AnyGame } from '../../src/engine/game.js';
import type { Json } from '../../src/crypto/canonical.js';
import { playHeadless } from '../../src/net/headless.js';
import { Ledger } from '../../src/protocol/machine/ledger.js';
import { aheadCount } from '../../src/protocol/machine/ahead.js';
import type { MachineState } from '../../src/protocol/machine/lockstep.js';
import type { Body, SignedMessage } from '../../src/protocol/wire/transcript.js';
import { aheadCountReference } from './ahead-reference.js';

/** Every beacon value a seat revealed, in chain order (values after the tip). */
function revealed(chain: readonly SignedMessage[]): string[] {
  const out: string[] = [];
  for (const m of chain) {
    if (m.body.t === 'beacon') out.push(m.body.x);
    if ('ahead' in m.body) out.push(...(m.body.ahead ?? []));
  }
  return out;
}

function compare(game: AnyGame, options: Json, seed: number): { inputs: number; sentAhead: number } {
  const done = playHeadless({ game, seats: 2, options, seed }).sessions[0]?.match;
  if (!done) throw new Error('the match did not open');
  const ledger = new Ledger(done.setup);
  const states: MachineState[] = [ledger.state];
  ledger.onStep = (s) => { states.push(s); };
  for (const chain of done.chains) for (const m of chain) expect(ledger.accept(m, { ours: true }).ok).toBe(true);
  expect(ledger.pump().ok).toBe(true);
  const values = done.chains.map(revealed);
  const tips = done.setup.hellos.map((h) => h.beacon);
  let inputs = 0, sentAhead = 0;
  for (const chain of done.chains) {
    for (const m of chain) {
      const s = states[m.step];
      if (!s || s.phase !== 'play' || m.body.t === 'claim' || m.body.t === 'secrets') continue;
      const { ahead: _sent, ...rest } = m.body as Body & { ahead?: string[] };
      const body = rest as Body;
      const others = done.chains.flat().filter((x) => x.step === m.step && x.seat !== m.seat).map((x) => ({ seat: x.seat, body: x.body }));
      const list = values[m.seat] ?? [];
      const anchor = s.beacons[m.seat];
      // The values after the ones the step's own body reveals (a beacon message's `x`).
      const at = (anchor === tips[m.seat] ? -1 : list.indexOf(anchor as string)) + (body.t === 'beacon' ? 1 : 0);
      const peek = (i: number): string | null => list[at + 1 + i] ?? null;
      const fast = aheadCount(done.setup.cfg, s, m.seat, body, others, peek);
      expect(fast, `seat ${m.seat} at step ${m.step}`).toBe(aheadCountReference(done.setup.cfg, s, m.seat, body, others, peek));
      inputs++;
      sentAhead += fast;
    }
  }
  return { inputs, sentAhead };
}

describe('sending beacon values ahead in one pass', () => {
  it('agrees with the reference on Crayne heads-up matches', () => {
    for (const seed of [1, 2]) {
      const r = compare(GAMES.get('crayne') as AnyGame, { variant: 'heads-up' }, seed);
      expect(r.inputs).toBeGreaterThan(100);
      expect(r.sentAhead).toBeGreaterThan(20);
    }
  });
  it('agrees with the reference on Crystal Factions matches', () => {
    const r = compare(GAMES.get('crystal-factions') as AnyGame, {}, 3);
    expect(r.inputs).toBeGreaterThan(50);
  });
});
