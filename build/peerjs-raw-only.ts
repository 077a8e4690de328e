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
    what: 'EventEmitter: eventNames, listeners, listenerCount',
    from: '$c4dcfd1d1ea86647$var$EventEmitter.prototype.eventNames = function eventNames() {',
    to: '    return listeners.length;\n};',
    hash: 'ee4e27c4f596',
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
  // Its log lines print nothing here (signal-config.ts sets debug: 0): marked pure, the calls and their words drop out.
  ...(['log', 'warn', 'error'] as const).map((m, i) => [`(0, ${LOGGER}).${m}(`, `/*#__PURE__*/ (0, ${LOGGER}).${m}(`, [40, 8, 7][i]!] as const),
];

const hash12 = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 12);

function applyCut(code: string, c: Cut): string {
  const at = code.indexOf(c.from);
  if (at < 0 || code.indexOf(c.from, at + 1) >= 0) throw new Error(`peerjs-raw-only: "${c.from}" not found once (${c.what}; PeerJS changed: check build/peerjs-raw-only.ts)`);
  const end = code.indexOf(c.to, at + (c.from === c.to ? 0 : c.from.length));
  if (end < 0) throw new Error(`peerjs-raw-only: end "${c.to}" not found (${c.what})`);
  const span = code.slice(at, end + c.to.length);
  if (hash12(span) !== c.hash) throw new Error(`peerjs-raw-only: ${c.what}: the span hashes to ${hash12(span)}, reviewed ${c.hash || '(none)'} (PeerJS changed: check build/peerjs-raw-only.ts)`);
  return code.slice(0, at) + (c.put ?? '') + code.slice(end + c.to.length);
}

export const peerjsRawOnly: Plugin = {
  name: 'facedown:peerjs-raw-only',
  transform(code, id) {
    if (!id.endsWith('/peerjs/dist/bundler.mjs')) return null;
    if (code.split(VERSION).length !== 2) throw new Error('peerjs-raw-only: this is not PeerJS 1.5.5 (check build/peerjs-raw-only.ts)');
    let out = CUTS.reduce(applyCut, code);
    for (const [from, to, n] of EDITS) {
      const found = out.split(from).length - 1;
      if (found !== n) throw new Error(`peerjs-raw-only: "${from}" found ${found} times, expected ${n} (PeerJS changed: check build/peerjs-raw-only.ts)`);
      out = out.replaceAll(from, to);
    }
    // (map: null: lines stay about where they were; only a few names change)
    return { code: `${out}\nclass ${UNSUPPORTED} { constructor() { throw new Error('PeerJS media calls and binary or json connections are not part of this app (raw only)'); } }\n`, map: null };
  },
};
