/**
 * What the way to a Crayne table loads, module by module (issue 10; test/size/table-path.test.ts
 * is the guard): each chunk's gzipped size, then its modules by rendered (minified) size, with
 * each module's own gzipped size as a rough share. `npx tsx scripts/size-path.ts [top]`;
 * `ROOTS=src/ui/verify-page.tsx npx tsx scripts/size-path.ts` measures another page.
 */
import { gzipSync } from 'node:zlib';
import { type Rollup, build, transformWithEsbuild } from 'vite';

const ROOTS = process.env.ROOTS ? process.env.ROOTS.split(',') : ['src/ui/match/controller.ts', 'src/engine/games/crayne/game.ts', 'src/ui/games/crayne/index.ts', 'src/ui/match/match-page.tsx'];
const top = Number(process.argv[2] ?? 25);

process.env.NODE_ENV = 'production';
const out = (await build({ logLevel: 'silent', mode: 'production', build: { write: false } })) as Rollup.RollupOutput;
const chunks = out.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const files = new Set<string>();
const add = (f: string): void => {
  if (files.has(f)) return;
  files.add(f);
  for (const i of byFile.get(f)?.imports ?? []) add(i);
};
add(chunks.find((c) => c.isEntry)!.fileName);
for (const root of ROOTS) add(chunks.find((x) => Object.keys(x.modules).some((m) => m.endsWith(`/${root}`)))!.fileName);

const gz = (s: string): number => gzipSync(s).length / 1024;
/** A module's code as the chunk renders it still has its comments: minified alone (top-level names kept) for a fair share. */
const min = async (s: string): Promise<string> => (await transformWithEsbuild(s, 'module.js', { minify: true, target: 'es2022', legalComments: 'none' })).code;
let total = 0;
for (const f of files) {
  const c = byFile.get(f)!;
  const kB = gz(c.code);
  total += kB;
  console.log(`\n${f}: ${kB.toFixed(2)} kB gz, ${(c.code.length / 1024).toFixed(1)} kB min`);
  const mods = (await Promise.all(Object.entries(c.modules).filter(([, m]) => m.renderedLength > 0).map(async ([id, m]) => [id, await min(m.code ?? '')] as const))).sort((a, b) => b[1].length - a[1].length);
  for (const [id, code] of mods.slice(0, top)) console.log(`  ${(code.length / 1024).toFixed(2).padStart(6)} min ${gz(code).toFixed(2).padStart(5)} gz  ${id.replace(/^.*?\/(src|node_modules)\//, '$1/')}`);
  if (mods.length > top) console.log(`  … ${mods.length - top} more, ${(mods.slice(top).reduce((n, [, code]) => n + code.length, 0) / 1024).toFixed(2)} kB min`);
}
console.log(`\ntotal: ${total.toFixed(2)} kB gz in ${files.size} chunks`);
