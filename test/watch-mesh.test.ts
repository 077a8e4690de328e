/**
 * Spectators of a three-seat table over the mesh (a fake of PeerJS on virtual time, real
 * sessions): a watcher who dials in the waiting room and one who dials mid-match both follow the
 * match to a verified end; neither takes a seat or shows in the room; a watcher who dials a guest
 * instead of the host is turned away.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../src/engine/bots.js';
import { GAMES } from '../src/engine/games/index.js';
import { seededEntropy } from '../src/net/entropy.js';
import { attachBot } from '../src/net/headless.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { PeerMesh } from '../src/net/peer-mesh.js';
import { Room, type RoomView } from '../src/net/room.js';
import { VirtualScheduler } from '../src/net/scheduler.js';
import { Session } from '../src/net/session.js';
import { WatchLink } from '../src/net/watch-link.js';
import { WatchRelay } from '../src/net/watch-relay.js';
import { Follower } from '../src/protocol/spectators/follow.js';
import { verifyMatch } from '../src/protocol/verification/verify.js';
import { nodeEd25519 } from '../scripts/node-ed25519.js';
import { FakePeer, FakeSignal } from './fixtures/fake-peerjs.js';

describe('spectators of a table for three', () => {
  it('a watcher from the waiting room and one from mid-match follow to a verified end, with no seat', async () => {
    await loadJudge();
    const clock = new VirtualScheduler();
    const net = new FakeSignal(clock);
    const timers = { after: (ms: number, fn: () => void) => clock.after(ms, fn) };
    const makePeer = (id: string) => new FakePeer(id, net);
    const views: RoomView[] = [];
    const room = new Room(3, { peer: 'host', name: 'Alice' });
    const meshes = [
      new PeerMesh({ id: 'host', name: 'Alice', makePeer, timers, host: { room, game: 'crystal-factions', options: {} }, onRoom: (v) => views.push(v) }),
      new PeerMesh({ id: 'bob', name: 'Bob', makePeer, timers, guest: { hostId: 'host' } }),
      new PeerMesh({ id: 'carol', name: 'Carol', makePeer, timers, guest: { hostId: 'host' } }),
    ];
    const game = GAMES.get('crystal-factions');
    if (!game) throw new Error('no game');
    let host: Session | null = null;
    const relay = new WatchRelay(() => {
      const m = host?.match;
      return m ? { hellos: m.setup.hellos, chains: m.chains, stopped: null } : null;
    });
    const watch = (id: string, to: string) => {
      const f = new Follower((g) => GAMES.get(g));
      const kinds: string[] = [];
      const link = new WatchLink({
        id, hostId: to, makePeer, timers,
        onEnvelope: (e) => { kinds.push(e.k); if (e.k === 'hello') f.hello(e.hello); else if (e.k === 'msgs') f.take(e.msgs); },
      });
      link.start();
      return { f, kinds, link };
    };
    for (const m of meshes) { m.start(); clock.run(1000); }
    // In the waiting room: a watcher dials the host (served once the match listens), another dials a guest.
    const early = watch('w1', 'host');
    const stray = watch('w2', 'bob');
    clock.run(1000);
    expect(room.roster.map((s) => s?.peer)).toEqual(['host', 'bob', 'carol']);
    expect(views.at(-1)?.taken.length).toBe(3);
    meshes[0]!.onWatcher((c) => relay.add(c));
    expect(meshes[0]!.begin()).toBeNull();
    clock.run(1000);
    const sessions = meshes.map((m, seat) => {
      const s = new Session({
        game, seat, seats: 3, name: ['Alice', 'Bob', 'Carol'][seat] as string, options: seat === 0 ? {} : null,
        transport: m, scheduler: clock, entropy: seededEntropy(`watch-${seat}`, 1), ed25519: nodeEd25519,
        ...(seat === 0 ? { persist: (e: { kind: string }) => { if (e.kind === 'msg') relay.pump(); } } : {}),
      });
      attachBot(s, randomBot(seededEntropy(`bot-${seat}`, 1)(32)), clock, 0);
      return s;
    });
    host = sessions[0] as Session;
    host.onUpdate(() => relay.pump());
    for (const s of sessions) s.start();
    // (events, not ms: about a third of the match)
    clock.run(300);
    expect(host.match?.state.phase).not.toBe('over');
    expect(host.match?.state.step).toBeGreaterThan(10);
    const late = watch('w3', 'host');
    clock.run(2_000_000);
    relay.pump();
    clock.run(1000);
    for (const s of sessions) expect(s.status.kind === 'over' && s.status.verdict.status).toBe('valid');
    for (const w of [early, late]) {
      w.f.checkTails();
      expect(w.f.status).toEqual({ kind: 'over' });
      expect(w.f.ledger?.currentHash).toBe(host.match?.currentHash);
      expect(verifyMatch(w.f.transcript(), GAMES).status).toBe('valid');
      expect(new Set(w.kinds)).toEqual(new Set(['hello', 'msgs']));
    }
    // The watcher that dialed a guest got nothing, and nobody took a seat for it.
    expect(stray.kinds).toEqual([]);
    expect(stray.f.status.kind).toBe('waiting');
    expect(room.roster.map((s) => s?.peer)).toEqual(['host', 'bob', 'carol']);
    for (const w of [early, late, stray]) w.link.close();
  });
});
