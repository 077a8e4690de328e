/**
 * The load script's handle on its PeerServer child (scripts/load-signal-server.ts): starts it with
 * tsx and --expose-gc, waits for its port, asks it for reports over IPC, and stops it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerReport } from './load-signal-server.js';

export type { ServerReport };

export interface SignalServer {
  readonly port: number;
  readonly pid: number;
  /** The child's own figures; `gc` runs a full collection first (for the memory figures). */
  report(gc: boolean): Promise<ServerReport>;
  stop(): Promise<void>;
}

const SERVER_FILE = fileURLToPath(new URL('./load-signal-server.ts', import.meta.url));
const REPLY_MS = 15_000;

export function spawnServer(o: { concurrentLimit: number; maxSeconds: number }): Promise<SignalServer> {
  const args = ['--max-seconds', String(o.maxSeconds)];
  if (o.concurrentLimit > 0) args.push('--concurrent-limit', String(o.concurrentLimit));
  const child = fork(SERVER_FILE, args, { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); fail(new Error('server child did not start in 20 s')); }, 20_000);
    child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`server child exited (${code}) before it was ready`)); });
    child.on('message', function ready(raw) {
      const m = raw as { type?: string; port?: number };
      if (m.type !== 'ready' || !m.port) return;
      clearTimeout(timer);
      child.off('message', ready);
      child.removeAllListeners('exit');
      done(handle(child, m.port));
    });
  });
}

function handle(child: ChildProcess, port: number): SignalServer {
  let next = 0;
  const waiting = new Map<number, (r: ServerReport) => void>();
  child.on('message', (raw) => {
    const m = raw as { type?: string; id?: number; report?: ServerReport };
    if (m.type !== 'report' || m.id === undefined || !m.report) return;
    waiting.get(m.id)?.(m.report);
    waiting.delete(m.id);
  });
  return {
    port,
    pid: child.pid ?? 0,
    report(gc) {
      const id = next++;
      return new Promise((done, fail) => {
        const timer = setTimeout(() => { waiting.delete(id); fail(new Error('server child did not report in 15 s')); }, REPLY_MS);
        waiting.set(id, (r) => { clearTimeout(timer); done(r); });
        child.send({ type: 'report', id, gc });
      });
    },
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((done) => {
        const timer = setTimeout(() => { child.kill('SIGKILL'); }, 5_000);
        child.once('exit', () => { clearTimeout(timer); done(); });
        child.kill('SIGTERM');
      });
    },
  };
}
