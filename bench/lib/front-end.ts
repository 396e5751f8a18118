import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { DEMO_SLUG, seedDemo } from '../../src/server/seed/demo-seed';
import { int, type Report } from './report';
import { REPO_ROOT } from './server-process';
import { precompress } from '../../scripts/precompress.mjs';
import type { DinerRenderer } from '../../src/server/modules/diner-pages/diner-pages';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Weight {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * What a page's HTML makes the browser fetch first: entry script, its modulepreloads and the CSS
 * files; for a diner page, what its loader requests once the page has painted.
 */
function firstLoadOfHtml(html: string, outDir: string): { js: Weight; css: Weight } {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src')) js.push(attr(tag, 'src')!);
    if (tag.startsWith('<link') && /rel="modulepreload"/.test(tag)) js.push(attr(tag, 'href')!);
    if (tag.startsWith('<link') && /rel="stylesheet"/.test(tag)) css.push(attr(tag, 'href')!);
    if (tag.startsWith('<script') && /id="diner-loader"/.test(tag)) js.push(attr(tag, 'data-entry')!, ...attr(tag, 'data-preload')!.split(' ').filter(Boolean));
  }
  return { js: weigh(outDir, js), css: weigh(outDir, css) };
}

function firstLoadOf(outDir: string): { js: Weight; css: Weight } {
  return firstLoadOfHtml(readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir);
}

