// Builds the web app (Vite) and bundles the server (esbuild) into dist/.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Pre-compressed copies next to each text asset: the server sends them as they are, no CPU per request. */
function precompress(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      precompress(file);
    } else if (/\.(js|css|svg|html|json|txt)$/.test(entry) && statSync(file).size > 1024) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

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
