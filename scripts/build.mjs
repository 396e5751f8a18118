// Builds the web app (Vite) and bundles the server (esbuild) into dist/.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { existsSync } from 'node:fs';
import { precompress } from './precompress.mjs';

await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
precompress('dist/web');
await esbuild({
  entryPoints: ['src/server/main.ts', 'src/server/worker-main.ts'].filter((entry) => existsSync(entry)),
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Build terminé : dist/web et dist/server');
