/**
 * A live session on an asynchronous Ed25519 path (WebCrypto, here Node's): hellos, link proofs,
 * its public key and the ledger's own checks wait for the platform, and noble is never loaded.
 */
import { describe, expect, it, vi } from 'vitest';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import type { Session } from '../../src/net/session.js';

/** A fresh module graph (its own lazy-noble and lazy-judge, not loaded by test/setup-on-demand.ts). */
async function fresh() {
  vi.resetModules();
  const [headless, webcrypto, lazy, verify, ed] = await Promise.all([
    import('../../src/net/headless.js'), import('../../src/crypto/webcrypto-ed25519.js'),
    import('../../src/crypto/lazy-noble.js'), import('../../src/protocol/verification/verify.js'), import('../../src/crypto/ed25519.js'),
  ]);
  return { ...headless, ...webcrypto, ...lazy, verifyMatch: verify.verifyMatch, nobleEd25519: ed.nobleEd25519 };
}

const ended = (s: Session): boolean => s.status.kind === 'over' || s.status.kind === 'stopped';

/** Runs the virtual clock and lets the platform's promises settle, until these sessions (default: all) are over or stopped. */
async function settle(run: { sessions: readonly Session[]; scheduler: { run(): number } }, which = run.sessions): Promise<void> {
  for (let i = 0; i < 20_000; i++) {
    run.scheduler.run();
    if (which.every(ended)) return;
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('a session on an asynchronous path', () => {
  it('plays a match to a valid end with WebCrypto on both seats, and never loads noble', async () => {
    const f = await fresh();
    const ed = f.webCryptoEd25519(crypto.subtle);
    const run = f.playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 3 }, seed: 5, session: () => ({ ed25519: ed }) });
    expect(run.sessions[0]!.status.kind).toBe('hello'); // nothing signed yet: the platform answers later
    await settle(run);
    for (const s of run.sessions) {
      expect(s.status.kind, JSON.stringify(s.rejections)).toBe('over');
      if (s.status.kind === 'over') expect(s.status.verdict.status).toBe('valid');
    }
    expect(f.nobleLoaded()).toBe(false);
    await f.loadNoble();
    expect(f.verifyMatch(run.sessions[1]!.transcript(), new Map([[fixtureGame.id, fixtureGame]])).status).toBe('valid');
  });

  it('plays against a seat on noble (a page without a secure context)', async () => {
    const f = await fresh();
    await f.loadNoble();
    const ed = f.webCryptoEd25519(crypto.subtle);
    const run = f.playHeadless({
      game: fixtureGame, seats: 2, options: { rounds: 3 }, seed: 6,
      session: (seat) => ({ ed25519: seat === 0 ? ed : f.nobleEd25519 }),
    });
    await settle(run);
    for (const s of run.sessions) expect(s.status.kind, JSON.stringify(s.rejections)).toBe('over');
  });

  it('a seat whose messages carry bad signatures is stopped and named', async () => {
    const f = await fresh();
    const ed = f.webCryptoEd25519(crypto.subtle);
    const run = f.playHeadless({
      game: fixtureGame, seats: 2, options: { rounds: 3 }, seed: 7,
      session: (seat) => ({
        ed25519: seat === 1 ? { ...ed, sign: async (m: Uint8Array, k: Uint8Array) => { const s = await ed.sign(m, k); if (m.length === 32 && signed++ > 3) s[0]! ^= 1; return s; } } : ed,
      }),
    });
    const host = run.sessions[0]!;
    await settle(run, [host]);
    expect(host.status.kind).toBe('stopped');
    if (host.status.kind === 'stopped') {
      expect(host.status.rejection.seat).toBe(1);
      expect(host.status.rejection.reason).toMatch(/bad signature/);
    }
  });
});

let signed = 0;
