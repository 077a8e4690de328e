/**
 * Full-protocol Crayne matches (signed chains, commitments, beacons, private draws, the
 * end-of-match audit) between bots over the in-memory transport: each must end and verify.
 */
import { describe, it } from 'vitest';
import { protocolMatch } from './protocol-match.js';

describe('full-protocol Crayne matches verify', () => {
  it('heads-up (heuristic vs random)', () => protocolMatch({ variant: 'heads-up' }, 2, 1, { mixed: true, exported: true }));
  it('solo against the Automated Opponent (hard)', () => protocolMatch({ variant: 'solo', difficulty: 'hard' }, 1, 1));
  it('co-operative deathmatch (normal; the allies win)', () => protocolMatch({ variant: 'coop', difficulty: 'normal' }, 2, 4));
  it('free-for-all, 3 Lords', () => protocolMatch({ variant: 'free-for-all' }, 3, 5));
});
