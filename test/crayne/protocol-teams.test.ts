/**
 * Full-protocol team matches. A six-seat match costs about a minute on a 2-core machine (each
 * private draw needs a signed beacon from the five other seats, and every message is verified by
 * five peers), so the 3v3 and 2v2v2 matches run only with CRAYNE_PROTOCOL_ALL=1; `npm run match`
 * plays them on demand (see docs/crayne-rules.md).
 */
import { describe, it } from 'vitest';
import { protocolMatch } from './protocol-match.js';

const ALL = process.env.CRAYNE_PROTOCOL_ALL === '1';

describe('full-protocol Crayne team matches verify', () => {
  it('2v2', () => protocolMatch({ variant: '2v2' }, 4, 6));
  it.skipIf(!ALL)('3v3 (CRAYNE_PROTOCOL_ALL=1)', () => protocolMatch({ variant: '3v3' }, 6, 1), 300_000);
  it.skipIf(!ALL)('2v2v2 (CRAYNE_PROTOCOL_ALL=1)', () => protocolMatch({ variant: '2v2v2' }, 6, 1), 300_000);
});
