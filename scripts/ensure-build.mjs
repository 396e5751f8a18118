// Builds only when dist/ is not a build of the current sources. SKIP_BUILD=1 trusts dist/ as it is
// (a deployment that ships dist/ without the build tools), once it exists.
import { existsSync } from 'node:fs';
import { buildIsCurrent } from './build-inputs.mjs';

export const BUILT_OUTPUTS = ['dist/server/main.js', 'dist/server/worker-main.js', 'dist/web/index.html', 'dist/scripts/db-migrate.js'];

export async function ensureBuild() {
  if (process.env.SKIP_BUILD === '1' && BUILT_OUTPUTS.every((o) => existsSync(o))) return;
  if (buildIsCurrent('.', BUILT_OUTPUTS)) {
    console.log('Build à jour : dist/ correspond aux sources.');
    return;
  }
  await import('./build.mjs');
}
