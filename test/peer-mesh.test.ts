/**
 * The several-seat PeerJS mesh over a fake signaling server (a mock of PeerJS's Peer and
 * DataConnection, on virtual time): the waiting room, the dialing rule, a full table, a guest
 * coming back, a stranger turned away, and a whole three-seat match of real sessions over it.
 */
import { describe, expect, it } from 'vitest';
import { FakeConn, FakePeer, FakeSignal } from './fixtures/fake-peerjs.js';
import { KEEP_SEAT_MS, PeerMesh } from '../src/net/peer-mesh.js';
import { Room, type RoomView } from '../src/net/room.js';
import { VirtualScheduler } from '../src/net/scheduler.js';
import { Session } from '../src/net/session.js';
import { attachBot } from '../src/net/headless.js';
import { randomBot } from '../src/engine/bots.js';
import { seededEntropy } from '../src/net/entropy.js';
import { GAMES } from '../src/engine/games/index.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { nodeEd25519 } from '../scripts/node-ed25519.js';

function table(seats: number) {
  const clock = new VirtualScheduler();
  const net = new FakeSignal(clock);
  const timers = { after: (ms: number, fn: () => void) => clock.after(ms, fn) };
  const makePeer = (id: string) => new FakePeer(id, net);
  const views = new Map<string, RoomView>();
  const room = new Room(seats, { peer: 'host', name: 'Alice' });
  const host = new PeerMesh({ id: 'host', name: 'Alice', makePeer, timers, host: { room, game: 'crystal-factions', options: {} }, onRoom: (v) => views.set('host', v) });
  const fulls: string[] = [];
  const guest = (id: string, name: string) => new PeerMesh({
    id, name, makePeer, timers, guest: { hostId: 'host' }, onRoom: (v) => views.set(id, v), onFull: () => fulls.push(id),
  });
  return { clock, net, host, room, guest, views, fulls };
}

