/**
 * Attack (issue 27, 2): Clockwork Crusade portals, costs and dice, played through the whole
 * protocol (headless sessions, signed chains, beacons). The cheater (seat 1, its own checks off):
 * opens a portal it cannot afford, opens one at a gate it does not hold, pays a portal's cost and
 * then opens a unit of another cost (lying about what it paid for), or, on its own attack,
 * chooses the beacon value that decides the dice (a fresh value of its liking, sent ahead with the
 * attack) or re-rolls them (its previous value again).
 *
 * What holds: the rules refuse the portal, naming the seat (main-rules.ts `whyNotMain`: "that is
 * not one of your gates", "you have N resources"), and the reveal of a unit of another cost
 * (game.ts portal reveal: "the portal was paid N, but … costs M"); dice come only from beacon
 * values fixed before the match (beacon-inputs.ts: a value, sent ahead or in a beacon message,
 * that does not hash to the seat's previous one is refused). Each time the match stops naming
 * seat 1, with its signed message in the evidence; seat 0 is never named.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/engine/bots.js';
import type { Json } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/clockwork-crusade/heuristic.js';
import { PORTAL_COSTS, clockworkCrusadeGame } from '../../src/engine/games/clockwork-crusade/index.js';
import { INFANTRY } from '../../src/engine/games/clockwork-crusade/cards.js';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import { playHeadless } from '../../src/net/headless.js';
import type { UnsignedMessage } from '../../src/net/session-types.js';
import type { Session } from '../../src/net/session.js';
import { taggedHash } from '../../src/crypto/hash.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));
type Portal = { t: 'portal'; gate: string; cost: number };

function run(seed: number, cheat: { bot?: (h: Bot) => Bot; tamper?: (m: UnsignedMessage) => UnsignedMessage; prepare?: (s: readonly Session[]) => void; rounds?: number }) {
  const honest = heuristicBot(seedOf('cc', seed, 1));
  return playHeadless({
    game: clockworkCrusadeGame, seats: 2, options: { rounds: cheat.rounds ?? 3 }, seed, chainLength: 256,
    ...(cheat.prepare ? { prepare: ({ sessions }: { sessions: readonly Session[] }) => cheat.prepare!(sessions) } : {}),
    bots: [heuristicBot(seedOf('cc', seed, 0)), cheat.bot ? cheat.bot(honest) : honest],
    session: (seat) => (seat === 1 ? { cheat: { skipOwnChecks: true, ...(cheat.tamper ? { tamper: cheat.tamper } : {}) } } : {}),
  });
}

/** Seat 0 stopped, naming seat 1 for a reason matching `why`; seat 0 never named anywhere. */
function namesCheater(s: readonly Session[], why: RegExp): void {
  const st = s[0]!.status;
  expect(st.kind, JSON.stringify(st).slice(0, 300)).toBe('stopped');
  if (st.kind !== 'stopped') return;
  expect(st.rejection.seat).toBe(1);
  expect(st.rejection.reason).toMatch(why);
  expect(st.evidence?.chains[1]?.length).toBeGreaterThan(0);
  expect(s[0]!.rejections.filter((r) => r.seat === 0)).toEqual([]);
}

/** The cheater's first portal move, rewritten by `f` (null: keep the honest choice). */
const firstPortal = (f: (p: Portal, s: CcState) => Portal | null, done: { at: Portal | null }) => (h: Bot): Bot => (v) => {
  if (!done.at && v.request.kind === 'move') {
    const p = (v.legal as Json[]).find((m) => (m as Portal).t === 'portal') as Portal | undefined;
    const bad = p && f(p, v.state as CcState);
    if (bad) { done.at = bad; return bad as unknown as Json; }
  }
  return h(v);
};

