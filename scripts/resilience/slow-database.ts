// Bookings over a slow network to PostgreSQL: a proxy delays every packet both ways, and N diners
// book the same evening at once. Each booking holds the day's lock for its round trips, so the
// last diner waits for all of them: the figures show what one round trip inside the lock costs.
// `npx tsx scripts/resilience/slow-database.ts [--delay 100] [--diners 20]` (delay per direction, ms)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBenchDatabase } from '../../bench/lib/databases';
import { freePort } from '../../bench/lib/free-port';
import { startServerProcess } from '../../bench/lib/server-process';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { bookingBody, createOpenRestaurant, daysFromToday } from './lib/fixtures';

/** Forwards TCP to `target`, each chunk `delayMs` late in each direction (order kept). */
async function startDelayProxy(target: { host: string; port: number }, delayMs: number): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const pipeLate = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => setTimeout(() => to.write(chunk), delayMs));
    from.on('end', () => setTimeout(() => to.end(), delayMs));
    from.on('error', () => to.destroy());
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    pipeLate(client, upstream);
    pipeLate(upstream, client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function runSlowDatabase(options: { delayMs: number; diners: number }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'couvert-slow-db-'));
  const database = await createBenchDatabase('postgres', dir, 'slow');
  const direct = openDatabase(database.config);
  let proxy: Awaited<ReturnType<typeof startDelayProxy>> | undefined;
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await migrateToLatest(direct);
    const restaurant = await createOpenRestaurant(direct, 'lent', options.diners + 5);
    const target = new URL(database.url);
    proxy = await startDelayProxy({ host: target.hostname, port: Number(target.port || 5432) }, options.delayMs);
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({ databaseUrl: viaProxy.toString(), dataDir: dir, timeoutMs: 120_000 });
    const date = daysFromToday(3);
    const timed = async (run: () => Promise<Response>) => {
      const started = performance.now();
      const response = await run();
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    const health = timed(() => fetch(`${server!.url}/api/health/ready`));
    const bookings = await Promise.all(
      Array.from({ length: options.diners }, (_, n) =>
        timed(() =>
          fetch(`${server!.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': `lent-${n}-${Date.now()}` },
            body: JSON.stringify(bookingBody(restaurant.slug, date, '20:00', n, 'Lent')),
          }),
        ),
      ),
    );
    const ms = bookings.map((b) => b.ms).sort((a, b) => a - b);
    const statuses: Record<number, number> = {};
    for (const b of bookings) statuses[b.status] = (statuses[b.status] ?? 0) + 1;
    return {
      delayMsEachWay: options.delayMs,
      diners: options.diners,
      statuses,
      p50Ms: Math.round(percentile(ms, 50)),
      p99Ms: Math.round(percentile(ms, 99)),
      healthMs: Math.round((await health).ms),
    };
  } finally {
    await server?.stop();
    await proxy?.close();
    await direct.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const outcome = await runSlowDatabase({ delayMs: arg('delay', 100), diners: arg('diners', 20) });
  console.log(JSON.stringify(outcome, null, 2));
}
