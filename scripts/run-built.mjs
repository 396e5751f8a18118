// `npm run worker | db:migrate | db:seed | owner:create`: the built bundle, built first when the
// sources changed, run by plain Node (no dev dependency needed once dist/ is built).
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage : node scripts/run-built.mjs <server/worker-main | scripts/db-migrate | …> [arguments]');
  process.exit(2);
}
await ensureBuild();
const child = spawn(process.execPath, ['--enable-source-maps', `dist/${entry}.js`, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