describe('Clockwork Crusade portals, costs and dice, through the protocol', () => {
  it('a portal it cannot afford is refused, naming the seat', () => {
    const done = { at: null as Portal | null };
    const r = run(1, { bot: firstPortal((p, s) => {
      const cost = PORTAL_COSTS.find((c) => c > s.players[1]!.resources);
      return cost === undefined ? null : { ...p, cost };
    }, done) });
    expect(done.at).not.toBeNull();
    namesCheater(r.sessions, /you have \d+ resources, not \d+/);
  });

  it('a portal at a gate it does not hold (seat 0\'s) is refused, naming the seat', () => {
    const done = { at: null as Portal | null };
    const r = run(1, { bot: firstPortal((p, s) => {
      const theirs = s.gates.find((g) => g.owner === 0);
      return theirs ? { ...p, gate: theirs.id } : null;
    }, done) });
    expect(done.at).not.toBeNull();
    namesCheater(r.sessions, /that is not one of your gates/);
  });

  it('a portal paid at one cost and opened as a unit of another cost (the Infantry) is refused at the reveal, naming the seat', () => {
    // It pays more than the Infantry costs (hiding a "big" unit, as the others must believe), then opens the Infantry.
    const done = { at: null as Portal | null };
    let opened = false;
    const payMore = firstPortal((p, s) => {
      const cost = PORTAL_COSTS.find((c) => c !== INFANTRY.cost && c <= s.players[1]!.resources);
      return cost === undefined ? null : { ...p, cost };
    }, done);
    const bot = (h: Bot): Bot => {
      const pay = payMore(h);
      return (v) => {
        if (done.at && !opened && v.request.kind === 'commit') { opened = true; return 'infantry'; }
        return pay(v);
      };
    };
    const r = run(1, { bot });
    expect(opened).toBe(true);
    namesCheater(r.sessions, /the portal was paid \d+, but the Infantry costs \d+/);
  });

  /**
   * At the first step of a fight the cheater contributes to (the dice), its beacon value is replaced by
   * `pick(previous)`: in the beacon message it sends at that step, or, on its own attack, in the
   * values it sends ahead with it (`only`: just one of the two ways).
   */
  const dice = (pick: (previous: string) => string, only: 'message' | 'ahead' | null = null) => {
    let done = false, previous = '';
    let cheater: Session | null = null;
    const phase = () => (cheater?.match?.state.game as CcState | undefined)?.phase;
    const tamper = (m: UnsignedMessage): UnsignedMessage => {
      const b = m.body as { t: string; x?: string; ahead?: string[]; move?: { t?: string } };
      if (done) return m;
      if (b.t === 'beacon' && b.x) {
        if (phase() === 'fight' && only !== 'ahead') { done = true; return { ...m, body: { ...m.body, x: pick(previous) } as typeof m.body }; }
        previous = b.x;
      }
      if (b.ahead?.length) {
        if (only !== 'message' && b.t === 'move' && b.move?.t === 'attack') { done = true; return { ...m, body: { ...m.body, ahead: [pick(previous), ...b.ahead.slice(1)] } as typeof m.body }; }
        previous = b.ahead[b.ahead.length - 1]!;
      }
      return m;
    };
    return { tamper, done: () => done, prepare: (sessions: readonly Session[]) => { cheater = sessions[1]!; } };
  };

  /** The first seed whose match has a fight the cheater takes part in. */
  const withDice = (pick: (previous: string) => string, only: 'message' | 'ahead' | null = null) => {
    for (const seed of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      const d = dice(pick, only);
      const r = run(seed, { tamper: d.tamper, prepare: d.prepare, rounds: 5 });
      if (d.done()) return r;
    }
    throw new Error('no seed had a fight');
  };

  it('choosing the dice (a beacon value of its liking after its attack) is refused, naming the seat', () => {
    const r = withDice(() => 'ab'.repeat(32), 'ahead');
    namesCheater(r.sessions, /a beacon value it sent ahead does not hash to the previous one in its chain/);
  });

  it('re-rolling (giving its previous beacon value again) is refused, naming the seat', () => {
    const r = withDice((previous) => previous, 'ahead');
    namesCheater(r.sessions, /a beacon value it sent ahead does not hash to the previous one in its chain/);
  });

  it('at a fight\'s dice step, a beacon message with a value of its choosing (none sent ahead) is refused, naming it', () => {
    const r = withDice(() => 'cd'.repeat(32), 'message');
    namesCheater(r.sessions, /^the beacon value does not hash to the previous one in its chain/);
  });
});
