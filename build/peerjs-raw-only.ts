/**
 * PeerJS (1.5.5, pinned in package.json) as this app uses it: one reliable "raw" data connection
 * per link, with the id always given (src/net/peer-transport.ts, make-peer.ts). Its bundle also
 * carries media calls, the "binary" (BinaryPack) and "json" data connections, a browser
 * detection that opens a test RTCPeerConnection at load, the peer-listing and id-fetching API
 * calls, and log lines that print nothing here (signal-config.ts sets debug: 0). This plugin
 * edits them out of dist/bundler.mjs so they do not load (issue 10, JS size):
 *
 * - a *cut* removes (or replaces) a whole span from a start text to the first end text after it;
 *   the span must be found once and hash to what was reviewed, so a PeerJS change anywhere in a
 *   cut fails the build instead of being cut blindly;
 * - an *edit* replaces a text, which must occur exactly the given number of times.
 * - its enums' members are written as their strings (inlineEnums), so the enum objects drop out.
 *
 * The media, binary and JSON connection classes are replaced by one that refuses to be made: an
 * offer of either now fails like a malformed one would, and the host refuses any link that is
 * not "raw" anyway (peer-transport.ts). test/e2e/online.test.ts and connection.test.ts play
 * over real WebRTC with the result.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const VERSION = 'const $520832d44ba058c8$export$83d89fbfd8236492 = "1.5.5";';
const MEDIA = '$5c1d08c7c57da9a3$export$4a84e95a2324ac29', BINARY = '$9fcfddb3ae148f88$export$f0a5a64d5bb37108', JSON_ = '$817f931e3f9096cf$export$48880ac635f47186';
const UNSUPPORTED = '$facedown$unsupported';
const LOGGER = '$257947e92926277a$export$2e2bcd8739ae039';
const ERRORS = '$78455e22dea96b8c$export$9547aaa2e39030ff';
const UTIL = '$4f4134156c446392$export$f8f26dd395d7e1bd';

/**
 * The emitter PeerJS's classes extend instead of eventemitter3: the methods PeerJS and this app
 * call. Listeners run in the order added, on a copy of the list (one removed while emitting still
 * runs, as in eventemitter3). Exported for its test.
 */
export const EMITTER = `class {
    constructor() { this._events = new Map(); }
    on(event, fn, context, once = false) {
        if (typeof fn !== "function") throw new TypeError("The listener must be a function");
        const l = this._events.get(event), x = { fn, context: context || this, once };
        if (l) l.push(x); else this._events.set(event, [x]);
        return this;
    }
    once(event, fn, context) { return this.on(event, fn, context, true); }
    off(event, fn) { return this._keep(event, (x) => fn !== undefined && x.fn !== fn); }
    _keep(event, keep) {
        const l = this._events.get(event)?.filter(keep);
        if (l?.length) this._events.set(event, l); else this._events.delete(event);
        return this;
    }
    removeListener(event, fn) { return this.off(event, fn); }
    emit(event, ...args) {
        const l = this._events.get(event);
        if (!l) return false;
        for (const x of [...l]) { if (x.once) this._keep(event, (y) => y !== x); x.fn.apply(x.context, args); }
        return true;
    }
    removeAllListeners(event) { if (event === undefined) this._events.clear(); else this._events.delete(event); return this; }
}`;

interface Cut {
  readonly what: string;
  readonly from: string;
  readonly to: string;
  /** The first 12 hex digits of the span's SHA-256, as reviewed. */
  readonly hash: string;
  readonly put?: string;
}

