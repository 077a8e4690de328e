/**
 * The ICE configuration every new connection of this page takes: one live object, which
 * PeerJS reads for each new RTCPeerConnection, so a refreshed relay credential (ice.ts) applies
 * to the next connection without touching the peers. Kept tiny: it is on every match's path,
 * while ice.ts loads only where STUN or a relay is configured.
 */
export const live: RTCConfiguration = { iceServers: [] };

export const iceFacts = {
  /** STUN or a relay was configured (otherwise each transport keeps its old defaults). */
  configured: false,
  /** A relay is configured (its credential fetched or not). */
  relay: false,
};
