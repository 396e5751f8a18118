import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// The built web app as browsers and crawlers receive it, over real HTTP: what may be cached for a
// year, what must be revalidated, and which pages search engines may index.

const INDEX = `<!doctype html><html lang="fr"><head><meta charset="UTF-8" />
<meta name="robots" content="noindex,nofollow" /><title>Couvert</title></head><body><div id="root"></div></body></html>`;

function writeWebApp(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'demo'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  const embed = '(function(){/* inserts the wizard */})();'.repeat(40);
  writeFileSync(path.join(dir, 'embed.js'), embed);
  writeFileSync(path.join(dir, 'embed.js.br'), brotliCompressSync(embed));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(dir, 'demo', 'index.html'), '<!doctype html><title>Démo</title>');
  const bundle = 'console.log("wizard");'.repeat(40);
  writeFileSync(path.join(dir, 'assets', 'index-Dq3_k9Zx.js'), bundle);
  writeFileSync(path.join(dir, 'assets', 'index-Dq3_k9Zx.js.br'), brotliCompressSync(bundle));
}

describe.each(await dialectsUnderTest())('the web app as served on %s', (dialect) => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'couvert-web-'));
    writeWebApp(webDir);
    server = await startTestServer(dialect, { webDir, seed: false });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${server.url}${route}`, { headers });
  // A browser's own revalidation, with node:http: fetch() adds `Cache-Control: no-cache` to any
  // request carrying If-None-Match, which asks the server for a full answer.
  const revalidate = (route: string, etag: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}${route}`, { headers: { 'if-none-match': etag, 'accept-encoding': 'br, gzip' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each(['/embed.js', '/favicon.svg', '/robots.txt', '/demo/index.html', '/index.html'])(
    'has browsers revalidate %s (a file that keeps its name) with its ETag, answering 304 when unchanged',
    async (file) => {
      const first = await get(file, { 'accept-encoding': 'br, gzip' });
      expect(first.status).toBe(200);
      await first.arrayBuffer();
      const cacheControl = first.headers.get('cache-control') ?? '';
      expect(cacheControl).toBe('no-cache');
      expect(cacheControl).not.toContain('immutable');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await revalidate(file, etag!);
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('sends embed.js compressed and still revalidated', async () => {
    const res = await get('/embed.js', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('inserts the wizard');
  });

  it('keeps content-hashed bundles immutable for a year', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await get('/assets/index-Dq3_k9Zx.js', { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await res.arrayBuffer();
    }
  });

  it('never lets a browser keep the app page itself, and answers 304 to its ETag', async () => {
    const page = await get('/reserver/le-petit-zinc');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    await page.text();
    expect((await revalidate('/reserver/le-petit-zinc', etag!)).status).toBe(304);
    expect((await revalidate('/reserver/le-petit-zinc', '"an-old-version"')).status).toBe(200);
  });

  it.each([['/reserver/le-petit-zinc'], ['/reserver/le-petit-zinc/24-11-2026'], ['/communication/le-petit-zinc'], ['/conditions/le-petit-zinc'], ['/']])(
    'lets search engines index the public page %s',
    async (route) => {
      const res = await get(route);
      expect(res.headers.get('x-robots-tag')).toBeNull();
      expect(await res.text()).toContain('<meta name="robots" content="index,follow" />');
    },
  );

  it.each([
    ['/resa/AbCdEf12345'],
    ['/confirmresa/AbCdEf12345'],
    ['/communication/unsubscribe/3f1c2a'],
    ['/communication/confirm/3f1c2a'],
    ['/floor-plan/create'],
    ['/floor-plan/edit/3f1c2a'],
    ['/dashboard'],
    ['/dashboard/reglages/profil'],
    ['/login'],
    ['/mot-de-passe/nouveau'],
  ])('keeps %s out of search engines (header and meta)', async (route) => {
    const res = await get(route);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" />');
    expect(html).not.toContain('index,follow"');
  });

  it('marks the API noindex too', async () => {
    const res = await get('/api/openapi.json');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    await res.arrayBuffer();
  });
});
