import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, bookingByShortId, DAY, dinerOf, questionIds, setRestaurant, SLUG, tableNamesOf } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// The table a party gets is the one that costs the rest of the evening least, not the first that
// fits. A room of two tables of 2 and one table of 6; table B is held from 20:30. Seating the 19:00
// couple on the first table that fits (A) left no table of 2 for the 19:45 couple, who took the
// table of 6, and the party of 6 at 20:00 was refused. Seating the 19:00 couple on B, whose free
// time before 20:30 fits them exactly, seats everyone.

type SettingsTable = { guid: string; name: string; min_covers: number; max_covers: number } & Record<string, unknown>;

describe.each(await dialectsUnderTest())('table choice over the evening on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let manager: string;
  let required: number;
  let diner = 700;
  const book = (hour: string, covers: number, extra: Record<string, unknown> = {}) =>
    server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(++diner), date: DAY.thursday, hour, tablewarecount: covers, ...extra }));
  const tablesOf = async (response: { status: number; body: any }) => {
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return tableNamesOf(server, (await bookingByShortId(server, response.body.object.shortId)).id);
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const zinc = await restaurantIdOf(server, SLUG);
    base = `/api/staff/restaurants/${zinc}`;
    manager = await login(server, await enrolDevice(server, zinc), CODES.manager);
    required = (await questionIds(server)).required;
    // The SMS code asked from six covers is not what this evening is about.
    await setRestaurant(server, SLUG, { confirm_booking_sms_is_active: 0 });
    // The room: Salle 1 and Salle 2 (2 seats), and Salle 7 made the one table of 6 that also seats two.
    const tables = (await server.call('GET', `${base}/settings/tables`, undefined, bearer(manager))).body.object as SettingsTable[];
    for (const { guid, name, ...rest } of tables) {
      if (name === 'Salle 1' || name === 'Salle 2') continue;
      const changes = name === 'Salle 7' ? { min_covers: 1, max_covers: 6 } : { active: false, confirm: true };
      const body = {
        name,
        min_covers: rest.min_covers,
        max_covers: rest.max_covers,
        legend_guids: rest.legend_guids,
        image: rest.image,
        combinable: rest.combinable,
        active: rest.active,
        ...changes,
      };
      const saved = await server.call('PUT', `${base}/settings/tables/${guid}`, body, bearer(manager));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });
  afterAll(async () => server?.close());

  it('seats a couple where it fits the evening best, so a later party of 6 still gets the table of 6', async () => {
    const salle2 = ((await server.call('GET', `${base}/settings/tables`, undefined, bearer(manager))).body.object as SettingsTable[]).find(
      (t) => t.name === 'Salle 2',
    )!;
    // Salle 2 held from 20:30 (the diner chose it); two covers stay an hour and a half.
    expect(await tablesOf(await book('20:30', 2, { tableName: salle2.guid }))).toEqual(['Salle 2']);

    // 19:00–20:30 fits exactly before it: Salle 1 keeps its whole evening. The wizard's own pick
    // (the smallest free table, Salle 1) is not the diner's choice and does not overrule it.
    const salle1 = ((await server.call('GET', `${base}/settings/tables`, undefined, bearer(manager))).body.object as SettingsTable[]).find(
      (t) => t.name === 'Salle 1',
    )!;
    expect(await tablesOf(await book('19:00', 2, { table: salle1.guid }))).toEqual(['Salle 2']);

    // A couple booked by phone at 19:45, no table chosen: the host's booking takes the same rule.
    const phone = await server.call(
      'POST',
      `${base}/bookings`,
      { source: 'phone', date: DAY.thursday, hour: '19:45', covers: 2, name: 'Au Téléphone' },
      bearer(manager),
    );
    expect(phone.status, JSON.stringify(phone.body)).toBe(201);
    const phoneRow = await server.db.kysely.selectFrom('bookings').select('id').where('guid', '=', phone.body.object.guid).executeTakeFirstOrThrow();
    expect(await tableNamesOf(server, phoneRow.id)).toEqual(['Salle 1']);

    // The party of 6 at 20:00 finds the table of 6 free.
    expect(await tablesOf(await book('20:00', 6))).toEqual(['Salle 7']);

    // And the evening is now really full for six at 20:00: refused, nothing written.
    const before = await server.db.kysely
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await book('20:00', 6);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.message).toBe("Il n'y a plus de table disponible pour 6 personnes à cet horaire.");
    const after = await server.db.kysely
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
