/**
 * The opening handshake survives a lost envelope: a challenge, an answer, a hello or a sync that
 * never arrives (data on a connection being replaced is dropped) is sent again, and the match
 * opens and finishes. Before, a lost challenge or answer left both seats connected and waiting
 * for the match to start, for good.
 */
import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Transport } from '../../src/net/transport.js';
import { AUTH_RETRY_MS } from '../../src/net/hello-exchange.js';

describe('the opening handshake, with one envelope lost', () => {
  for (const seat of [0, 1]) {
    for (const kind of ['auth', 'proof', 'hello', 'sync']) {
      it(`seat ${seat}'s first "${kind}" lost: sent again, the match opens, finishes and verifies`, () => {
        let lost = 0;
        const run = playHeadless({
          game: fixtureGame, seats: 2, options: { rounds: 2 }, seed: 11, maxEvents: 200_000,
          prepare: ({ sessions }) => {
            const t = (sessions[seat] as unknown as { o: { transport: Transport } }).o.transport;
            const send = t.send.bind(t);
            t.send = (to, data) => {
              if (!lost && data.includes(`"k":"${kind}"`)) { lost++; return; }
              send(to, data);
            };
          },
        });
        expect(lost).toBe(1);
        for (const s of run.sessions) {
          expect(s.status.kind).toBe('over');
          if (s.status.kind === 'over') expect(s.status.verdict.status).toBe('valid');
        }
        // Opened within a few retries, not by luck of the clock.
        expect(run.scheduler.now()).toBeLessThan(10 * AUTH_RETRY_MS + 60_000);
      });
    }
  }

  it('a peer flooding challenges gets an answer to each, and our hello and sync again only once', () => {
    const run = playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 2 }, seed: 12, maxEvents: 40 });
    const s0 = run.sessions[0]!;
    const sent: string[] = [];
    const t = (s0 as unknown as { o: { transport: Transport } }).o.transport;
    const send = t.send.bind(t);
    t.send = (to, data) => { sent.push(JSON.parse(data).k as string); send(to, data); };
    for (let i = 0; i < 20; i++) s0.receive(1, JSON.stringify({ k: 'auth', c: 'ab'.repeat(16) }));
    run.scheduler.run();
    expect(sent.filter((k) => k === 'proof')).toHaveLength(20);
    expect(sent.filter((k) => k === 'hello').length).toBeLessThanOrEqual(1);
    expect(sent.filter((k) => k === 'sync').length).toBeLessThanOrEqual(1);
    expect(run.sessions.map((s) => s.status.kind)).toEqual(['over', 'over']);
  });

  it('with nothing lost, each seat sends its hello once per link-up (a repeat delays the sync behind it on a slow link)', () => {
    const hellos = [0, 0];
    const run = playHeadless({
      game: fixtureGame, seats: 2, options: { rounds: 2 }, seed: 13, maxEvents: 200_000,
      prepare: ({ sessions }) => {
        sessions.forEach((session, seat) => {
          const t = (session as unknown as { o: { transport: Transport } }).o.transport;
          const send = t.send.bind(t);
          t.send = (to, data) => { if (data.includes('"k":"hello"')) hellos[seat]!++; send(to, data); };
        });
      },
    });
    expect(run.sessions.map((s) => s.status.kind)).toEqual(['over', 'over']);
    expect(hellos).toEqual([1, 1]);
  });
});
