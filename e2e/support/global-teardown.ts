import { rmSync } from 'node:fs';
import { SERVER_ENV } from './server-state';

export default async function globalTeardown(): Promise<void> {
  const state = process.env[SERVER_ENV];
  if (!state) return;
  delete process.env[SERVER_ENV];
  const { pid, root } = JSON.parse(state) as { pid?: number; root?: string };
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    // Give it a moment to close the database before removing its folder.
    for (let i = 0; i < 50; i++) {
      try {
        process.kill(pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      } catch {
        break;
      }
    }
  }
  if (root) rmSync(root, { recursive: true, force: true });
}
