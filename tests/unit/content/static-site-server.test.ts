/**
 * The one serving code of `npm start` and the studio's live site, over HTTP against a real
 * folder: clean URLs, the 404 page, `_redirects`, `_headers`, compression, and nothing outside
 * the folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteHeaders } from '../../../src/content/security-headers.ts';
import {
  startStaticSiteServer,
  type StaticSiteServer,
} from '../../../src/content/static-site-server.ts';

let folder: string;
let server: StaticSiteServer;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'static-site-'));
  const site = join(folder, 'site');
  mkdirSync(join(site, 'pricing'), { recursive: true });
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(site, 'pricing/index.html'), `<h1>Pricing</h1>${'x'.repeat(2000)}`);
  writeFileSync(join(site, '404.html'), '<h1>Not here</h1>');
  writeFileSync(join(site, 'assets/app-abc.js'), 'console.log(1)');
  writeFileSync(
    join(site, '_headers'),
    '/*\n  X-Frame-Options: DENY\n\n/assets/*\n  Cache-Control: immutable\n',
  );
  writeFileSync(join(site, '_redirects'), '/old-pricing /pricing 301\n');
  writeFileSync(join(folder, 'secret.html'), 'outside');
  server = await startStaticSiteServer({
    host: '127.0.0.1',
    port: 0,
    folders: { live: () => site },
    defaultHeaders: () => siteHeaders(),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A raw GET: the path as written (fetch would normalise `..`), the body undecoded. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const url = new URL(server.origin);
      request({ host: url.hostname, port: url.port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the static site server', () => {
  it('answers clean URLs with their page and the headers of _headers', async () => {
    const page = await get('/pricing');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Pricing</h1>');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const asset = await get('/assets/app-abc.js');
    expect(asset.headers['cache-control']).toBe('immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('compresses text for a browser that accepts it', async () => {
    const page = await get('/pricing', { 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body.length).toBeLessThan(1000);
  });

  it('answers an unknown page with the 404 page, a missing asset with a bare 404, an old address with a 301', async () => {
    const missing = await get('/no-such-page');
    expect([missing.status, missing.body]).toEqual([404, '<h1>Not here</h1>']);
    expect((await get('/assets/gone.js')).status).toBe(404);
    const moved = await get('/old-pricing');
    expect([moved.status, moved.headers.location]).toEqual([301, '/pricing']);
  });

  it('never answers with a file outside the folder', async () => {
    for (const path of ['/..%2Fsecret.html', '/%2e%2e/secret.html', '/../secret.html', '/..%2f']) {
      const answer = await get(path);
      expect(answer.body, path).not.toContain('outside');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});
