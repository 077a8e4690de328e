/**
 * What a page shows of a face-down play (src/net/face-down.ts), over a full-protocol heads-up
 * Crayne match between two sessions: its own choice from the moment it is made (committed, or
 * held to be made in the open) until the reveal, never another seat's; and which seats are bound.
 */
import { describe, expect, it } from 'vitest';
import { canonicalEqual } from '../../src/crypto/canonical.js';
import type { Bot } from '../../src/engine/bots.js';
import type { Json } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { playHeadless } from '../../src/net/headless.js';
import { need } from '../../src/protocol/machine/lockstep.js';

describe('the face-down play a page shows', () => {
  it('shows its own choice at once and until the reveal, and who is bound, never what the other chose', () => {
    const chosen = new Map<number, { step: number; value: Json }>();
    const seen = { mineAtCommit: 0, mineAtReveal: 0, otherBound: 0, selfOnly: 0, held: 0 };
    const bot = (seat: number): Bot => {
      const inner = heuristicBot();
      return (v) => {
        const value = inner(v);
        if (v.request.kind === 'commit') chosen.set(seat, { step: -1, value });
        return value;
      };
    };
    const run = playHeadless({
      game: crayneGame, seats: 2, options: { variant: 'heads-up' }, seed: 11, chainLength: 256, bots: [bot(0), bot(1)], thinkMs: 40,
      prepare: ({ sessions }) => {
        for (const s of sessions) {
          s.onUpdate(() => {
            const f = s.faceDown;
            const m = s.match;
            if (!f || !m) return;
            const n = need(m.cfg, m.state);
            const kind = n.kind === 'game' ? n.request.kind : null;
            expect(['commit', 'reveal']).toContain(kind);
            if (f.mine !== null) {
              expect(canonicalEqual(f.mine, chosen.get(s.seat)?.value ?? null)).toBe(true);
              // Bound already, or held back to be made in the open once the other is bound (protocol 3).
              if (!f.committed.includes(s.seat)) seen.held++;
              if (kind === 'commit') seen.mineAtCommit++;
              else seen.mineAtReveal++;
            } else {
              expect(kind).toBe('commit');
              expect(f.committed).not.toContain(s.seat);
            }
            if (f.committed.some((x) => x !== s.seat)) seen.otherBound++;
            if (kind === 'commit' && f.committed.length === 1 && f.committed[0] === s.seat) seen.selfOnly++;
          });
        }
      },
    });
    for (const s of run.sessions) expect(s.status.kind).toBe('over');
    expect(seen.mineAtCommit).toBeGreaterThan(0);
    expect(seen.mineAtReveal + seen.mineAtCommit).toBeGreaterThan(10);
    expect(seen.otherBound).toBeGreaterThan(0);
    expect(seen.selfOnly).toBeGreaterThan(0);
    expect(seen.held).toBeGreaterThan(0);
  });
});
