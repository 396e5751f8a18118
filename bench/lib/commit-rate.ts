import path from 'node:path';
import { rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { BenchDatabase } from './databases';

// The raw durable commit rate of a database: the ceiling of any write path that commits each
// booking on its own. Booking creation is reported as a share of it (issue target: ≥ 50 %).

export interface CommitRate {
  /** Commits per second with one writer. */
  serial: number;
  /** Commits per second with `connections` writers at once (PostgreSQL groups their flushes; SQLite has one writer). */
  concurrent: number;
  connections: number;
}

const ROW = 'Camille Martin, camille.martin@example.fr, 06 12 34 56 78';

/** better-sqlite3, WAL, synchronous=FULL, one row per transaction, on a file beside the bench databases. */
export function sqliteCommitRate(dir: string, seconds: number): CommitRate {
  const file = path.join(dir, 'commit-rate.sqlite');
  const db = new SQLite(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('create table t (id integer primary key, v text not null)');
    const insert = db.prepare('insert into t (v) values (?)');
    for (let i = 0; i < 50; i++) insert.run(ROW);
    let n = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    while (performance.now() < until) {
      insert.run(ROW);
      n++;
    }
    const rate = n / ((performance.now() - started) / 1000);
    // One process, one write lock: concurrent writers can only take turns.
    return { serial: rate, concurrent: rate, connections: 1 };
  } finally {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}

/** One row per transaction (autocommit), synchronous_commit=on, with 1 and then `connections` clients. */
export async function postgresCommitRate(db: BenchDatabase, seconds: number, connections: number): Promise<CommitRate> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query('set synchronous_commit = on');
      return client;
    }),
  );
  try {
    await clients[0]!.query('create table if not exists bench_commit_rate (id bigserial primary key, v text not null)');
    const burst = async (writers: pg.Client[], span = seconds) => {
      let n = 0;
      const started = performance.now();
      const until = started + span * 1000;
      await Promise.all(
        writers.map(async (client) => {
          while (performance.now() < until) {
            await client.query({ name: 'commit-rate', text: 'insert into bench_commit_rate (v) values ($1)', values: [ROW] });
            n++;
          }
        }),
      );
      return n / ((performance.now() - started) / 1000);
    };
    await burst(clients, 0.5);
    const serial = await burst(clients.slice(0, 1));
    const concurrent = await burst(clients);
    await clients[0]!.query('drop table bench_commit_rate');
    return { serial, concurrent, connections };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
