/**
 * The app's page with this server's settings written into it (what /facedown-config.json says,
 * src/ui/match/signal.ts reads either): on a slow phone link the page then needs no second
 * request before it knows its signaling server. Gzipped for a browser that accepts it; the page
 * is read once and again only when the build changes.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

/** The id of the inline settings element (the page reads it instead of fetching /facedown-config.json). */
export const CONFIG_ELEMENT = 'facedown-config';

/** `html` with `config` inlined as JSON before </head>; `<` is escaped so no value can close the element. */
export function withConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${CONFIG_ELEMENT}">${json}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tag}\n  ${html.slice(at)}`;
}

export function pageWithConfig(dist: string, config: unknown) {
  const file = resolve(dist, 'index.html');
  let kept: { mtime: number; plain: Buffer; gz: Buffer } | null = null;
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.path !== '/' && req.path !== '/index.html')) { next(); return; }
    let mtime: number;
    try { mtime = statSync(file).mtimeMs; } catch { next(); return; }
    if (!kept || kept.mtime !== mtime) {
      const plain = Buffer.from(withConfig(readFileSync(file, 'utf8'), config));
      kept = { mtime, plain, gz: gzipSync(plain, { level: 9 }) };
    }
    const gzip = /\bgzip\b/.test(req.get('accept-encoding') ?? '');
    const body = gzip ? kept.gz : kept.plain;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