function weigh(outDir: string, urls: string[]): Weight {
  const weight: Weight = { files: urls, raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    const content = readFileSync(path.join(outDir, url.replace(/^\//, '')));
    weight.raw += content.length;
    weight.gzip += gzipSync(content, { level: 9 }).length;
    weight.brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return weight;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} Kio`;

/** A bare React 19 + ReactDOM page built by the same Vite: the weight no React app goes below. */
async function buildReactBaseline(outDir: string): Promise<void> {
  // Inside the repository (git-ignored) so the imports resolve to the project's own React.
  const root = path.join(REPO_ROOT, 'bench', 'results', '.react-baseline');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="fr"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(root, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Bonjour</h1>);\n",
  );
  try {
    await build({ root, configFile: false, logLevel: 'error', plugins: [react()], build: { outDir, emptyOutDir: true } });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The diner's languages measured: French first (the product's default), then English. */
const DINER_LANGUAGES = ['fr-FR', 'en-GB'];

/** The targets for the diner's public pages (Lighthouse mobile, simulated throttling). */
const TARGETS = { jsRatio: 1.3, performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.05 };

interface PageFigures {
  name: string;
  path: string;
  js: Weight;
  css: Weight;
  /** Scripts a real Chromium fetched before any tap (null: Chromium absent). */
  fetchedJs: Weight | null;
  lighthouse: LighthouseFigures | null;
}

export async function benchFrontEnd(report: Report, workDir: string, options: { lighthouse: boolean }): Promise<void> {
  report.section('Poids du front-end (premier chargement des pages publiques du client)');
  const webDir = path.join(workDir, 'web');
  const baselineDir = path.join(workDir, 'react-baseline');
  try {
    // As `npm run build` does: the pages' HTML comes from the server (rendered for the diner
    // pages), their files from this build, sent pre-compressed.
    await build({ configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: webDir, emptyOutDir: true } });
    precompress(webDir);
  } catch (error) {
    report.text(`Construction du front-end impossible : ${(error as Error).message.split('\n')[0]}. Mesure non faite.`);
    return;
  }
  const renderer = await buildDinerRenderer(workDir);
  await buildReactBaseline(baselineDir);
  const baseline = firstLoadOf(baselineDir);

  const server = await startWebServer(workDir, webDir, renderer);
  const pages: PageFigures[] = [];
  try {
    // Each page as a French diner sees it (the default), then as an English one: another language
    // adds its catalogue's chunk to the page's scripts.
    const shown = [
      { name: 'Réservation', path: `/reserver/${DEMO_SLUG}` },
      { name: 'Ma réservation', path: `/resa/${server.shortId}` },
      { name: 'Communications', path: `/communication/${DEMO_SLUG}` },
    ];
    for (const { name: pageName, path: pagePath, language } of DINER_LANGUAGES.flatMap((language) => shown.map((p) => ({ ...p, language })))) {
      const name = `${pageName} [${language}]`;
      const url = `${server.url}${pagePath}`;
      const html = await (await fetch(url, { headers: { 'Accept-Language': language } })).text();
      const { js, css } = firstLoadOfHtml(html, webDir);
      const fetched = await browserFirstLoad(url, language);
      const fetchedJs = fetched
        ? weigh(
            webDir,
            fetched.filter((u) => u.endsWith('.js')),
          )
        : null;
      const lighthouseFigures = options.lighthouse ? await lighthouse(report, url, workDir, name, language) : null;
      pages.push({ name, path: pagePath, js, css, fetchedJs, lighthouse: lighthouseFigures });
    }
  } finally {
    await server.close();
  }

  report.section('Pages publiques du client : mesures et cibles');
  report.text(
    'Construit par la configuration Vite du projet dans un dossier temporaire, pages servies par le serveur du produit (démo). ' +
      "JS : ce que le HTML de la page fait charger (script d'entrée, modulepreload, ou ce que le chargeur des pages du client demande après le premier affichage), et ce que Chromium a réellement chargé " +
      "avant tout geste (jusqu'au repos du réseau), en brotli q11.",
    '',
  );
  const row = (name: string, w: Weight) => [name, String(w.files.length), kb(w.raw), kb(w.gzip), kb(w.brotli)];
  report.table(
    ['Premier chargement', 'fichiers', 'brut', 'gzip -9', 'brotli q11'],
    [...pages.flatMap((p) => [row(`${p.name} — JS`, p.js), row(`${p.name} — CSS (liens)`, p.css)]), row('React 19 + ReactDOM nu — JS', baseline.js)],
  );
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  report.table(
    ['Page', 'JS avant le 1er geste / React nu', 'Performance', 'LCP', 'TBT', 'CLS'],
    [
      ['Cible', `≤ ${TARGETS.jsRatio} ×`, `≥ ${TARGETS.performance}`, `≤ ${TARGETS.lcpMs / 1000} s`, `≤ ${TARGETS.tbtMs} ms`, `≤ ${TARGETS.cls}`],
      ...pages.map((p) => {
        const jsRatio = Math.max(p.js.brotli, p.fetchedJs?.brotli ?? 0) / baseline.js.brotli;
        const lh = p.lighthouse;
        return [
          `${p.name} (${p.path.replace(/\/resa\/.+/, '/resa/…')})`,
          `${kb(Math.max(p.js.brotli, p.fetchedJs?.brotli ?? 0))} / ${kb(baseline.js.brotli)} = ${jsRatio.toFixed(2)} × ${mark(jsRatio <= TARGETS.jsRatio)}`,
          lh ? `${int(lh.performance)} ${mark(lh.performance >= TARGETS.performance)}` : '—',
          lh ? `${(lh.lcpMs / 1000).toFixed(2)} s ${mark(lh.lcpMs <= TARGETS.lcpMs)}` : '—',
          lh ? `${int(lh.tbtMs)} ms ${mark(lh.tbtMs <= TARGETS.tbtMs)}` : '—',
          lh ? `${lh.cls.toFixed(3)} ${mark(lh.cls <= TARGETS.cls)}` : '—',
        ];
      }),
    ],
  );
}

/** The diner pages' server render, built as `npm run build` builds it (absent: the pages are the client's). */
async function buildDinerRenderer(workDir: string): Promise<DinerRenderer | null> {
  // Inside the repository (git-ignored), so that its imports of React resolve to the project's own.
  const outDir = path.join(REPO_ROOT, 'bench', 'results', `.diner-ssr-${path.basename(workDir)}`);
  try {
    await build({
      configFile: path.join(REPO_ROOT, 'vite.config.ts'),
      logLevel: 'error',
      build: { ssr: 'diner/diner-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
    });
  } catch {
    return null;
  }
  const file = path.join(outDir, 'diner-server.js');
  try {
    return existsSync(file) ? ((await import(pathToFileURL(file).href)) as DinerRenderer) : null;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function startWebServer(workDir: string, webDir: string, dinerRenderer: DinerRenderer | null) {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: workDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001' }),
    database: { kind: 'sqlite' as const, file: path.join(workDir, 'front-end.sqlite') },
  };
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  await seedDemo(db, { now: new Date() });
  const booking = await db.kysely
    .selectFrom('bookings')
    .innerJoin('restaurants', 'restaurants.id', 'bookings.restaurant_id')
    .where('restaurants.slug', '=', DEMO_SLUG)
    .orderBy('bookings.date', 'desc')
    .select('bookings.short_id')
    .executeTakeFirstOrThrow();
  const app = await buildApp({ config, db, webDir, logger: false, dinerRenderer });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, shortId: booking.short_id, close: async () => (await app.close(), await db.close()) };
}

/** Same-origin scripts and styles a real Chromium fetches for the page; null when it cannot run. */
async function browserFirstLoad(url: string, language: string): Promise<string[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ locale: language });
    const origin = new URL(url).origin;
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(origin)) fetched.add(new URL(response.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...fetched];
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse is the benchmark's alone, and 160 packages heavy: it stays out of the project's install
 * (which every test run makes) and is installed from the npm registry, once per version, into the
 * system's temp folder the first time the benchmark needs it.
 */
const LIGHTHOUSE_VERSION = '12.8.2';

function lighthouseCli(): string | null {
  const home = path.join(tmpdir(), 'couvert-bench-tools', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = path.join(home, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (existsSync(cli)) return cli;
  mkdirSync(home, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const installed = spawnSync(npm, ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', home, `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: 'inherit',
  });
  return installed.status === 0 && existsSync(cli) ? cli : null;
}

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function lighthouse(report: Report, url: string, workDir: string, name: string, language: string): Promise<LighthouseFigures | null> {
  report.section(`Lighthouse — ${name} (mobile, throttling simulé, Chromium de Debian)`);
  if (!existsSync(CHROMIUM)) {
    report.text(`Lighthouse non exécuté : Chromium absent (${CHROMIUM}).`);
    return null;
  }
  const cli = lighthouseCli();
  if (!cli) {
    report.text(`Lighthouse non exécuté : le paquet lighthouse@${LIGHTHOUSE_VERSION} n'a pas pu être installé depuis le registre npm.`);
    return null;
  }
  const output = path.join(workDir, 'lighthouse.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --lang=${language}`,
        `--extra-headers=${JSON.stringify({ 'Accept-Language': language })}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    report.text(`Lighthouse n'a pas pu s'exécuter ici : ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
    return null;
  }
  const result = JSON.parse(readFileSync(output, 'utf8')) as {
    lighthouseVersion: string;
    categories: Record<string, { title: string; score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<string, { title: string; score: number | null; displayValue?: string; numericValue?: number; details?: { overallSavingsMs?: number } }>;
    runWarnings?: string[];
  };
  report.text(
    `Lighthouse ${result.lighthouseVersion}, page ${new URL(url).pathname.replace(/\/resa\/.+/, '/resa/…')} servie par le serveur du produit (démo).`,
    '',
  );
  report.table(
    ['Catégorie', 'Score'],
    Object.values(result.categories).map((c) => [c.title, c.score === null ? '—' : int(c.score * 100)]),
  );
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'];
  report.table(
    ['Mesure', 'Valeur'],
    metrics.filter((m) => result.audits[m]).map((m) => [result.audits[m]!.title, result.audits[m]!.displayValue ?? '—']),
  );
  const opportunities = Object.values(result.audits)
    .filter((a) => (a.details?.overallSavingsMs ?? 0) >= 100)
    .sort((a, b) => b.details!.overallSavingsMs! - a.details!.overallSavingsMs!);
  if (opportunities.length > 0) {
    report.text('Gains possibles selon Lighthouse :', '');
    for (const a of opportunities.slice(0, 5)) report.text(`- ${a.title} : ~${int(a.details!.overallSavingsMs!)} ms`);
    report.text('');
  }
  for (const [id, category] of Object.entries(result.categories)) {
    if (id === 'performance' || category.score === 1) continue;
    const failed = category.auditRefs.filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1).map((ref) => result.audits[ref.id]!.title);
    if (failed.length > 0) report.text(`- ${category.title}, audits non réussis : ${failed.join(' ; ')}`);
  }
  for (const warning of result.runWarnings ?? []) report.text(`- Avertissement Lighthouse : ${warning}`);
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: (result.categories.performance?.score ?? Number.NaN) * 100,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}
