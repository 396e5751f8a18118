// Builds the web app (Vite) and the diner pages' server render, bundles the server, the worker and the operational scripts (esbuild)
// into dist/, and stamps the build with a hash of its inputs (see build-inputs.mjs).
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { buildInputsHash, STAMP_FILE } from './build-inputs.mjs';
import { precompress } from './precompress.mjs';
import { buildServiceWorker } from './build-service-worker.mjs';

const inputs = buildInputsHash();
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
await buildServiceWorker('dist/web');
precompress('dist/web');
// The diner pages' server render, for Node, beside the server that loads it (dist/server/ssr).
await viteBuild({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { ssr: 'app/diner/diner-server.tsx', outDir: '../../dist/server/ssr', emptyOutDir: true, copyPublicDir: false },
});
const bundle = (entryPoints, outdir) =>
  esbuild({ entryPoints, outdir, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning' });
await bundle(['src/server/main.ts', 'src/server/worker-main.ts'], 'dist/server');
// Run in production without dev dependencies (no tsx): `npm run db:migrate` and the others.
await bundle(['scripts/db-migrate.ts', 'scripts/db-seed.ts', 'scripts/owner-create.ts', 'scripts/backup-sqlite.ts'], 'dist/scripts');
writeFileSync(STAMP_FILE, JSON.stringify({ inputs, builtAt: new Date().toISOString() }) + '\n');
console.log('Build terminé : dist/web, dist/server et dist/scripts');
