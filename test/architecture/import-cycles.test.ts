/**
 * Issue 27: no module of src/ reaches itself through its imports, whatever kind: value imports,
 * `import type`, `export … from`, dynamic `import()` and `typeof import()` type references all
 * count (a type-only circle still ties the modules' shapes together). Read from the sources; the
 * reader and the finder are checked on a small graph with a circle.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, importGraph, specifiersOf } from './graph.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('import circles in src/', () => {
  it('the reader sees every kind of import, and not one in a comment', () => {
    const text = [
      "import { a } from './a.js';", "import type { B } from './b.js';", "import {\n  c,\n} from '../c.js';", "export { d } from './d.js';",
      "export * from './e.js';", "import './f.js';", "const g = () => import('./g.js');", "type H = typeof import('./h.js');",
      "import { x } from 'vitest';", "// import { no } from './no.js';", "/** see import('./no2.js') */",
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./a.js', './b.js', '../c.js', './d.js', './e.js', './f.js', './g.js', './h.js']);
  });

  it('the finder fails on a circle and names it', () => {
    const g = new Map([['lockstep', ['need', 'types']], ['need', ['lazy', 'types']], ['lazy', ['deck']], ['deck', ['lockstep']], ['types', []], ['ui', ['lockstep']]]);
    expect(circles(g)).toEqual([['deck', 'lazy', 'lockstep', 'need']]);
    expect(circles(new Map([['self', ['self']]]))).toEqual([['self']]);
    expect(circles(new Map([['a', ['b']], ['b', []], ['c', ['a', 'b']]]))).toEqual([]);
  });

  it('src/ has no import circle (value, type-only, re-export or dynamic)', () => {
    const graph = importGraph(join(root, 'src'));
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph).map((c) => c.map((f) => relative(root, f)))).toEqual([]);
  });
});
