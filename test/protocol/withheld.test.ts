/**
 * "Win with cards never drawn, then withhold the secrets" (issue 27, attack 2): a cheater wins on
 * the rules with cards it never drew, or with a hidden deck list over the limit, and never sends
 * its closing secrets, so the audit that would catch it never runs. No win without an audit: the
 * other seat claims at the secrets step and the withholder forfeits; the file never verifies as a
 * win for the withholder, and the verdict names whose cards went unchecked.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Session } from '../../src/net/session.js';
import { winnersOf } from '../../src/protocol/endings/endings.js';
import { explainVerdict, formatVerdict } from '../../src/protocol/verification/verdict-text.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { asFile } from './forge.js';
import { CHAIN, cheatingBot, fixtureRun } from './harness.js';

const EVERYTHING = 'Every signature, shuffle, roll, face-down card and private draw checks out.';

/** Seat 1's page drops its own secrets on the way out (it never sends them); seat 0 claims once its time runs out. */
const withholds = (seat: number) => ({ hub }: { hub: { deliver: (from: number, to: number, data: string) => void } }) => {
  const deliver = hub.deliver.bind(hub);
  hub.deliver = (from, to, data) => { if (from === seat && data.includes('"t":"secrets"')) return; deliver(from, to, data); };
};

function verdictOf(s: Session) {
  const st = s.status;
  if (st.kind !== 'over') throw new Error(`expected the match over, got ${st.kind}${st.kind === 'stopped' ? `: ${st.rejection.reason}` : ''}`);
  return st.verdict;
}

/** The verdict a withholder's opponent and every verifier reach: a forfeit, never a confirmed win, never "everything checks out". */
function expectForfeit(v: ReturnType<typeof verdictOf>, cheater: number) {
  expect(v.status, v.failure ?? '').toBe('claimed');
  expect(v.end).toMatchObject({ kind: 'claim', by: [1 - cheater], against: [cheater] });
  expect(winnersOf(v.end, 2)).toEqual([1 - cheater]);
  expect(v.unchecked).toEqual([cheater]);
  const words = explainVerdict(v).join(' ');
  expect(words).not.toContain(EVERYTHING);
  expect(words).toMatch(new RegExp(`hidden cards of Bot ${cheater + 1}, which were never checked`));
  expect(formatVerdict(v)).toMatch(new RegExp(`winners: Bot ${2 - cheater}`));
}

describe('no win without an audit', () => {
  it('a seat that shows a card it never drew and withholds its secrets forfeits, whatever the rules decided', () => {
    const lie = cheatingBot((legal, kind) => (kind === 'answer' ? legal.find((x) => JSON.stringify(x).includes('c8')) ?? legal[0] : undefined));
    let tried = 0;
    for (let seed = 1; seed < 60; seed++) {
      const run = fixtureRun({
        seed, cheat: { skipOwnChecks: true },
        bots: [undefined, (v) => (v.request.kind === 'answer' ? { handle: (v.state as { hands: string[][] }).hands[1]![0]!, card: 'c8' } : lie(v))],
        session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
        prepare: withholds(1),
      });
      const v = verdictOf(run.sessions[0]!);
      const end = v.end;
      // Only the runs the cheat was built for: the rules decided for the cheater, who showed a card it never drew.
      if (end?.kind !== 'claim' || !end.decided?.winners.includes(1) || !run.sessions[0]!.match!.events.some((e) => e.kind === 'shown' && e.seat === 1)) continue;
      tried++;
      expectForfeit(v, 1);
      // The file alone: never valid, never a win for the withholder.
      const file = verifyMatch(asFile(run.sessions[0]!.transcript()), GAMES);
      expectForfeit(file, 1);
      if (tried >= 2) return;
    }
    expect(tried, 'no seed let the cheater win on the rules').toBeGreaterThan(0);
  });

  it('a hidden deck list over the limit that is never opened counts against its owner', () => {
    const TOO_RICH = ['c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12'];
    const LEGAL = ['c1', 'c2', 'c3', 'c4', 'c9', 'c10', 'c11', 'c12'];
    const run = playHeadless({
      game: fixtureGame, seats: 2, options: { rounds: 3, decks: true }, seed: 5, chainLength: CHAIN, decks: [LEGAL, TOO_RICH],
      session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
      prepare: withholds(1),
    });
    const v = verdictOf(run.sessions[0]!);
    expectForfeit(v, 1);
    expect(v.counts.decks).toBe(1);
    expectForfeit(verifyMatch(asFile(run.sessions[0]!.transcript()), GAMES), 1);
  });
});
