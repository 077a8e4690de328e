/** The application heartbeat on virtual time: pings every 1.5 s, a silent peer gone after 4.5 s, pings never reach the session. */
import { describe, expect, it } from 'vitest';
import { GONE_AFTER_MS, PING, PING_EVERY_MS, withHeartbeat } from '../src/net/heartbeat.js';
import { VirtualScheduler } from '../src/net/scheduler.js';
import type { Transport } from '../src/net/transport.js';

/** A transport whose far end is the test: it records what is sent and delivers what the test says. */
function fakeLink() {
  const sent: { to: number; data: string; at: number }[] = [];
  let deliver: (from: number, data: string) => void = () => {};
  let link: (peer: number, up: boolean) => void = () => {};
  let closed = false;
  const clock = new VirtualScheduler();
  const t: Transport = {
    send: (to, data) => { sent.push({ to, data, at: clock.now() }); },
    onMessage: (cb) => { deliver = cb; },
    onLink: (cb) => { link = cb; },
    close: () => { closed = true; },
  };
  return { t, clock, sent, from: (seat: number, data: string) => deliver(seat, data), up: (seat: number) => link(seat, true), closed: () => closed };
}

describe('heartbeat', () => {
  it('pings every peer every 1.5 s on the scheduler it is given', () => {
    const f = fakeLink();
    withHeartbeat(f.t, { scheduler: f.clock, peers: [1] });
    f.clock.advance(10_000);
    const pings = f.sent.filter((s) => s.data === PING);
    expect(pings.map((p) => p.at)).toEqual([0, 1_500, 3_000, 4_500, 6_000, 7_500, 9_000]);
    expect(pings.every((p) => p.to === 1)).toBe(true);
    expect(PING_EVERY_MS).toBe(1_500);
  });

  it('a peer heard from is present; silent for 4.5 s it is gone; heard again it is back', () => {
    const f = fakeLink();
    const seen: [number, boolean][] = [];
    const hb = withHeartbeat(f.t, { scheduler: f.clock, peers: [1], onPresence: (p, present) => seen.push([p, present]) });
    expect(hb.present(1)).toBeNull();
    f.clock.advance(30_000);
    expect(hb.present(1)).toBeNull(); // never heard: not "left", just not there yet
    f.from(1, PING);
    expect(hb.present(1)).toBe(true);
    for (let i = 0; i < 5; i++) { f.clock.advance(PING_EVERY_MS); f.from(1, PING); }
    expect(hb.present(1)).toBe(true);
    f.clock.advance(GONE_AFTER_MS - 1);
    expect(hb.present(1)).toBe(true);
    f.clock.advance(1);
    expect(hb.present(1)).toBe(false);
    f.from(1, '{"not":"a ping"}');
    expect(hb.present(1)).toBe(true);
    expect(seen).toEqual([[1, true], [1, false], [1, true]]);
    expect(GONE_AFTER_MS).toBeLessThan(5_000);
  });

  it('pings never reach the session; other messages pass unchanged', () => {
    const f = fakeLink();
    const hb = withHeartbeat(f.t, { scheduler: f.clock, peers: [0] });
    const got: string[] = [];
    hb.onMessage((_from, d) => got.push(d));
    f.from(0, PING);
    f.from(0, '{"m":1}');
    f.from(0, PING);
    expect(got).toEqual(['{"m":1}']);
    hb.send(0, '{"x":2}');
    expect(f.sent.filter((s) => s.data !== PING).map((s) => s.data)).toEqual(['{"x":2}']);
  });

  it('a link that opens gets a ping at once; close stops pinging and the silence timers', () => {
    const f = fakeLink();
    const hb = withHeartbeat(f.t, { scheduler: f.clock, peers: [1] });
    hb.onLink(() => {});
    f.clock.advance(500);
    const before = f.sent.length;
    f.up(1);
    expect(f.sent.length).toBe(before + 1);
    f.from(1, PING);
    hb.close();
    expect(f.closed()).toBe(true);
    const n = f.sent.length;
    f.clock.advance(60_000);
    expect(f.sent.length).toBe(n);
    expect(hb.present(1)).toBe(true);
    expect(f.clock.idle).toBe(true);
    expect(hb.pingBytes).toBe(PING.length * (before + 1));
  });
});
