/** build/peerjs-raw-only.ts: what it cuts from PeerJS, that a changed PeerJS fails the build, and its small emitter. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMITTER, peerjsRawOnly, shortPrivates } from '../../build/peerjs-raw-only.js';

const ID = '/x/node_modules/peerjs/dist/bundler.mjs';
const source = readFileSync('node_modules/peerjs/dist/bundler.mjs', 'utf8');
const transform = (code: string): string => ((peerjsRawOnly.transform as (c: string, id: string) => { code: string })(code, ID)).code;

interface Emitter {
  on(e: string, f: (...a: unknown[]) => void, ctx?: unknown): Emitter;
  once(e: string, f: (...a: unknown[]) => void): Emitter;
  off(e: string, f?: (...a: unknown[]) => void): Emitter;
  emit(e: string, ...a: unknown[]): boolean;
  removeAllListeners(e?: string): Emitter;
}
const Emitter = new Function(`return ${EMITTER}`)() as new () => Emitter;

describe('PeerJS, raw connections only', () => {
  it('drops the media, binary and JSON connections, the browser detection, the HTTP API and eventemitter3', () => {
    const out = transform(source);
    // (classes nothing uses any more, such as the browser detection and the HTTP API, are left to the bundler's tree-shaking)
    for (const gone of ['_addTracksToConnection', ' listAllPeers(cb', 'this._api', '_PEERJSTEST', 'blobToArrayBuffer', 'prototype.eventNames',
      ' call(peer, stream', 'console.log(', 'sdpTransform(offer.sdp)', 'sdpTransform(answer.sdp)', 'options?.flush', 'logFunction']) {
      expect(out.includes(gone), gone).toBe(false);
    }
    expect(out).toContain('class $facedown$unsupported');
    // the enums' members are written as their strings: the enum objects are used nowhere else
    expect(out).toContain('type: "HEARTBEAT"');
    expect(out).not.toMatch(/\(0, \$78455e22dea96b8c\$export\$\w+\)\./);
    // its own underscore members have short names (shortPrivates)
    expect(source).toContain('_handleMessage(message)');
    expect(out).not.toMatch(/(?<![\w$])_[a-zA-Z]\w{2,}/);
  });

  it('gives the underscore members of PeerJS short names, each consistently, and the app reads none of them', () => {
    expect(shortPrivates('class A { _open = 1; get open() { return this._open; } _send(d, _chunked) { this._open = d._open ?? _chunked; } }'))
      .toBe('class A { _0 = 1; get open() { return this._0; } _1(d, _2) { this._0 = d._0 ?? _2; } }');
    expect(shortPrivates('$x$_open + "mc_" + a_b')).toBe('$x$_open + "mc_" + a_b');
    expect(() => shortPrivates('this._long = _0')).toThrow(/already a name/);
    expect(shortPrivates('this._b; this._a')).toBe('this._0; this._1');
    // The app talks to PeerJS through its public members only: a renamed one would be undefined.
    const uses = new Set<string>();
    for (const f of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
      if (/\.tsx?$/.test(f)) for (const m of readFileSync(`src/${f}`, 'utf8').matchAll(/\._[a-zA-Z]\w*/g)) uses.add(m[0]);
    }
    expect([...uses]).toEqual(['._cloneInto']); // noble's SHA-256 state (src/crypto), not PeerJS
  });

  it('fails on a PeerJS that differs inside a cut, or of another version', () => {
    expect(() => transform(source.replace('"_PEERJSTEST"', '"_PEERJSTESX"'))).toThrow(/hashes to/);
    expect(() => transform(source.replace('this.ID_PREFIX = "mc_"', 'this.ID_PREFIX = "mx_"'))).toThrow(/found 0 times|PeerJS changed/);
    expect(() => transform(source.replace('= "1.5.5";', '= "1.5.6";'))).toThrow(/not PeerJS 1\.5\.5/);
    expect(() => transform(source.replace('ServerMessageType["Leave"] = "LEAVE";', 'ServerMessageType["Leave"] = "BYE";'))).toThrow(/enums hash to/);
    expect(peerjsRawOnly.transform === undefined ? null : (peerjsRawOnly.transform as (c: string, id: string) => unknown)('x', '/src/other.ts')).toBeNull();
  });
});

describe('the emitter PeerJS extends', () => {
  it('calls listeners in order with their arguments and context, and says whether any listened', () => {
    const e = new Emitter();
    const seen: unknown[] = [];
    const ctx = { tag: 'ctx' };
    e.on('data', function (this: unknown, a: unknown, b: unknown) { seen.push(['first', a, b, this === e]); });
    e.on('data', function (this: unknown, a: unknown) { seen.push(['second', a, this === ctx]); }, ctx);
    expect(e.emit('data', 1, 2)).toBe(true);
    expect(e.emit('other')).toBe(false);
    expect(seen).toEqual([['first', 1, 2, true], ['second', 1, true]]);
    expect(() => e.on('x', 5 as unknown as () => void)).toThrow(TypeError);
  });

  it('once runs once; off removes a listener, or all of an event; removeAllListeners clears', () => {
    const e = new Emitter();
    let n = 0, m = 0;
    const f = () => { n++; };
    e.once('open', f);
    e.on('open', f);
    e.emit('open');
    e.emit('open');
    expect(n).toBe(3);
    e.off('open', f);
    expect(e.emit('open')).toBe(false);
    e.on('a', () => { m++; }).on('b', () => { m++; });
    e.off('a');
    e.emit('a');
    e.emit('b');
    expect(m).toBe(1);
    e.removeAllListeners();
    expect(e.emit('b')).toBe(false);
  });

  it('a listener removed while an event is emitted still runs that time, as in eventemitter3', () => {
    const e = new Emitter();
    const seen: string[] = [];
    const second = () => { seen.push('second'); };
    e.on('close', () => { seen.push('first'); e.off('close', second); });
    e.on('close', second);
    e.emit('close');
    e.emit('close');
    expect(seen).toEqual(['first', 'second', 'first']);
  });
});