const CUTS: readonly Cut[] = [
  {
    what: 'util: the chunker base (binary only), the Blob helpers, binarypack, and the browser detection with its test RTCPeerConnection at load',
    from: `class ${UTIL} extends (0, $fcbcc7538a6776d5$export$f1c5f4c9cb95390b) {`,
    to: 'this.randomToken = (0, $0e5fd1585784c252$export$4e61f672936bec77);\n    }\n}',
    hash: '14f1d9993b2a',
    // (Peer reads supports.audioVideo and supports.data only, to refuse a browser without WebRTC)
    put: `class ${UTIL} {
    isSecure() { return location.protocol === "https:"; }
    constructor() {
        this.CLOUD_HOST = "0.peerjs.com", this.CLOUD_PORT = 443, this.defaultConfig = $4f4134156c446392$var$DEFAULT_CONFIG,
        this.supports = { audioVideo: false, data: typeof RTCPeerConnection !== "undefined" },
        this.validateId = (0, $9a84a32bf0bf36bb$export$f35f128fd59ea256), this.randomToken = (0, $0e5fd1585784c252$export$4e61f672936bec77);
    }
}`,
  },
  {
    what: 'the enums\' namespace object, which nothing reads',
    from: 'var $78455e22dea96b8c$exports = {};',
    to: '"ServerMessageType", () => $78455e22dea96b8c$export$adb4a1754da6f10d);',
    hash: '6972030280a0',
  },
  {
    what: 'the logger: its lines print nothing here (debug: 0), and its calls are dropped below',
    from: 'class $257947e92926277a$var$Logger {',
    to: `var ${LOGGER} = new $257947e92926277a$var$Logger();`,
    hash: '41830aa017e2',
    put: `var ${LOGGER} = { logLevel: 0, setLogFunction() {}, log() {}, warn() {}, error() {} };`,
  },
  {
    what: 'eventemitter3, for a small emitter with the methods PeerJS and this app call (on, once, off, emit, removeAllListeners)',
    from: 'var $c4dcfd1d1ea86647$exports = {};',
    to: '$c4dcfd1d1ea86647$exports = $c4dcfd1d1ea86647$var$EventEmitter;',
    hash: '1fdcab9c56ef',
    put: `var $c4dcfd1d1ea86647$exports = { EventEmitter: ${EMITTER} };`,
  },
  {
    what: 'Negotiator: a media connection\'s outgoing tracks',
    from: 'if (this.connection.type === (0, $78455e22dea96b8c$export$3157d57b4135e3bc).Media && options._stream)',
    to: 'this._addTracksToConnection(options._stream, peerConnection);',
    hash: '2c3b42ee5fb7',
  },
  {
    what: 'Negotiator: incoming media tracks',
    from: '        // MEDIACONNECTION.\n',
    to: 'this._addStreamToMediaConnection(stream, mediaConnection);\n            }\n        };',
    hash: '07da5425efe3',
  },
  {
    what: 'Negotiator: the media track helpers',
    from: '    _addTracksToConnection(stream, peerConnection) {',
    to: 'mediaConnection.addStream(stream);\n    }',
    hash: '5c6a6b89947d',
  },
  {
    what: 'Peer: the HTTP API (an id is always given here, and peers are never listed)',
    from: 'this._api = new (0, $abf266641927cd89$export$2c4e825dc9120f87)(options);',
    to: 'this._api = new (0, $abf266641927cd89$export$2c4e825dc9120f87)(options);',
    hash: '328dca607653',
  },
  {
    what: 'Peer: fetching an id from the server',
    from: 'else this._api.retrieveId()',
    to: `ServerError, error));`,
    hash: '8c39cbf5b394',
    put: `else this._delayedAbort((0, ${ERRORS}).InvalidID, "This app always names its peer id");`,
  },
  {
    what: 'Peer.call (media)',
    from: ' call(peer, stream, options = {}) {',
    to: 'return mediaConnection;\n    }',
    hash: '08f304252d05',
  },
  {
    what: 'Peer.listAllPeers',
    from: ' listAllPeers(cb = (_)=>{}) {',
    to: 'ServerError, error));\n    }',
    hash: 'e855f493a388',
  },
  {
    what: 'Peer.connections (deprecated)',
    from: ' get connections() {',
    to: 'return plainConnections;\n    }',
    hash: '036041df5166',
  },
];

/** [from, to, how many times `from` occurs] after the cuts. */
const EDITS: readonly (readonly [string, string, number])[] = [
  [`new (0, ${MEDIA})(`, `new (0, ${UNSUPPORTED})(`, 1],
  [`(0, ${BINARY})`, `(0, ${UNSUPPORTED})`, 3],
  [`json: (0, ${JSON_})`, `json: (0, ${UNSUPPORTED})`, 1],
  // (a static block that assigns is kept as a side effect; a plain static field is not)
  ['static #_ = this.ID_PREFIX = "mc_";', 'static ID_PREFIX = "mc_";', 1],
  // No SDP transform, log function or flushing close is ever asked for here (peer-transport.ts, signal-config.ts).
  ...(['offer', 'answer'] as const).map((x) => [`if (this.connection.options.sdpTransform && typeof this.connection.options.sdpTransform === "function") ${x}.sdp = this.connection.options.sdpTransform(${x}.sdp) || ${x}.sdp;`, '', 1] as const),
  [`if (this._options.logFunction) (0, ${LOGGER}).setLogFunction(this._options.logFunction);\n        (0, ${LOGGER}).logLevel = this._options.debug || 0;`, '', 1],
  ['        if (options?.flush) {\n            this.send({\n                __peerData: {\n                    type: "close"\n                }\n            });\n            return;\n        }\n', '', 2],
  // Its log lines print nothing here (signal-config.ts sets debug: 0): marked pure, the calls and their words drop out.
  ...(['log', 'warn', 'error'] as const).map((m, i) => [`(0, ${LOGGER}).${m}(`, `/*#__PURE__*/ (0, ${LOGGER}).${m}(`, [40, 8, 7][i]!] as const),
];

const hash12 = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 12);

/** PeerJS's enums (ConnectionType, PeerErrorType, ServerMessageType…): string constants, each an object made at load. */
const ENUMS = {
  from: 'var $78455e22dea96b8c$export$3157d57b4135e3bc = /*#__PURE__*/ function(ConnectionType) {',
  to: 'return ServerMessageType;\n}({});',
  hash: 'a764a68e35a2',
};

/**
 * Writes each use of an enum's member as its string ("HEARTBEAT" for ServerMessageType.Heartbeat),
 * so the enum objects drop out. The enums' block must hash as reviewed; a use of a member it does
 * not define, or of an enum other than by a member, fails the build.
 */
