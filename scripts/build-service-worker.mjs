// The staff app's service worker (src/web/lib/offline/service-worker.ts), built to dist/web/sw.js
// with the list of the files it keeps on the device: the staff shell (index.html), every asset of
// the build, the install manifest and its icons. Its version is a hash of those files' names and
// of the shell's content: a new release is a new worker, which replaces the previous files.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const KEPT_AT_ROOT = ['index.html', 'manifest.webmanifest', 'favicon.svg', 'logo.svg'];

export async function buildServiceWorker(webDir) {
  const assets = readdirSync(path.join(webDir, 'assets')).filter((name) => !/\.(br|gz)$/.test(name));
  const icons = readdirSync(path.join(webDir, 'icons')).filter((name) => name.endsWith('.png'));
  const files = [...KEPT_AT_ROOT.map((name) => `/${name}`), ...icons.map((name) => `/icons/${name}`), ...assets.map((name) => `/assets/${name}`)].sort();
  const version = createHash('sha256')
    .update(files.join('\n'))
    .update(readFileSync(path.join(webDir, 'index.html')))
    .update(readFileSync(path.join(webDir, 'manifest.webmanifest')))
    .digest('hex')
    .slice(0, 16);
  await build({
    entryPoints: ['src/web/lib/offline/service-worker.ts'],
    outfile: path.join(webDir, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { __SHELL_VERSION__: JSON.stringify(version), __SHELL_FILES__: JSON.stringify(files) },
    logLevel: 'warning',
  });
  return { version, files: files.length };
}
