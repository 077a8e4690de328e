/**
 * Resignation (issue 29; src/protocol/endings/resign.ts): a signed ending the verifier understands.
 * With two seats the other seat wins; with three or more the resigner forfeits and nobody else
 * wins. It is taken at the step it names, before that step's inputs, whatever order messages
 * arrive in: seats whose own inputs crossed it replay, so every seat and every verifier agree.
 * A cheater cannot resign for another seat, play on after resigning, or keep a win by resigning late.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Session } from '../../src/net/session.js';
import { winnersOf } from '../../src/protocol/endings/endings.js';
import { applyResign, resignResult } from '../../src/protocol/endings/resign.js';
import { explainVerdict, formatVerdict } from '../../src/protocol/verification/verdict-text.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { parseBody } from '../../src/protocol/wire/parse.js';
import { outcomeFor } from '../../src/ui/match/outcome.js';
import { endWords } from '../../src/ui/ending-words.js';
import { append, asFile, cut, signedNext } from './forge.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { CHAIN, stoppedWith } from './harness.js';
import type { MemoryHub } from '../../src/net/memory-transport.js';
import type { VirtualScheduler } from '../../src/net/scheduler.js';

type Ctx = { hub: MemoryHub; scheduler: VirtualScheduler; sessions: readonly Session[] };

function verdictOf(s: Session) {
  const st = s.status;
  if (st.kind !== 'over') throw new Error(`expected the match over, got ${st.kind}${st.kind === 'stopped' ? `: ${st.rejection.reason}` : ''}`);
  return st.verdict;
}

/** `seat` resigns on its `nth` own choice (0-based), or at virtual time `at` if given. */
const resigns = (seat: number, nth: number) => ({ scheduler, sessions }: Ctx) => {
  const s = sessions[seat] as Session;
  let seen = 0;
  let asked: unknown = null;
  s.onUpdate(() => {
    if (!s.awaiting || s.awaiting === asked) return;
    asked = s.awaiting;
    if (seen++ === nth) scheduler.after(0, () => { expect(s.resign().ok).toBe(true); });
  });
};

const run = (o: { seats?: number; seed?: number; prepare: (c: Ctx) => void; latency?: number; thinkMs?: number }) => playHeadless({
  game: fixtureGame, seats: o.seats ?? 2, options: { rounds: 3 }, seed: o.seed ?? 3, chainLength: CHAIN, thinkMs: o.thinkMs ?? 5,
  session: () => ({ timeoutMs: 30_000, autoClaim: true }),
  ...(o.latency ? { hub: { latency: () => o.latency as number } } : {}),
  prepare: o.prepare,
});