function inlineEnums(code: string): string {
  const at = code.indexOf(ENUMS.from);
  const end = at < 0 ? -1 : code.indexOf(ENUMS.to, at);
  if (at < 0 || end < 0) throw new Error('peerjs-raw-only: the enums were not found (PeerJS changed: check build/peerjs-raw-only.ts)');
  const block = code.slice(at, end + ENUMS.to.length);
  if (hash12(block) !== ENUMS.hash) throw new Error(`peerjs-raw-only: the enums hash to ${hash12(block)}, reviewed ${ENUMS.hash || '(none)'} (PeerJS changed: check build/peerjs-raw-only.ts)`);
  const values = new Map<string, Map<string, string>>();
  for (const [, name, param, body] of block.matchAll(/var (\$[\w$]+) = \/\*#__PURE__\*\/ function\((\w+)\) \{([\s\S]*?)return \2;/g)) {
    values.set(name!, new Map([...body!.matchAll(new RegExp(`${param}\\["(\\w+)"\\] = "([^"]*)";`, 'g'))].map((m) => [m[1]!, m[2]!])));
  }
  const rest = code.slice(0, at) + '\u0000' + code.slice(end + ENUMS.to.length);
  const out = rest.replace(/\((?:0, )?(\$78455e22dea96b8c\$export\$\w+)\)\.(\w+)/g, (_m, name: string, member: string) => {
    const v = values.get(name)?.get(member);
    if (v === undefined) throw new Error(`peerjs-raw-only: ${name}.${member} is not an enum member (PeerJS changed: check build/peerjs-raw-only.ts)`);
    return JSON.stringify(v);
  });
  // Left: the definitions and the module's export list, which the bundle drops once unused.
  for (const name of values.keys()) {
    const uses = out.split(name).length - 1;
    if (uses !== 1) throw new Error(`peerjs-raw-only: ${name} is still used ${uses - 1} time(s) other than by a member (PeerJS changed)`);
  }
  return out.replace('\u0000', block);
}

function applyCut(code: string, c: Cut): string {
  const at = code.indexOf(c.from);
  if (at < 0 || code.indexOf(c.from, at + 1) >= 0) throw new Error(`peerjs-raw-only: "${c.from}" not found once (${c.what}; PeerJS changed: check build/peerjs-raw-only.ts)`);
  const end = code.indexOf(c.to, at + (c.from === c.to ? 0 : c.from.length));
  if (end < 0) throw new Error(`peerjs-raw-only: end "${c.to}" not found (${c.what})`);
  const span = code.slice(at, end + c.to.length);
  if (hash12(span) !== c.hash) throw new Error(`peerjs-raw-only: ${c.what}: the span hashes to ${hash12(span)}, reviewed ${c.hash || '(none)'} (PeerJS changed: check build/peerjs-raw-only.ts)`);
  return code.slice(0, at) + (c.put ?? '') + code.slice(end + c.to.length);
}

/**
 * PeerJS's own members, named with a leading underscore (`this._socket`, `_handleMessage`…),
 * are used only inside this one module (nothing in src/ reads them: test/build checks), and a
 * minifier keeps property names: each gets a short one (`_0`, `_1`, …) in the order first seen.
 * Every occurrence of each name in the module is renamed, its local variables of that form too.
 */
export function shortPrivates(code: string): string {
  const pattern = /(?<![\w$#])_[a-zA-Z]\w*/g;
  const names = [...new Set(code.match(pattern) ?? [])];
  const short = new Map(names.map((n, i) => [n, `_${i.toString(36)}`]));
  // A short name the module already has in its own right (`_0`…) would be two names in one.
  const taken = new Set(code.match(/(?<![\w$#])_[0-9]\w*/g) ?? []);
  for (const s of short.values()) if (taken.has(s)) throw new Error(`peerjs-raw-only: ${s} is already a name in PeerJS (check build/peerjs-raw-only.ts)`);
  return code.replace(pattern, (n) => short.get(n) as string);
}

export const peerjsRawOnly: Plugin = {
  name: 'facedown:peerjs-raw-only',
  transform(code, id) {
    if (!id.endsWith('/peerjs/dist/bundler.mjs')) return null;
    if (code.split(VERSION).length !== 2) throw new Error('peerjs-raw-only: this is not PeerJS 1.5.5 (check build/peerjs-raw-only.ts)');
    let out = inlineEnums(CUTS.reduce(applyCut, code));
    for (const [from, to, n] of EDITS) {
      const found = out.split(from).length - 1;
      if (found !== n) throw new Error(`peerjs-raw-only: "${from}" found ${found} times, expected ${n} (PeerJS changed: check build/peerjs-raw-only.ts)`);
      out = out.replaceAll(from, to);
    }
    out = shortPrivates(out);
    // (map: null: lines stay about where they were; only a few names change)
    return { code: `${out}\nclass ${UNSUPPORTED} { constructor() { throw new Error('PeerJS media calls and binary or json connections are not part of this app (raw only)'); } }\n`, map: null };
  },
};
