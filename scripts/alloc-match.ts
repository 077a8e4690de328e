/**
 * Where a headless match's allocations go (issue 10, docs/PROTOCOL.md "What a match costs"): N
 * Crayne heads-up matches through the whole protocol, sampled by V8's heap profiler with the
 * objects young and old collections freed counted too, then bytes per match by function (self),
 * by function in src/ with its callees, and the built-ins (sort, slice…) by their caller.
 * `npx tsx scripts/alloc-match.ts [matches=10] [rows=40]`.
 */
import { Session } from 'node:inspector/promises';
import { playCrayne as play, warmUp } from './crayne-match.js';

interface Frame { readonly functionName: string; readonly url: string; readonly lineNumber: number }
interface Node { readonly callFrame: Frame; readonly selfSize: number; readonly children: readonly Node[] }

const matches = Number(process.argv[2] ?? 10);
const rows = Number(process.argv[3] ?? 40);

warmUp();

const inspector = new Session();
inspector.connect();
await inspector.post('HeapProfiler.enable');
await inspector.post('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
for (let i = 0; i < matches; i++) play(1000 + i);
const { profile } = (await inspector.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: Node } };
inspector.disconnect();

const nameOf = (f: Frame): string => {
  const file = /\/(src\/.*|scripts\/.*)$/.exec(f.url)?.[1] ?? f.url.split('/').slice(-2).join('/');
  return `${f.functionName || '(anonymous)'}  ${file || '(built-in)'}`;
};
const self = new Map<string, number>(), inclusive = new Map<string, number>(), builtins = new Map<string, number>();
const add = (m: Map<string, number>, k: string, n: number): void => { m.set(k, (m.get(k) ?? 0) + n); };
let total = 0;
const walk = (n: Node, stack: readonly string[], caller: string): void => {
  const k = nameOf(n.callFrame);
  total += n.selfSize;
  add(self, k, n.selfSize);
  const here = [...stack, k];
  for (const x of new Set(here)) if (x.includes('src/')) add(inclusive, x, n.selfSize);
  if (!n.callFrame.url && n.selfSize) add(builtins, `${n.callFrame.functionName}  ←  ${caller}`, n.selfSize);
  for (const c of n.children) walk(c, here, n.callFrame.url ? k : caller);
};
walk(profile.head, [], '(root)');

const show = (title: string, m: Map<string, number>): void => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${(v / matches / 1e3).toFixed(0).padStart(7)} kB ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
};
console.log(`${matches} matches, ${(total / matches / 1e6).toFixed(2)} MB allocated each`);
show('bytes by function (self)', self);
show('bytes by function in src/, with its callees', inclusive);
show('built-ins by their caller', builtins);
