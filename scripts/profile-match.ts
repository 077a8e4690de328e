/**
 * Where a headless match's time goes (issue 10, docs/PROTOCOL.md "What a match costs"): N Crayne
 * heads-up matches through the whole protocol (node's Ed25519, as `npm run bench`), profiled by
 * V8's sampling profiler, then self time by file and by function (garbage collection named), and
 * total time with callees by function in src/.
 * `npx tsx scripts/profile-match.ts [matches=60] [rows=25] [file] [function]`: a file pattern (e.g.
 * `sha2`; `-` for none) shows that file's self time by its nearest caller outside it; a function
 * (`applyStep`, or `send  src/net/own-chain.ts` as printed) shows what its time is spent in.
 */
import { Session } from 'node:inspector/promises';
import { playCrayne as play, warmUp } from './crayne-match.js';

interface Frame { readonly functionName: string; readonly url: string }
interface Node { readonly id: number; readonly callFrame: Frame; readonly children?: readonly number[] }
interface Profile { readonly nodes: readonly Node[]; readonly samples: readonly number[]; readonly timeDeltas: readonly number[] }

const matches = Number(process.argv[2] ?? 60);
const rows = Number(process.argv[3] ?? 25);
/** Optional: a file pattern (e.g. `sha2`; `-` for none); its self time is then also shown by its nearest caller in src/ outside it. */
const callersOf = process.argv[4];
/** Optional: a function name in src/ (e.g. `aheadCount`); its total time is then shown by the frame it called (self when none). */
const inside = process.argv[5];

warmUp();

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

// Per sample, its frames from the leaf up: total time (self and callees) by function in src/, each
// sample counted once per function; the file's nearest caller outside it; what `inside` called.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>(), via = new Map<string, number>(), under = new Map<string, number>();
const nameOf = (f: Frame): string => `${f.functionName || '(anonymous)'}  ${fileOf(f)}`;
const add = (m: Map<string, number>, k: string, dt: number): void => { m.set(k, (m.get(k) ?? 0) + dt); };
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const up: Frame[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) { const f = byId.get(at)?.callFrame; if (f) up.push(f); }
  const ours = up.filter((f) => f.url.includes('/src/'));
  for (const k of new Set(ours.map(nameOf))) add(inclusive, k, dt);
  const leaf = up[0];
  if (callersOf && leaf && fileOf(leaf).includes(callersOf)) {
    const caller = ours.find((f) => !fileOf(f).includes(callersOf));
    add(via, caller ? nameOf(caller) : '(none)', dt);
  }
  if (inside) {
    // The outermost frame named `inside`, then the frame it called (none: its own time).
    const at = up.findLastIndex((f) => nameOf(f) === inside || (f.functionName === inside && f.url.includes('/src/')));
    if (at >= 0) add(under, at > 0 ? nameOf(up[at - 1] as Frame) : '(self)', dt);
  }
});
show('total time (with callees) by function in src/', inclusive);
if (callersOf && callersOf !== '-') show(`self time of ${callersOf} by its nearest caller in src/ outside it`, via);
if (inside) show(`time inside ${inside}, by the function it called`, under);
