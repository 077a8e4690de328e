/**
 * The built app's text files (scripts, styles, the page, the manifest) sent gzipped to a browser
 * that accepts it: on a slow phone link a guest's scripts are about a third of their size. Each
 * file is compressed once, when first asked for, and kept while its modification time holds.
 * Anything else (or a client that does not accept gzip) falls through to express.static.
 */
import { readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json',
};

/** Below this, gzip saves too little to matter. */
const MIN_BYTES = 1024;

export function gzipStatic(dist: string) {
  const root = resolve(dist);
  const cache = new Map<string, { mtime: number; body: Buffer }>();
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { next(); return; }
    if (!/\bgzip\b/.test(req.get('accept-encoding') ?? '')) { next(); return; }
    const rel = decodeURIComponent(req.path === '/' ? '/index.html' : req.path);
    const file = resolve(root, `.${rel}`);
    const type = TYPES[extname(file)];
    if (!type || (file !== root && !file.startsWith(root + sep))) { next(); return; }
    let st;
    try { st = statSync(file); } catch { next(); return; }
    if (!st.isFile() || st.size < MIN_BYTES) { next(); return; }
    let hit = cache.get(file);
    if (!hit || hit.mtime !== st.mtimeMs) {
      hit = { mtime: st.mtimeMs, body: gzipSync(readFileSync(file), { level: 9 }) };
      cache.set(file, hit);
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', String(hit.body.length));
    // As express.static would: the page is checked each time, the hashed scripts kept an hour.
    res.setHeader('Cache-Control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  };
}
