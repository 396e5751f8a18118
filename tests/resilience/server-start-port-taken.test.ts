import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../bench/lib/server-process';

// The scenarios' servers pick a free port, then bind it in another process. If some other server
// takes that port in between, its answers must not be taken for our server's: a race once fired
// 500 bookings at a stranger, which answered 404 to each.
describe('a server process whose port another process holds', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-port-taken-'));
  let stranger: Server | undefined;
  afterAll(async () => {
    await new Promise((resolve) => (stranger ? stranger.close(resolve) : resolve(undefined)));
    rmSync(workDir, { recursive: true, force: true });
  });

  it('is never taken as ready on the stranger’s answers', async () => {
    stranger = createServer((_, res) => res.writeHead(404).end('not ours'));
    await new Promise<void>((resolve) => stranger!.listen(0, '127.0.0.1', resolve));
    const port = (stranger.address() as { port: number }).port;
    await expect(startServerProcess({ databaseUrl: `sqlite:${path.join(workDir, 'x.sqlite')}`, dataDir: workDir, port, timeoutMs: 30_000 })).rejects.toThrow(
      /Port \d+ pris/,
    );
  }, 60_000);
});
