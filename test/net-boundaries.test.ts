/** Small net-layer boundaries: error mapping, signaling configs, join links, the wire codec. */
import { describe, expect, it } from 'vitest';
import { mapPeerError } from '../src/net/net-error.js';
import { parseSignal, peerOptions, signalToString } from '../src/net/signal-config.js';
import { joinLink, parseJoin } from '../src/ui/match/links.js';
import { MAX_WIRE_BYTES, decode } from '../src/net/codec.js';

describe('PeerJS errors become ours', () => {
  it('peer-unavailable: an expired link before the first connection, an unreachable peer after', () => {
    expect(mapPeerError('peer-unavailable', false)).toMatchObject({ kind: 'link-expired', transient: true });
    expect(mapPeerError('peer-unavailable', true).message).toMatch(/other player's browser is unreachable/);
  });
  it('signaling trouble, an old page holding the id, and a browser without WebRTC', () => {
    for (const t of ['network', 'server-error', 'socket-error', 'socket-closed', 'disconnected']) expect(mapPeerError(t, true).kind).toBe('signaling-down');
    expect(mapPeerError('unavailable-id', true).kind).toBe('address-busy');
    expect(mapPeerError('browser-incompatible', false)).toMatchObject({ kind: 'browser-incompatible', transient: false });
    expect(mapPeerError('something-new', true, 'x').message).toMatch(/something-new: x/);
  });
});

describe('signaling configuration', () => {
  it('parses cloud and server URLs, and round-trips them', () => {
    expect(parseSignal('cloud')).toEqual({ kind: 'cloud' });
    const c = parseSignal('http://192.168.1.20:8080/peerjs');
    expect(c).toEqual({ kind: 'server', host: '192.168.1.20', port: 8080, path: '/peerjs', secure: false });
    expect(signalToString(c!)).toBe('http://192.168.1.20:8080/peerjs');
    expect(parseSignal('https://peer.example.org/peerjs')).toMatchObject({ port: 443, secure: true });
    expect(parseSignal('ftp://x')).toBeNull();
    expect(parseSignal('not a url')).toBeNull();
  });
  it('our own server means no outside STUN or TURN', () => {
    expect(peerOptions(parseSignal('http://127.0.0.1:9/peerjs')!)).toMatchObject({ config: { iceServers: [] } });
  });
});

describe('join links', () => {
  const id = '0123456789abcdef0123456789abcdef';
  it('carry the host id, the game, and the signaling server only when needed', () => {
    const plain = joinLink('http://h:1', id, 'crayne', null);
    expect(plain).toBe(`http://h:1/#/join/${id}?g=crayne`);
    const q = new URLSearchParams(plain.split('?')[1]);
    expect(parseJoin(id, q)).toEqual({ hostId: id, game: 'crayne', signal: null });
    const withSignal = joinLink('http://h:1', id, 'crayne', 'cloud');
    expect(parseJoin(id, new URLSearchParams(withSignal.split('?')[1]))?.signal).toBe('cloud');
  });
  it('refuse ids that are not 128-bit hex and odd game ids', () => {
    expect(parseJoin('xyz', new URLSearchParams('g=crayne'))).toBeNull();
    expect(parseJoin(id, new URLSearchParams('g=../../etc'))).toBeNull();
    expect(parseJoin(id, new URLSearchParams(''))).toBeNull();
  });
});

describe('wire codec', () => {
  it('refuses oversized, non-JSON and unknown envelopes, and accepts a rematch offer', () => {
    expect(decode('x'.repeat(MAX_WIRE_BYTES + 1))).toMatchObject({ ok: false });
    expect(decode('{')).toEqual({ ok: false, error: 'message is not valid JSON' });
    expect(decode('{"k":"nope"}')).toEqual({ ok: false, error: 'unknown envelope kind' });
    expect(decode(JSON.stringify({ k: 'rematch', hostId: 'a'.repeat(32) }))).toEqual({ ok: true, value: { k: 'rematch', hostId: 'a'.repeat(32) } });
    expect(decode(JSON.stringify({ k: 'rematch', hostId: 'javascript:x' }))).toMatchObject({ ok: false });
    expect(decode(JSON.stringify({ k: 'sync', have: [1, -1] }))).toMatchObject({ ok: false });
  });

  it('counts the limit in UTF-8 bytes, and never throws on a lone surrogate however long the message', () => {
    const stop = (reason: string) => `{"k":"stop","reason":"${reason}"}`;
    const overhead = stop('').length;
    // Three bytes per character: under the limit in characters, over it in bytes.
    expect(decode(stop('€'.repeat(Math.ceil((MAX_WIRE_BYTES - overhead) / 3) + 1)))).toEqual({ ok: false, error: `message is larger than ${MAX_WIRE_BYTES} bytes` });
    expect(decode(stop('€'.repeat(Math.floor((MAX_WIRE_BYTES - overhead) / 3))))).toMatchObject({ ok: true, value: { k: 'stop' } });
    // A surrogate pair is 4 bytes, a lone one the 3 of its replacement.
    expect(decode(stop('😀'.repeat(Math.floor((MAX_WIRE_BYTES - overhead) / 4))))).toMatchObject({ ok: true });
    expect(decode(stop('😀'.repeat(Math.floor((MAX_WIRE_BYTES - overhead) / 4) + 1)))).toMatchObject({ ok: false });
    for (const n of [10, MAX_WIRE_BYTES / 3, MAX_WIRE_BYTES / 2]) {
      expect(() => decode(stop('\ud800'.repeat(n)))).not.toThrow();
      expect(() => decode(`{"k":"stop","reason":"${String.fromCharCode(0xd800).repeat(n)}"}`)).not.toThrow();
    }
  });
});
