/** The host sends the app's scripts gzipped to browsers that accept it, and the same bytes otherwise. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { startHost } from '../../server/app.js';

const SCRIPT = `export const x = ${JSON.stringify('facedown '.repeat(2000))};\n`;
let server: Server;
let port = 0;

function fetchRaw(path: string, gzip: boolean): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', fail);
  });
}

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'fd-gzip-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>x</title>${'<p>facedown</p>'.repeat(200)}`);
  writeFileSync(join(dist, 'assets', 'app-abc.js'), SCRIPT);
  writeFileSync(join(dist, 'secret.txt'), 'not a text type we compress'.repeat(100));
  ({ server, port } = await startHost({ port: 0, host: '127.0.0.1', dist }));
});
afterAll(() => { server.close(); });

describe('gzipped static files', () => {
  it('a script is sent gzipped to a browser that accepts it, and unzips to the file', async () => {
    const r = await fetchRaw('/assets/app-abc.js', true);
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(r.body).toString()).toBe(SCRIPT);
  });

  it('the same file, plain, to a client that does not accept gzip', async () => {
    const r = await fetchRaw('/assets/app-abc.js', false);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe(SCRIPT);
  });

  it('the page is gzipped and never cached without a check', async () => {
    const r = await fetchRaw('/', true);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('nothing outside the app is reached by a path that climbs out', async () => {
    const r = await fetchRaw('/..%2f..%2fetc%2fpasswd', true);
    expect(r.status).toBe(404);
    expect(r.headers['content-encoding']).toBeUndefined();
  });
});
