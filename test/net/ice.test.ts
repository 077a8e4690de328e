/** The page's ICE servers: a relay credential fetched, checked at the boundary, applied to the live config and refreshed. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { iceSettings, parseTurnCredential, relayReady, useIce } from '../../src/net/ice.js';
import { iceFacts, live } from '../../src/net/ice-live.js';
import { parseSignal, peerOptions } from '../../src/net/signal-config.js';

const good = { username: '1700000000:facedown', password: 'pw', ttl: 600, uris: ['turn:relay.test:3478?transport=udp'] };

afterEach(async () => { vi.unstubAllGlobals(); vi.useRealTimers(); await useIce({ stun: [], credentials: null, relayOnly: false }); });

describe('relay credentials at the boundary', () => {
  it('takes a well-formed answer and refuses anything else, saying why', () => {
    expect(parseTurnCredential(good)).toEqual({ ok: true, value: good });
    expect(parseTurnCredential(null)).toEqual({ ok: false, error: 'not an object' });
    expect(parseTurnCredential({ ...good, username: '' }).ok).toBe(false);
    expect(parseTurnCredential({ ...good, ttl: -1 }).ok).toBe(false);
    expect(parseTurnCredential({ ...good, uris: ['http://evil.test'] })).toEqual({ ok: false, error: 'a uri is not a TURN or STUN address' });
    expect(parseTurnCredential({ ...good, uris: Array(9).fill(good.uris[0]) }).ok).toBe(false);
  });
});

describe('the live ICE configuration', () => {
  it('with a relay: fetched before use, applied in place (the object PeerJS holds), relay-only policy', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(good)));
    vi.stubGlobal('fetch', fetchMock);
    const held = peerOptions(parseSignal('http://127.0.0.1:9/peerjs')!);
    expect(await useIce({ stun: ['stun:relay.test:3478'], credentials: '/turn-credentials', relayOnly: true })).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/turn-credentials', expect.objectContaining({ cache: 'no-store' }));
    expect(live).toEqual({
      iceServers: [{ urls: ['stun:relay.test:3478'] }, { urls: good.uris, username: good.username, credential: good.password }],
      iceTransportPolicy: 'relay',
    });
    expect(iceFacts).toEqual({ configured: true, relay: true });
    // Options made now hand PeerJS the live object itself.
    expect(peerOptions(parseSignal('http://127.0.0.1:9/peerjs')!).config).toBe(live);
    expect(peerOptions({ kind: 'cloud' }).config).toBe(live);
    // Options made before anything was configured kept the LAN default.
    expect(held.config).toEqual({ iceServers: [] });
  });

  it('refreshes the credential at half its lifetime, in place', async () => {
    vi.useFakeTimers();
    let n = 0;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ...good, password: `pw${++n}` }))));
    await useIce({ stun: [], credentials: '/turn-credentials', relayOnly: false });
    expect(live.iceServers?.[0]?.credential).toBe('pw1');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(live.iceServers?.[0]?.credential).toBe('pw2');
  });

  it('an endpoint that fails or lies: no relay, nothing thrown, the old LAN defaults for a server with none', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"username":1}')));
    expect(await useIce({ stun: [], credentials: '/turn-credentials', relayOnly: false })).toBe(false);
    expect(relayReady()).toBe(false);
    expect(live.iceServers).toEqual([]);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    expect(await useIce({ stun: [], credentials: '/turn-credentials', relayOnly: false })).toBe(false);
    await useIce({ stun: [], credentials: null, relayOnly: false });
    expect(iceFacts.configured).toBe(false);
    expect(peerOptions(parseSignal('http://127.0.0.1:9/peerjs')!).config).toEqual({ iceServers: [] });
    expect(peerOptions({ kind: 'cloud' })).toEqual({ debug: 0 });
  });
});

describe('where the settings come from', () => {
  it("the serving host's config when it has one (malformed parts ignored), else the build's", () => {
    expect(iceSettings({ stun: ['stun:a.test', 7], credentials: '/turn-credentials', relayOnly: true }, { stun: 'stun:built.test' }))
      .toEqual({ stun: ['stun:a.test'], credentials: '/turn-credentials', relayOnly: true });
    expect(iceSettings({ stun: 'stun:a.test', credentials: 5, relayOnly: 'yes' }, {})).toEqual({ stun: [], credentials: null, relayOnly: false });
    expect(iceSettings(null, { stun: 'stun:a.test, stun:b.test', credentials: 'https://c.test/turn-credentials', relayOnly: '1' }))
      .toEqual({ stun: ['stun:a.test', 'stun:b.test'], credentials: 'https://c.test/turn-credentials', relayOnly: true });
    expect(iceSettings(null, {})).toEqual({ stun: [], credentials: null, relayOnly: false });
  });
});
