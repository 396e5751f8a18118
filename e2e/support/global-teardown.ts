import { existsSync, readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './server-state';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const { pid, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid?: number; dataDir?: string };
  rmSync(STATE_FILE, { force: true });
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    // Give it a moment to close the database before removing the folder.
    for (let i = 0; i < 40; i++) {
      try {
        process.kill(pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      } catch {
        break;
      }
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
