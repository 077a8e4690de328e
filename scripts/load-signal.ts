/**
 * npm run load:signal [-- --peers 5000 --seconds 120] — a bounded load test of the signaling server.
 *
 * One PeerServer, configured as server/app.ts configures it, runs in a child process on 127.0.0.1
 * (scripts/load-signal-server.ts); this process opens PeerJS-shaped WebSocket clients to it
 * (scripts/load-signal-client.ts) and measures:
 *   1. peers held: a ramp through --steps, each step held --hold s with heartbeats every 5 s;
 *   2. joins per second and join latency (new WebSocket → OPEN), --inflight connects at a time;
 *   3. relay throughput: --pairs levels of pairs exchanging OFFER/ANSWER/CANDIDATE, --relay-seconds each;
 *   4. the server's RSS and heap (after a full GC) per peer held, from the child's own report;
 *   5. saturation: CPU of each process, event-loop delay in the server, the first failure.
 * The load generator and the server share the machine's cores: both processes' CPU is reported.
 *
 * Flags: --peers N (cap on peers held, default 10000), --steps a,b,.. (default 1000,2000,5000,10000),
 * --seconds S (hard cap on the run, default 120), --hold S (default 6), --inflight K (default 100),
 * --pairs a,b,.. (default 10,100,1000), --relay-seconds S (default 5),
 * --concurrent-limit N (overrides the server's concurrent_limit; unset = peer's default 5000, as deployed).
 */
import { cpus, loadavg } from 'node:os';
import { intFlag, parseArgs } from './args.js';
import { peerjsBaseUrl, randomToken } from './load-signal-client.js';
import { joinUpTo, newCrowd } from './load-signal-ramp.js';
import { MESSAGES_PER_HANDSHAKE, runRelay } from './load-signal-relay.js';
import { spawnServer, type ServerReport, type SignalServer } from './load-signal-spawn.js';
import { fixed, mb, openFileLimit, ownCpuMs, percentile, printTable, Span } from './load-signal-stats.js';

const { flags } = parseArgs(process.argv.slice(2));
const listFlag = (name: string, fallback: readonly number[]): number[] => {
  const v = flags[name];
  if (typeof v !== 'string') return [...fallback];
  const xs = v.split(',').map(Number);
  if (!xs.every((x) => Number.isSafeInteger(x) && x > 0)) { console.error(`--${name} takes positive integers: a,b,c`); process.exit(2); }
  return xs;
};
const seconds = Math.min(intFlag(flags, 'seconds', 120), 600);
const holdMs = intFlag(flags, 'hold', 6) * 1000;
const inflight = intFlag(flags, 'inflight', 100);
const relayMs = intFlag(flags, 'relay-seconds', 5) * 1000;
const concurrentLimit = intFlag(flags, 'concurrent-limit', 0);
let peers = intFlag(flags, 'peers', 10_000);
const fdLimit = openFileLimit();
if (fdLimit !== undefined && peers + 200 > fdLimit) {
  console.log(`open-file limit ${fdLimit}: capping --peers at ${fdLimit - 200} (raise it with ulimit -n if the hard limit allows)`);
  peers = fdLimit - 200;
}
const steps = [...new Set([...listFlag('steps', [1000, 2000, 5000, 10_000]).filter((s) => s < peers), peers])].sort((a, b) => a - b);
const pairLevels = listFlag('pairs', [10, 100, 1000]);

const t0 = Date.now();
const deadline = t0 + seconds * 1000;
const relayBudget = pairLevels.length * (relayMs + 4_000) + 5_000;
const rampDeadline = Math.max(t0 + seconds * 500, deadline - relayBudget);

let server: SignalServer | undefined;
const crowd = newCrowd();
// Hard cap: whatever is still running 15 s after the deadline is stopped.
setTimeout(() => {
  console.error('load-signal: hard time cap reached, stopping');
  for (const c of crowd.clients) c.close();
  void server?.stop();
  setTimeout(() => process.exit(3), 6_000).unref();
}, seconds * 1000 + 15_000).unref();

const sleepUntil = (ms: number, until: number): Promise<void> =>
  new Promise((r) => setTimeout(r, Math.max(0, Math.min(ms, until - Date.now()))));

