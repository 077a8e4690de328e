/** build/preload-helper.ts: the lazy chunks' dependencies load as with Vite's own helper, which it replaces only where it may. */
import { readFileSync } from 'node:fs';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { HELPER_ID, helperCode, preloadHelper } from '../../build/preload-helper.js';

interface Link { rel: string; href: string; crossOrigin: string | null; onload: (() => void) | null; onerror: (() => void) | null }
type Preload = (load: () => Promise<string>, deps?: readonly string[]) => Promise<string>;

/** The helper run against a document that records the links it is given. */
function helper(already: readonly string[] = []): { preload: Preload; links: Link[] } {
  const links: Link[] = [];
  const document = {
    querySelector: (sel: string) => {
      const m = /^link\[href="([^"]+)"\](\[rel=stylesheet\])?$/.exec(sel);
      if (!m) throw new Error(`unexpected selector ${sel}`);
      return already.includes(m[1] ?? '') || links.some((l) => l.href === m[1] && (!m[2] || l.rel === 'stylesheet')) ? {} : null;
    },
    createElement: (tag: string): Link => {
      expect(tag).toBe('link');
      return { rel: '', href: '', crossOrigin: null, onload: null, onerror: null };
    },
    head: { appendChild: (l: Link) => { links.push(l); return l; } },
  };
  const code = `${helperCode('/').replace('export const __vitePreload', 'const __vitePreload')}\nreturn __vitePreload;`;
  return { preload: new Function('document', code)(document) as Preload, links };
}

describe("the lazy chunks' preload helper", () => {
  it('adds each script as a modulepreload link and each stylesheet once, and imports once the stylesheets are in', async () => {
    const { preload, links } = helper(['/assets/in-page.js']);
    let loaded = false;
    const p = preload(async () => { loaded = true; return 'module'; }, ['assets/a.js', 'assets/in-page.js', 'assets/s.css', 'assets/a.js']);
    expect(links.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual([['modulepreload', '/assets/a.js', ''], ['stylesheet', '/assets/s.css', '']]);
    await Promise.resolve();
    expect(loaded).toBe(false); // the stylesheet is not in yet
    links[1]?.onload?.();
    expect(await p).toBe('module');
    expect(loaded).toBe(true);
    // A second import with the same dependencies adds nothing.
    expect(await preload(async () => 'again', ['assets/a.js', 'assets/s.css'])).toBe('again');
    expect(links).toHaveLength(2);
  });

  it('rejects the import, without running it, when a stylesheet fails; and imports at once without dependencies', async () => {
    const { preload, links } = helper();
    let loaded = false;
    const p = preload(async () => { loaded = true; return 'x'; }, ['assets/b.css']);
    links[0]?.onerror?.();
    await expect(p).rejects.toThrow('Unable to preload CSS for /assets/b.css');
    expect(loaded).toBe(false);
    expect(await preload(async () => 'y', [])).toBe('y');
    expect(await preload(async () => 'z')).toBe('z');
    await expect(preload(() => Promise.reject(new Error('offline')), [])).rejects.toThrow('offline');
  });

  it("replaces Vite's helper (the id and calls of the pinned Vite) only for an absolute base without renderBuiltUrl", () => {
    const vite = readFileSync('node_modules/vite/dist/node/chunks/config.js', 'utf8');
    expect(vite).toContain('const preloadHelperId = "\\0vite/preload-helper.js";');
    expect(vite).toContain('const preloadMethod = `__vitePreload`;');
    expect(vite).toContain('function preload(baseModule, deps, importerUrl) {');
    const loadWith = (base: string, renderBuiltUrl?: () => string): unknown => {
      const p: Plugin = preloadHelper();
      (p.configResolved as (c: ResolvedConfig) => void)({ base, experimental: { renderBuiltUrl } } as unknown as ResolvedConfig);
      return (p.load as (id: string) => unknown)(HELPER_ID);
    };
    expect(loadWith('/')).toEqual({ code: helperCode('/'), moduleSideEffects: false });
    expect(loadWith('/app/')).toEqual({ code: helperCode('/app/'), moduleSideEffects: false });
    expect(loadWith('./')).toBeNull();
    expect(loadWith('/', () => 'x')).toBeNull();
    const p = preloadHelper();
    (p.configResolved as (c: ResolvedConfig) => void)({ base: '/', experimental: {} } as unknown as ResolvedConfig);
    expect((p.load as (id: string) => unknown)('/src/other.ts')).toBeNull();
  });
});
