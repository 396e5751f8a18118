import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dinerRenderer from '../../src/web/app/diner/diner-server';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// The diner's booking page rendered by the server from the source render module (the build's
// template and stylesheet are stood in for): readable without JavaScript, data inlined safely.

const TEMPLATE = `<!doctype html><html lang="fr"><head><!--diner-head-->
<link rel="stylesheet" crossorigin href="/assets/diner-Ab12Cd34.css"></head>
<body><div id="root"><!--diner-body--></div><!--diner-data--></body></html>`;

function writeWebApp(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="fr"><head><title>Couvert</title></head><body><div id="root"></div></body></html>');
  for (const page of ['booking', 'my-booking', 'communication']) writeFileSync(path.join(dir, `diner-${page}.html`), TEMPLATE);
  writeFileSync(path.join(dir, 'assets', 'diner-Ab12Cd34.css'), 'body{margin:0}');
}

describe.each(await dialectsUnderTest())('the server-rendered booking page on %s', (dialect) => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'couvert-diner-'));
    writeWebApp(webDir);
    server = await startTestServer(dialect, { webDir, dinerRenderer });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (route: string) => fetch(`${server.url}${route}`);

  it('sends the welcome page, the restaurant and its head in the HTML', async () => {
    const res = await get('/reserver/le-petit-zinc');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Couvert: Le Petit Zinc</title>');
    expect(html).toContain('<meta name="robots" content="index,follow" />');
    expect(html).toMatch(/<meta name="keywords" content="[^"]*bistrot/);
    expect(html).toMatch(/<h1[^>]*>Le Petit Zinc<\/h1>/);
    expect(html).toContain('Bienvenue');
    expect(html).toContain('Commencer');
    // The stylesheet is written into the page, not requested.
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('diner-Ab12Cd34.css');
  });

  it('inlines the public config as JSON that cannot close its script element', async () => {
    const html = await (await get('/reserver/le-petit-zinc')).text();
    const data = /<script id="diner-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    const parsed = JSON.parse(data!) as { route: { slug: string }; config: { name: string; external_form_information: string } };
    expect(parsed.route.slug).toBe('le-petit-zinc');
    expect(parsed.config.name).toBe('Le Petit Zinc');
    expect(parsed.config.external_form_information).toContain('<');
  });

  it('answers an unknown restaurant with a French 404 page kept out of search engines', async () => {
    const res = await get('/reserver/personne-ici');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Réservation non disponible');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" />');
    const link = await get('/resa/lien-inconnu');
    expect(link.status).toBe(404);
    expect(await link.text()).toContain('Impossible de trouver votre réservation.');
    const communication = await get('/communication/personne-ici');
    expect(communication.status).toBe(404);
    expect(await communication.text()).toContain('Restaurant introuvable.');
  });

  it('sends the daily-specials sign-up page with its form', async () => {
    const res = await get('/communication/le-petit-zinc');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Couvert: Le Petit Zinc</title>');
    expect(html).toContain('Communications du jour');
    expect(html).toContain('<meta name="robots" content="index,follow" />');
  });

  it("never lets a diner's booking be stored, and has the other pages revalidated", async () => {
    expect((await get('/resa/lien-inconnu')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/reserver/le-petit-zinc')).headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves the other pages to the application', async () => {
    const res = await get('/dashboard');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