async function main(): Promise<void> {
  server = await spawnServer({ concurrentLimit, maxSeconds: seconds + 30 });
  const base = peerjsBaseUrl('127.0.0.1', server.port);
  const runTag = randomToken().slice(0, 6);
  const cpu = cpus();
  console.log(`signaling load: PeerServer (peer 1.0.2, pid ${server.pid}) on 127.0.0.1:${server.port}; load generator pid ${process.pid}`);
  console.log(`machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? '?'}), Node ${process.version}; the server and the load generator share these cores`);
  console.log(`load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')} (other work on the machine takes cores from both)`);
  console.log(`server concurrent_limit: ${concurrentLimit > 0 ? `${concurrentLimit} (overridden)` : '5000 (peer default, as deployed)'}; steps ${steps.join(', ')}; cap ${seconds} s`);
  await sleepUntil(1_000, deadline); // let the child finish starting before the baseline
  await server.report(true);
  const baseline = await server.report(true);
  let last = baseline;

  const joinRows: string[][] = [];
  const holdRows: string[][] = [];
  let failure: string | undefined;
  let stopped = 'cap reached';
  for (const target of steps) {
    if (Date.now() >= rampDeadline) { stopped = 'time budget for the ramp'; break; }
    const joinSpan = new Span(last.cpuMs);
    const j = await joinUpTo(crowd, { baseUrl: base, target, inflight, deadline: rampDeadline, runTag, timeoutMs: 10_000 });
    const afterJoin = await server.report(false);
    joinRows.push([
      String(target), String(crowd.clients.length), String(j.joined), fixed(j.joined / (j.wallMs / 1000)),
      fixed(percentile(j.joinMs, 50), 1), fixed(percentile(j.joinMs, 99), 1), fixed(percentile(j.joinMs, 100), 1),
      j.joined > 0 ? fixed((1000 * (afterJoin.cpuMs - last.cpuMs)) / j.joined) : '-',
      fixed(joinSpan.otherPct(afterJoin.cpuMs)), fixed(joinSpan.cpuPct()), fixed(joinSpan.restPct(afterJoin.cpuMs)), fixed(afterJoin.loopP99Ms, 1), j.failure ?? '',
    ]);
    if (j.failure && j.joined === 0) { failure = j.failure; stopped = 'first failure'; break; }
    const holdSpan = new Span(afterJoin.cpuMs);
    await sleepUntil(holdMs, deadline);
    last = await server.report(true);
    const held = crowd.clients.length;
    const beats = (last.messages['HEARTBEAT'] ?? 0) - (afterJoin.messages['HEARTBEAT'] ?? 0);
    holdRows.push([
      String(held), String(last.peers), fixed(beats / (holdSpan.wallMs / 1000)), String(crowd.lost.length),
      mb(last.rss), mb(last.heapUsed), fixed((last.rss - baseline.rss) / held / 1024, 1), fixed((last.heapUsed - baseline.heapUsed) / held / 1024, 1),
      fixed(holdSpan.otherPct(last.cpuMs), 1), fixed(holdSpan.cpuPct(), 1), fixed(holdSpan.restPct(last.cpuMs)), fixed(last.loopP99Ms, 1),
    ]);
    if (j.failure) { failure = j.failure; stopped = 'first failure'; break; }
    if (crowd.lost.length > 0) { failure = crowd.lost[0]; stopped = 'a held peer was lost'; break; }
    if (crowd.clients.length < target) { stopped = 'time budget for the ramp'; break; }
  }

  const relayRows: string[][] = [];
  let lastReport: ServerReport = last;
  for (const pairs of pairLevels) {
    if (2 * pairs > crowd.clients.length) { relayRows.push([String(pairs), 'not enough peers held', '', '', '', '', '', '', '', '', '', '', '']); continue; }
    if (Date.now() + relayMs + 3_000 > deadline) { relayRows.push([String(pairs), 'skipped: time cap', '', '', '', '', '', '', '', '', '', '', '']); continue; }
    const start = await server.report(false);
    const span = new Span(start.cpuMs);
    const r = await runRelay(crowd.clients, pairs, relayMs);
    lastReport = await server.report(false);
    const rate = r.messages / (r.wallMs / 1000);
    relayRows.push([
      String(pairs), fixed(rate), fixed(r.handshakes / (r.wallMs / 1000)),
      fixed(percentile(r.latencies, 50), 2), fixed(percentile(r.latencies, 90), 2), fixed(percentile(r.latencies, 99), 2), fixed(percentile(r.latencies, 100), 1),
      r.messages > 0 ? fixed((1000 * (lastReport.cpuMs - start.cpuMs)) / r.messages, 1) : '-',
      fixed(span.otherPct(lastReport.cpuMs)), fixed(span.cpuPct()), fixed(span.restPct(lastReport.cpuMs)), fixed(lastReport.loopP99Ms, 1),
      `${r.errorCount + r.stalled}${r.errors[0] ? ` (${r.errors[0]})` : ''}`,
    ]);
  }

  const held = crowd.clients.length;
  const serverCpu = lastReport.cpuMs;
  for (const c of crowd.clients) c.close();
  await sleepUntil(1_000, deadline + 5_000);
  const after = await server.report(false);
  await server.stop();

  printTable('Joins (ramp)', ['step', 'held', 'joined', 'joins/s', 'join p50 ms', 'join p99 ms', 'join max ms', 'server CPU µs/join', 'server CPU %', 'loadgen CPU %', 'others CPU %', 'server loop p99 ms', 'failure'], joinRows);
  printTable(`Held (after ${holdMs / 1000} s with heartbeats; memory after a full GC, per peer over the ${mb(baseline.rss)} MB RSS / ${mb(baseline.heapUsed)} MB heap baseline)`,
    ['held', 'server peers', 'heartbeats/s', 'lost', 'RSS MB', 'heap MB', 'RSS/peer KB', 'heap/peer KB', 'server CPU %', 'loadgen CPU %', 'others CPU %', 'server loop p99 ms'], holdRows);
  printTable(`Relay (closed loop, one message in flight per pair, ${MESSAGES_PER_HANDSHAKE} messages per handshake, ${relayMs / 1000} s per level, with ${held} peers held)`,
    ['pairs', 'msgs/s', 'handshakes/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'server CPU µs/msg', 'server CPU %', 'loadgen CPU %', 'others CPU %', 'server loop p99 ms', 'errors'], relayRows);
  console.log('\nCPU % is of one core (200 % = both cores of a 2-core machine); "others" is every other process on the machine (/proc/stat).');
  console.log(`stopped: ${stopped}${failure ? ` — ${failure}` : ''}`);
  console.log(`CPU time: server ${fixed(serverCpu / 1000, 1)} s, load generator ${fixed(ownCpuMs() / 1000, 1)} s, wall ${fixed((Date.now() - t0) / 1000, 1)} s`);
  console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log(`after closing: server holds ${after.peers} peers, ${after.errors} server errors`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error('load-signal failed:', e);
    for (const c of crowd.clients) c.close();
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  },
);
