import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrationContext, migrateToLatest } from '../../src/server/db/migrator';
import { migrations } from '../../src/server/db/migrations/index';
import { bookingBody, DAY, expectRefusal, questionIds, SLUG, tableNamesOf } from '../support/booking-fixtures';
import { createThrowAwayDatabase, dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// A table takes online bookings only once the owner opens it: a room drawn on the day of a full
// Saturday must not hand its new tables to diners (it did: the evening became bookable online).
// Staff may still seat any active table.

const NO_TABLE_FOR_TWO = "Il n'y a plus de table disponible pour 2 personnes à cet horaire.";

describe.each(await dialectsUnderTest())('tables open to online booking on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let manager: string;
  let required: number;
  const as = () => bearer(manager);
  const table = (name: string, x: number, over: Record<string, unknown> = {}) => ({
    kind: 'table',
    id: randomUUID(),
    shape: 'square',
    name,
    minCovers: 1,
    maxCovers: 4,
    legendGuids: [],
    combinable: false,
    active: true,
    x,
    y: 40,
    width: 70,
    height: 70,
    rotation: 0,
    ...over,
  });
  const saturdayEvening = async () =>
    (await server.call('GET', `/api/restaurants/${SLUG}/hours/samedi/${DAY.fullSaturday}`)).body.object.evening as Array<{ label: string; available: boolean }>;
  const bookOnline = (hour: string, n: number) =>
    server.call(
      'POST',
      '/api/bookings',
      bookingBody(required, {
        date: DAY.fullSaturday,
        hour,
        name: `Client ${n}`,
        email: `client.${n}@exemple.fr`,
        phoneNumber: `+336123400${String(n).padStart(2, '0')}`,
      }),
    );
  const onlineFlag = async (guid: string) =>
    (await server.db.kysely.selectFrom('dining_tables').select('online_bookable').where('guid', '=', guid).executeTakeFirstOrThrow()).online_bookable;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const zinc = await restaurantIdOf(server, SLUG);
    base = `/api/staff/restaurants/${zinc}`;
    manager = await login(server, await enrolDevice(server, zinc), CODES.manager);
    required = (await questionIds(server)).required;
  });
  afterAll(async () => server?.close());

  it('keeps the demo tables open to online booking', async () => {
    const rows = await server.db.kysely.selectFrom('dining_tables').select(['name', 'online_bookable']).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.online_bookable === 1)).toBe(true);
  });

  it('does not offer the tables of a room drawn today to diners, but lets the staff seat them', async () => {
    expect((await saturdayEvening()).every((s) => !s.available)).toBe(true);
    const veranda1 = table('Véranda 1', 40);
    const veranda2 = table('Véranda 2', 160);
    const created = await server.call('POST', `${base}/floor-plans`, { name: 'Véranda', width: 400, height: 300, items: [veranda1, veranda2] }, as());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.object.plan.items.map((i: any) => [i.name, i.onlineBookable])).toEqual([
      ['Véranda 1', false],
      ['Véranda 2', false],
    ]);
    expect(await onlineFlag(veranda1.id)).toBe(0);

    // Diners: the full Saturday evening stays full, and a booking is refused, writing nothing.
    expect((await saturdayEvening()).every((s) => !s.available)).toBe(true);
    expectRefusal(await bookOnline('20:00', 1), 409, NO_TABLE_FOR_TWO);
    const names = await server.call('GET', `/api/restaurants/${SLUG}/table-names?covers=2&date=${DAY.thursday}&hour=20:00`);
    expect(names.body.object.map((t: any) => t.name)).not.toContain('Véranda 1');

    // The staff: a phone booking lands on the new room.
    const phone = await server.call(
      'POST',
      `${base}/bookings`,
      { source: 'phone', date: DAY.fullSaturday, hour: '20:00', covers: 2, name: 'Au Téléphone' },
      as(),
    );
    expect(phone.status, JSON.stringify(phone.body)).toBe(201);
    const row = await server.db.kysely.selectFrom('bookings').select('id').where('guid', '=', phone.body.object.guid).executeTakeFirstOrThrow();
    expect((await tableNamesOf(server, row.id))[0]).toMatch(/^Véranda /);
  });

  it('hands a table to diners once the owner opens it, and keeps the setting when a plan is saved without it', async () => {
    const overview = (await server.call('GET', `${base}/floor-plans`, undefined, as())).body.object;
    const guid = overview.plans.find((p: any) => p.name === 'Véranda').guid;
    const plan = (await server.call('GET', `${base}/floor-plans/${guid}`, undefined, as())).body.object.plan;
    const items = plan.items.map((i: any) => (i.name === 'Véranda 2' ? { ...i, onlineBookable: true } : i));
    const saved = await server.call(
      'PUT',
      `${base}/floor-plans/${guid}`,
      { name: plan.name, width: plan.width, height: plan.height, items, version: plan.version },
      as(),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const veranda2 = saved.body.object.plan.items.find((i: any) => i.name === 'Véranda 2');
    expect(veranda2.onlineBookable).toBe(true);

    expect((await saturdayEvening()).find((s) => s.label === '20:00')?.available).toBe(true);
    const booked = await bookOnline('20:00', 2);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const row = await server.db.kysely.selectFrom('bookings').select('id').where('short_id', '=', booked.body.object.shortId).executeTakeFirstOrThrow();
    expect(await tableNamesOf(server, row.id)).toEqual(['Véranda 2']);

    // An older client that does not send the setting leaves it as it is.
    const latest = saved.body.object.plan;
    const without = latest.items.map(({ onlineBookable: _omit, ...rest }: any) => rest);
    const again = await server.call(
      'PUT',
      `${base}/floor-plans/${guid}`,
      { name: latest.name, width: latest.width, height: latest.height, items: without, version: latest.version },
      as(),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await onlineFlag(veranda2.id)).toBe(1);
  });

  it('adds a table from the settings closed to online booking, and opens it there too', async () => {
    const body = { name: 'Comptoir', min_covers: 1, max_covers: 2, legend_guids: [], image: '', combinable: false, active: true };
    const added = await server.call('POST', `${base}/settings/tables`, body, as());
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const guid = added.body.object.guid as string;
    const listed = async () => ((await server.call('GET', `${base}/settings/tables`, undefined, as())).body.object as any[]).find((t) => t.guid === guid);
    expect((await listed()).online_bookable).toBe(false);
    expect(await onlineFlag(guid)).toBe(0);
    const opened = await server.call('PUT', `${base}/settings/tables/${guid}`, { ...body, online_bookable: true }, as());
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect((await listed()).online_bookable).toBe(true);
    // Saved again without the setting (an older screen): it stays open.
    expect((await server.call('PUT', `${base}/settings/tables/${guid}`, { ...body, max_covers: 3 }, as())).status).toBe(200);
    expect(await onlineFlag(guid)).toBe(1);
  });
});

