import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { changeRules, DAY, draftBody, expectRefusal, restaurantRow, setRestaurant, SLUG, tablesByName } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// The tables the wizard shows or suggests: active tables for a draft, tables blocked at a time,
// tables a diner may pick by name.

describe.each(await dialectsUnderTest())('public table reads on %s', (dialect) => {
  let server: TestServer;
  let tables: Record<string, { id: number; guid: string }>;
  let restaurant: { id: number; guid: string };
  const guidsOf = (...names: string[]) => names.map((n) => tables[n]!.guid).sort();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    tables = await tablesByName(server);
    restaurant = await restaurantRow(server);
  });
  afterAll(async () => server?.close());

  describe('active tables', () => {
    const activeTables = (guid: string, covers: number) =>
      server.call('POST', `/api/restaurants/${guid}/active-tables`, draftBody({ tableware_count: covers }));

    it('lists the tables that seat the party, smallest first, with placement legends', async () => {
      const res = await activeTables(restaurant.guid, 2);
      expect(res.status).toBe(200);
      const list = res.body.object as Array<{ guid: string; capacity: number; name: string; image: string; legends_ids_array: string[] }>;
      expect(list.map((t) => t.name)).toEqual([
        'Salle 1',
        'Salle 2',
        'Salle 3',
        'Terrasse 1',
        'Terrasse 2',
        'Terrasse 3',
        'Salle 4',
        'Salle 5',
        'Salle 6',
        'Terrasse 4',
        'Terrasse 5',
      ]);
      const capacities = list.map((t) => t.capacity);
      expect(capacities).toEqual([...capacities].sort((a, b) => a - b));
      for (const t of list) {
        expect(t).toEqual({
          guid: tables[t.name]!.guid,
          capacity: expect.any(Number),
          name: t.name,
          image: expect.any(String),
          legends_ids_array: expect.any(Array),
        });
      }
      const config = (await server.call('GET', `/api/restaurants/${SLUG}/config`)).body.object;
      const legendGuid = (label: string) => config.placing_customer_icons_selected.find((l: { label: string }) => l.label === label).guid;
      expect(list.find((t) => t.name === 'Salle 1')!.legends_ids_array.sort()).toEqual([legendGuid('Salle'), legendGuid('Fenêtre')].sort());
      expect(list.find((t) => t.name === 'Terrasse 4')!.legends_ids_array).toEqual([legendGuid('Terrasse')]);
    });

    it('fits bigger parties only to bigger tables and leaves out inactive tables', async () => {
      expect((await activeTables(restaurant.guid, 5)).body.object.map((t: { name: string }) => t.name)).toEqual(['Salle 7', 'Salle 8', 'Terrasse 6']);
      await changeRules(server, restaurant.id, (trx) => trx.updateTable('dining_tables').set({ active: 0 }).where('id', '=', tables['Salle 8']!.id).execute());
      try {
        expect((await activeTables(restaurant.guid, 5)).body.object.map((t: { name: string }) => t.name)).toEqual(['Salle 7', 'Terrasse 6']);
      } finally {
        await changeRules(server, restaurant.id, (trx) =>
          trx.updateTable('dining_tables').set({ active: 1 }).where('id', '=', tables['Salle 8']!.id).execute(),
        );
      }
    });

    it('answers an unknown restaurant guid with a French 404', async () => {
      expectRefusal(await activeTables('00000000-0000-4000-8000-000000000000', 2), 404, 'Restaurant introuvable.');
    });
  });

  describe('blocked tables', () => {
    const blocked = (query: string, slug = SLUG) => server.call('GET', `/api/restaurants/${slug}/blocked-tables?${query}`);

    it('lists the tables held by overlapping bookings (Wednesday lunch: Salle 1 to 3)', async () => {
      const res = await blocked(`date=${DAY.wednesday}&hour=12:00`);
      expect(res.status).toBe(200);
      expect([...res.body.object].sort()).toEqual(guidsOf('Salle 1', 'Salle 2', 'Salle 3'));
      // 13:30: the 12:00 party (90 minutes) has just left, 12:30 and 13:00 are still eating.
      expect([...(await blocked(`date=${DAY.wednesday}&hour=13:30`)).body.object].sort()).toEqual(guidsOf('Salle 2', 'Salle 3'));
      expect([...(await blocked(`date=${DAY.wednesday}&hour=20:00`)).body.object].sort()).toEqual(guidsOf('Salle 4', 'Salle 5'));
      expect((await blocked(`date=${DAY.thursday}&hour=20:00`)).body.object).toEqual([]);
    });

    it('lists every table on the fully booked Saturday evening', async () => {
      const res = await blocked(`date=${DAY.fullSaturday}&hour=19:00`);
      expect([...res.body.object].sort()).toEqual(
        Object.values(tables)
          .map((t) => t.guid)
          .sort(),
      );
    });

    it('refuses an invalid date or hour and an unknown restaurant in French', async () => {
      expectRefusal(await blocked('date=2026-02-30&hour=12:00'), 400, /La date choisie est invalide\./);
      expectRefusal(await blocked(`date=${DAY.thursday}&hour=25:00`), 400, /L'horaire choisi est invalide\./);
      expectRefusal(await blocked(`date=${DAY.thursday}`), 400);
      expectRefusal(await blocked(`date=${DAY.thursday}&hour=12:00`, 'restaurant-inconnu'), 404, 'Restaurant introuvable.');
    });
  });

  describe('table names', () => {
    const names = (query: string) => server.call('GET', `/api/restaurants/${SLUG}/table-names?${query}`);

    it('lists the free tables of the right size with name, image, capacity and guid', async () => {
      const res = await names(`covers=2&date=${DAY.wednesday}&hour=12:00`);
      expect(res.status).toBe(200);
      const list = res.body.object as Array<{ guid: string; name: string; image: string; capacity: number }>;
      expect(list.map((t) => t.name)).toEqual(['Terrasse 1', 'Terrasse 2', 'Terrasse 3', 'Salle 4', 'Salle 5', 'Salle 6', 'Terrasse 4', 'Terrasse 5']);
      for (const t of list) expect(t).toEqual({ guid: tables[t.name]!.guid, name: t.name, image: expect.any(String), capacity: expect.any(Number) });
    });

    it('is empty when the slot is full, closed or past, and when the restaurant turned the choice off', async () => {
      expect((await names(`covers=2&date=${DAY.fullSaturday}&hour=19:00`)).body.object).toEqual([]);
      expect((await names(`covers=2&date=${DAY.monday}&hour=20:00`)).body.object).toEqual([]);
      expect((await names('covers=2&date=2026-11-14&hour=20:00')).body.object).toEqual([]);
      await setRestaurant(server, SLUG, { is_table_names_enabled: 0 });
      try {
        expect((await names(`covers=2&date=${DAY.thursday}&hour=20:00`)).body.object).toEqual([]);
      } finally {
        await setRestaurant(server, SLUG, { is_table_names_enabled: 1 });
      }
      expect((await names(`covers=2&date=${DAY.thursday}&hour=20:00`)).body.object).toHaveLength(11);
    });

    it('refuses bad parameters in French', async () => {
      expectRefusal(await names(`date=${DAY.thursday}&hour=20:00`), 400);
      expectRefusal(await names(`covers=0&date=${DAY.thursday}&hour=20:00`), 400);
      expectRefusal(await names('covers=2&date=2026-02-30&hour=20:00'), 400, /La date choisie est invalide\./);
      expectRefusal(await names(`covers=2&date=${DAY.thursday}&hour=8h`), 400, /L'horaire choisi est invalide\./);
      expectRefusal(
        await server.call('GET', `/api/restaurants/nulle-part/table-names?covers=2&date=${DAY.thursday}&hour=20:00`),
        404,
        'Restaurant introuvable.',
      );
    });
  });
});
