// `npm start`: builds what must be built (nothing when dist/ matches the sources), then serves the
// whole product on one port.
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

await ensureBuild();
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
