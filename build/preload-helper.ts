/**
 * Vite's helper that loads a lazy chunk's dependencies alongside it (its scripts as
 * <link rel=modulepreload>, its styles as stylesheets, waited for), written for this app
 * (issue 10, JS size: it sits in the entry, on every page). Vite's own (vite 7.3.8,
 * "\0vite/preload-helper.js") also detects browsers without modulepreload, reads a CSP nonce,
 * resolves against a relative base and fires a "vite:preloadError" event before rethrowing: this
 * app runs only where modulepreload exists (es2022, build.modulePreload.polyfill is off), sets no
 * CSP nonce, is served from an absolute base and listens to no such event. So: the same links,
 * each made once and not if the page already has it; a stylesheet that fails to load rejects the
 * import with the same message; the import itself runs once the stylesheets are in.
 *
 * Used only for an absolute base without renderBuiltUrl (else Vite's helper stays).
 */
import type { Plugin } from 'vite';

/** Vite's module id for its helper, and the name its calls use (both checked by test/build/preload-helper.test.ts). */
export const HELPER_ID = '\0vite/preload-helper.js';

/** The helper's code for a base ending in "/" (exported for its test). */
export const helperCode = (base: string): string => `const seen = {};
export const __vitePreload = (load, deps) => Promise.all((deps || []).map((dep) => {
  dep = ${JSON.stringify(base)} + dep;
  if (dep in seen) return;
  seen[dep] = 1;
  const css = dep.endsWith(".css");
  if (document.querySelector(\`link[href="\${dep}"]\${css ? "[rel=stylesheet]" : ""}\`)) return;
  const link = document.createElement("link");
  link.rel = css ? "stylesheet" : "modulepreload";
  link.crossOrigin = "";
  link.href = dep;
  document.head.appendChild(link);
  if (css) return new Promise((ok, fail) => { link.onload = ok; link.onerror = () => fail(new Error(\`Unable to preload CSS for \${dep}\`)); });
})).then(() => load());
`;

/** The plugin: Vite's helper replaced by helperCode for an absolute base. */
export function preloadHelper(): Plugin {
  let base: string | null = null;
  return {
    name: 'facedown:preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base.startsWith('/') && config.base.endsWith('/') && !config.experimental.renderBuiltUrl ? config.base : null;
    },
    load(id) {
      return id === HELPER_ID && base !== null ? { code: helperCode(base), moduleSideEffects: false } : null;
    },
  };
}