describe('resigning', () => {
  it('with two seats: the other seat wins, every secret is opened, and the file verifies as a resignation', () => {
    const r = run({ prepare: resigns(1, 2) });
    for (const s of r.sessions) {
      const v = verdictOf(s);
      expect(v.status, v.failure ?? '').toBe('valid');
      expect(v.end).toMatchObject({ kind: 'resign', by: 1 });
      expect(v.unchecked).toEqual([]);
    }
    const file = verifyMatch(asFile(r.sessions[0]!.transcript()), GAMES);
    expect(file.status, file.failure ?? '').toBe('valid');
    expect(winnersOf(file.end, 2)).toEqual([0]);
    const words = explainVerdict(file).join(' ');
    expect(words).toMatch(/Bot 2 resigned in round \d+: Bot 1 wins\./);
    expect(words).toContain('Every signature, shuffle, roll, face-down card and private draw checks out.');
    expect(formatVerdict(file)).toMatch(/Bot 2 resigned at step \d+ \(round \d+\); winners: Bot 1/);
    expect(outcomeFor(1, file.end, 2)).toBe('lost');
    expect(outcomeFor(0, file.end, 2)).toBe('won');
    expect(endWords(['Ann', 'Bob'], file.end)).toMatch(/^Bob resigned in round \d+: Ann won\.$/);
    // On the resigner's own page it says so in the second person; on the winner's, by name.
    expect(endWords(['Ann', 'Bob'], file.end, null, 1)).toMatch(/^You resigned in round \d+: Ann won\.$/);
    expect(endWords(['Ann', 'Bob'], file.end, null, 0)).toMatch(/^Bob resigned in round \d+: Ann won\.$/);
  });

  it('a seat can resign while the other seat is to move', () => {
    // Seat 0 resigns as soon as it sees seat 1 asked to move (seat 0 owes nothing then).
    const r = run({
      prepare: ({ scheduler, sessions }) => {
        const s1 = sessions[1] as Session;
        let done = false;
        s1.onUpdate(() => {
          if (done || !s1.awaiting) return;
          done = true;
          scheduler.after(0, () => { expect((sessions[0] as Session).resign().ok).toBe(true); });
        });
      },
    });
    for (const s of r.sessions) expect(verdictOf(s).end).toMatchObject({ kind: 'resign', by: 0 });
    expect(verifyMatch(asFile(r.transcript), GAMES).status).toBe('valid');
  });

  it('a resignation that crosses the other seat\'s moves is placed at its step on every side (replay), and the files agree', () => {
    let crossed = 0;
    for (let seed = 1; seed <= 12; seed++) {
      // Slow links: seat 0 resigns while seat 1 is to move, and seat 1 moves at once: its move
      // and the resignation cross, so seat 1 has taken its own move before the resignation arrives.
      const r = run({
        seed, latency: 40, thinkMs: 1,
        prepare: ({ scheduler, sessions }) => {
          const s1 = sessions[1] as Session;
          let seen = 0;
          let asked: unknown = null;
          s1.onUpdate(() => {
            if (!s1.awaiting || s1.awaiting === asked) return;
            asked = s1.awaiting;
            if (seen++ === seed % 3) scheduler.after(0, () => { (sessions[0] as Session).resign(); });
          });
        },
      });
      const [a, b] = r.sessions as [Session, Session];
      const va = verdictOf(a), vb = verdictOf(b);
      expect(va.status, va.failure ?? '').toBe('valid');
      expect(va.end).toMatchObject({ kind: 'resign', by: 0 });
      expect(vb.end).toEqual(va.end);
      expect(a.match!.currentHash).toBe(b.match!.currentHash);
      const end = va.end as { kind: 'resign'; step: number };
      // Seat 1 sent something for the resign's step or later before it saw it: passed over.
      if (b.match!.chains[1]!.some((m) => m.step >= end.step && m.body.t !== 'secrets')) crossed++;
      for (const s of [a, b]) {
        const f = verifyMatch(asFile(s.transcript()), GAMES);
        expect(f.status, f.failure ?? '').toBe('valid');
        expect(f.end).toEqual(va.end);
      }
    }
    expect(crossed, 'no run crossed a resignation with the other seat\'s input').toBeGreaterThan(0);
  });

  it('with three seats: the resigner forfeits, nobody else wins, and the file says so', () => {
    const r = run({ seats: 3, prepare: resigns(2, 1) });
    for (const s of r.sessions) {
      const v = verdictOf(s);
      expect(v.status, v.failure ?? '').toBe('valid');
      expect(v.end).toMatchObject({ kind: 'resign', by: 2 });
    }
    const file = verifyMatch(asFile(r.transcript), GAMES);
    expect(file.status).toBe('valid');
    expect(winnersOf(file.end, 3)).toEqual([]);
    expect(explainVerdict(file).join(' ')).toMatch(/Bot 3 resigned in round \d+ and forfeits; the game was not finished, so nobody else won\./);
    expect(outcomeFor(2, file.end, 3)).toBe('lost');
    expect(outcomeFor(0, file.end, 3)).toBeNull();
  });

  it('a resigner that withholds its secrets still loses: the other seat claims, and nobody keeps a win unaudited', () => {
    const r = run({
      prepare: (c) => {
        resigns(1, 1)(c);
        const deliver = c.hub.deliver.bind(c.hub);
        c.hub.deliver = (from, to, data) => { if (from === 1 && data.includes('"t":"secrets"')) return; deliver(from, to, data); };
      },
    });
    const v = verdictOf(r.sessions[0]!);
    expect(v.status, v.failure ?? '').toBe('claimed');
    expect(v.end).toMatchObject({ kind: 'claim', by: [0], against: [1], resigned: 1 });
    expect(winnersOf(v.end, 2)).toEqual([0]);
    expect(outcomeFor(1, v.end, 2)).toBe('lost');
    expect(explainVerdict(v).join(' ')).toContain('Bot 2 had resigned before');
  });
});

