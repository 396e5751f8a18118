import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { DEMO_SLUG, seedDemo } from '../../src/server/db/seed/demo-seed';
import { int, type Report } from './report';
import { REPO_ROOT } from './server-process';
import { precompress } from '../../scripts/precompress.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Weight {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/** What the first load of the built index.html fetches: entry script, its modulepreloads and the CSS. */
function firstLoadOf(outDir: string): { js: Weight; css: Weight } {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src')) js.push(attr(tag, 'src')!);
    if (tag.startsWith('<link') && /rel="modulepreload"/.test(tag)) js.push(attr(tag, 'href')!);
    if (tag.startsWith('<link') && /rel="stylesheet"/.test(tag)) css.push(attr(tag, 'href')!);
  }
  return { js: weigh(outDir, js), css: weigh(outDir, css) };
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
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html lang="fr"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
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

export async function benchFrontEnd(report: Report, workDir: string, options: { lighthouse: boolean }): Promise<void> {
  report.section('Poids du front-end (premier chargement du parcours de réservation)');
  const webDir = path.join(workDir, 'web');
  const baselineDir = path.join(workDir, 'react-baseline');
  try {
    await build({ configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: webDir, emptyOutDir: true } });
    // As `npm run build` does: the server sends these pre-compressed copies.
    precompress(webDir);
  } catch (error) {
    report.text(`Construction du front-end impossible : ${(error as Error).message.split('\n')[0]}. Mesure non faite.`);
    return;
  }
  await buildReactBaseline(baselineDir);
  const wizard = firstLoadOf(webDir);
  const baseline = firstLoadOf(baselineDir);
  const row = (name: string, w: Weight) => [name, String(w.files.length), kb(w.raw), kb(w.gzip), kb(w.brotli)];
  report.text(
    "Construit par la configuration Vite du projet dans un dossier temporaire. Fichiers lus dans l'index.html construit : " +
      'script d’entrée, ses imports statiques (modulepreload) et les feuilles de style.',
    '',
  );
  report.table(
    ['Premier chargement', 'fichiers', 'brut', 'gzip -9', 'brotli q11'],
    [
      row('Couvert — JS', wizard.js),
      row('Couvert — CSS', wizard.css),
      row('React 19 + ReactDOM nu — JS', baseline.js),
      row('React 19 + ReactDOM nu — CSS', baseline.css),
    ],
  );
  report.text(
    `Couvert / React nu (JS, brotli) : ${(wizard.js.brotli / baseline.js.brotli).toFixed(2)} × — ` +
      `${kb(wizard.js.brotli - baseline.js.brotli)} de code propre au produit au premier chargement.`,
  );

  const server = await startWebServer(workDir, webDir);
  try {
    const fetched = await browserFirstLoad(`${server.url}/reserver/${DEMO_SLUG}`);
    if (fetched) {
      const js = weigh(webDir, fetched.filter((u) => u.endsWith('.js')));
      const css = weigh(webDir, fetched.filter((u) => u.endsWith('.css')));
      report.text(
        '',
        `Vérifié dans Chromium (/reserver/${DEMO_SLUG}, jusqu'au repos du réseau) : ${js.files.length} scripts ` +
          `(${kb(js.brotli)} brotli, ${kb(js.gzip)} gzip, ${kb(js.raw)} brut) et ${css.files.length} feuilles de style (${kb(css.brotli)} brotli) réellement chargés.`,
      );
    }
    if (options.lighthouse) await lighthouse(report, `${server.url}/reserver/${DEMO_SLUG}`, workDir);
  } finally {
    await server.close();
  }
}

async function startWebServer(workDir: string, webDir: string) {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: workDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001' }),
    database: { kind: 'sqlite' as const, file: path.join(workDir, 'front-end.sqlite') },
  };
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  await seedDemo(db, { now: new Date() });
  const app = await buildApp({ config, db, webDir, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, close: async () => (await app.close(), await db.close()) };
}

/** Same-origin scripts and styles a real Chromium fetches for the page; null when it cannot run. */
async function browserFirstLoad(url: string): Promise<string[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
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

async function lighthouse(report: Report, url: string, workDir: string): Promise<void> {
  report.section('Lighthouse (mobile, throttling simulé, Chromium de Debian)');
  const cli = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(cli) || !existsSync(CHROMIUM)) {
    report.text(`Lighthouse non exécuté : ${existsSync(cli) ? `Chromium absent (${CHROMIUM})` : 'paquet lighthouse absent'}.`);
    return;
  }
  const output = path.join(workDir, 'lighthouse.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [cli, url, '--quiet', '--output=json', `--output-path=${output}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--only-categories=performance,accessibility,best-practices,seo'],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    report.text(`Lighthouse n'a pas pu s'exécuter ici : ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
    return;
  }
  const result = JSON.parse(readFileSync(output, 'utf8')) as {
    lighthouseVersion: string;
    categories: Record<string, { title: string; score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<string, { title: string; score: number | null; displayValue?: string; numericValue?: number; details?: { overallSavingsMs?: number } }>;
    runWarnings?: string[];
  };
  report.text(`Lighthouse ${result.lighthouseVersion}, page ${new URL(url).pathname} servie par le serveur du produit (démo).`, '');
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
}
