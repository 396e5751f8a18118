import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSqlite, verifySqliteCopy } from '../../scripts/backup-sqlite';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { seedDemo } from '../../src/server/seed/demo-seed';

describe('SQLite online backup (scripts/backup-sqlite.ts)', () => {
  let dir: string;
  let source: string;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'couvert-backup-'));
    source = path.join(dir, 'couvert.sqlite');
    const db = openDatabase({ kind: 'sqlite', file: source });
    await migrateToLatest(db);
    await seedDemo(db, { now: new Date('2026-11-17T08:00:00Z') });
    await db.close();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies with VACUUM INTO and proves the copy: integrity ok, same rows in every table, usable by the server', async () => {
    const result = backupSqlite(source, path.join(dir, 'backups', 'copy.sqlite'));
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.integrity).toEqual(['ok']);
    expect(result.copyCounts).toEqual(result.sourceCounts);
    expect(result.sourceCounts.bookings).toBeGreaterThan(0);

    const restored = openDatabase({ kind: 'sqlite', file: result.destination });
    expect(await migrateToLatest(restored)).toEqual([]);
    const bookings = await restored.kysely.selectFrom('bookings').select('short_id').execute();
    await restored.close();
    expect(bookings).toHaveLength(result.sourceCounts.bookings!);
  });

  it('takes an exact snapshot while another process keeps writing', async () => {
    // A writer in its own process, as the server would be, inserting as fast as it can.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('busy_timeout = 10000');
         const insert = db.prepare("insert into confirmation_codes (phone_number, code_hash, created_at, expires_at) values ('+33612345678', 'x', 'now', 'later')");
         insert.run(); let n = 1; console.log('writing');
         const end = Date.now() + 2500; while (Date.now() < end) { insert.run(); n++; } console.log(n);`,
        source,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    writer.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('writing\n')) started();
    });
    const finished = new Promise((resolve) => writer.once('exit', resolve));
    // The copy starts once the writer has committed its first row and goes on writing.
    await writing;
    const result = backupSqlite(source, path.join(dir, 'live.sqlite'));
    await finished;
    expect(result.problems).toEqual([]);
    expect(result.sourceCounts.confirmation_codes).toBeGreaterThan(0);
    // The writer went on after the copy: the copy is a snapshot, not a moving target.
    expect(Number(output.replace('writing\n', '').trim())).toBeGreaterThan(result.sourceCounts.confirmation_codes!);
  });

  it('rejects a damaged copy', () => {
    const result = backupSqlite(source, path.join(dir, 'damaged.sqlite'));
    const fd = openSync(result.destination, 'r+');
    const garbage = Buffer.alloc(4096, 0xa5);
    for (let page = 2; page < 8; page++) writeSync(fd, garbage, 0, garbage.length, page * 4096);
    closeSync(fd);
    const verified = verifySqliteCopy(result.destination, result.sourceCounts);
    expect(verified.problems.length).toBeGreaterThan(0);
  });

  it('refuses to overwrite an existing file and says so in the command line', async () => {
    const destination = path.join(dir, 'cli.sqlite');
    const run = (args: string[]) => promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/backup-sqlite.ts', ...args], { cwd: process.cwd() });
    const first = await run([source, destination]);
    expect(first.stdout).toContain('Sauvegarde vérifiée');
    await expect(run([source, destination])).rejects.toMatchObject({ code: 1 });
  });
});