describe('a table for several seats over PeerJS', () => {
  it('the match that takes the mesh over from the waiting room is told the link state at once (a host with every link up hears of no change)', () => {
    const t = table(3);
    t.host.start(); t.clock.run();
    for (const [id, name] of [['bob', 'Bob'], ['carol', 'Carol']] as const) { t.guest(id, name).start(); t.clock.run(); }
    expect(t.host.begin()).toBeNull();
    t.clock.run();
    const heard: string[] = [];
    t.host.setOnState((s) => heard.push(s));
    expect(heard).toEqual(['connected']);
  });

  it('networks that block direct connections: both pages are told so in plain words, whether ICE fails or never finishes', () => {
    for (const block of ['fail', 'stuck'] as const) {
      const t = table(3);
      t.net.block = block;
      const states: { host: string[]; bob: string[] } = { host: [], bob: [] };
      const host = new PeerMesh({ id: 'host', name: 'Alice', makePeer: (id) => new FakePeer(id, t.net), timers: { after: (ms, fn) => t.clock.after(ms, fn) },
        host: { room: new Room(3, { peer: 'host', name: 'Alice' }), game: 'crystal-factions', options: {} }, onState: (_s, e) => { if (e) states.host.push(e.kind); } });
      const bob = new PeerMesh({ id: 'bob', name: 'Bob', makePeer: (id) => new FakePeer(id, t.net), timers: { after: (ms, fn) => t.clock.after(ms, fn) },
        guest: { hostId: 'host' }, onState: (_s, e) => { if (e) states.bob.push(e.kind); } });
      host.start(); t.clock.run();
      bob.start();
      t.clock.advance(11_000);
      expect(states.bob[0], block).toBe('blocked');
      expect(states.host[0], block).toBe('blocked');
      expect(bob.ownSeat).toBeNull();
      bob.close(); host.close();
    }
  });

  it('seats guests in order, shows everyone the room, and turns a fourth visitor away', () => {
    const t = table(3);
    t.host.start();
    const bob = t.guest('bob', 'Bob'), carol = t.guest('carol', 'Carol'), dave = t.guest('dave', 'Dave');
    bob.start(); t.clock.run();
    carol.start(); t.clock.run();
    dave.start(); t.clock.run();
    expect(bob.ownSeat).toBe(1);
    expect(carol.ownSeat).toBe(2);
    expect(dave.ownSeat).toBeNull();
    expect(t.fulls).toEqual(['dave']);
    expect(t.views.get('bob')?.taken.map((s) => s?.name)).toEqual(['Alice', 'Bob', 'Carol']);
    expect(t.views.get('carol')?.you).toBe(2);
  });

  it('after the start the larger seat dials the smaller, once per pair, and every pair is linked', () => {
    const t = table(4);
    const up = new Map<string, Set<number>>();
    const meshes = { host: t.host, bob: t.guest('bob', 'Bob'), carol: t.guest('carol', 'Carol'), dave: t.guest('dave', 'Dave') };
    for (const [id, m] of Object.entries(meshes)) {
      up.set(id, new Set());
      m.onLink((p, isUp) => { if (isUp) up.get(id)?.add(p); else up.get(id)?.delete(p); });
      m.start(); t.clock.run();
    }
    expect(t.host.begin()).toBeNull();
    t.clock.run();
    expect([...(up.get('host') ?? [])].sort()).toEqual([1, 2, 3]);
    expect([...(up.get('bob') ?? [])].sort()).toEqual([0, 2, 3]);
    expect([...(up.get('carol') ?? [])].sort()).toEqual([0, 1, 3]);
    expect([...(up.get('dave') ?? [])].sort()).toEqual([0, 1, 2]);
    for (const m of Object.values(meshes)) expect(m.down()).toEqual([]);
    meshes.carol.drop(3);
    expect(meshes.carol.down()).toEqual([3]);
    const guestLinks = t.net.dialed.filter(([, to]) => to !== 'host');
    expect(guestLinks.sort()).toEqual([['carol', 'bob'], ['dave', 'bob'], ['dave', 'carol']]);
  });

  it('the host cannot start before every seat is taken', () => {
    const t = table(3);
    t.host.start();
    const bob = t.guest('bob', 'Bob');
    bob.start(); t.clock.run();
    expect(t.host.begin()).toBe('1 seat(s) are still free');
  });

  it('a stranger who dials a guest after the start is turned away and its data never reaches the session', () => {
    const t = table(2);
    const bob = t.guest('bob', 'Bob');
    const got: string[] = [];
    bob.onMessage((_from, d) => got.push(d));
    t.host.start(); t.clock.run();
    bob.start(); t.clock.run();
    t.host.begin(); t.clock.run();
    const mallory = new FakePeer('mallory', t.net);
    t.clock.run();
    const c = mallory.connect('bob') as FakeConn;
    t.clock.run();
    c.open = true;
    c.send('{"k":"msg","msg":{}}');
    t.clock.run();
    expect(got).toEqual([]);
  });

  it('plays a whole three-seat match of real sessions over the mesh', async () => {
    await loadJudge();
    const t = table(3);
    const meshes = [t.host, t.guest('bob', 'Bob'), t.guest('carol', 'Carol')];
    // The sessions listen first; their hellos go out as the links come up.
    const sessions = botSessions(meshes, t.clock, 'mesh');
    for (const m of meshes) { m.start(); t.clock.run(1000); }
    expect(t.host.begin()).toBeNull();
    t.clock.run(2_000_000);
    for (const s of sessions) expect(s.status.kind === 'over' && s.status.verdict.status).toBe('valid');
  });
});

