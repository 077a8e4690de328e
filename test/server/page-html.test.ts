/**
 * The page carries the server's settings (what /facedown-config.json says), so a first visit on a
 * slow link needs no second request before it knows its signaling server (server/page-html.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { pageConfig, startHost } from '../../server/app.js';
import { NO_NETWORK } from '../../server/settings.js';
import { CONFIG_ELEMENT, withConfig } from '../../server/page-html.js';

let server: Server;
let port = 0;
const PAGE = '<!doctype html><html><head><title>x</title></head><body><div id="app"></div></body></html>';

function fetchText(path: string, gzip: boolean): Promise<{ headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const body = Buffer.concat(parts);
        done({ headers: res.headers, text: (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8') });
      });
    }).on('error', fail);
  });
}

const inline = (html: string): unknown => {
  const m = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT}">(.*?)</script>`).exec(html);
  return m ? JSON.parse(m[1] as string) : null;
};

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'fd-page-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  ({ server, port } = await startHost({ port: 0, host: '127.0.0.1', dist, network: { ...NO_NETWORK, stun: ['stun:127.0.0.1:3478'] } }));
});
afterAll(() => { server.close(); });

describe('the page with its settings inline', () => {
  for (const path of ['/', '/index.html']) {
    for (const gzip of [true, false]) {
      it(`${path} (${gzip ? 'gzipped' : 'plain'}) carries what /facedown-config.json says, and is checked on every visit`, async () => {
        const [page, json] = await Promise.all([fetchText(path, gzip), fetchText('/facedown-config.json', false)]);
        expect(inline(page.text)).toEqual(JSON.parse(json.text));
        expect(inline(page.text)).toEqual(pageConfig({ ...NO_NETWORK, stun: ['stun:127.0.0.1:3478'] }));
        expect(page.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.text).toContain('<div id="app"></div>');
      });
    }
  }

  it('a value cannot close the element early (every "<" is escaped)', () => {
    const html = withConfig(PAGE, { signals: ['</script><script>alert(1)</script>'] });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(inline(html)).toEqual({ signals: ['</script><script>alert(1)</script>'] });
  });

  it('a page with no head is served as it is', () => {
    expect(withConfig('<p>x</p>', { a: 1 })).toBe('<p>x</p>');
  });
});
