/**
 * Stands in for two packages PeerJS imports whole but this app does not use (see the aliases
 * in vite.config.ts); together they were a sixth of the JavaScript a match page loads.
 *
 * - `webrtc-adapter` (default export): PeerJS read only `browserDetails`, for a browser
 *   detection that build/peerjs-raw-only.ts cuts out (with the rest of adapter.js: shims and
 *   an SDP parser for old browsers' media APIs, which a data-channel-only app does not need).
 * - `peerjs-js-binarypack` (`pack`, `unpack`): used only by PeerJS's "binary" serialization.
 *   We dial with "raw" only, and the host refuses any other connection (peer-transport.ts).
 *
 * If PeerJS ever reached for either, it fails loudly.
 */
const unused = (): never => { throw new Error('PeerJS browser detection and binary serialization are not part of this app (raw only)'); };

export default {
  get browserDetails(): never { return unused(); },
};
export const pack = unused;
export const unpack = unused;