describe.each(await dialectsUnderTest())('the online-booking migration on %s', (dialect) => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'couvert-migration-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens every table that existed before it, and starts new ones closed', async () => {
    const database = await createThrowAwayDatabase(dialect, dir);
    const db = openDatabase(database.config);
    try {
      const context = migrationContext(db.kind);
      const before = migrations.filter(([name]) => name < '2026-11-23-0030');
      const provider = {
        getMigrations: async () => Object.fromEntries(before.map(([name, mod]): [string, Migration] => [name, { up: (k) => mod.up(k, context) }])),
      };
      const { error } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
      expect(error).toBeUndefined();
      // Rows of a database at an older schema, written before and after the migration under test:
      // no cache or server reads them, and no rules transaction exists at that schema.
      /* eslint-disable no-restricted-syntax */
      const at = '2026-11-01T10:00:00.000Z';
      const { id } = await db.kysely
        .insertInto('restaurants')
        .values({ guid: randomUUID(), slug: 'avant', name: 'Avant', email: 'avant@exemple.fr', time_zone: 'Europe/Paris', created_at: at } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.kysely.insertInto('dining_tables').values({ guid: randomUUID(), restaurant_id: id, name: 'Ancienne', min_covers: 1, max_covers: 2 }).execute();

      await migrateToLatest(db);
      await db.kysely.insertInto('dining_tables').values({ guid: randomUUID(), restaurant_id: id, name: 'Nouvelle', min_covers: 1, max_covers: 2 }).execute();
      /* eslint-enable no-restricted-syntax */
      const rows = await db.kysely.selectFrom('dining_tables').select(['name', 'online_bookable']).orderBy('name').execute();
      expect(rows).toEqual([
        { name: 'Ancienne', online_bookable: 1 },
        { name: 'Nouvelle', online_bookable: 0 },
      ]);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
