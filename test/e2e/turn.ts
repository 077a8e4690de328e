/**
 * A real TURN relay for the tests: Debian's coturn, started with the deployment's own config
 * (deploy/coturn/turnserver.conf) on loopback, with a fresh shared secret. Missing coturn is a
 * failure that says how to install it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';

export interface Turn {
  readonly port: number;
  readonly secret: string;
  /** What coturn printed so far (its log). */
  log(): string;
  close(): Promise<void>;
}

/** A free UDP port on loopback (coturn listens on UDP and TCP; the TCP side is checked by its start). */
function freeUdpPort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createSocket('udp4');
    s.once('error', fail);
    s.bind(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => done(port)); });
  });
}

export async function startTurn(): Promise<Turn> {
  if (!existsSync(TURNSERVER)) {
    throw new Error(`coturn was not found at ${TURNSERVER}. The relay tests need it: install it with "sudo apt-get install -y coturn" (Debian/Ubuntu), or set TURNSERVER_PATH.`);
  }
  const port = await freeUdpPort();
  const secret = randomBytes(24).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'fd-turn-'));
  const child: ChildProcess = spawn(TURNSERVER, [
    '-c', resolve('deploy/coturn/turnserver.conf'),
    '--static-auth-secret', secret,
    // The tests' loopback: listen and relay on 127.0.0.1 only, and allow loopback peers (both browsers are here).
    '--listening-ip', '127.0.0.1', '--relay-ip', '127.0.0.1', '--listening-port', String(port), '--allow-loopback-peers',
    '--min-port', '40000', '--max-port', '40999',
    '--no-tls', '--no-dtls', '--pidfile', join(dir, 'turn.pid'), '--userdb', join(dir, 'turndb'), '--log-file', 'stdout', '--simple-log',
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { out += d.toString(); });
  // Up once it says it listens (or give up with its log).
  const started = Date.now();
  while (!/listener opened on|Total (UDP|General) servers/i.test(out)) {
    if (child.exitCode !== null) throw new Error(`coturn exited (${child.exitCode}):\n${out}`);
    if (Date.now() - started > 10_000) { child.kill('SIGKILL'); throw new Error(`coturn did not start within 10 s:\n${out}`); }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port, secret, log: () => out,
    close: () => new Promise<void>((done) => {
      if (child.exitCode !== null) { done(); return; }
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
    }),
  };
}
