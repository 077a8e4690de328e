/**
 * Where a headless match's time goes (issue 10, docs/PROTOCOL.md "What a match costs"): N Crayne
 * heads-up matches through the whole protocol (node's Ed25519, as `npm run bench`), profiled by
 * V8's sampling profiler, then self time by file and by function, and the share of garbage
 * collection. `npx tsx scripts/profile-match.ts [matches=60] [rows=25]`.
 */
import { Session } from 'node:inspector/promises';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { GAMES } from '../src/engine/games/index.js';
import { playHeadless } from '../src/net/headless.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { nodeEd25519 } from './node-ed25519.js';

interface Frame { readonly functionName: string; readonly url: string }
interface Node { readonly id: number; readonly callFrame: Frame }
interface Profile { readonly nodes: readonly Node[]; readonly samples: readonly number[]; readonly timeDeltas: readonly number[] }

const matches = Number(process.argv[2] ?? 60);
const rows = Number(process.argv[3] ?? 25);

await Promise.all([loadNoble(), loadJudge()]);
const crayne = GAMES.get('crayne');
if (!crayne) throw new Error('no crayne');
const play = (seed: number): void => {
  const run = playHeadless({ game: crayne, seats: 2, options: { variant: 'heads-up' }, seed, session: () => ({ ed25519: nodeEd25519 }) });
  const st = run.sessions[0]?.status;
  if (st?.kind !== 'over' || st.verdict.status !== 'valid') throw new Error(`profile: match ${seed} did not finish valid`);
};
for (let i = 0; i < 5; i++) play(500 + i); // warm up the JIT

const inspector = new Session();
inspector.connect();
await inspector.post('Profiler.enable');
await inspector.post('Profiler.start');
const t0 = performance.now();
for (let i = 0; i < matches; i++) play(1000 + i);
const ms = (performance.now() - t0) / matches;
const { profile } = (await inspector.post('Profiler.stop')) as unknown as { profile: Profile };
inspector.disconnect();

/** A frame's file, as src/… or the package's last two parts. */
const fileOf = (f: Frame): string => {
  const m = /\/(src\/.*|scripts\/.*)$/.exec(f.url);
  if (m?.[1]) return m[1];
  if (f.url) return f.url.split('/').slice(-2).join('/');
  // No file: the runtime's own work (node:crypto's signing shows as "run", "SignJob").
  return f.functionName.startsWith('(') ? f.functionName : `(native) ${f.functionName}`;
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const files = new Map<string, number>(), fns = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const f = byId.get(id)?.callFrame;
  const dt = profile.timeDeltas[i] ?? 0;
  if (!f) return;
  total += dt;
  const file = fileOf(f);
  files.set(file, (files.get(file) ?? 0) + dt);
  const fn = f.url ? `${f.functionName || '(anonymous)'}  ${file}` : file;
  fns.set(fn, (fns.get(fn) ?? 0) + dt);
});
const show = (title: string, m: Map<string, number>): void => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
};
console.log(`${matches} matches, ${ms.toFixed(1)} ms each while profiled`);
show('self time by file', files);
show('self time by function', fns);
