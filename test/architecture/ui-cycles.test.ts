/**
 * The UI's modules import one another without a circle: tables take `TableProps` and never the
 * match controller, which loads them. Read from the sources; the finder is checked on a circle.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
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

function uiGraph(): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of sources(join(root, 'src/ui'))) {
    const text = readFileSync(f, 'utf8');
    const deps = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)]
      .map((m) => resolve(dirname(f), (m[1] as string).replace(/\.js$/, '')))
      .map((p) => (existsSync(`${p}.ts`) ? `${p}.ts` : `${p}.tsx`))
      .filter((p) => p.startsWith(join(root, 'src/ui')));
    g.set(f, deps);
  }
  return g;
}

describe('UI imports', () => {
  it('the finder finds a circle', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  });
  it('src/ui has no import circle', () => {
    expect(circles(uiGraph()).map((c) => c.map((f) => f.slice(root.length + 1)))).toEqual([]);
  });
});
