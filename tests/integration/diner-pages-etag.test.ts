import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dinerRenderer from '../../src/web/app/diner/diner-server';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 25, point 10: the server-rendered diner pages are sent as identity, gzip or br; a strong
// ETag names exact bytes, so each coding has its own, and a tag of one coding never earns a 304
// for a request that would get another.

const TEMPLATE = `<!doctype html><html lang="fr"><head><!--diner-head--></head>
<body><div id="root"><!--diner-body--></div><!--diner-data--></body></html>`;

describe.each(await dialectsUnderTest())('ETags of the diner pages on %s', (dialect) => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'couvert-etag-'));
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="fr"><head><title>Couvert</title></head><body></body></html>');
    for (const page of ['booking', 'my-booking', 'communication']) writeFileSync(path.join(webDir, `diner-${page}.html`), TEMPLATE);
    server = await startTestServer(dialect, { webDir, dinerRenderer });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (route: string, encoding: string, ifNoneMatch?: string) =>
    fetch(`${server.url}${route}`, { headers: { 'accept-encoding': encoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });

  it.each(['/reserver/le-petit-zinc', '/communication/le-petit-zinc'])(
    '%s: one strong ETag per content-coding, each revalidating only its own',
    async (route) => {
      const codings = ['identity', 'gzip', 'br'];
      const answers = await Promise.all(codings.map((coding) => get(route, coding)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.headers.get('content-encoding'))).toEqual([null, 'gzip', 'br']);
      const tags = answers.map((a) => a.headers.get('etag')!);
      // Before: the same tag for the three bodies.
      expect(new Set(tags).size).toBe(3);
      for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
      for (const [i, coding] of codings.entries()) {
        expect((await get(route, coding, tags[i])).status).toBe(304);
        for (const [j, other] of codings.entries()) if (j !== i) expect((await get(route, other, tags[i])).status).toBe(200);
      }
    },
  );
});
