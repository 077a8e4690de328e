/** Shared set-up for protocol tests: fixture matches over the in-memory transport, with cheats. */
import { expect } from 'vitest';
import type { Json } from '../../src/crypto/canonical.js';
import type { Bot } from '../../src/engine/bots.js';
import { randomBot } from '../../src/engine/bots.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import type { Rejection } from '../../src/protocol/machine/lockstep.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { type HeadlessOptions, type HeadlessRun, playHeadless } from '../../src/net/headless.js';
import type { Session, SessionOptions } from '../../src/net/session.js';

import { CHAIN } from './forge.js';

export { CHAIN };

export function fixtureRun(o: Partial<HeadlessOptions> & { cheat?: SessionOptions['cheat']; cheater?: number } = {}): HeadlessRun {
  const cheater = o.cheater ?? 1;
  return playHeadless({
    game: fixtureGame, seats: 2, options: { rounds: 3 }, seed: 7, chainLength: CHAIN, ...o,
    session: (seat) => ({ ...(seat === cheater && o.cheat ? { cheat: o.cheat } : {}), ...o.session?.(seat) }),
  });
}

/** The rejection that stopped a session, asserting that it did stop. */
export function stoppedWith(s: Session): Rejection {
  const st = s.status;
  if (st.kind !== 'stopped') throw new Error(`expected a stopped session, got ${JSON.stringify(st.kind)}`);
  expect(st.evidence).not.toBeNull();
  return st.rejection;
}

/** A bot for the cheater that plays `pick` when it returns a value, else a random legal one. */
export function cheatingBot(pick: (legal: readonly Json[], kind: string) => Json | undefined, seed = 1): Bot {
  const fallback = randomBot(seededEntropy('cheat-bot', seed)(32));
  return (v) => pick(v.legal, v.request.kind) ?? fallback(v);
}

/** Snapshot of what an honest seat holds, to show a rejection left it intact. */
export function snapshot(s: Session): { step: number; hash: string; lengths: number[] } {
  const m = s.match;
  if (!m) throw new Error('no match yet');
  return { step: m.state.step, hash: m.currentHash, lengths: m.chains.map((c) => c.length) };
}

/** A hex string with its first digit changed (a tampered hash, salt or signature). */
export const flipHex = (h: string): string => (h[0] === '0' ? '1' : '0') + h.slice(1);
