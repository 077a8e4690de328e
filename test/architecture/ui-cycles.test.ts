/**
 * The UI's modules import one another without a circle: tables take `TableProps` and never the
 * match controller, which loads them. Read from the sources; the finder is checked on a circle.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, sources } from './graph.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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
