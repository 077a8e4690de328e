/**
 * Stands in for two packages PeerJS imports whole but this app barely uses (see the aliases
 * in vite.config.ts); together they were a sixth of the JavaScript a match page loads.
 *
 * - `webrtc-adapter` (default export): PeerJS reads only `browserDetails`. The rest of
 *   adapter.js is shims, and the `sdp` parser, for old browsers' media and SDP APIs, which a
 *   data-channel-only app on a current browser does not need. The detection is adapter.js's
 *   own, so PeerJS sees the same browser and version as before.
 * - `peerjs-js-binarypack` (`pack`, `unpack`): used only by PeerJS's "binary" serialization.
 *   We dial with "raw" only, and the host refuses any other connection (peer-transport.ts),
 *   so these are never called; if they were, they fail loudly.
 */
// @ts-expect-error -- adapter.js ships no types for its source modules
import { detectBrowser } from 'webrtc-adapter/src/js/utils.js';

export default {
  browserDetails: detectBrowser(typeof window === 'undefined' ? undefined : window) as { browser: string | null; version: number | null },
};

const unused = (): never => { throw new Error('PeerJS binary serialization is not part of this app (raw only)'); };
export const pack = unused;
export const unpack = unused;
