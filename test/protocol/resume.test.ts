/** A seat reloads mid-match: it resumes from what it stored and the match finishes, verified. */
import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { randomBot } from '../../src/engine/bots.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { attachBot } from '../../src/net/headless.js';
import { MemoryHub } from '../../src/net/memory-transport.js';
import { VirtualScheduler } from '../../src/net/scheduler.js';
import { Session } from '../../src/net/session.js';
import { type MatchRecord, loadSnapshot, mapKv, recorder, saveRecord } from '../../src/net/store.js';

function setup(reloadAt: number[]) {
  const sch = new VirtualScheduler();
  const hub = new MemoryHub(sch, { latency: () => 5 });
  const kv = mapKv();
  const sessions: Session[] = [];
  const record = (seat: number): MatchRecord => ({
    key: `m${seat}`, game: 'fixture', seat, seats: 2, name: `P${seat}`, hostId: null, signal: null, created: 0, mode: 'offline',
  });
  const transports: ReturnType<MemoryHub['endpoint']>[] = [];
  const make = (seat: number, restore?: ReturnType<typeof loadSnapshot>) => {
    transports[seat]?.close(); // the reloaded page is gone: it neither sends nor hears anything more
    transports[seat] = hub.endpoint(seat);
    const s = new Session({
      game: fixtureGame, seat, seats: 2, name: `P${seat}`, options: seat === 0 ? { rounds: 4 } : null,
      transport: transports[seat]!, scheduler: sch, entropy: seededEntropy(`r${seat}`, reloadAt.length),
      chainLength: 16, persist: recorder(kv, `m${seat}`),
      ...(restore && restore.ok ? { restore: restore.value } : {}),
    });
    attachBot(s, randomBot(seededEntropy(`bot${seat}`, 1)(32)), sch, 2);
    sessions[seat] = s;
    return s;
  };
  for (const seat of [0, 1]) { saveRecord(kv, record(seat)); make(seat); }
  for (const at of reloadAt) {
    sch.after(at, () => {
      hub.setLink(0, 1, false);
      const stored = loadSnapshot(kv, record(1));
      expect(stored.ok, stored.ok ? '' : stored.error).toBe(true);
      make(1, stored);
      sch.after(20, () => hub.setLink(0, 1, true));
    });
  }
  sessions.forEach((s) => s.start());
  hub.connectAll();
  sch.run(1_000_000);
  return sessions;
}

describe('resume after a reload', () => {
  it.each([[[137]], [[60, 400, 900]], [[15]]])('reloading seat 1 at %j ms', (at) => {
    const sessions = setup(at);
    for (const s of sessions) {
      const st = s.status;
      expect(st.kind, JSON.stringify(st)).toBe('over');
      if (st.kind === 'over') expect(st.verdict.status, st.verdict.failure ?? '').toBe('valid');
    }
    expect(sessions[0]!.match!.currentHash).toBe(sessions[1]!.match!.currentHash);
  });
});