describe('reloads in the waiting room', () => {
  const names = (v: RoomView | undefined) => v?.taken.map((x) => x?.name ?? null);

  it('a guest that reloads comes back to its seat, even with a newcomer in between; one that leaves for good frees its seat after a while', () => {
    const t = table(4);
    t.host.start(); t.clock.advance(100);
    const bob = t.guest('bob', 'Bob'), carol = t.guest('carol', 'Carol');
    bob.start(); t.clock.advance(100);
    carol.start(); t.clock.advance(100);
    bob.close(); t.clock.advance(1_000);
    // While Bob's page reloads, Dave arrives: he takes the free seat, not Bob's.
    const dave = t.guest('dave', 'Dave');
    dave.start(); t.clock.advance(1_000);
    expect(dave.ownSeat).toBe(3);
    const bobAgain = t.guest('bob', 'Bob');
    bobAgain.start(); t.clock.advance(1_000);
    expect(bobAgain.ownSeat).toBe(1);
    expect(names(t.views.get('host'))).toEqual(['Alice', 'Bob', 'Carol', 'Dave']);
    carol.close(); t.clock.advance(KEEP_SEAT_MS - 1_000);
    expect(names(t.views.get('host'))).toEqual(['Alice', 'Bob', 'Carol', 'Dave']);
    t.clock.advance(2_000);
    expect(names(t.views.get('host'))).toEqual(['Alice', 'Bob', null, 'Dave']);
    expect(names(t.views.get('dave'))).toEqual(['Alice', 'Bob', null, 'Dave']);
  });

  it('a host that reloads with its stored roster keeps the guests\' seats: they come back to them, and a guest gone meanwhile is freed', () => {
    const t = table(4);
    t.host.start(); t.clock.advance(100);
    const bob = t.guest('bob', 'Bob'), carol = t.guest('carol', 'Carol'), dave = t.guest('dave', 'Dave');
    for (const g of [bob, carol, dave]) { g.start(); t.clock.advance(100); }
    const stored = t.views.get('host')?.taken ?? [];
    expect(stored.map((x) => x?.name)).toEqual(['Alice', 'Bob', 'Carol', 'Dave']);
    // Carol leaves for good while the host's page reloads.
    carol.close();
    t.host.close(); t.clock.advance(1_000);
    const room = new Room(4, { peer: 'host', name: 'Alice' }, stored);
    const host = new PeerMesh({ id: 'host', name: 'Alice', makePeer: (id) => new FakePeer(id, t.net), timers: { after: (ms, fn) => t.clock.after(ms, fn) }, host: { room, game: 'crystal-factions', options: {} }, onRoom: (v) => t.views.set('host', v) });
    host.start(); t.clock.advance(10_000);
    expect(bob.ownSeat).toBe(1);
    expect(dave.ownSeat).toBe(3);
    expect(names(t.views.get('host'))).toEqual(['Alice', 'Bob', 'Carol', 'Dave']);
    expect(host.begin()).toBeNull();
  });

  it('a restored guest that does not come back is freed once its time is up', () => {
    const t = table(3);
    t.host.start(); t.clock.advance(100);
    const bob = t.guest('bob', 'Bob');
    bob.start(); t.clock.advance(100);
    const stored = t.views.get('host')?.taken ?? [];
    bob.close();
    t.host.close(); t.clock.advance(1_000);
    const host = new PeerMesh({ id: 'host', name: 'Alice', makePeer: (id) => new FakePeer(id, t.net), timers: { after: (ms, fn) => t.clock.after(ms, fn) }, host: { room: new Room(3, { peer: 'host', name: 'Alice' }, stored), game: 'crystal-factions', options: {} }, onRoom: (v) => t.views.set('host', v) });
    host.start(); t.clock.advance(KEEP_SEAT_MS + 1_000);
    expect(names(t.views.get('host'))).toEqual(['Alice', null, null]);
  });
});

describe('the match after the waiting room', () => {
  it('sessions made once the host started (as the pages do) play a whole three-seat match over the live mesh', async () => {
    await loadJudge();
    const t = table(3);
    const meshes = [t.host, t.guest('bob', 'Bob'), t.guest('carol', 'Carol')];
    for (const m of meshes) { m.start(); t.clock.run(1000); }
    expect(t.host.begin()).toBeNull();
    t.clock.run(1000);
    const sessions = botSessions(meshes, t.clock, 'late');
    t.clock.run(2_000_000);
    for (const s of sessions) expect(s.status.kind === 'over' && s.status.verdict.status).toBe('valid');
  });
});

/** A started Crystal Factions session with a random bot on each mesh (seat = index). */
function botSessions(meshes: readonly PeerMesh[], clock: VirtualScheduler, label: string): Session[] {
  const game = GAMES.get('crystal-factions');
  if (!game) throw new Error('no game');
  const sessions = meshes.map((m, seat) => {
    const s = new Session({
      game, seat, seats: meshes.length, name: ['Alice', 'Bob', 'Carol', 'Dave'][seat] as string, options: seat === 0 ? {} : null,
      transport: m, scheduler: clock, entropy: seededEntropy(`${label}-${seat}`, 1), ed25519: nodeEd25519,
    });
    attachBot(s, randomBot(seededEntropy(`bot-${seat}`, 1)(32)), clock, 0);
    return s;
  });
  for (const s of sessions) s.start();
  return sessions;
}
