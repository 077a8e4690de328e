/**
 * The layers point one way (ui → net → protocol → engine, crypto), and the pure layers (engine,
 * crypto, protocol) touch no clock, timer, Math.random, DOM, storage or network. Read from the
 * sources themselves; the checker is itself checked on sources that break each rule.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LAYERS = ['crypto', 'engine', 'protocol', 'net', 'ui'] as const;
type Layer = (typeof LAYERS)[number] | 'leaf';
/** What each layer may import (besides itself and the shared leaf src/result.ts). */
const MAY: Readonly<Record<Layer, readonly Layer[]>> = {
  crypto: [], engine: ['crypto'], protocol: ['engine', 'crypto'], net: ['protocol', 'engine', 'crypto'],
  ui: ['net', 'protocol', 'engine', 'crypto'], leaf: [],
};
const PURE: readonly Layer[] = ['crypto', 'engine', 'protocol'];
const IMPURE = /\bMath\.random\b|\bDate\.now\b|\bnew Date\(|\bperformance\.now\b|\bset(?:Timeout|Interval|Immediate)\b|\brequestAnimationFrame\b|\b(?:local|session)Storage\b|\bindexedDB\b|\bdocument\.|\bwindow\.|\bnavigator\.|\bfetch\(|\bgetRandomValues\b|\brandomBytes\b|\bXMLHttpRequest\b|\bWebSocket\b|\bRTCPeerConnection\b|from ['"]node:/;

function layerOf(file: string): Layer | null {
  const rel = relative(join(root, 'src'), file).split('/');
  if (rel.length === 1) return rel[0] === 'result.ts' ? 'leaf' : null;
  return (LAYERS as readonly string[]).includes(rel[0] ?? '') ? (rel[0] as Layer) : null;
}

/** Relative imports of a source text (static, re-exports and dynamic). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1] as string);
}

/** Code with comments removed, so a comment that names a forbidden API does not count. */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Every problem with one file: upward imports and, in a pure layer, impure calls. */
export function problems(file: string, text: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const out: string[] = [];
  for (const spec of importsOf(text)) {
    const to = layerOf(resolve(dirname(file), spec));
    if (!to || to === from || to === 'leaf') continue;
    if (!MAY[from].includes(to)) out.push(`${relative(root, file)} (${from}) imports ${spec} (${to})`);
  }
  if (PURE.includes(from)) {
    const hit = code(text).match(IMPURE);
    if (hit) out.push(`${relative(root, file)} (${from}, pure) uses ${hit[0]}`);
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
}

describe('layers', () => {
  it('no upward import, and no clock, timer, randomness, DOM, storage or network in engine, crypto, protocol', () => {
    const files = sources(join(root, 'src'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => problems(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('src/crypto imports nothing else of ours (only the shared result type)', () => {
    for (const f of sources(join(root, 'src/crypto'))) {
      const foreign = importsOf(readFileSync(f, 'utf8')).filter((s) => !s.startsWith('./') && s !== '../result.js');
      expect(foreign, relative(root, f)).toEqual([]);
    }
  });

  it('the checker catches each kind of violation', () => {
    const at = (p: string) => join(root, 'src', p);
    expect(problems(at('crypto/x.ts'), "import { Ledger } from '../protocol/ledger.js';")).toHaveLength(1);
    expect(problems(at('engine/games/g/x.ts'), "import type { Session } from '../../../net/session.js';")).toHaveLength(1);
    expect(problems(at('protocol/x.ts'), "export * from '../net/codec.js';")).toHaveLength(1);
    expect(problems(at('net/x.ts'), "const m = await import('../ui/app.js');")).toHaveLength(1);
    expect(problems(at('engine/x.ts'), 'const r = Math.random();')).toHaveLength(1);
    expect(problems(at('protocol/x.ts'), 'setTimeout(() => {}, 1);')).toHaveLength(1);
    expect(problems(at('crypto/x.ts'), 'const d = Date.now();')).toHaveLength(1);
    expect(problems(at('engine/x.ts'), 'localStorage.setItem("a", "b");')).toHaveLength(1);
    expect(problems(at('protocol/x.ts'), "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    // Allowed: downward imports, the shared leaf, and impure words inside comments.
    expect(problems(at('ui/x.ts'), "import { Session } from '../net/session.js';\nimport { ok } from '../result.js';")).toEqual([]);
    expect(problems(at('engine/x.ts'), '// never Math.random here\n/* nor Date.now() */\nconst a = 1;')).toEqual([]);
  });
});
