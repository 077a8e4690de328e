/** A PeerJS peer for the mesh (peer-mesh.ts takes any PeerLike; tests pass a fake). */
import Peer from 'peerjs';
import type { PeerLike } from './peer-mesh.js';
import { type SignalConfig, peerOptions } from './signal-config.js';

export const makePeer = (id: string, signal: SignalConfig): PeerLike => new Peer(id, peerOptions(signal)) as unknown as PeerLike;
