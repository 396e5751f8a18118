import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';

// The production server serves the built web app beside the API; it once refused to start as
// soon as dist/web existed (two not-found handlers), which only the benchmark's build revealed.
describe('server with a built web app', () => {
  let dir: string;
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'couvert-web-'));
    mkdirSync(path.join(dir, 'web', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><title>Couvert</title>');
    writeFileSync(path.join(dir, 'web', 'assets', 'entry-Ab3_x9Zq.js'), 'console.log("wizard")');
    const config = { ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), database: { kind: 'sqlite' as const, file: path.join(dir, 'db.sqlite') } };
    db = openDatabase(config.database);
    await migrateToLatest(db);
    app = await buildApp({ config, db, webDir: path.join(dir, 'web'), logger: false });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves client-side routes with the index, assets as files, and unknown API addresses as the 404 envelope', async () => {
    const page = await app.inject({ method: 'GET', url: '/reserver/le-petit-zinc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Couvert</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/entry-Ab3_x9Zq.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, error: true, message: "Cette adresse n'existe pas." });
    const post = await app.inject({ method: 'POST', url: '/nothing-here' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: true });
  });
});
