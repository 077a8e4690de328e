/**
 * Protocol 3's new fields, as a cheater would set them: beacon values sent ahead (that do not
 * hash, the last value of a chain, values kept past a choice) and choices made in the open
 * (not a choice of the game, or at a step that asks no commitment).
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { beaconParent } from '../../src/crypto/beacon.js';
import { carryAhead } from '../../src/protocol/machine/beacon-inputs.js';
import { type MachineState, need } from '../../src/protocol/machine/lockstep.js';
import { GAMES } from '../../src/engine/games/index.js';
import { matchStates } from '../crypto/match-states.js';
import { fixtureRun, stoppedWith, flipHex } from './harness.js';

const x2 = new Uint8Array(32).fill(2);
const x1 = beaconParent(x2);
const anchor = toHex(beaconParent(x1));
const base = { beacons: [anchor], left: [5], ahead: [[]] } as unknown as MachineState;
const moveWith = (ahead: string[]) => [{ seat: 0, body: { t: 'move' as const, move: 1, ahead } }];

describe('beacon values sent ahead', () => {
  it('each must hash to the one before it, in its seat\'s chain', () => {
    const ok = carryAhead(base, moveWith([toHex(x1), toHex(x2)]), false);
    expect(ok.ok && ok.value).toMatchObject({ beacons: [toHex(x2)], left: [3], ahead: [[toHex(x1), toHex(x2)]] });
    const bad = carryAhead(base, moveWith([toHex(x2)]), false);
    expect(!bad.ok && bad.error).toMatchObject({ seat: 0, reason: expect.stringMatching(/does not hash to the previous one/) });
  });

  it('the last value of a chain cannot be sent ahead (it must come with its extension)', () => {
    const r = carryAhead({ ...base, left: [1] }, moveWith([toHex(x1)]), false);
    expect(!r.ok && r.error.reason).toMatch(/sent ahead the last value of its beacon chain/);
  });

  it('a step that asks a choice burns every value still waiting', () => {
    const waiting = { ...base, ahead: [[toHex(x1)]], beacons: [toHex(x1)] } as unknown as MachineState;
    const r = carryAhead(waiting, [], true);
    expect(r.ok && r.value.ahead).toEqual([[]]);
  });

  it('in whole Crayne matches, no value waiting before a choice is used after it', () => {
    const states = [11, 12, 13].flatMap((seed) => matchStates(GAMES.get('crayne')!, { variant: 'heads-up' }, seed).map((s, i, all) => [s, all[i + 1]] as const));
    const cfgLike = { def: GAMES.get('crayne')!, seats: 2 } as never;
    let choices = 0, carried = 0, burned = 0;
    for (const [s, next] of states) {
      if (!next) continue;
      carried += (s.ahead ?? []).reduce((n, q) => n + q.length, 0);
      const n = s.phase === 'play' ? need(cfgLike, s) : null;
      if (n?.kind !== 'game' || !['move', 'answer', 'commit'].includes(n.request.kind)) continue;
      choices++;
      for (const [seat, q] of (s.ahead ?? []).entries()) for (const v of q) { burned++; expect(next.ahead?.[seat]).not.toContain(v); }
    }
    // Forecasts that a Teeth effect overtook left values waiting at a choice: they were burned.
    expect(burned).toBeGreaterThan(0);
    expect(choices).toBeGreaterThan(50);
    expect(carried).toBeGreaterThan(50);
  });

  it('a value sent ahead that does not follow its chain stops the match naming the seat', () => {
    let done = false;
    const run = fixtureRun({ cheater: 1, cheat: { tamper: (m) => {
      const ahead = 'ahead' in m.body ? m.body.ahead : undefined;
      if (done || !ahead?.length) return m;
      done = true;
      return { ...m, body: { ...m.body, ahead: [flipHex(ahead[0]!), ...ahead.slice(1)] } };
    } } });
    expect(done).toBe(true);
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/a beacon value it sent ahead does not hash/);
  });

  it('tiny chains: values are sent ahead up to, never including, a chain\'s last value, and the match ends valid', () => {
    const run = fixtureRun({ chainLength: 3 });
    const st = run.sessions[0]!.status;
    expect(st.kind === 'over' && st.verdict.status).toBe('valid');
    const extended = run.transcript!.chains.flat().filter((m) => m.body.t === 'beacon' && m.body.extend);
    expect(extended.length).toBeGreaterThan(0);
  });
});

describe('a choice made in the open', () => {
  it('that is not a choice of the game is refused at once, naming the seat', () => {
    const run = fixtureRun({ cheater: 1, cheat: { tamper: (m) => (m.body.t === 'open' ? { ...m, body: { t: 'open', value: { not: 'a card' } } } : m) } });
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/the choice made in the open is not a choice of/);
  });

  it('at a step that asks no commitment is refused', () => {
    const run = fixtureRun({ cheater: 0, cheat: { tamper: (m) => (m.body.t === 'move' ? { ...m, body: { t: 'open', value: m.body.move } } : m) } });
    const r = stoppedWith(run.sessions[1]!);
    expect(r.seat).toBe(0);
    expect(r.reason).toMatch(/expected a move message, got a open/);
  });
});
