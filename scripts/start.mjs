// `npm start`: builds what must be built, then serves the whole product on one port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/server/main.js')) {
  await import('./build.mjs');
}
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
