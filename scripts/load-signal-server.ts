/**
 * The PeerServer under load (a child process of scripts/load-signal.ts, so its CPU and memory are
 * its own). Configured as server/app.ts configures it (its PEER_SERVER_OPTIONS): express +
 * ExpressPeerServer mounted at /peerjs, every other option at peer 1.0.2's defaults
 * (concurrent_limit 5000), but without the built app (dist/) or the relay-credential
 * route. `--concurrent-limit N` overrides the one default, to look past it; the figures say when.
 *
 * Listens on 127.0.0.1 on a free port, sends { type: 'ready', port } over IPC, and answers
 * { type: 'report', id, gc } with its own figures. Exits when the parent goes or after --max-seconds.
 */
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { PEER_SERVER_OPTIONS, SIGNAL_PATH } from '../server/app.js';
import { intFlag, parseArgs } from './args.js';

export interface ServerReport {
  readonly peers: number; // registered now (connection minus disconnect events)
  readonly messages: Readonly<Record<string, number>>; // received from clients, by type, since start
  readonly errors: number;
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly cpuMs: number; // user + system since start
  readonly loopP99Ms: number; // event-loop delay since the previous report
  readonly loopMaxMs: number;
}

const { flags } = parseArgs(process.argv.slice(2));
const limit = intFlag(flags, 'concurrent-limit', 0);
const maxSeconds = intFlag(flags, 'max-seconds', 150);

const app = express();
const server = createServer(app);
const peer = ExpressPeerServer(server, {
  ...PEER_SERVER_OPTIONS,
  ...(limit > 0 ? { concurrent_limit: limit } : {}),
});
app.use(SIGNAL_PATH, peer);

let peers = 0;
let errors = 0;
const messages: Record<string, number> = {};
peer.on('connection', () => { peers++; });
peer.on('disconnect', () => { peers--; });
peer.on('error', () => { errors++; });
peer.on('message', (_client, m) => { messages[m.type] = (messages[m.type] ?? 0) + 1; });

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

function report(gc: boolean): ServerReport {
  if (gc) globalThis.gc?.();
  const m = process.memoryUsage();
  const cpu = process.cpuUsage();
  const r: ServerReport = {
    peers, messages: { ...messages }, errors,
    rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopP99Ms: loop.percentile(99) / 1e6, loopMaxMs: loop.max / 1e6,
  };
  loop.reset();
  return r;
}

process.on('message', (raw) => {
  const q = raw as { type?: string; id?: number; gc?: boolean };
  if (q.type === 'report') process.send?.({ type: 'report', id: q.id, report: report(q.gc === true) });
});
process.on('disconnect', () => process.exit(0));
setTimeout(() => { console.error('load-signal-server: --max-seconds reached, exiting'); process.exit(1); }, maxSeconds * 1000).unref();

server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  process.send?.({ type: 'ready', port: typeof a === 'object' && a ? a.port : 0 });
});
