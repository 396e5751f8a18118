import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { DAY, expectRefusal, SLUG, tablesByName } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// Floor plans through the real API: the demo rooms from the seed, a room created and edited, the
// tables it creates booked by the engine, tables with bookings protected, the diner's picture drawn
// from the saved plans, and the rules between restaurants and roles.

describe.each(await dialectsUnderTest())('floor plans on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let marcel: number;
  let manager: string;
  let staff: string;
  let foreign: string;
  let base: string;
  const as = (token = manager) => bearer(token);
  const overview = async () => (await server.call('GET', `${base}/floor-plans`, undefined, as())).body.object;
  const plan = async (guid: string) => {
    const res = await server.call('GET', `${base}/floor-plans/${guid}`, undefined, as());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.object.plan;
  };
  const planByName = async (name: string) => plan((await overview()).plans.find((p: any) => p.name === name).guid);
  const table = (name: string, x: number, y: number, over: Record<string, unknown> = {}) => ({
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
    y,
    width: 70,
    height: 70,
    rotation: 0,
    ...over,
  });
  const asInput = (p: any, items = p.items) => ({ name: p.name, width: p.width, height: p.height, items, version: p.version });
  const put = (p: any, body: Record<string, unknown>, token = manager) => server.call('PUT', `${base}/floor-plans/${p.guid}`, body, as(token));

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, SLUG);
    marcel = await restaurantIdOf(server, 'chez-marcel');
    base = `/api/staff/restaurants/${zinc}`;
    const device = await enrolDevice(server, zinc);
    manager = await login(server, device, CODES.manager);
    staff = await login(server, device, CODES.staff);
    foreign = await login(server, await enrolDevice(server, marcel), CODES.owner);
  });
  afterAll(async () => server?.close());

  it('starts from the two demo rooms drawn around the seeded tables', async () => {
    const all = await overview();
    expect(all.plans.map((p: any) => [p.name, p.tableCount, p.version])).toEqual([
      ['Salle', 8, 1],
      ['Terrasse', 6, 1],
    ]);
    expect(all.legends.map((l: any) => l.label)).toEqual(['Salle', 'Terrasse', 'Fenêtre']);
    expect(all.unplacedTables).toEqual([]);
    const terrasse = await planByName('Terrasse');
    const t1 = terrasse.items.find((i: any) => i.name === 'Terrasse 1');
    // Shifted from the shared demo drawing to the terrace's own origin.
    expect(t1).toMatchObject({ kind: 'table', shape: 'round', x: 40, y: 40, width: 60, height: 60, minCovers: 1, maxCovers: 2, active: true });
    expect(terrasse.items.filter((i: any) => i.kind !== 'table').map((i: any) => i.kind)).toContain('decor');
  });

  it('points the wizard at a plan picture drawn from the saved plans', async () => {
    const config = (await server.call('GET', `/api/restaurants/${SLUG}/config`)).body.object;
    expect(config.floorplan_image).toBe(`/api/restaurants/${SLUG}/floor-plan.svg`);
    // A restaurant without a plan keeps its stored picture (none here).
    expect((await server.call('GET', '/api/restaurants/chez-marcel/config')).body.object.floorplan_image).toBe('');
    const missing = await server.call('GET', '/api/restaurants/chez-marcel/floor-plan.svg');
    expectRefusal(missing, 404, "Ce restaurant n'a pas encore de plan de salle.");
  });

  it('serves the picture as CSP-safe SVG with every table name readable', async () => {
    const res = await fetch(`${server.url}/api/restaurants/${SLUG}/floor-plan.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const name of ['Salle', 'Terrasse', 'Salle 1', 'Salle 8', 'Terrasse 6', 'Bar', 'Entrée']) expect(svg).toContain(`>${name}</text>`);
    expect(svg).not.toMatch(/<script|<style|href=/);
  });

  it('creates a room whose tables the engine books, and which the picture shows', async () => {
    // Opened to online booking by the owner (a new table starts closed).
    const mezz = table('Mezzanine 1', 40, 40, { maxCovers: 2, shape: 'round', width: 60, height: 60, onlineBookable: true });
    const body = {
      name: 'Étage',
      width: 400,
      height: 300,
      items: [
        { kind: 'wall', id: randomUUID(), x: 0, y: 290, width: 400, height: 10, rotation: 0 },
        { kind: 'label', id: randomUUID(), text: 'Escalier', x: 250, y: 20, width: 120, height: 30, rotation: 0 },
        mezz,
        table('Mezzanine 2', 200, 150, { rotation: 45, legendGuids: [(await overview()).legends[0].guid] }),
      ],
    };
    const res = await server.call('POST', `${base}/floor-plans`, body, as());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Plan de salle créé.');
    const created = res.body.object.plan;
    expect(created).toMatchObject({ name: 'Étage', version: 1, position: 2 });
    expect(created.items.map((i: any) => i.name ?? i.kind)).toEqual(['wall', 'label', 'Mezzanine 1', 'Mezzanine 2']);
    expect(created.items[3]).toMatchObject({ rotation: 45, legendGuids: [(body.items[3] as any).legendGuids[0]] });

    const row = await server.db.kysely.selectFrom('dining_tables').selectAll().where('guid', '=', mezz.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Mezzanine 1', restaurant_id: zinc, active: 1, max_covers: 2, shape: 'round' });

    // The diner's table list offers it, and a booking may land on it.
    const names = await server.call('GET', `/api/restaurants/${SLUG}/table-names?covers=2&date=${DAY.thursday}&hour=20:00`);
    expect(names.body.object.map((t: any) => t.name)).toContain('Mezzanine 1');
    const svg = await (await fetch(`${server.url}/api/restaurants/${SLUG}/floor-plan.svg`)).text();
    expect(svg).toContain('>Mezzanine 2</text>');
    expect(svg).toContain('>Étage</text>');
  });

  it('saves edits, refuses a stale version, and reads back exactly what was saved', async () => {
    const etage = await planByName('Étage');
    const items = etage.items.map((i: any) => (i.name === 'Mezzanine 1' ? { ...i, name: 'Balcon', x: 120, rotation: 90, combinable: true } : i));
    const saved = await put(etage, { ...asInput(etage, items), name: 'Étage (balcon)', width: 420 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.object.plan).toMatchObject({ name: 'Étage (balcon)', width: 420, version: 2 });

    const stale = await put(etage, asInput(etage));
    expectRefusal(stale, 409, /modifié entre-temps/);
    expect(stale.body.object.reason).toBe('stale_version');

    const reread = await plan(etage.guid);
    expect(reread.items.find((i: any) => i.name === 'Balcon')).toMatchObject({ x: 120, rotation: 90, combinable: true });
    expect(reread.items.some((i: any) => i.name === 'Mezzanine 1')).toBe(false);
    expect(reread.version).toBe(2);
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const etage = await planByName('Étage (balcon)');
    const [a, b] = await Promise.all([put(etage, asInput(etage)), put(etage, { ...asInput(etage), width: 430 })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await plan(etage.guid)).version).toBe(3);
  });

  it('refuses invalid plans with a French message and writes nothing', async () => {
    const etage = await planByName('Étage (balcon)');
    const withTables = (...extra: any[]) => asInput(etage, [...etage.items, ...extra]);
    expectRefusal(
      await put(etage, withTables(table('balcon ', 300, 200))),
      422,
      "Deux tables s'appellent « balcon » : les clients choisissent leur table par son nom.",
    );
    expectRefusal(await put(etage, withTables(table('Salle 1', 300, 200))), 422, "Une table d'une autre salle s'appelle déjà « Salle 1 ».");
    expectRefusal(await put(etage, withTables(table('Grande', 300, 200, { minCovers: 6, maxCovers: 4 }))), 422, /nombre de couverts/);
    expectRefusal(await put(etage, withTables(table('Légende', 300, 200, { legendGuids: ['inconnue'] }))), 422, /emplacement/);
    expectRefusal(await put(etage, { ...asInput(etage), name: '  ' }), 422, /nom à la salle/);
    const badShape = await put(etage, withTables(table('Forme', 300, 200, { shape: 'hexagon' })));
    expectRefusal(badShape, 400);
    const twice = etage.items[0];
    expectRefusal(await put(etage, withTables(twice)), 422, /apparaît deux fois/);
    // A guid of another restaurant's table cannot be taken over.
    const marcelTable = await server.db.kysely.selectFrom('dining_tables').select('guid').where('restaurant_id', '=', marcel).executeTakeFirstOrThrow();
    expectRefusal(await put(etage, withTables(table('Volée', 300, 200, { id: marcelTable.guid }))), 409, /identifiant déjà utilisé/);
    expect((await plan(etage.guid)).version).toBe(etage.version);
    expect(await server.db.kysely.selectFrom('dining_tables').select('id').where('restaurant_id', '=', marcel).execute()).toHaveLength(1);
  });

  it('refuses to delete a table holding upcoming bookings, listing them; deactivating keeps them', async () => {
    const salle = await planByName('Salle');
    const salle1 = salle.items.find((i: any) => i.name === 'Salle 1');
    const upcoming = await server.call('GET', `${base}/tables/${salle1.id}/upcoming-bookings`, undefined, as());
    expect(upcoming.status).toBe(200);
    // Wednesday noon, and the two Saturday evening turns.
    expect(upcoming.body.object.map((b: any) => [b.date, b.hour])).toEqual([
      [DAY.wednesday, '12:00'],
      [DAY.fullSaturday, '19:00'],
      [DAY.fullSaturday, '21:00'],
    ]);
    expect(upcoming.body.object[0].dateLabel).toBe('Mercredi 18 novembre 2026');

    const without = salle.items.filter((i: any) => i.id !== salle1.id);
    const refused = await put(salle, asInput(salle, without));
    expectRefusal(
      refused,
      409,
      /^La table « Salle 1 » a 3 réservations à venir : .+, mercredi 18 novembre 2026 à 12:00 ; .+ Déplacez ces réservations ou désactivez la table au lieu de la supprimer\.$/,
    );
    expect(refused.body.object.reason).toBe('table_has_bookings');
    expect((await plan(salle.guid)).items.some((i: any) => i.id === salle1.id)).toBe(true);

    const deactivated = await put(
      salle,
      asInput(
        salle,
        salle.items.map((i: any) => (i.id === salle1.id ? { ...i, active: false } : i)),
      ),
    );
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    const holding = await server.db.kysely
      .selectFrom('booking_tables')
      .select('booking_id')
      .where('table_id', '=', (await tablesByName(server))['Salle 1']!.id)
      .execute();
    expect(holding.length).toBeGreaterThanOrEqual(3);
    // Diners no longer see it.
    const svg = await (await fetch(`${server.url}/api/restaurants/${SLUG}/floor-plan.svg`)).text();
    expect(svg).not.toContain('>Salle 1</text>');
    const reactivated = await plan(salle.guid);
    expect(
      (
        await put(
          reactivated,
          asInput(
            reactivated,
            reactivated.items.map((i: any) => (i.kind === 'table' ? { ...i, active: true } : i)),
          ),
        )
      ).status,
    ).toBe(200);
  });

  it('deletes a table nobody booked and archives one only past bookings point to', async () => {
    const etage = await planByName('Étage (balcon)');
    const balcon = etage.items.find((i: any) => i.name === 'Balcon');
    const mezz2 = etage.items.find((i: any) => i.name === 'Mezzanine 2');
    const tables = await tablesByName(server);
    // A booking last week at Mezzanine 2.
    const { id: pastId } = await server.db.kysely
      .insertInto('bookings')
      .values({
        guid: randomUUID(),
        short_id: randomUUID(),
        reference: 'PASSE001',
        restaurant_id: zinc,
        date: '2026-11-10',
        hour: '20:00',
        service: 'evening',
        covers: 2,
        turn_minutes: 90,
        status: 'completed',
        name: 'Ancien Client',
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-10T22:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.kysely.insertInto('booking_tables').values({ booking_id: pastId, table_id: tables['Mezzanine 2']!.id }).execute();

    const res = await put(
      etage,
      asInput(
        etage,
        etage.items.filter((i: any) => i.id !== balcon.id && i.id !== mezz2.id),
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await server.db.kysely.selectFrom('dining_tables').selectAll().where('guid', 'in', [balcon.id, mezz2.id]).execute();
    expect(rows.map((r) => [r.name, r.active, r.floor_plan_id, r.archived_at !== null])).toEqual([['Mezzanine 2', 0, null, true]]);
    // The past booking keeps its table; the name is free again.
    expect(await server.db.kysely.selectFrom('booking_tables').select('table_id').where('booking_id', '=', pastId).execute()).toHaveLength(1);
    // Settings no longer list the archived table.
    const settingsTables = (await server.call('GET', `${base}/settings/tables`, undefined, as())).body.object as Array<{ guid: string }>;
    expect(settingsTables.map((t) => t.guid)).not.toContain(mezz2.id);
    const again = await plan(etage.guid);
    expect((await put(again, asInput(again, [...again.items, table('Mezzanine 2', 100, 100)]))).status).toBe(200);
  });

  it('deletes a room, unless one of its tables holds upcoming bookings', async () => {
    const salle = await planByName('Salle');
    expectRefusal(await server.call('DELETE', `${base}/floor-plans/${salle.guid}`, undefined, as()), 409, /réservations à venir/);
    const etage = await planByName('Étage (balcon)');
    const res = await server.call('DELETE', `${base}/floor-plans/${etage.guid}`, undefined, as());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await overview()).plans.map((p: any) => p.name)).toEqual(['Salle', 'Terrasse']);
    expect(Object.keys(await tablesByName(server)).filter((n) => n.startsWith('Mezzanine'))).toEqual(['Mezzanine 2']);
    expectRefusal(await server.call('GET', `${base}/floor-plans/${etage.guid}`, undefined, as()), 404, 'Ce plan de salle est introuvable.');
  });

  it('lets every role read the plans but only managers and owners change them', async () => {
    const salle = await planByName('Salle');
    expect((await server.call('GET', `${base}/floor-plans/${salle.guid}`, undefined, as(staff))).status).toBe(200);
    expectRefusal(await put(salle, asInput(salle), staff), 403, "Votre rôle ne permet pas d'effectuer cette action.");
    expectRefusal(await server.call('POST', `${base}/floor-plans`, { name: 'X', width: 300, height: 300, items: [] }, as(staff)), 403);
    expectRefusal(await server.call('DELETE', `${base}/floor-plans/${salle.guid}`, undefined, as(staff)), 403);
    expectRefusal(await server.call('GET', `${base}/floor-plans`), 401);
  });

  it("answers 403 across restaurants and never shows one restaurant's plan to another", async () => {
    const salle = await planByName('Salle');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${base}/floor-plans`],
      ['GET', `${base}/floor-plans/${salle.guid}`],
      ['PUT', `${base}/floor-plans/${salle.guid}`, asInput(salle)],
      ['POST', `${base}/floor-plans`, { name: 'Pirate', width: 300, height: 300, items: [] }],
      ['DELETE', `${base}/floor-plans/${salle.guid}`],
      ['GET', `${base}/live-room`],
      ['POST', `${base}/live-room/move`, { bookingGuid: 'x', tableGuid: 'y' }],
      ['POST', `${base}/live-room/walk-in`, { tableGuid: 'y', covers: 2 }],
    ];
    for (const [method, url, body] of calls) {
      const res = await server.call(method, url, body, as(foreign));
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    // Through its own restaurant's path, the other restaurant does not find our plan.
    const own = await server.call('GET', `/api/staff/restaurants/${marcel}/floor-plans/${salle.guid}`, undefined, as(foreign));
    expectRefusal(own, 404);
    const theirs = await server.call('PUT', `/api/staff/restaurants/${marcel}/floor-plans/${salle.guid}`, asInput(salle), as(foreign));
    expectRefusal(theirs, 404);
    expect((await plan(salle.guid)).version).toBe(salle.version);
  });
});
