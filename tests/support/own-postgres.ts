import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../bench/lib/free-port';

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL cluster of the test's own, on a free port, for faults that stop,
 * restart or freeze the server: the machine's shared PostgreSQL is never touched.
 */
export interface OwnPostgres {
  port: number;
  /** A database on the cluster, created empty. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when this returns. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP every process of the cluster: connections stay open and nothing answers, like a partition. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops the cluster and removes its files. */
  remove(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or null when none is installed. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** Whether fault tests on an own cluster can run here; in CI they must (a silent skip proves nothing). */
export function ownPostgresAvailable(): boolean {
  if (postgresBinaries()) return true;
  if (process.env.CI) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are required in CI for the database fault tests.');
  return false;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = mkdtempSync(path.join(tmpdir(), 'couvert-own-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the postgres system user.
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  const port = await freePort();
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60 -c shared_buffers=16MB`;
  const logFile = path.join(dir, 'server.log');
  const ctl = (...args: string[]) => tool('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '30', ...args]);
  await ctl('start', '-o', options);
  // The postmaster and its children (backends, checkpointer, WAL writer…), read from /proc.
  const clusterPids = async (): Promise<number[]> => {
    const main = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((name) => {
        try {
          // Field 4 of /proc/<pid>/stat, after the parenthesised command name, is the parent pid.
          const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === main;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [main, ...children];
  };
  let frozen: number[] = [];
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return url(name);
    },
    async restart() {
      await ctl('restart', '-m', 'fast', '-o', options);
    },
    async stop() {
      await ctl('stop', '-m', 'fast');
    },
    async start() {
      await ctl('start', '-o', options);
    },
    async freeze() {
      frozen = await clusterPids();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async remove() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