describe('what a cheater cannot do with a resignation', () => {
  it('nobody can resign for another seat: a resignation in seat 0\'s chain signed with seat 1\'s key makes the file fail, never a win', () => {
    const r = run({ prepare: () => {} });
    const t = r.transcript as Transcript;
    const half = Math.floor((t.chains[0]!.length) / 2);
    const cutT = cut(cut(t, 0, half), 1, half);
    const m = signedNext(cutT, 0, t.chains[0]![half]!.step, '', { t: 'resign' }, 3);
    // Signed with seat 1's key, as seat 1 is the only key the cheater has.
    const forged = { ...m, sig: signedNext(cutT, 1, m.step, '', { t: 'resign' }, 3).sig };
    const v = verifyMatch(asFile(append(cutT, forged)), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.end?.kind).not.toBe('resign');
    expect(v.failure).toMatch(/signature/);
  });

  it('a loser cannot undo the rules\' result by resigning once the game is decided: the resignation is passed over', () => {
    const r = run({ seed: 5, prepare: () => {} });
    const t = r.transcript as Transcript;
    const v0 = verifyMatch(asFile(t), GAMES);
    expect(v0.end?.kind).toBe('result');
    const loser = winnersOf(v0.end, 2).includes(0) ? 1 : 0;
    const chain = t.chains[loser]!;
    const secrets = chain[chain.length - 1]!;
    expect(secrets.body.t).toBe('secrets');
    const before = cut(t, loser, chain.length - 1);
    const resigned = append(before, signedNext(before, loser, secrets.step, secrets.stateHash, { t: 'resign' }, 5));
    const again = append(resigned, signedNext(resigned, loser, secrets.step, secrets.stateHash, secrets.body, 5));
    const v = verifyMatch(asFile(again), GAMES);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.end).toEqual(v0.end);
  });

  it('a resign after its own input for the same step is refused, naming the seat', () => {
    let sentAt = -1;
    const sessions: Session[] = [];
    const r = playHeadless({
      game: fixtureGame, seats: 2, options: { rounds: 3 }, seed: 3, chainLength: CHAIN, thinkMs: 5,
      // Seat 1 labels its resignation with the step of its own last input (an honest page labels it after).
      session: (seat) => (seat === 1 ? {
        cheat: {
          skipOwnChecks: true,
          tamper: (m) => {
            if (m.body.t !== 'resign') return m;
            const mine = sessions[1]!.match!.chains[1]!;
            sentAt = mine[mine.length - 1]!.step;
            return { ...m, step: sentAt };
          },
        },
      } : { timeoutMs: 30_000 }),
      prepare: (c) => { sessions.push(...c.sessions); resigns(1, 2)(c); },
    });
    expect(sentAt, 'seat 1 never resigned').toBeGreaterThan(0);
    const refusal = stoppedWith(r.sessions[0]!);
    expect(refusal).toMatchObject({ seat: 1, step: sentAt });
    expect(refusal.reason).toMatch(/resigned at step \d+ after its own message for that step/);
  });

  it('a move after resigning is refused, naming the resigner', () => {
    const r = playHeadless({
      game: fixtureGame, seats: 2, options: { rounds: 3 }, seed: 4, chainLength: CHAIN, thinkMs: 5,
      session: (seat) => (seat === 1 ? { cheat: { skipOwnChecks: true, tamper: (m) => (m.body.t === 'secrets' ? { ...m, body: { t: 'move', move: 0 } } : m) } } : { timeoutMs: 30_000 }),
      prepare: resigns(1, 1),
    });
    const st = r.sessions[0]!.status;
    expect(st.kind).toBe('stopped');
    expect(stoppedWith(r.sessions[0]!)).toMatchObject({ seat: 1 });
    expect(stoppedWith(r.sessions[0]!).reason).toMatch(/after resigning/);
  });

  it('parses only the bare resign body', () => {
    expect(parseBody({ t: 'resign' })).toEqual({ ok: true, value: { t: 'resign' } });
    expect(parseBody({ t: 'resign', against: 0 }).ok).toBe(false);
  });

  it('has no resignation before protocol 4, and names the winners as the rules of resigning say', () => {
    const s = { step: 5, phase: 'play', game: { round: 2 } } as never;
    const cfg = { version: 3, seats: 2, def: fixtureGame } as never;
    const r = applyResign(cfg, s, 1);
    expect(r.ok).toBe(false);
    expect(resignResult(2, 0).winners).toEqual([1]);
    expect(resignResult(4, 0).winners).toEqual([]);
    expect(resignResult(1, 0).winners).toEqual([]);
  });
});

describe('a page that says it left, and plays on', () => {
  it('its notice goes as soon as one of its own signed messages arrives: "left" never ends, blocks or sticks', () => {
    let shown = 0, cleared = 0, said = false;
    const r = run({
      prepare: ({ scheduler, sessions }) => {
        const [a, b] = sessions as [Session, Session];
        b.onUpdate(() => {
          if (said || !b.match || b.match.state.step < 4) return;
          said = true;
          // Bob's page says it left, and keeps playing.
          scheduler.after(0, () => { b.leave(); });
        });
        a.onUpdate(() => {
          if (a.notice) shown++;
          else if (shown && !cleared && a.status.kind === 'playing') cleared = shown;
        });
      },
    });
    expect(said).toBe(true);
    expect(shown, 'the notice never reached the other page').toBeGreaterThan(0);
    expect(cleared, 'the notice stuck while its sender played on').toBeGreaterThan(0);
    expect(verdictOf(r.sessions[0]!).end?.kind).toBe('result');
  });
});
