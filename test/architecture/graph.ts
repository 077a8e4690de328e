/**
 * The import graph of our sources, read from the texts, and the circles in it (used by
 * ui-cycles.test.ts and import-cycles.test.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
}

/** Every import circle (a strongly connected group of more than one module, or a module importing itself). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let n = 0;
  const index = new Map<string, number>(), low = new Map<string, number>(), stack: string[] = [], on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, n); low.set(v, n); n++; stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do { w = stack.pop()!; on.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** Code with comments removed, so a comment that names a module (`import('./x.js')`) does not count. */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The relative module specifiers a source text names: value and type-only imports and re-exports
 * (`import … from`, `import type … from`, `export … from`), side-effect imports (`import './x.js'`),
 * dynamic imports and type references (`import('./x.js')`, `typeof import('./x.js')`).
 */
export function specifiersOf(text: string): string[] {
  return [...code(text).matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1] as string);
}

/** The source file a relative specifier names from `file` (`./x.js` → x.ts, x.tsx or x/index.ts), or null (JSON, CSS…). */
export function resolveSpecifier(file: string, spec: string): string | null {
  const p = resolve(dirname(file), spec.replace(/\.jsx?$/, ''));
  for (const c of [`${p}.ts`, `${p}.tsx`, join(p, 'index.ts'), join(p, 'index.tsx')]) if (existsSync(c)) return c;
  return null;
}

/** The import graph of every source under `dir` (edges only to sources under it). */
export function importGraph(dir: string): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of sources(dir)) {
    const deps = specifiersOf(readFileSync(f, 'utf8')).map((s) => resolveSpecifier(f, s)).filter((p): p is string => p !== null && p.startsWith(dir + '/'));
    g.set(f, [...new Set(deps)]);
  }
  return g;
}
